import { isOneOf } from '../util/one-of';

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

export const RELEASE_WORKFLOW_STAGE_LABELS: Readonly<Record<ReleaseWorkflowStage, string>> = {
  album_info: 'Album Info',
  track_upload: 'Tracks',
  artwork: 'Artwork',
  distribution: 'Distribution',
  preview: 'Preview',
  delivered: 'Submit',
};

/** A release at `delivered` has only been submitted for review, so it reads "Submitted". */
export const RELEASE_WORKFLOW_STAGE_STATE_LABELS: Readonly<Record<ReleaseWorkflowStage, string>> = {
  album_info: 'Album Info',
  track_upload: 'Tracks',
  artwork: 'Artwork',
  distribution: 'Distribution',
  preview: 'Preview',
  delivered: 'Submitted',
};

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

export function nextReleaseWorkflowStage(stage: ReleaseWorkflowStage): ReleaseWorkflowStage | null {
  return RELEASE_WORKFLOW_STAGES[releaseWorkflowStageIndex(stage) + 1] ?? null;
}
