import type { UserDataCounts } from '@soundpost/server-core/user-data';

/** What the privacy domain holds about a user ($1): one count over its own tables per kind of record. */
export const PRIVACY_USER_DATA: UserDataCounts = [{ key: 'data_exports', label: 'Data exports', count: `SELECT count(*) FROM data_exports WHERE user_id = $1` }];
