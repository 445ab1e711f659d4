import { TRACK_API_MESSAGES } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';

export const TrackErrors = {
  audioTooShort: () => new DomainError('audio_too_short', TRACK_API_MESSAGES.audioTooShort, 422, { audio: [TRACK_API_MESSAGES.audioTooShort] }),
  audioUnreadable: () => new DomainError('audio_unreadable', TRACK_API_MESSAGES.audioUnreadable, 422, { audio: [TRACK_API_MESSAGES.audioUnreadable] }),
};
