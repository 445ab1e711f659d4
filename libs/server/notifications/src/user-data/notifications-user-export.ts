import type { UserDataExport } from '@soundpost/server-core/user-data';

/** The notifications domain's part of a data export ($1 = the account). */
export const NOTIFICATIONS_USER_EXPORT: UserDataExport = {
  sections: [
    {
      area: 'notifications',
      section: 'notifications',
      sql: `SELECT id, account_id, template, title, message, url, read_at, created_at FROM notifications WHERE user_id = $1 ORDER BY created_at, id`,
    },
  ],
};
