import type { UserDataCounts } from '@soundpost/server-core/user-data';

/** What the tax domain holds about a user ($1): one count over its own tables per kind of record. */
export const TAX_USER_DATA: UserDataCounts = [
  { key: 'tax_items', label: 'Tax items', count: `SELECT count(*) FROM tax_items WHERE user_id = $1` },
];
