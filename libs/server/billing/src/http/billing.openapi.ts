import { oa, SchemaObject } from '@soundpost/server-core/http';

// OpenAPI schemas of the billing answers, field for field from plan.mapper.ts, subscriptions.service.ts,
// transactions.service.ts and payment-flows.service.ts (dates are serialised as ISO strings).

const publicPlanProperties = {
  id: oa.uuid,
  key: oa.str,
  name: oa.str,
  price: oa.num,
  price_cents: oa.int,
  currency: oa.str,
  billing_cycle: oa.str,
  features: { type: 'object' } as SchemaObject,
  max_artists: oa.int,
  user_limit: oa.int,
  release_limit: oa.int,
  max_extra_artists: oa.int,
  support_level: oa.str,
};
export const publicPlanSchema: SchemaObject = oa.obj(publicPlanProperties);
const nullablePlan: SchemaObject = oa.obj(publicPlanProperties, { nullable: true });

export const adminPlanSchema: SchemaObject = oa.obj({
  ...publicPlanProperties,
  stripe_price_id: oa.nstr,
  paypal_plan_id: oa.nstr,
  is_active: oa.bool,
  created_at: oa.date,
  updated_at: oa.date,
});

const subscriptionSummary: SchemaObject = oa.obj(
  { id: oa.uuid, plan_id: oa.uuid, status: oa.str, payment_gateway: oa.nstr, current_period_start: oa.ndate, current_period_end: oa.ndate, expires_at: oa.ndate },
  { nullable: true },
);

export const billingStatusSchema: SchemaObject = oa.obj({ subscription: subscriptionSummary, plan: nullablePlan });

const artistTransactionProperties = {
  id: oa.uuid,
  transaction_id: oa.nstr,
  description: oa.nstr,
  subscription_id: oa.nuuid,
  transaction_type: oa.str,
  gateway: oa.str,
  amount: oa.num,
  currency: oa.str,
  status: oa.str,
  paid_at: oa.ndate,
  created_at: oa.date,
};
export const artistTransactionSchema: SchemaObject = oa.obj(artistTransactionProperties);

export const adminTransactionSchema: SchemaObject = oa.obj({
  ...artistTransactionProperties,
  user_id: oa.uuid,
  user_name: oa.nstr,
  user_email: oa.nstr,
  plan_id: oa.uuid,
  plan_name: oa.nstr,
  updated_at: oa.date,
});

const adminSubscriptionProperties = {
  id: oa.uuid,
  user_id: oa.uuid,
  user_name: oa.nstr,
  user_email: oa.nstr,
  plan_id: oa.uuid,
  plan_name: oa.nstr,
  plan_price: oa.nnum,
  plan_currency: oa.nstr,
  status: oa.str,
  payment_gateway: oa.nstr,
  expires_at: oa.ndate,
  current_period_start: oa.ndate,
  current_period_end: oa.ndate,
  created_at: oa.date,
  updated_at: oa.date,
};
export const adminSubscriptionSchema: SchemaObject = oa.obj(adminSubscriptionProperties);
export const adminSubscriptionDetailSchema: SchemaObject = oa.obj({ ...adminSubscriptionProperties, transactions: oa.arr(adminTransactionSchema) });

/** A free plan is activated at once instead of a checkout. */
export const activatedSchema: SchemaObject = oa.obj({ activated: { type: 'boolean', enum: [true] }, message: oa.str, plan: publicPlanSchema, subscription: subscriptionSummary });

export const manualCheckoutSchema: SchemaObject = {
  anyOf: [
    oa.obj({ reference: oa.str, currency: oa.str, transaction_id: oa.uuid, amount: oa.num, amount_cents: oa.int, bank: oa.obj({ account_name: oa.str, iban: oa.str, swift: oa.str }), message: oa.str }),
    oa.obj({ activated: { type: 'boolean', enum: [true] }, message: oa.str, subscription_id: oa.nuuid, transaction_id: oa.uuid }),
  ],
};

export const cardCheckoutSchema: SchemaObject = { anyOf: [oa.obj({ url: oa.str, session_id: oa.str }), activatedSchema] };
export const paypalCheckoutSchema: SchemaObject = { anyOf: [oa.obj({ approve_url: oa.str, order_id: oa.str }), activatedSchema] };
export const paidSchema: SchemaObject = oa.obj({ message: oa.str, plan: nullablePlan, subscription: subscriptionSummary, transaction_id: oa.uuid });

/** Provider webhooks: the provider's own event object. */
export const webhookBody: SchemaObject = { type: 'object', description: "The provider's event", properties: { id: oa.str, type: oa.str, event_type: oa.str } };
