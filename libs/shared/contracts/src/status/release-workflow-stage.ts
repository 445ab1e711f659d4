import { isOneOf } from '../util/one-of';

/** In wizard order; the index is the step number (0-based). */
export const RELEASE_WORKFLOW_STAGES = [
  'album_info',
  'track_upload',
  'artwork',
  'distribution',
  'preview',
  'delivered',
] as const;
export type ReleaseWorkflowStage = (typeof RELEASE_WORKFLOW_STAGES)[number];

export const DEFAULT_RELEASE_WORKFLOW_STAGE: ReleaseWorkflowStage = 'album_info';

/** Step titles of the six-step wizard. */
export const RELEASE_WORKFLOW_STAGE_LABELS: Readonly<Record<ReleaseWorkflowStage, string>> = {
  album_info: 'Album Info',
  track_upload: 'Tracks',
  artwork: 'Artwork',
  distribution: 'Distribution',
  preview: 'Preview',
  delivered: 'Submit',
};

/**
 * Where a release stands, as any screen outside the wizard names its stage: the last stage is
 * `delivered` in the API, but a release there has only been submitted for review, so it reads
 * "Submitted" (the web app translates these under `catalog.stages`).
 */
export const RELEASE_WORKFLOW_STAGE_STATE_LABELS: Readonly<Record<ReleaseWorkflowStage, string>> = {
  album_info: 'Album Info',
  track_upload: 'Tracks',
  artwork: 'Artwork',
  distribution: 'Distribution',
  preview: 'Preview',
  delivered: 'Submitted',
};

/** The state label of a stage ('delivered' → 'Submitted'); an unknown value is shown as it came. */
export function releaseWorkflowStageLabel(stage: unknown): string {
  if (isReleaseWorkflowStage(stage)) return RELEASE_WORKFLOW_STAGE_STATE_LABELS[stage];
  return typeof stage === 'string' ? stage : '';
}

export function isReleaseWorkflowStage(value: unknown): value is ReleaseWorkflowStage {
  return isOneOf(RELEASE_WORKFLOW_STAGES, value);
}

export function releaseWorkflowStageIndex(stage: ReleaseWorkflowStage): number {
  return RELEASE_WORKFLOW_STAGES.indexOf(stage);
}

/** The stage "Save & Next" moves to; null after `delivered`. */
export function nextReleaseWorkflowStage(stage: ReleaseWorkflowStage): ReleaseWorkflowStage | null {
  return RELEASE_WORKFLOW_STAGES[releaseWorkflowStageIndex(stage) + 1] ?? null;
}
