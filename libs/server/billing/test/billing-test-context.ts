import { AuthModule } from '@soundpost/server-auth';
import { authSchema } from '@soundpost/server-auth/schema';
import { notificationsSchema } from '@soundpost/server-notifications/schema';
import { createServicesTestContext, ServicesTestContext } from '@soundpost/server-core/testing';
import { BillingModule } from '../src/billing.module';
import { billingSchema } from '../src/schema';

/** The billing services wired by Nest as in the platform (core, auth, billing), against a fresh migrated database. No HTTP. */
export function createBillingTestContext() {
  return createServicesTestContext({ entities: [...authSchema.entities, ...billingSchema.entities, ...notificationsSchema.entities], imports: [AuthModule, BillingModule], label: 'billing' });
}

/**
 * One billing context for the enclosing `describe` (opened before its tests, closed after): call at
 * the top of the describe and read `.app` / `.db` inside the tests.
 */
export function useBillingTestContext(): { readonly app: ServicesTestContext['app']; readonly db: ServicesTestContext['dataSource'] } {
  let ctx: ServicesTestContext | undefined;
  beforeAll(async () => {
    ctx = await createBillingTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const opened = () => {
    if (!ctx) throw new Error('The billing test context is not open yet');
    return ctx;
  };
  return {
    get app() {
      return opened().app;
    },
    get db() {
      return opened().dataSource;
    },
  };
}
