import { SupportTickets1763700006000 } from './migrations/1763700006000-support-tickets';
import { SupportTicket } from './tickets/support-ticket.entity';
import { TicketReply } from './tickets/ticket-reply.entity';

// Entities and migrations of the support domain (composed into the platform schema).
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const supportEntities: Function[] = [SupportTicket, TicketReply];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const supportMigrations: Function[] = [SupportTickets1763700006000];
