/** Track editor and track list. */
export const TRACK_MESSAGES = {
  titleRequired: 'Title is required.',
  startPointInvalid: 'Start point must be a valid mm:ss.',
  plineYearInvalid: 'P-Line Year must be 4 digits.',
  saved: 'Track saved.',
  saveFailed: 'Failed to save track.',
  /**
   * Read-only track page: no closing period, like its release twin and the back office's text.
   */
  loadFailed: 'Failed to load track',
  loadListFailed: 'Failed to load tracks.',
  deleteFailed: 'Failed to delete track.',
  removeConfirm: 'Remove this track?',
  orderUpdated: 'Order updated.',
  saveOrderFailed: 'Failed to save order.',
  notFoundOrNoAccess: "Track not found or you don't have access to it.",
  /** Not in the spec; same rule as the P-line year, wording is ours. */
  clineYearInvalid: 'C-Line Year must be 4 digits.',
  /** Not in the spec; wording is ours. */
  isrcInvalid: 'Invalid ISRC (e.g. US-S1Z-99-00001).',
} as const;
