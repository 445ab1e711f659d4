import type { UserDataExport } from '@soundpost/server-core/user-data';

/** The wallet domain's part of a data export ($1 = the account): the wallet, its ledger and the payouts, each also as CSV. */
export const WALLET_USER_EXPORT: UserDataExport = {
  sections: [
    {
      area: 'statements-and-wallet',
      section: 'wallets',
      sql: `SELECT id, balance_cents, currency, stripe_account_id, stripe_account_linked_at, created_at, updated_at FROM wallets WHERE user_id = $1 ORDER BY created_at, id`,
    },
    {
      area: 'statements-and-wallet',
      section: 'wallet_entries',
      csv: 'also',
      // created_by is the staff member behind an adjustment: theirs, not the artist's.
      sql: `SELECT t.id, t.created_at, t.type, t.kind, t.amount_cents, t.currency, t.status, t.description, t.external_ref, t.stripe_transfer_id, t.settled_at, t.meta
            FROM wallet_transactions t JOIN wallets w ON w.id = t.wallet_id WHERE w.user_id = $1 ORDER BY t.created_at, t.id`,
    },
    {
      area: 'payouts',
      section: 'payouts',
      csv: 'also',
      sql: `SELECT id, amount_cents, currency, method, destination, notes, status, transaction_id, provider_ref, failure_reason, sent_at, created_at, updated_at
            FROM payout_requests WHERE user_id = $1 ORDER BY created_at, id`,
    },
  ],
  notExported: [
    {
      table: 'wallet_adjustment_requests',
      reason: "Staff's four-eyes approvals of large adjustments: what an approval posts is exported as a wallet entry; requester and approver are staff.",
    },
  ],
};
