import {
  ARTWORK_UPLOAD,
  DEFAULT_RELEASE_WORKFLOW_STAGE,
  type ExtraArtistResponse,
  isReleaseType,
  isReleaseWorkflowStage,
  RELEASE_MISSING_ITEMS,
  RELEASE_WORKFLOW_STAGES,
  type ReleaseResponse,
  type ReleaseWorkflowStage,
  type TrackResponse,
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

/** The step where each item submit reports missing is fixed. */
export const MISSING_ITEM_STEP: Readonly<Record<string, WizardStep>> = {
  [RELEASE_MISSING_ITEMS.title]: 'album_info',
  [RELEASE_MISSING_ITEMS.primaryArtist]: 'album_info',
  [RELEASE_MISSING_ITEMS.releaseDate]: 'album_info',
  [RELEASE_MISSING_ITEMS.releaseType]: 'album_info',
  [RELEASE_MISSING_ITEMS.audioTrack]: 'track_upload',
  [RELEASE_MISSING_ITEMS.artwork]: 'artwork',
  [RELEASE_MISSING_ITEMS.store]: 'distribution',
};

/** The step where a preflight issue's field is edited ('tracks.2.isrc' is a track's). */
export function stepOfField(field: string): WizardStep {
  if (field === 'cover') return 'artwork';
  if (field === 'store_ids' || field === 'territories' || field === 'price_tier') return 'distribution';
  if (field === 'tracks' || field.startsWith('tracks.')) return 'track_upload';
  return 'album_info';
}

type StepFacts = Pick<ReleaseResponse, 'title' | 'primary_artist_id' | 'release_date' | 'release_type' | 'cover_art_url' | 'cover_art_width' | 'cover_art_height' | 'missing' | 'workflow_stage'>;

function hasStoreArtwork({ cover_art_url: url, cover_art_width: w, cover_art_height: h }: StepFacts): boolean {
  if (!url || !w || !h || w < ARTWORK_UPLOAD.minWidthPx || h < ARTWORK_UPLOAD.minHeightPx) return false;
  return Math.abs(w - h) / Math.max(w, h) <= ARTWORK_UPLOAD.squareTolerance;
}

/**
 * Whether a step holds what submit needs from it, read from the release itself (never from which steps were
 * opened). Stores are not on the release: its `missing` list says whether one is chosen.
 */
export function isStepDone(step: WizardStep, release: StepFacts, tracks: readonly Pick<TrackResponse, 'audio_file_path' | 'audio_url'>[]): boolean {
  const missing = Array.isArray(release.missing) ? release.missing : [];
  switch (step) {
    case 'album_info':
      return Boolean(release.title?.trim()) && Boolean(release.primary_artist_id) && Boolean(release.release_date) && isReleaseType(release.release_type);
    case 'track_upload':
      return tracks.some((track) => Boolean(track.audio_file_path || track.audio_url));
    case 'artwork':
      return hasStoreArtwork(release);
    case 'distribution':
      return Boolean(release.release_date) && !missing.includes(RELEASE_MISSING_ITEMS.store);
    case 'preview':
      return missing.length === 0 && WIZARD_STEPS.slice(0, 4).every((before) => isStepDone(before, release, tracks));
    case 'delivered':
      return release.workflow_stage === 'delivered';
  }
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
