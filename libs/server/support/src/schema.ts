import { SupportTickets1763700006000 } from './migrations/1763700006000-support-tickets';
import { SupportTicketDesk1763700011300 } from './migrations/1763700011300-support-ticket-desk';
import { SupportTicket } from './tickets/support-ticket.entity';
import { TicketAttachment } from './tickets/ticket-attachment.entity';
import { TicketReply } from './tickets/ticket-reply.entity';
import type { DomainSchema } from '@soundpost/server-core/database';

// The entity classes, for the platform and for tests that write fixtures.
export { SupportTicket, TicketAttachment, TicketReply };

/**
 * The support lib's schema entry point (`@soundpost/server-support/schema`): its entities and migrations
 * for the platform, and the tables it owns. Only libs/server/platform (and tests) import it.
 */
export const supportSchema: DomainSchema = {
  entities: [SupportTicket, TicketReply, TicketAttachment],
  migrations: [SupportTickets1763700006000, SupportTicketDesk1763700011300],
  ownedTables: ['support_tickets', 'ticket_replies', 'ticket_attachments'],
};
