import type { UserDataErase } from '@soundpost/server-core/user-data';

/**
 * The wallet's part of closing an account ($1): the ledger stays whole under the account's (now
 * pseudonymous) id, so `soundpost wallets verify` still holds; payouts keep their amounts and
 * statuses, their destination (PayPal e-mail or IBAN) is cut to its last 4 characters and the notes go.
 */
export const WALLET_USER_ERASE: UserDataErase = {
  statements: [
    {
      table: 'payout_requests',
      sql: `UPDATE payout_requests SET destination = CASE WHEN destination IS NULL THEN NULL ELSE '…' || right(destination, 4) END, notes = NULL, updated_at = now()
             WHERE user_id = $1`,
    },
  ],
  kept: [
    { table: 'wallets', reason: 'the balance of the ledger: money records are kept for years, under the pseudonymous account id' },
    { table: 'wallet_transactions', reason: 'the ledger itself: kept for years; its user ids are the staff members who made adjustments' },
    { table: 'wallet_adjustment_requests', reason: 'staff adjustments awaiting or given a second approval: money records, kept for years; staff ids' },
  ],
};
