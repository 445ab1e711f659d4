import type { UserDataExport } from '@soundpost/server-core/user-data';

/** The support domain's part of a data export ($1 = the account): tickets, replies (staff replies without the staff member's id), attachments. */
export const SUPPORT_USER_EXPORT: UserDataExport = {
  sections: [
    {
      area: 'tickets-and-chats',
      section: 'tickets',
      sql: `SELECT id, number, subject, message, priority, status, language, created_at, updated_at FROM support_tickets WHERE user_id = $1 ORDER BY created_at, id`,
    },
    {
      area: 'tickets-and-chats',
      section: 'ticket_replies',
      sql: `SELECT r.id, r.ticket_id, r.message, r.is_admin, r.created_at
            FROM ticket_replies r JOIN support_tickets t ON t.id = r.ticket_id WHERE t.user_id = $1 ORDER BY r.created_at, r.id`,
    },
    {
      area: 'tickets-and-chats',
      section: 'ticket_attachments',
      sql: `SELECT a.id, a.ticket_id, a.reply_id, a.original_name, a.content_type, a.size_bytes, a.created_at
            FROM ticket_attachments a JOIN support_tickets t ON t.id = a.ticket_id WHERE t.user_id = $1 ORDER BY a.created_at, a.id`,
    },
  ],
  files: [
    {
      folder: 'ticket-attachments',
      sql: `SELECT a.storage_key AS key, a.original_name AS name, a.size_bytes AS size
            FROM ticket_attachments a JOIN support_tickets t ON t.id = a.ticket_id WHERE t.user_id = $1 ORDER BY a.created_at, a.id`,
    },
  ],
};
