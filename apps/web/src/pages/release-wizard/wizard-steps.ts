import {
  DEFAULT_RELEASE_WORKFLOW_STAGE,
  type ExtraArtistResponse,
  isReleaseWorkflowStage,
  RELEASE_WORKFLOW_STAGES,
  type ReleaseResponse,
  type ReleaseWorkflowStage,
} from '@soundpost/contracts';

/** The six steps, one per workflow stage: Album Info, Tracks, Artwork, Distribution, Preview, Submit (delivered). */
export const WIZARD_STEPS = RELEASE_WORKFLOW_STAGES;
export type WizardStep = ReleaseWorkflowStage;

/** The step a release opens on: its workflow stage, or the first step for a value the wizard does not know. */
export function stepOfStage(stage: unknown): WizardStep {
  return isReleaseWorkflowStage(stage) ? stage : DEFAULT_RELEASE_WORKFLOW_STAGE;
}

/**
 * The stage a click on `step` records. `delivered` means submitted (only Submit for Review gets there), so the
 * Submit step is opened at the preview stage.
 */
export function stageForStep(step: WizardStep): ReleaseWorkflowStage {
  return step === 'delivered' ? 'preview' : step;
}

/** Navigation state of /artist/release/{id} right after the draft was created: the header says New Release. */
export interface EditReleaseState {
  readonly isNew?: boolean;
}

/** Navigation state of /artist/release: `forceNew` sends force_new; `limitReached` carries the shell's 403 text. */
export interface NewReleaseState {
  readonly forceNew?: boolean;
  readonly limitReached?: string;
}

/** extra_artists arrives as a list, or on older rows as JSON text. */
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

/** Seconds as m:ss (h:mm:ss from an hour on); a dash when unknown. */
export function formatDuration(value: number | string | null | undefined): string {
  const seconds = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(seconds) || seconds < 0) return '–';
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A country's name in the interface language, e.g. 'France (FR)'; the bare code where the browser has no names. */
export function territoryName(code: string, language: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'region' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** A fresh Idempotency-Key. randomUUID needs a secure context, so plain-http hosts get the same shape from getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
