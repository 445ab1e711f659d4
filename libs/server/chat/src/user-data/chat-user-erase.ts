import { ERASED_TEXT, type UserDataErase } from '@soundpost/server-core/user-data';

const CHATS = `SELECT id FROM chats WHERE user_id = $1`;

/** Live chat's part of closing an account ($1): chats stay as facts (times, outcome), their lines and files go. */
export const CHAT_USER_ERASE: UserDataErase = {
  files: [{ sql: `SELECT storage_key AS key FROM chat_attachments WHERE chat_id IN (${CHATS})` }],
  statements: [
    { table: 'chat_attachments', sql: `DELETE FROM chat_attachments WHERE chat_id IN (${CHATS})` },
    { table: 'chat_messages', sql: `UPDATE chat_messages SET body = '${ERASED_TEXT}' WHERE chat_id IN (${CHATS}) AND body <> ''` },
    { table: 'chat_presence', sql: `DELETE FROM chat_presence WHERE user_id = $1` },
  ],
  kept: [{ table: 'chats', reason: 'when a chat was held and how it ended (its lines are erased): no personal field; staff ids' }],
};
