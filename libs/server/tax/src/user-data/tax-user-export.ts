import type { UserDataExport } from '@soundpost/server-core/user-data';

/** The tax domain's part of an account's data export ($1 = the account); name each column, never a secret. */
export const TAX_USER_EXPORT: UserDataExport = {
  sections: [
    { area: 'profile-and-identity', section: 'tax_items', sql: `SELECT id, name, created_at FROM tax_items WHERE user_id = $1 ORDER BY created_at, id` },
  ],
};
