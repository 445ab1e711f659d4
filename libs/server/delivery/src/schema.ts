import type { DomainSchema } from '@soundpost/server-core/database';
import { DeliveryMessage } from './deliveries/delivery-message.entity';
import { ReleaseDelivery } from './deliveries/release-delivery.entity';
import { Delivery1764400001000 } from './migrations/1764400001000-delivery';
import { DeliveryTarget } from './targets/delivery-target.entity';

// The entity classes, for the platform and for tests that write fixtures.
export { DeliveryMessage, DeliveryTarget, ReleaseDelivery };

/**
 * The delivery lib's schema entry point (`@soundpost/server-delivery/schema`): its entities and
 * migrations for the platform, and the tables it owns. Only libs/server/platform (and tests) import it.
 */
export const deliverySchema: DomainSchema = {
  entities: [ReleaseDelivery, DeliveryMessage, DeliveryTarget],
  migrations: [Delivery1764400001000],
  ownedTables: ['release_deliveries', 'delivery_messages', 'delivery_targets'],
};
