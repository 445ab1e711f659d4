import type { UserDataCounts } from '@soundpost/server-core/user-data';

/** What the stats domain holds about a user ($1): the daily figures of their tracks. */
export const STATS_USER_DATA: UserDataCounts = [
  { key: 'stats_rollups', label: 'Daily streaming figures', count: `SELECT count(*) FROM stats_rollups WHERE owner_user_id = $1` },
];
