import type { UserDataExport } from '@soundpost/server-core/user-data';

/** The privacy domain's part of a data export ($1 = the account): the exports asked for, this one included. */
export const PRIVACY_USER_EXPORT: UserDataExport = {
  sections: [
    {
      area: 'consents',
      section: 'data_exports',
      sql: `SELECT id, requested_by, status, size_bytes, created_at, ready_at, expires_at FROM data_exports WHERE user_id = $1 ORDER BY created_at, id`,
    },
  ],
  notExported: [
    {
      table: 'account_closures',
      reason: 'written when the account is closed, after which it can no longer sign in or ask for an export; holds no personal data (codes, cents, counts)',
    },
  ],
};
