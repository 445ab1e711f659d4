import { AuthModule } from '@soundpost/server-auth';
import { authSchema } from '@soundpost/server-auth/schema';
import { createServicesTestContext } from '@soundpost/server-core/testing';
import { BillingModule } from '../src/billing.module';
import { billingSchema } from '../src/schema';

/** The billing services wired by Nest as in the platform (core, auth, billing), against a fresh migrated database. No HTTP. */
export function createBillingTestContext() {
  return createServicesTestContext({ entities: [...authSchema.entities, ...billingSchema.entities], imports: [AuthModule, BillingModule], label: 'billing' });
}
