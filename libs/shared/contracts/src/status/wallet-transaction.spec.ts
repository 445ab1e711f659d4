import {
  isWalletTransactionStatus,
  isWalletTransactionType,
  WALLET_TRANSACTION_STATUS_COLORS,
  WALLET_TRANSACTION_STATUSES,
  WALLET_TRANSACTION_TYPES,
} from './wallet-transaction';

describe('wallet transaction', () => {
  it('lists the spec values and colours', () => {
    expect(WALLET_TRANSACTION_TYPES).toStrictEqual(['credit', 'debit']);
    expect(WALLET_TRANSACTION_STATUSES).toStrictEqual(['completed', 'pending', 'failed']);
    expect(WALLET_TRANSACTION_STATUS_COLORS).toStrictEqual({ completed: 'success', pending: 'warning', failed: 'error' });
  });

  it('guards values', () => {
    expect(isWalletTransactionType('debit')).toBe(true);
    expect(isWalletTransactionType('refund')).toBe(false);
    expect(isWalletTransactionStatus('completed')).toBe(true);
    expect(isWalletTransactionStatus('paid')).toBe(false);
  });
});
