import type { UserDataCounts } from '@soundpost/server-core/user-data';

/** What the wallet domain holds about a user ($1): one count over its own tables per kind of record. */
export const WALLET_USER_DATA: UserDataCounts = [
  { key: 'wallets', label: 'Wallet', count: `SELECT count(*) FROM wallets WHERE user_id = $1` },
  { key: 'wallet_transactions', label: 'Wallet transactions', count: `SELECT count(*) FROM wallet_transactions t JOIN wallets w ON w.id = t.wallet_id WHERE w.user_id = $1` },
  { key: 'payout_requests', label: 'Payout requests', count: `SELECT count(*) FROM payout_requests WHERE user_id = $1` },
];
