import type { UserDataExport } from '@soundpost/server-core/user-data';

/** The statistics domain's part of a data export ($1 = the account): daily store lines (CSV only: they are many) and the report e-mail choice. */
export const STATS_USER_EXPORT: UserDataExport = {
  sections: [
    {
      area: 'statistics',
      section: 'daily_streams',
      csv: 'only',
      sql: `SELECT day, store_id, territory, isrc, upc, release_id, track_id, streams, listeners, saves, source, import_id, line_no
            FROM stats_daily_lines WHERE owner_user_id = $1 ORDER BY day, store_id, import_id, line_no`,
    },
    { area: 'consents', section: 'statistics_report_emails', sql: `SELECT frequency, last_sent_on, updated_at FROM stats_report_settings WHERE user_id = $1` },
  ],
  notExported: [
    { table: 'stats_rollups', reason: 'sums of stats_daily_lines, which are exported' },
    { table: 'stats_monthly_totals', reason: 'sums of stats_daily_lines, which are exported' },
    { table: 'stats_imports', reason: 'store reports as a whole; created_by is the staff member who imported them' },
  ],
};
