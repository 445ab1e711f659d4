import { DomainError } from '@soundpost/server-core';

/** The track calls' texts (docs/releases-api.md, spec 001 §5 and §8), word for word. */
export const TRACK_API_MESSAGES = {
  uploaded: 'Track uploaded.',
  removed: 'Track removed.',
  audioRequired: 'Please choose an audio file to upload.',
  audioOnly: 'Only audio files are allowed (WAV, FLAC, MP3, AAC).',
  audioUnreadable: 'We could not read this audio file. Try a different file.',
  audioTooLarge: (maxMb: number) => `Audio file must be ${maxMb} MB or smaller.`,
  /** Not in the spec; wording is ours. */
  trackNumberInvalid: 'Track number must be a whole number of at least 1.',
  explicitInvalid: 'Explicit must be 1 (not explicit), 2 (explicit) or 3 (cleaned).',
  orderInvalid: "Send every track of the release exactly once.",
  dateInvalid: 'Enter a valid date (YYYY-MM-DD).',
  contributorsInvalid: 'Each contributor needs a name and a role.',
} as const;

export const TrackErrors = {
  /** Looks like audio by its first bytes, but no duration, sample rate or channels could be read. */
  audioUnreadable: () => new DomainError('audio_unreadable', TRACK_API_MESSAGES.audioUnreadable, 422, { audio: [TRACK_API_MESSAGES.audioUnreadable] }),
};
