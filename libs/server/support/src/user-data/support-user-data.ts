import type { UserDataCounts } from '@soundpost/server-core/user-data';

/** What the support domain holds about a user ($1): one count over its own tables per kind of record. */
export const SUPPORT_USER_DATA: UserDataCounts = [
  { key: 'support_tickets', label: 'Support tickets', count: `SELECT count(*) FROM support_tickets WHERE user_id = $1` },
  { key: 'ticket_replies', label: 'Ticket replies written', count: `SELECT count(*) FROM ticket_replies WHERE user_id = $1` },
];
