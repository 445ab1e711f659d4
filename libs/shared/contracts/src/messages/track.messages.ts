/** Track editor and track list (spec 001 §5, §7, §8). */
export const TRACK_MESSAGES = {
  titleRequired: 'Title is required.',
  startPointInvalid: 'Start point must be a valid mm:ss.',
  plineYearInvalid: 'P-Line Year must be 4 digits.',
  saved: 'Track saved.',
  saveFailed: 'Failed to save track.',
  /**
   * Read-only track page. Spec 001 ends its fallback list with "Failed to load track.", where the last period
   * closes the list (the release twin before it has none, and spec 002 has "Failed to load track").
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
