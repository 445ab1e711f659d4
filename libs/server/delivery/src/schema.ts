import type { DomainSchema } from '@soundpost/server-core/database';
import { DeliveryMessage } from './deliveries/delivery-message.entity';
import { ReleaseDelivery } from './deliveries/release-delivery.entity';
import { Delivery1764400001000 } from './migrations/1764400001000-delivery';
import { DeliveryTarget } from './targets/delivery-target.entity';

export { DeliveryMessage, DeliveryTarget, ReleaseDelivery };

export const deliverySchema: DomainSchema = {
  entities: [ReleaseDelivery, DeliveryMessage, DeliveryTarget],
  migrations: [Delivery1764400001000],
  ownedTables: ['release_deliveries', 'delivery_messages', 'delivery_targets'],
};
