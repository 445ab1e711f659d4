import { CHAT_MESSAGES } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';

export const ChatErrors = {
  /** Missing, or another account's: never say which. */
  chatNotFound: () => DomainError.notFound(CHAT_MESSAGES.chatNotFound, 'chat_not_found'),
  chatEnded: () => new DomainError('chat_ended', CHAT_MESSAGES.chatEnded, 409),
  lastIdInvalid: () => DomainError.validation({ last_id: [CHAT_MESSAGES.lastIdInvalid] }),
  streamOnly: () => new DomainError('not_acceptable', CHAT_MESSAGES.streamOnly, 406),
};
