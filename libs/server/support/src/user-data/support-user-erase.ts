import { ERASED_TEXT, type UserDataErase } from '@soundpost/server-core/user-data';

const TICKETS = `SELECT id FROM support_tickets WHERE user_id = $1`;

/**
 * Support's part of closing an account ($1): the tickets stay as facts (number, dates, status) with
 * their texts replaced, replies too (staff answers quote the artist); attachments and their files go,
 * and the sender address of tickets opened by e-mail.
 */
export const SUPPORT_USER_ERASE: UserDataErase = {
  files: [{ sql: `SELECT storage_key AS key FROM ticket_attachments WHERE ticket_id IN (${TICKETS})` }],
  statements: [
    { table: 'ticket_attachments', sql: `DELETE FROM ticket_attachments WHERE ticket_id IN (${TICKETS})` },
    { table: 'ticket_replies', sql: `UPDATE ticket_replies SET message = '${ERASED_TEXT}' WHERE ticket_id IN (${TICKETS})` },
    { table: 'inbound_emails', sql: `UPDATE inbound_emails SET from_address = '${ERASED_TEXT}' WHERE ticket_id IN (${TICKETS})` },
    { table: 'support_tickets', sql: `UPDATE support_tickets SET subject = '${ERASED_TEXT}', message = '${ERASED_TEXT}' WHERE user_id = $1` },
  ],
};
