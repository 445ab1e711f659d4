/** The specs do not quote these: the server answers them and the web app translates them. */
export const RELEASE_API_MESSAGES = {
  releaseNotFound: 'Release not found.',
  trackNotFound: 'Track not found.',
  artistNotFound: 'Artist not found.',
  releaseFinal: 'This release is final and can no longer be changed.',
  releaseLimitReached: "You've reached your plan's release limit. Upgrade your plan to create more releases.",
  releaseDeleted: 'Release deleted.',
  releaseStatusUpdated: 'Release status updated.',
  upcInvalid: 'Enter a valid UPC or EAN (12 or 13 digits with a valid check digit).',
  upcTaken: 'This UPC is already used by another release.',
  isrcInvalid: 'Enter a valid ISRC (e.g. USRC17607839).',
  isrcTaken: 'This ISRC is already used by another track.',
  setDateFirst: 'Set a release date first.',
  timeInvalid: 'Enter a valid time (HH:mm).',
  timeZoneInvalid: 'Choose a valid time zone.',
  territoriesInvalid: 'Use 2-letter country codes.',
  territoriesRequired: 'Choose at least one territory.',
  artistNameRequired: 'Artist name is required.',
  artistNameTaken: 'This artist is already in your directory.',
  imageRequired: 'Please choose an image to upload.',
} as const;

export function approvalPreflightFailedMessage(messages: string[]): string {
  return `Fix these before approving: ${messages.join(' ')} To approve anyway, give the reason for the override.`;
}

/** Where an artist widens the plan's limits (the web app's My plan page). */
export const PLAN_UPGRADE_PATH = '/account/myplan';

export function storeLimitMessage(limit: number): string {
  return `Your plan includes up to ${limit} ${limit === 1 ? 'store' : 'stores'}. Upgrade your plan to choose more.`;
}

export function unknownStoreMessage(id: string): string {
  return `Unknown store: ${id}.`;
}

export const TRACK_API_MESSAGES = {
  uploaded: 'Track uploaded.',
  removed: 'Track removed.',
  audioRequired: 'Please choose an audio file to upload.',
  audioOnly: 'Only audio files are allowed (WAV, FLAC, MP3, AAC).',
  audioUnreadable: 'We could not read this audio file. Try a different file.',
  audioTooShort: 'This audio file has no sound or is shorter than one second. Upload a track of at least one second.',
  trackNumberInvalid: 'Track number must be a whole number of at least 1.',
  explicitInvalid: 'Explicit must be 1 (not explicit), 2 (explicit) or 3 (cleaned).',
  orderInvalid: 'Send every track of the release exactly once.',
  dateInvalid: 'Enter a valid date (YYYY-MM-DD).',
  contributorsInvalid: 'Each contributor needs a name and a role.',
} as const;

export function audioTooLargeMessage(maxMb: number): string {
  return `Audio file must be ${maxMb} MB or smaller.`;
}

export const RELEASE_MISSING_ITEMS = {
  title: 'Title',
  primaryArtist: 'Primary artist',
  releaseDate: 'Release date',
  releaseType: 'Release type',
  audioTrack: 'At least one track with audio',
  artwork: 'Artwork',
  store: 'At least one store',
} as const;
