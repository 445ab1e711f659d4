import type { DomainSchema } from '@soundpost/server-core/database';
import { DeliveryMessage } from './deliveries/delivery-message.entity';
import { ReleaseDelivery } from './deliveries/release-delivery.entity';
import { Delivery1764400001000 } from './migrations/1764400001000-delivery';
import { DeliveryStoreListings1795926161200 } from './migrations/1795926161200-delivery-store-listings';
import { DeliveryTarget } from './targets/delivery-target.entity';

export { DeliveryMessage, DeliveryTarget, ReleaseDelivery };

export const deliverySchema: DomainSchema = {
  entities: [ReleaseDelivery, DeliveryMessage, DeliveryTarget],
  migrations: [Delivery1764400001000, DeliveryStoreListings1795926161200],
  ownedTables: ['release_deliveries', 'delivery_messages', 'delivery_targets', 'delivery_store_listings'],
  // Read by smart links (the store buttons): see the migration.
  readModels: ['delivery_store_listings'],
};
