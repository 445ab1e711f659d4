import type { AdminSubscriptionResponse, BillingStatusResponse, CheckoutSubscription } from '@soundpost/contracts';
import { centsToAmount, toPublicPlan } from '../plans/plan.mapper';
import type { Plan } from '../plans/plan.entity';
import type { Subscription } from './subscription.entity';

export interface SubscriptionExtras {
  user?: { name: string; email: string } | null;
  plan?: Pick<Plan, 'name' | 'priceCents' | 'currency'> | null;
}

export function toSubscriptionSummary(s: Subscription | null): CheckoutSubscription | null {
  return (
    s && {
      id: s.id,
      plan_id: s.planId,
      status: s.status,
      payment_gateway: s.paymentGateway,
      current_period_start: s.currentPeriodStart?.toISOString() ?? null,
      current_period_end: s.currentPeriodEnd?.toISOString() ?? null,
      expires_at: s.expiresAt?.toISOString() ?? null,
    }
  );
}

export function toBillingStatus(s: Subscription | null, plan: Plan | null): BillingStatusResponse {
  if (!s) return { subscription: null, plan: null };
  return {
    subscription: {
      id: s.id,
      status: s.status,
      current_period_start: s.currentPeriodStart?.toISOString() ?? null,
      current_period_end: s.currentPeriodEnd?.toISOString() ?? null,
      expires_at: s.expiresAt?.toISOString() ?? null,
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
    expires_at: s.expiresAt?.toISOString() ?? null,
    current_period_start: s.currentPeriodStart?.toISOString() ?? null,
    current_period_end: s.currentPeriodEnd?.toISOString() ?? null,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  };
}
