import { Plan } from './plan.entity';
import { FALLBACK_FREE_LIMITS, limitsOf, toAdminPlan, toPublicPlan } from './plan.mapper';
import { isUnlimited } from './plan-limits.service';

const plan = Object.assign(new Plan(), {
  id: 'p1',
  key: 'producer',
  name: 'Producer',
  priceCents: 2999,
  currency: 'EUR',
  billingCycle: 'yearly',
  maxArtists: 5,
  userLimit: 3,
  releaseLimit: -1,
  maxExtraArtists: 10,
  storeLimit: 12,
  supportLevel: 'Priority',
  stripePriceId: null,
  paypalPlanId: 'P-1',
  features: { analytics: true },
  isActive: true,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-02T00:00:00Z'),
} satisfies Partial<Plan>);

describe('plan limits', () => {
  it('are the plan’s own limits', () => {
    expect(limitsOf(plan)).toEqual({ plan_key: 'producer', max_artists: 5, user_limit: 3, release_limit: -1, max_extra_artists: 10, store_limit: 12, support_level: 'Priority', features: { analytics: true } });
  });

  it('fall back to the strictest limits when there is no plan at all, a fresh copy each time', () => {
    const limits = limitsOf(null);
    expect(limits).toEqual({ plan_key: 'free', max_artists: 1, user_limit: 1, release_limit: 1, max_extra_artists: 0, store_limit: 18, support_level: 'Email', features: {} });
    limits.features['x'] = 1;
    expect(limitsOf(null).features).toEqual({});
    expect(FALLBACK_FREE_LIMITS.features).toEqual({});
  });

  it('-1 means unlimited', () => {
    expect(isUnlimited(-1)).toBe(true);
    expect(isUnlimited(0)).toBe(false);
    expect(isUnlimited(5)).toBe(false);
  });
});

describe('plan answers', () => {
  it('show the price in cents and as a decimal amount', () => {
    expect(toPublicPlan(plan)).toMatchObject({ price: 29.99, price_cents: 2999, billing_cycle: 'yearly', store_limit: 12 });
  });

  it('add the provider ids, state and ISO timestamps for the back office', () => {
    expect(toAdminPlan(plan)).toMatchObject({ stripe_price_id: null, paypal_plan_id: 'P-1', is_active: true, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-02T00:00:00.000Z' });
  });
});
