import type { DomainSchema } from '@soundpost/server-core/database';
import { Notifications1764100013000 } from './migrations/1764100013000-notifications';
import { NotificationsAccount1796000000400 } from './migrations/1796000000400-notifications-account';
import { Notification } from './notifications/notification.entity';

export { Notification };

export const notificationsSchema: DomainSchema = {
  entities: [Notification],
  migrations: [Notifications1764100013000, NotificationsAccount1796000000400],
  ownedTables: ['notifications'],
};
