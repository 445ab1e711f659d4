import type { DomainSchema } from '@soundpost/server-core/database';
import { billingEntities, billingMigrations } from './billing.schema';
import { SandboxPayment } from './gateways/sandbox-payment.entity';
import { Plan } from './plans/plan.entity';
import { Subscription } from './subscriptions/subscription.entity';
import { BillingTransaction } from './transactions/billing-transaction.entity';
import { PaymentEvent } from './transactions/payment-event.entity';

export { Plan, Subscription, BillingTransaction, PaymentEvent, SandboxPayment };

export const billingSchema: DomainSchema = {
  entities: billingEntities,
  migrations: billingMigrations,
  ownedTables: ['plans', 'subscriptions', 'billing_transactions', 'payment_events', 'sandbox_payments'],
};
