import type { UserDataCounts } from '@soundpost/server-core/user-data';

/** What the stats domain holds about a user ($1): the daily and monthly figures of their tracks and their report setting. */
export const STATS_USER_DATA: UserDataCounts = [
  { key: 'stats_rollups', label: 'Daily streaming figures', count: `SELECT count(*) FROM stats_rollups WHERE owner_user_id = $1` },
  { key: 'stats_monthly_totals', label: 'Monthly streaming totals', count: `SELECT count(*) FROM stats_monthly_totals WHERE owner_user_id = $1` },
  { key: 'stats_report_settings', label: 'Streaming report e-mail setting', count: `SELECT count(*) FROM stats_report_settings WHERE user_id = $1` },
];
