export const PAYOUT_MESSAGES = {
  amountInvalid: 'Enter a valid positive amount.',
  minimum: 'Minimum payout is EUR 25.00',
  exceedsBalance: 'Amount exceeds your available balance.',
  paypalEmailInvalid: 'Enter a valid PayPal email.',
  ibanInvalid: 'Enter a valid IBAN.',
  requested: 'Payout requested successfully.',
  requestFailed: 'Failed to request payout.',
  loadFailed: 'Failed to load wallet/payouts.',
  empty: 'No payouts yet.',
} as const;
