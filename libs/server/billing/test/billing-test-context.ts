import { authEntities, AuthModule } from '@soundpost/server-auth';
import { createServicesTestContext } from '@soundpost/server-core/testing';
import { billingEntities } from '../src/billing.schema';
import { BillingModule } from '../src/billing.module';

/** The billing services wired by Nest as in the platform (core, auth, billing), against a fresh migrated database. No HTTP. */
export function createBillingTestContext() {
  return createServicesTestContext({ entities: [...authEntities, ...billingEntities], imports: [AuthModule, BillingModule], label: 'billing' });
}
