import type { UserDataExport } from '@soundpost/server-core/user-data';

/** The chat domain's part of a data export ($1 = the account): its live chats, their messages and files, without staff members' ids. */
export const CHAT_USER_EXPORT: UserDataExport = {
  sections: [
    {
      area: 'tickets-and-chats',
      section: 'chats',
      sql: `SELECT id, status, end_reason, ticket_id, ticket_number, waiting_since, last_message_at, created_at, ended_at FROM chats WHERE user_id = $1 ORDER BY created_at, id`,
    },
    {
      area: 'tickets-and-chats',
      section: 'chat_messages',
      sql: `SELECT m.id, m.chat_id, m."from", m.body, m.notice, m.params, m.created_at
            FROM chat_messages m JOIN chats c ON c.id = m.chat_id WHERE c.user_id = $1 ORDER BY m.chat_id, m.id`,
    },
    {
      area: 'tickets-and-chats',
      section: 'chat_attachments',
      sql: `SELECT a.id, a.chat_id, a.message_id, a.original_name, a.content_type, a.size_bytes, a.created_at
            FROM chat_attachments a JOIN chats c ON c.id = a.chat_id WHERE c.user_id = $1 ORDER BY a.created_at, a.id`,
    },
  ],
  files: [
    {
      folder: 'chat-attachments',
      sql: `SELECT a.storage_key AS key, a.original_name AS name, a.size_bytes AS size
            FROM chat_attachments a JOIN chats c ON c.id = a.chat_id WHERE c.user_id = $1 ORDER BY a.created_at, a.id`,
    },
  ],
  notExported: [{ table: 'chat_presence', reason: 'who is connected to the live stream right now: heartbeat rows that stop counting after a minute' }],
};
