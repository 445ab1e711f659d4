export const RELEASE_MESSAGES = {
  /** No final period, unlike the wizard's. */
  createDraftFailedShell: 'Could not create draft',
  createDraftFailed: 'Could not create draft.',
  draftMissingId: 'Draft API did not return release_id',
  limitReachedTitle: 'Release Limit Reached',
  actionBlockedTitle: 'Action blocked',
  collaboratorLimitReached: "You've reached your collaborator limit for this release.",
  artistLimitReached: "You've reached your plan's total artist limit.",
  saved: 'Saved.',
  saveFailed: 'Save failed.',
  loadFailed: 'Failed to load release.',
  loadDetailFailed: 'Failed to load release',
  loadListFailed: 'Failed to load releases.',
  changeStepFailed: 'Failed to change step.',
  submitted: 'Release submitted for review.',
  submitFailed: 'Submit failed.',
  deliveredNotice: "Submitted. We'll notify you after review.",
  deleteConfirm: 'Are you sure you want to delete this release? This cannot be undone.',
  deleteFailed: 'Delete failed.',
  notFoundOrNoAccess: "Release not found or you don't have access to it.",
  loadDistributionFailed: 'Failed to load distribution settings.',
  saveDistributionFailed: 'Failed to save distribution settings.',
  distributionSaved: 'Distribution settings saved.',
  loadArtistDirectoryFailed: 'Failed to load artist directory.',
  createArtistFailed: 'Could not create artist.',
  artistAdded: 'Artist added to your directory.',
  storeRequired: 'Select at least one store.',
  upcInvalid: 'Invalid UPC/EAN code.',
} as const;

export function missingFieldsMessage(fields: readonly string[]): string {
  return `Missing: ${fields.join(', ')}`;
}
