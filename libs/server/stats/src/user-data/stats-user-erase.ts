import type { UserDataErase } from '@soundpost/server-core/user-data';

/** Statistics' part of closing an account ($1): the report e-mail consent goes; store figures stay (sums behind royalties). */
export const STATS_USER_ERASE: UserDataErase = {
  statements: [{ table: 'stats_report_settings', sql: `DELETE FROM stats_report_settings WHERE user_id = $1` }],
  kept: [
    { table: 'stats_daily_lines', reason: 'store figures per release and day: catalogue facts, no personal field' },
    { table: 'stats_rollups', reason: 'sums of store figures: no personal field' },
    { table: 'stats_monthly_totals', reason: 'sums of store figures: no personal field' },
    { table: 'stats_imports', reason: 'store reports; the user id is the staff member who imported them' },
  ],
};
