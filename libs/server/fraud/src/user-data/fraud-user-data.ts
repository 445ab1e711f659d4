import type { UserDataCounts } from '@soundpost/server-core/user-data';

/** What the fraud domain holds about a user ($1): one count over its own tables per kind of record. */
export const FRAUD_USER_DATA: UserDataCounts = [
  { key: 'fraud_findings', label: 'Fraud findings', count: `SELECT count(*) FROM fraud_findings WHERE user_id = $1` },
  { key: 'fraud_blocks', label: 'Fraud blocks', count: `SELECT count(*) FROM fraud_blocks WHERE user_id = $1` },
];
