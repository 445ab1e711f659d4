import { GATEWAY_ENTITIES, GATEWAY_MIGRATIONS } from './gateways/gateways.schema';
import { Billing1763700004000 } from './migrations/1763700004000-billing';
import { BillingProration1763700012500 } from './migrations/1763700012500-billing-proration';
import { PlanStoreLimit1764800101000 } from './migrations/1764800101000-plan-store-limit';
import { Plan } from './plans/plan.entity';
import { Subscription } from './subscriptions/subscription.entity';
import { BillingTransaction } from './transactions/billing-transaction.entity';
import { PaymentEvent } from './transactions/payment-event.entity';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const billingEntities: Function[] = [Plan, Subscription, BillingTransaction, PaymentEvent, ...GATEWAY_ENTITIES];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const billingMigrations: Function[] = [Billing1763700004000, ...GATEWAY_MIGRATIONS, BillingProration1763700012500, PlanStoreLimit1764800101000];
