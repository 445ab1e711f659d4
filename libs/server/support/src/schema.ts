import { SupportTickets1763700006000 } from './migrations/1763700006000-support-tickets';
import { SupportTicketDesk1763700011300 } from './migrations/1763700011300-support-ticket-desk';
import { InboundEmails1796000000610 } from './migrations/1796000000610-inbound-emails';
import { InboundEmail } from './inbound/inbound-email.entity';
import { SupportTicket } from './tickets/support-ticket.entity';
import { TicketAttachment } from './tickets/ticket-attachment.entity';
import { TicketReply } from './tickets/ticket-reply.entity';
import type { DomainSchema } from '@soundpost/server-core/database';

export { SupportTicket, TicketAttachment, TicketReply, InboundEmail };

export const supportSchema: DomainSchema = {
  entities: [SupportTicket, TicketReply, TicketAttachment, InboundEmail],
  migrations: [SupportTickets1763700006000, SupportTicketDesk1763700011300, InboundEmails1796000000610],
  ownedTables: ['support_tickets', 'ticket_replies', 'ticket_attachments', 'inbound_emails'],
};
