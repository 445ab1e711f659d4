import type { UserDataErase } from '@soundpost/server-core/user-data';

/** Notifications' part of closing an account ($1): the in-app notifications go (their texts name the account's releases, tickets and money). */
export const NOTIFICATIONS_USER_ERASE: UserDataErase = {
  statements: [{ table: 'notifications', sql: `DELETE FROM notifications WHERE user_id = $1 OR account_id = $1` }],
};
