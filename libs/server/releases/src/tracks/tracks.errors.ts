import { TRACK_API_MESSAGES } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core';

export const TrackErrors = {
  /** Looks like audio by its first bytes, but no duration, sample rate or channels could be read. */
  audioUnreadable: () => new DomainError('audio_unreadable', TRACK_API_MESSAGES.audioUnreadable, 422, { audio: [TRACK_API_MESSAGES.audioUnreadable] }),
};
