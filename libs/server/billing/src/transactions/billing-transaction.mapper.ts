import type { AdminTransactionResponse, ArtistTransactionResponse } from '@soundpost/contracts';
import type { Plan } from '../plans/plan.entity';
import type { BillingTransaction } from './billing-transaction.entity';

export interface TransactionExtras {
  user?: { name: string; email: string } | null;
  plan?: Pick<Plan, 'name'> | null;
}

export function toArtistTransaction(t: BillingTransaction): ArtistTransactionResponse {
  return {
    id: t.id,
    transaction_id: t.providerRef,
    description: t.description,
    subscription_id: t.subscriptionId,
    transaction_type: t.transactionType,
    gateway: t.gateway,
    amount: t.amountCents,
    plan_price: t.priceCents ?? t.amountCents,
    credit: t.creditCents,
    credit_subscription_id: t.creditSubscriptionId,
    currency: t.currency,
    status: t.status,
    paid_at: t.paidAt?.toISOString() ?? null,
    created_at: t.createdAt.toISOString(),
  };
}

export function toAdminTransaction(t: BillingTransaction, extras: TransactionExtras = {}): AdminTransactionResponse {
  return {
    ...toArtistTransaction(t),
    user_id: t.userId,
    user_name: extras.user?.name ?? null,
    user_email: extras.user?.email ?? null,
    plan_id: t.planId,
    plan_name: extras.plan?.name ?? null,
    updated_at: t.updatedAt.toISOString(),
  };
}
