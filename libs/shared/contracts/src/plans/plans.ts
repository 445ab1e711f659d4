import { isOneOf } from '../util/one-of';

export const PLAN_KEYS = ['free', 'artist', 'producer', 'label'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

export const DEFAULT_CHECKOUT_PLAN_KEY: PlanKey = 'artist';

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const BILLING_CYCLE_SUFFIXES: Readonly<Record<BillingCycle, string>> = {
  monthly: '/month',
  yearly: '/year',
};

export const SUPPORT_LEVELS = ['Email', 'Priority', 'Dedicated'] as const;
export type SupportLevel = (typeof SUPPORT_LEVELS)[number];

export const CHECKOUT_METHODS = ['stripe', 'paypal', 'manual'] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

export const UNLIMITED = -1;

export const PLAN_DEFAULTS = {
  priceCents: 0,
  currency: 'EUR',
  billingCycle: 'monthly',
  maxArtists: 1,
  userLimit: 1,
  releaseLimit: UNLIMITED,
  supportLevel: 'Email',
  features: { smart_links: true },
} as const satisfies {
  priceCents: number;
  currency: string;
  billingCycle: BillingCycle;
  maxArtists: number;
  userLimit: number;
  releaseLimit: number;
  supportLevel: SupportLevel;
  features: Record<string, boolean>;
};

export interface DisplayedPlan {
  readonly key: PlanKey;
  readonly name: string;
  readonly priceCents: number;
  readonly billingCycle: BillingCycle;
  /** Null where the spec states no artist limit (Free). */
  readonly maxArtists: number | null;
  readonly features: readonly string[];
}

/** Server plans are matched to these by name, case-insensitively. */
export const DISPLAYED_PLANS: readonly DisplayedPlan[] = [
  {
    key: 'free',
    name: 'Free',
    priceCents: 0,
    billingCycle: 'monthly',
    maxArtists: null,
    features: ['Registration', 'Smart Links', 'Statistics'],
  },
  {
    key: 'artist',
    name: 'Artist',
    priceCents: 99,
    billingCycle: 'monthly',
    maxArtists: 1,
    features: ['Free plan', 'Distribution on 18 platforms', '1 artist', 'Basic reports'],
  },
  {
    key: 'producer',
    name: 'Producer',
    priceCents: 299,
    billingCycle: 'monthly',
    maxArtists: 5,
    features: ['Artist plan', 'Unlimited distribution', '5 artists', 'Advanced reporting', 'Priority support'],
  },
  {
    key: 'label',
    name: 'Label',
    priceCents: 999,
    billingCycle: 'monthly',
    maxArtists: 10,
    features: [
      'Production plan',
      '10 artists',
      'Team management',
      'Label reports',
      'Related rights',
      'Personalised support',
    ],
  },
];

export function isPlanKey(value: unknown): value is PlanKey {
  return isOneOf(PLAN_KEYS, value);
}

export function isBillingCycle(value: unknown): value is BillingCycle {
  return isOneOf(BILLING_CYCLES, value);
}

export function resolveCheckoutPlanKey(value: unknown): PlanKey {
  const key = typeof value === 'string' ? value.trim().toLowerCase() : value;
  return isPlanKey(key) ? key : DEFAULT_CHECKOUT_PLAN_KEY;
}

export function findDisplayedPlan(name: string): DisplayedPlan | null {
  const wanted = name.trim().toLowerCase();
  return DISPLAYED_PLANS.find((plan) => plan.name.toLowerCase() === wanted) ?? null;
}

export interface PlanRef {
  readonly id: number | string;
  readonly priceCents: number;
}

export function isPlanUpgrade(current: PlanRef | null, candidate: PlanRef): boolean {
  return current === null || candidate.priceCents > current.priceCents;
}

export type PlanCardAction = 'current' | 'activate_free' | 'upgrade' | 'not_available';

/** Free is decided by price 0, not by name, so a renamed free plan still activates; the server refuses downgrades with this. */
export function planCardAction(current: PlanRef | null, candidate: PlanRef): PlanCardAction {
  if (current !== null && String(current.id) === String(candidate.id)) return 'current';
  if (current === null && candidate.priceCents === 0) return 'activate_free';
  return isPlanUpgrade(current, candidate) ? 'upgrade' : 'not_available';
}

export function hasReachedLimit(used: number, limit: number): boolean {
  return limit >= 0 && used >= limit;
}

/** A plan's store allowance: null is every store. */
export function withinStoreLimit(count: number, limit: number | null): boolean {
  return limit === null || count <= limit;
}

export function releaseArtistLimit(maxExtraArtists: number): number | null {
  return maxExtraArtists < 0 ? null : 1 + maxExtraArtists;
}
