import { LINK_MESSAGES } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';

export const LinksErrors = {
  notFound: () => DomainError.notFound(LINK_MESSAGES.linkNotFound, 'link_not_found'),
  channelNotFound: () => DomainError.notFound('Channel not found.', 'channel_not_found'),
  slugTaken: () => DomainError.conflict(LINK_MESSAGES.slugTaken, 'slug_taken'),
  channelTaken: () => DomainError.conflict(LINK_MESSAGES.channelTaken, 'channel_taken'),
  channelsTooMany: () => DomainError.validation({ name: [LINK_MESSAGES.channelsTooMany] }),
};
