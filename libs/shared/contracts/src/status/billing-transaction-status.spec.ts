import {
  ARTIST_TRANSACTION_STATUS_COLORS,
  ARTIST_TRANSACTION_STATUSES,
  artistTransactionStatusColor,
  BILLING_TRANSACTION_STATUS_COLORS,
  BILLING_TRANSACTION_STATUSES,
  isBillingTransactionStatus,
  isPaymentGateway,
  PAYMENT_GATEWAYS,
} from './billing-transaction-status';

describe('billing transaction status', () => {
  it('lists the admin statuses, gateways and colours', () => {
    expect(BILLING_TRANSACTION_STATUSES).toStrictEqual(['paid', 'pending', 'failed', 'refunded', 'void']);
    expect(PAYMENT_GATEWAYS).toStrictEqual(['stripe', 'paypal', 'manual', 'free']);
    expect(BILLING_TRANSACTION_STATUS_COLORS).toStrictEqual({
      paid: 'success',
      pending: 'warning',
      failed: 'error',
      refunded: 'info',
      void: 'default',
    });
  });

  it('lists the artist-view statuses and colours', () => {
    expect(ARTIST_TRANSACTION_STATUSES).toStrictEqual(['paid', 'succeeded', 'pending', 'failed', 'refunded', 'chargeback']);
    expect(ARTIST_TRANSACTION_STATUS_COLORS).toStrictEqual({
      paid: 'success',
      succeeded: 'success',
      pending: 'warning',
      failed: 'error',
      refunded: 'info',
      chargeback: 'error',
    });
  });

  it('colours artist statuses case-insensitively, others default', () => {
    expect(artistTransactionStatusColor('Succeeded')).toBe('success');
    expect(artistTransactionStatusColor('chargeback')).toBe('error');
    expect(artistTransactionStatusColor('void')).toBe('default');
    expect(artistTransactionStatusColor(null)).toBe('default');
  });

  it('guards values', () => {
    expect(isBillingTransactionStatus('void')).toBe(true);
    expect(isBillingTransactionStatus('succeeded')).toBe(false);
    expect(isPaymentGateway('free')).toBe(true);
    expect(isPaymentGateway('bank')).toBe(false);
  });
});
