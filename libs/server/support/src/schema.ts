import { SupportTickets1763700006000 } from './migrations/1763700006000-support-tickets';
import { SupportTicketDesk1763700011300 } from './migrations/1763700011300-support-ticket-desk';
import { SupportTicket } from './tickets/support-ticket.entity';
import { TicketAttachment } from './tickets/ticket-attachment.entity';
import { TicketReply } from './tickets/ticket-reply.entity';
import type { DomainSchema } from '@soundpost/server-core/database';

export { SupportTicket, TicketAttachment, TicketReply };

export const supportSchema: DomainSchema = {
  entities: [SupportTicket, TicketReply, TicketAttachment],
  migrations: [SupportTickets1763700006000, SupportTicketDesk1763700011300],
  ownedTables: ['support_tickets', 'ticket_replies', 'ticket_attachments'],
};
