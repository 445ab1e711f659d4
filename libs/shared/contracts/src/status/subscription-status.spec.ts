import { isSubscriptionStatus, SUBSCRIPTION_STATUS_COLORS, SUBSCRIPTION_STATUSES } from './subscription-status';

describe('subscription status', () => {
  it('lists the spec values and colours', () => {
    expect(SUBSCRIPTION_STATUSES).toStrictEqual(['active', 'inactive', 'canceled', 'expired']);
    expect(SUBSCRIPTION_STATUS_COLORS).toStrictEqual({
      active: 'success',
      inactive: 'default',
      canceled: 'error',
      expired: 'warning',
    });
  });

  it('guards values (American spelling, unlike payouts)', () => {
    expect(isSubscriptionStatus('canceled')).toBe(true);
    expect(isSubscriptionStatus('cancelled')).toBe(false);
  });
});
