import type { UserDataExport } from '@soundpost/server-core/user-data';

/** The delivery domain's part of a data export ($1 = the account): where each release was sent and how it went. */
export const DELIVERY_USER_EXPORT: UserDataExport = {
  sections: [
    {
      area: 'releases-and-tracks',
      section: 'store_deliveries',
      sql: `SELECT id, release_id, store_id, status, action, attempts, last_error, queued_at, started_at, delivered_at, acknowledged_at, store_release_url, store_release_id, created_at, updated_at
            FROM release_deliveries WHERE user_id = $1 ORDER BY created_at, id`,
    },
  ],
  notExported: [{ table: 'delivery_targets', reason: "the stores' connection settings; updated_by names the staff member who changed them, no artist" }],
};
