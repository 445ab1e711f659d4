import type { UserDataCounts } from '@soundpost/server-core/user-data';

/** What the billing domain holds about a user ($1): one count over its own tables per kind of record. */
export const BILLING_USER_DATA: UserDataCounts = [
  { key: 'subscriptions', label: 'Subscriptions', count: `SELECT count(*) FROM subscriptions WHERE user_id = $1` },
  { key: 'billing_transactions', label: 'Payments', count: `SELECT count(*) FROM billing_transactions WHERE user_id = $1` },
];
