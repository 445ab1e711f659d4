import { AuthModule } from '@soundpost/server-auth';
import { authSchema } from '@soundpost/server-auth/schema';
import { createServicesTestContext } from '@soundpost/server-core/testing';
import { notificationsSchema } from '@soundpost/server-notifications/schema';
import { supportSchema } from '../src/schema';
import { SupportModule } from '../src/support.module';

/** The support services wired by Nest as in the platform (core, auth, notifications, support), against a fresh migrated database. No HTTP. */
export function createSupportTestContext() {
  return createServicesTestContext({
    entities: [...authSchema.entities, ...notificationsSchema.entities, ...supportSchema.entities],
    imports: [AuthModule, SupportModule],
    label: 'support',
  });
}
