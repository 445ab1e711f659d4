import {
  DEFAULT_RELEASE_WORKFLOW_STAGE,
  isReleaseWorkflowStage,
  nextReleaseWorkflowStage,
  RELEASE_WORKFLOW_STAGE_LABELS,
  RELEASE_WORKFLOW_STAGES,
  releaseWorkflowStageIndex,
  releaseWorkflowStageLabel,
} from './release-workflow-stage';

describe('release workflow stage', () => {
  it('is ordered as the wizard', () => {
    expect(RELEASE_WORKFLOW_STAGES).toStrictEqual([
      'album_info',
      'track_upload',
      'artwork',
      'distribution',
      'preview',
      'delivered',
    ]);
    expect(DEFAULT_RELEASE_WORKFLOW_STAGE).toBe('album_info');
    expect(RELEASE_WORKFLOW_STAGES.map((s) => RELEASE_WORKFLOW_STAGE_LABELS[s])).toStrictEqual([
      'Album Info',
      'Tracks',
      'Artwork',
      'Distribution',
      'Preview',
      'Submit',
    ]);
  });

  it('indexes and advances stages', () => {
    expect(releaseWorkflowStageIndex('album_info')).toBe(0);
    expect(releaseWorkflowStageIndex('delivered')).toBe(5);
    expect(nextReleaseWorkflowStage('album_info')).toBe('track_upload');
    expect(nextReleaseWorkflowStage('track_upload')).toBe('artwork');
    expect(nextReleaseWorkflowStage('artwork')).toBe('distribution');
    expect(nextReleaseWorkflowStage('distribution')).toBe('preview');
    expect(nextReleaseWorkflowStage('preview')).toBe('delivered');
    expect(nextReleaseWorkflowStage('delivered')).toBeNull();
  });

  it('guards values', () => {
    expect(isReleaseWorkflowStage('preview')).toBe(true);
    expect(isReleaseWorkflowStage('tracks')).toBe(false);
    expect(isReleaseWorkflowStage(undefined)).toBe(false);
  });

  it('names the delivered stage "Submitted" outside the wizard, keeping the API value', () => {
    expect(releaseWorkflowStageLabel('delivered')).toBe('Submitted');
    expect(releaseWorkflowStageLabel('album_info')).toBe('Album Info');
    expect(releaseWorkflowStageLabel('legacy_stage')).toBe('legacy_stage');
    expect(releaseWorkflowStageLabel(null)).toBe('');
  });
});
