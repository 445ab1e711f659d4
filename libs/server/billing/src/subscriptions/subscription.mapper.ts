import { centsToAmount, PublicPlanResponse, toPublicPlan } from '../plans/plan.mapper';
import type { Plan } from '../plans/plan.entity';
import type { AdminTransactionResponse } from '../transactions/billing-transaction.mapper';
import { Subscription, SubscriptionStatus } from './subscription.entity';

export interface SubscriptionSummary {
  id: string;
  plan_id: string;
  status: string;
  payment_gateway: string | null;
  current_period_start: Date | null;
  current_period_end: Date | null;
  expires_at: Date | null;
}

export interface BillingStatusResponse {
  subscription: { id: string; status: SubscriptionStatus; current_period_start: Date | null; current_period_end: Date | null; expires_at: Date | null; plan_id: string; payment_gateway: string | null } | null;
  plan: PublicPlanResponse | null;
}

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
  expires_at: Date | null;
  current_period_start: Date | null;
  current_period_end: Date | null;
  created_at: Date;
  updated_at: Date;
}

export type AdminSubscriptionDetail = AdminSubscriptionResponse & { transactions: AdminTransactionResponse[] };

export interface SubscriptionExtras {
  user?: { name: string; email: string } | null;
  plan?: Pick<Plan, 'name' | 'priceCents' | 'currency'> | null;
}

export function toSubscriptionSummary(s: Subscription | null): SubscriptionSummary | null {
  return (
    s && {
      id: s.id,
      plan_id: s.planId,
      status: s.status,
      payment_gateway: s.paymentGateway,
      current_period_start: s.currentPeriodStart,
      current_period_end: s.currentPeriodEnd,
      expires_at: s.expiresAt,
    }
  );
}

export function toBillingStatus(s: Subscription | null, plan: Plan | null): BillingStatusResponse {
  if (!s) return { subscription: null, plan: null };
  return {
    subscription: {
      id: s.id,
      status: s.status,
      current_period_start: s.currentPeriodStart,
      current_period_end: s.currentPeriodEnd,
      expires_at: s.expiresAt,
      plan_id: s.planId,
      payment_gateway: s.paymentGateway,
    },
    plan: plan ? toPublicPlan(plan) : null,
  };
}

export function toAdminSubscription(s: Subscription, extras: SubscriptionExtras = {}): AdminSubscriptionResponse {
  const plan = extras.plan ?? null;
  return {
    id: s.id,
    user_id: s.userId,
    user_name: extras.user?.name ?? null,
    user_email: extras.user?.email ?? null,
    plan_id: s.planId,
    plan_name: plan?.name ?? null,
    plan_price: plan ? centsToAmount(Number(plan.priceCents)) : null,
    plan_currency: plan?.currency ?? null,
    status: s.status,
    payment_gateway: s.paymentGateway,
    expires_at: s.expiresAt,
    current_period_start: s.currentPeriodStart,
    current_period_end: s.currentPeriodEnd,
    created_at: s.createdAt,
    updated_at: s.updatedAt,
  };
}
