import type { UserDataErase } from '@soundpost/server-core/user-data';

/** Privacy's part of closing an account ($1): the data exports and their archives go; the closure itself stays. */
export const PRIVACY_USER_ERASE: UserDataErase = {
  files: [{ sql: `SELECT storage_key AS key FROM data_exports WHERE user_id = $1 AND storage_key IS NOT NULL` }],
  statements: [{ table: 'data_exports', sql: `DELETE FROM data_exports WHERE user_id = $1` }],
  kept: [{ table: 'account_closures', reason: 'the fact of the closure (codes, cents, counts, no personal data); the retention sweep reads closed_at' }],
};
