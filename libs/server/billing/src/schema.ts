import type { DomainSchema } from '@soundpost/server-core/database';
import { billingEntities, billingMigrations } from './billing.schema';
import { Plan } from './plans/plan.entity';
import { Subscription } from './subscriptions/subscription.entity';
import { BillingTransaction } from './transactions/billing-transaction.entity';
import { PaymentEvent } from './transactions/payment-event.entity';

// The entity classes, for the platform and for tests that write fixtures.
export { Plan, Subscription, BillingTransaction, PaymentEvent };

/**
 * The billing lib's schema entry point (`@soundpost/server-billing/schema`): its entities and
 * migrations for the platform, and the tables it owns. Only libs/server/platform (and tests) import it.
 */
export const billingSchema: DomainSchema = {
  entities: billingEntities,
  migrations: billingMigrations,
  ownedTables: ['plans', 'subscriptions', 'billing_transactions', 'payment_events', 'sandbox_payments'],
};
