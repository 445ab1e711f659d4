/** Release wizard, release list, distribution and artist directory. */
export const RELEASE_MESSAGES = {
  /** The shell's "New release" alert has no final period; the wizard's has one. */
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
  /** The read-only detail page's fallback, without the period. */
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
  /** Not quoted in the spec (the button is just disabled); wording is ours for the server's answer. */
  storeRequired: 'Select at least one store.',
  /** Not in the spec; wording is ours. */
  upcInvalid: 'Invalid UPC/EAN code.',
} as const;

/** The "Missing: …" tooltip of a disabled Save & Next, e.g. 'Missing: title, release date'. */
export function missingFieldsMessage(fields: readonly string[]): string {
  return `Missing: ${fields.join(', ')}`;
}
