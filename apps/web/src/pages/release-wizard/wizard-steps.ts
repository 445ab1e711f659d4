import {
  DEFAULT_RELEASE_WORKFLOW_STAGE,
  type ExtraArtistResponse,
  isReleaseWorkflowStage,
  RELEASE_WORKFLOW_STAGES,
  type ReleaseResponse,
  type ReleaseWorkflowStage,
} from '@soundpost/contracts';

export const WIZARD_STEPS = RELEASE_WORKFLOW_STAGES;
export type WizardStep = ReleaseWorkflowStage;

export function stepOfStage(stage: unknown): WizardStep {
  return isReleaseWorkflowStage(stage) ? stage : DEFAULT_RELEASE_WORKFLOW_STAGE;
}

/** `delivered` means submitted, so the Submit step is opened at the preview stage. */
export function stageForStep(step: WizardStep): ReleaseWorkflowStage {
  return step === 'delivered' ? 'preview' : step;
}

export interface EditReleaseState {
  readonly isNew?: boolean;
}

export interface NewReleaseState {
  readonly forceNew?: boolean;
  readonly limitReached?: string;
}

export function extraArtistsOf(release: Pick<ReleaseResponse, 'extra_artists'>): ExtraArtistResponse[] {
  let value: unknown = release.extra_artists;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({
      artist_id: String(item['artist_id'] ?? ''),
      name: typeof item['name'] === 'string' ? item['name'] : '',
      role: typeof item['role'] === 'string' ? item['role'] : '',
    }))
    .filter((item) => item.artist_id !== '');
}

export function formatDuration(value: number | string | null | undefined): string {
  const seconds = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(seconds) || seconds < 0) return '–';
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export function territoryName(code: string, language: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'region' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** randomUUID needs a secure context, so plain-http hosts get the same shape from getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
