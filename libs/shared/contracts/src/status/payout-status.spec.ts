import {
  isPayoutMethod,
  isPayoutStatus,
  PAYOUT_METHOD_DESTINATION,
  PAYOUT_METHODS,
  PAYOUT_STATUS_COLORS,
  PAYOUT_STATUSES,
  payoutStatusColor,
} from './payout-status';

describe('payout status and method', () => {
  it('lists the spec values', () => {
    expect(PAYOUT_STATUSES).toStrictEqual(['requested', 'approved', 'processing', 'paid', 'rejected', 'cancelled']);
    expect(PAYOUT_METHODS).toStrictEqual(['manual', 'paypal', 'bank', 'stripe_connect']);
  });

  it('uses the artist-view colours', () => {
    expect(PAYOUT_STATUS_COLORS).toStrictEqual({
      requested: 'warning',
      approved: 'warning',
      processing: 'warning',
      paid: 'success',
      rejected: 'error',
      cancelled: 'error',
    });
    expect(payoutStatusColor('paid')).toBe('success');
    expect(payoutStatusColor('processing')).toBe('warning');
    expect(payoutStatusColor('whatever')).toBe('error');
  });

  it('maps methods to their destination', () => {
    expect(PAYOUT_METHOD_DESTINATION).toStrictEqual({
      manual: null,
      paypal: 'paypal_email',
      bank: 'iban',
      stripe_connect: null,
    });
  });

  it('guards values', () => {
    expect(isPayoutStatus('cancelled')).toBe(true);
    expect(isPayoutStatus('canceled')).toBe(false);
    expect(isPayoutMethod('stripe_connect')).toBe(true);
    expect(isPayoutMethod('stripe')).toBe(false);
  });
});
