import type { Plan } from '../plans/plan.entity';
import { BillingTransaction, TransactionStatus } from './billing-transaction.entity';

export interface ArtistTransactionResponse {
  id: string;
  transaction_id: string | null;
  description: string | null;
  subscription_id: string | null;
  transaction_type: string;
  gateway: string;
  amount: number;
  plan_price: number;
  credit: number;
  credit_subscription_id: string | null;
  currency: string;
  status: TransactionStatus;
  paid_at: Date | null;
  created_at: Date;
}

export interface AdminTransactionResponse extends ArtistTransactionResponse {
  user_id: string;
  user_name: string | null;
  user_email: string | null;
  plan_id: string;
  plan_name: string | null;
  updated_at: Date;
}

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
    paid_at: t.paidAt,
    created_at: t.createdAt,
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
    updated_at: t.updatedAt,
  };
}
