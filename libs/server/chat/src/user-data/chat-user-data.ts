import type { UserDataCounts } from '@soundpost/server-core/user-data';

/** What the chat domain holds about a user ($1): one count over its own tables per kind of record. */
export const CHAT_USER_DATA: UserDataCounts = [
  { key: 'chat_items', label: 'Chat items', count: `SELECT count(*) FROM chat_items WHERE user_id = $1` },
];
