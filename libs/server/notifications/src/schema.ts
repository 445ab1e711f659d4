import type { DomainSchema } from '@soundpost/server-core/database';
import { Notifications1764100013000 } from './migrations/1764100013000-notifications';
import { Notification } from './notifications/notification.entity';

// The entity class, for the platform and for tests that write fixtures.
export { Notification };

/**
 * The notifications lib's schema entry point (`@soundpost/server-notifications/schema`): its entities and
 * migrations for the platform, and the tables it owns. Only libs/server/platform (and tests) import it.
 */
export const notificationsSchema: DomainSchema = {
  entities: [Notification],
  migrations: [Notifications1764100013000],
  ownedTables: ['notifications'],
};
