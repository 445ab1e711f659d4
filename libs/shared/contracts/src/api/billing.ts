// Requests and answers of plans, billing status, checkout, transactions and subscriptions.

import type { PageMeta } from '../http/pagination';
import type { BillingTransactionStatus } from '../status/billing-transaction-status';
import type { SubscriptionStatus } from '../status/subscription-status';

/** A plan as the artist-facing calls answer it (GET /billing/plans, /billing/status). `price_cents` is authoritative. */
export interface PublicPlanResponse {
  id: string;
  key: string;
  name: string;
  /** The decimal amount the clients show (0.99). */
  price: number;
  price_cents: number;
  currency: string;
  billing_cycle: string;
  features: Record<string, unknown>;
  max_artists: number;
  user_limit: number;
  release_limit: number;
  max_extra_artists: number;
  /** How many stores the artist may pick for a release; null: every store. */
  store_limit: number | null;
  support_level: string;
}

/** GET /billing/plans. */
export interface PlanListResponse {
  plans: PublicPlanResponse[];
}

/** The back office's plan: the public fields plus the provider ids and timestamps. */
export interface AdminPlanResponse extends PublicPlanResponse {
  stripe_price_id: string | null;
  paypal_plan_id: string | null;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

/** GET /admin/plans: the page envelope plus its counts at the top level. */
export interface AdminPlanPage {
  data: AdminPlanResponse[];
  meta: PageMeta;
  total: number;
  last_page: number;
}

/** The artist's current subscription. */
export interface SubscriptionSummary {
  id: string;
  plan_id: string;
  status: SubscriptionStatus;
  payment_gateway: string | null;
  current_period_start: string | null;
  current_period_end: string | null;
  expires_at: string | null;
}

/** GET /billing/status: the current subscription and its plan, or nulls. */
export interface BillingStatusResponse {
  subscription: SubscriptionSummary | null;
  plan: PublicPlanResponse | null;
}

/** POST /billing/checkout/{stripe,paypal,manual} body. */
export interface CheckoutRequest {
  plan_id: string;
}

/**
 * GET /billing/quote?plan_id=: what buying `plan_id` now costs the caller. Computed on the server
 * (and again when the payment is fulfilled): the plan's price, the credit for the unused time of
 * the current paid plan (docs/billing.md), and the amount due = price - credit. Cents.
 */
export interface CheckoutQuoteResponse {
  plan_id: string;
  plan_name: string;
  currency: string;
  price_cents: number;
  credit_cents: number;
  amount_due_cents: number;
  /** Where the credit comes from; null when there is none. */
  credit: {
    subscription_id: string;
    plan_id: string;
    plan_name: string | null;
    /** The unused part of the current period the credit pays back. */
    unused_from: string;
    unused_until: string;
  } | null;
}

/** The subscription a checkout answer carries. */
export type CheckoutSubscription = Omit<SubscriptionSummary, 'status'> & { status: string };

/** The free plan through a checkout call: nothing to pay, already active. */
export interface CheckoutActivatedResponse {
  activated: true;
  message: string;
  plan: PublicPlanResponse;
  subscription: CheckoutSubscription | null;
}

/** POST /billing/checkout/stripe: the card payment page. */
export type CardCheckoutResponse = { url: string; session_id: string } | CheckoutActivatedResponse;

/** POST /billing/checkout/paypal: the PayPal approval page. */
export type PayPalCheckoutResponse = { approve_url: string; order_id: string } | CheckoutActivatedResponse;

/** POST /billing/checkout/manual: the bank transfer to make, with its reference. */
export interface ManualCheckoutResponse {
  reference: string;
  transaction_id: string;
  /** The amount due (price - credit), decimal. */
  amount: number;
  amount_cents: number;
  price_cents: number;
  credit_cents: number;
  currency: string;
  bank: { account_name: string; iban: string; swift: string };
  message: string;
}

/** POST /billing/checkout/manual for the free plan. */
export interface ManualCheckoutActivatedResponse {
  activated: true;
  message: string;
  subscription_id: string | null;
  transaction_id: string;
}

/** POST /billing/stripe/confirm (200) and /billing/paypal/capture. */
export interface PaymentConfirmedResponse {
  message: string;
  plan: PublicPlanResponse | null;
  subscription: CheckoutSubscription | null;
  transaction_id: string;
}

/** POST /billing/stripe/confirm while the card payment is still processing (202). */
export interface PaymentProcessingResponse {
  status: 'processing';
}

/** A row of GET /artist/transactions. `amount` is in cents. */
export interface ArtistTransactionResponse {
  id: string;
  transaction_id: string | null;
  description: string | null;
  subscription_id: string | null;
  transaction_type: string;
  gateway: string;
  /** The amount charged: plan_price - credit. */
  amount: number;
  /** The plan's price when the checkout started. */
  plan_price: number;
  /** The credit for the unused time of the replaced subscription. */
  credit: number;
  credit_subscription_id: string | null;
  currency: string;
  status: BillingTransactionStatus;
  paid_at: string | null;
  created_at: string;
}

export interface ArtistTransactionPage {
  data: ArtistTransactionResponse[];
  meta: PageMeta;
}

/** A row of the back office's transactions screen. `amount` is in cents. */
export interface AdminTransactionResponse extends ArtistTransactionResponse {
  user_id: string;
  user_name: string | null;
  user_email: string | null;
  plan_id: string;
  plan_name: string | null;
  updated_at: string;
}

export interface AdminTransactionPage {
  data: AdminTransactionResponse[];
  meta: PageMeta;
}

/** A row of the back office's subscriptions screen. */
export interface AdminSubscriptionResponse {
  id: string;
  user_id: string;
  user_name: string | null;
  user_email: string | null;
  plan_id: string;
  plan_name: string | null;
  plan_price: number | null;
  plan_currency: string | null;
  status: SubscriptionStatus;
  payment_gateway: string | null;
  expires_at: string | null;
  current_period_start: string | null;
  current_period_end: string | null;
  created_at: string;
  updated_at: string;
}

export interface AdminSubscriptionPage {
  data: AdminSubscriptionResponse[];
  meta: PageMeta;
}

/** GET /admin/subscriptions/:id: the subscription and its transactions. */
export interface AdminSubscriptionDetail extends AdminSubscriptionResponse {
  transactions: AdminTransactionResponse[];
}

/** PUT /admin/subscriptions/:id: the updated subscription and a confirmation. */
export interface AdminSubscriptionUpdatedResponse extends AdminSubscriptionDetail {
  message: string;
}

/** POST /billing/checkout/manual: bank details to pay to, or a free plan activated at once. */
export type ManualCheckoutResult = ManualCheckoutResponse | ManualCheckoutActivatedResponse;

/** POST /billing/webhooks/*: the provider's event object, of which only these keys are read. */
export interface ProviderWebhookEvent {
  id?: string;
  type?: string;
  event_type?: string;
}
