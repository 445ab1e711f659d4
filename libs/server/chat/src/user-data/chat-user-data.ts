import type { UserDataCounts } from '@soundpost/server-core/user-data';

/** What the chat domain holds about a user ($1): one count over its own tables per kind of record. */
export const CHAT_USER_DATA: UserDataCounts = [
  { key: 'chats', label: 'Live chats', count: `SELECT count(*) FROM chats WHERE user_id = $1` },
  {
    key: 'chat_messages',
    label: 'Live chat messages',
    count: `SELECT count(*) FROM chat_messages m WHERE m.author_id = $1 OR m.chat_id IN (SELECT c.id FROM chats c WHERE c.user_id = $1)`,
  },
];
