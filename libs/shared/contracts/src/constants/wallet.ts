export const MINIMUM_PAYOUT_CENTS = 2500;

/** Wallets, payouts and admin adjustments are in EUR; the API sends it lower-case. */
export const WALLET_CURRENCY = 'eur';

export const WALLET_TRANSACTION_CSV_COLUMNS = [
  'id',
  'wallet_id',
  'user_name',
  'user_email',
  'type',
  'amount_eur',
  'status',
  'description',
  'external_ref',
  'stripe_transfer_id',
  'created_at',
] as const;
