import { DomainError } from '@soundpost/server-core/http';

export const DeliveryErrors = {
  releaseNotFound: () => DomainError.notFound('Release not found.', 'release_not_found'),
  storeNotFound: () => DomainError.notFound('Store not found.', 'store_not_found'),
  deliveryNotFound: () => DomainError.notFound('Delivery not found.', 'delivery_not_found'),
  messageNotFound: () => DomainError.notFound('No message has been built for this delivery yet.', 'delivery_message_not_found'),
  notDeliverable: () => new DomainError('release_not_deliverable', 'Only approved, live or removed releases are delivered.', 409),
};
