import type * as Contracts from '@soundpost/contracts';
import type { Serialized } from '@soundpost/contracts';
import type { ActivatedAnswer, PaidAnswer } from '../gateways/payment-flows.service';
import type { CheckoutQuoteAnswer, ManualCheckoutResponse } from '../checkout/checkout.service';
import type { AdminPlanResponse, PublicPlanResponse } from '../plans/plan.mapper';
import type { AdminSubscriptionResponse, BillingStatusResponse } from '../subscriptions/subscription.mapper';
import type { AdminTransactionResponse, ArtistTransactionResponse } from '../transactions/billing-transaction.mapper';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Check<T extends true> = T;

export type BillingContractChecks = [
  Check<Same<Serialized<PublicPlanResponse>, Contracts.PublicPlanResponse>>,
  Check<Same<Serialized<AdminPlanResponse>, Contracts.AdminPlanResponse>>,
  Check<Same<Serialized<BillingStatusResponse>, Contracts.BillingStatusResponse>>,
  Check<Same<Serialized<ActivatedAnswer>, Contracts.CheckoutActivatedResponse>>,
  Check<Same<Serialized<PaidAnswer>, Contracts.PaymentConfirmedResponse>>,
  Check<Same<ManualCheckoutResponse, Contracts.ManualCheckoutResponse>>,
  Check<Same<Serialized<CheckoutQuoteAnswer>, Contracts.CheckoutQuoteResponse>>,
  Check<Same<Serialized<ArtistTransactionResponse>, Contracts.ArtistTransactionResponse>>,
  Check<Same<Serialized<AdminTransactionResponse>, Contracts.AdminTransactionResponse>>,
  Check<Same<Serialized<AdminSubscriptionResponse>, Contracts.AdminSubscriptionResponse>>,
];
