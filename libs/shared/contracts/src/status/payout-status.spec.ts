import {
  isPayoutMethod,
  isPayoutStatus,
  PAYOUT_METHOD_DESTINATION,
  PAYOUT_METHODS,
  PAYOUT_STATUS_COLORS,
  PAYOUT_STATUSES,
  payoutStatusColor,
  allowedPayoutMoves,
  FINAL_PAYOUT_STATUSES,
  isLegalPayoutMove,
  OPEN_PAYOUT_STATUSES,
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

describe('payout moves', () => {
  it('follows requested → approved → processing → paid, with rejects, cancels and the manual shortcut', () => {
    expect(allowedPayoutMoves('requested', 'paypal')).toEqual(['approved', 'rejected', 'cancelled']);
    expect(allowedPayoutMoves('approved', 'paypal')).toEqual(['processing', 'rejected', 'cancelled']);
    expect(allowedPayoutMoves('approved', 'manual')).toEqual(['processing', 'paid', 'rejected', 'cancelled']);
    expect(allowedPayoutMoves('processing', 'bank')).toEqual(['paid', 'rejected']);
    for (const final of FINAL_PAYOUT_STATUSES) expect(allowedPayoutMoves(final, 'manual')).toEqual([]);
    expect(isLegalPayoutMove('requested', 'paid', 'manual')).toBe(false);
    expect(isLegalPayoutMove('processing', 'cancelled', 'manual')).toBe(false);
    expect(OPEN_PAYOUT_STATUSES).toEqual(['requested', 'approved', 'processing']);
  });
});
