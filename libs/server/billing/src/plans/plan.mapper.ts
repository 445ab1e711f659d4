import type { AdminPlanResponse, PublicPlanResponse } from '@soundpost/contracts';
import { FREE_PLAN_KEY, FREE_STORE_LIMIT, Plan, SupportLevel } from './plan.entity';

export const centsToAmount = (cents: number): number => Math.round(cents) / 100;

export function toPublicPlan(p: Plan): PublicPlanResponse {
  return {
    id: p.id,
    key: p.key,
    name: p.name,
    price: centsToAmount(p.priceCents),
    price_cents: p.priceCents,
    currency: p.currency,
    billing_cycle: p.billingCycle,
    features: p.features,
    max_artists: p.maxArtists,
    user_limit: p.userLimit,
    release_limit: p.releaseLimit,
    max_extra_artists: p.maxExtraArtists,
    store_limit: p.storeLimit,
    support_level: p.supportLevel,
  };
}

export function toAdminPlan(p: Plan): AdminPlanResponse {
  return {
    ...toPublicPlan(p),
    stripe_price_id: p.stripePriceId,
    paypal_plan_id: p.paypalPlanId,
    is_active: p.isActive,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export interface PlanLimits {
  plan_key: string;
  max_artists: number;
  user_limit: number;
  release_limit: number;
  max_extra_artists: number;
  /** Null: every store. */
  store_limit: number | null;
  support_level: SupportLevel;
  features: Record<string, unknown>;
}

export const FALLBACK_FREE_LIMITS: Readonly<PlanLimits> = Object.freeze({
  plan_key: FREE_PLAN_KEY,
  max_artists: 1,
  user_limit: 1,
  release_limit: 1,
  max_extra_artists: 0,
  store_limit: FREE_STORE_LIMIT,
  support_level: 'Email',
  features: {},
});

export function limitsOf(p: Plan | null): PlanLimits {
  if (!p) return { ...FALLBACK_FREE_LIMITS, features: {} };
  return {
    plan_key: p.key,
    max_artists: p.maxArtists,
    user_limit: p.userLimit,
    release_limit: p.releaseLimit,
    max_extra_artists: p.maxExtraArtists,
    store_limit: p.storeLimit,
    support_level: p.supportLevel,
    features: p.features,
  };
}
