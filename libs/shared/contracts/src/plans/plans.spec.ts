import { formatPlanPrice } from '../money/money';
import {
  BILLING_CYCLE_SUFFIXES,
  BILLING_CYCLES,
  CHECKOUT_METHODS,
  DEFAULT_CHECKOUT_PLAN_KEY,
  DISPLAYED_PLANS,
  findDisplayedPlan,
  hasReachedLimit,
  isBillingCycle,
  isPlanKey,
  isPlanUpgrade,
  PLAN_DEFAULTS,
  PLAN_KEYS,
  planCardAction,
  releaseArtistLimit,
  resolveCheckoutPlanKey,
  SUPPORT_LEVELS,
  UNLIMITED,
} from './plans';

describe('plan constants', () => {
  it('lists keys, cycles, support levels, checkout methods', () => {
    expect(PLAN_KEYS).toStrictEqual(['free', 'artist', 'producer', 'label']);
    expect(DEFAULT_CHECKOUT_PLAN_KEY).toBe('artist');
    expect(BILLING_CYCLES).toStrictEqual(['monthly', 'yearly']);
    expect(BILLING_CYCLE_SUFFIXES).toStrictEqual({ monthly: '/month', yearly: '/year' });
    expect(SUPPORT_LEVELS).toStrictEqual(['Email', 'Priority', 'Dedicated']);
    expect(CHECKOUT_METHODS).toStrictEqual(['stripe', 'paypal', 'manual']);
    expect(UNLIMITED).toBe(-1);
    expect(isPlanKey('label')).toBe(true);
    expect(isPlanKey('Label')).toBe(false);
    expect(isBillingCycle('yearly')).toBe(true);
    expect(isBillingCycle('annual')).toBe(false);
  });

  it('has the admin form defaults', () => {
    expect(PLAN_DEFAULTS).toStrictEqual({
      priceCents: 0,
      currency: 'EUR',
      billingCycle: 'monthly',
      maxArtists: 1,
      userLimit: 1,
      releaseLimit: -1,
      supportLevel: 'Email',
      features: { smart_links: true },
    });
  });

  it('shows the four cards with the spec prices', () => {
    expect(DISPLAYED_PLANS.map((p) => [p.key, p.name, formatPlanPrice(p.priceCents), p.maxArtists])).toStrictEqual([
      ['free', 'Free', '0,00€', null],
      ['artist', 'Artist', '0,99€', 1],
      ['producer', 'Producer', '2,99€', 5],
      ['label', 'Label', '9,99€', 10],
    ]);
    expect(DISPLAYED_PLANS[1].features).toStrictEqual([
      'Free plan',
      'Distribution on 18 platforms',
      '1 artist',
      'Basic reports',
    ]);
  });
});

describe('resolveCheckoutPlanKey', () => {
  it('maps the query value, defaulting to artist', () => {
    expect(resolveCheckoutPlanKey('producer')).toBe('producer');
    expect(resolveCheckoutPlanKey(' LABEL ')).toBe('label');
    expect(resolveCheckoutPlanKey('free')).toBe('free');
    expect(resolveCheckoutPlanKey('gold')).toBe('artist');
    expect(resolveCheckoutPlanKey(null)).toBe('artist');
  });
});

describe('findDisplayedPlan', () => {
  it('matches names case-insensitively', () => {
    expect(findDisplayedPlan('PRODUCER')?.key).toBe('producer');
    expect(findDisplayedPlan(' free ')?.key).toBe('free');
    expect(findDisplayedPlan('Pro')).toBeNull();
  });
});

describe('upgrades', () => {
  const free = { id: 1, priceCents: 0 };
  const artist = { id: 2, priceCents: 99 };
  const label = { id: 4, priceCents: 999 };

  it('allows any plan without a current one, otherwise strictly higher prices', () => {
    expect(isPlanUpgrade(null, free)).toBe(true);
    expect(isPlanUpgrade(artist, label)).toBe(true);
    expect(isPlanUpgrade(label, artist)).toBe(false);
    expect(isPlanUpgrade(artist, { id: 9, priceCents: 99 })).toBe(false);
  });

  it('decides the card action', () => {
    expect(planCardAction(null, free)).toBe('activate_free');
    expect(planCardAction(null, artist)).toBe('upgrade');
    expect(planCardAction(artist, artist)).toBe('current');
    expect(planCardAction({ id: '2', priceCents: 99 }, artist)).toBe('current');
    expect(planCardAction(artist, label)).toBe('upgrade');
    expect(planCardAction(artist, free)).toBe('not_available');
    expect(planCardAction(free, artist)).toBe('upgrade');
    expect(planCardAction(label, artist)).toBe('not_available');
  });
});

describe('limits', () => {
  it('treats -1 as unlimited', () => {
    expect(hasReachedLimit(1000, -1)).toBe(false);
    expect(hasReachedLimit(0, 0)).toBe(true);
    expect(hasReachedLimit(4, 5)).toBe(false);
    expect(hasReachedLimit(5, 5)).toBe(true);
    expect(hasReachedLimit(6, 5)).toBe(true);
  });

  it('counts the primary artist in the per-release limit', () => {
    expect(releaseArtistLimit(0)).toBe(1);
    expect(releaseArtistLimit(3)).toBe(4);
    expect(releaseArtistLimit(-1)).toBeNull();
  });
});
