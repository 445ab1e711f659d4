import type { UserDataCounts } from '@soundpost/server-core/user-data';

/** What the notifications domain holds about a user ($1): one count over its own tables per kind of record. */
export const NOTIFICATIONS_USER_DATA: UserDataCounts = [
  { key: 'notifications', label: 'Notifications', count: `SELECT count(*) FROM notifications WHERE user_id = $1` },
];
