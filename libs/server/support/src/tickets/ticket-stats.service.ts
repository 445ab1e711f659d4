import { Injectable } from '@nestjs/common';
import type { TicketStatus } from '@soundpost/contracts';
import { TicketCounts, TicketsRepository } from './tickets.repository';

export type { TicketCounts } from './tickets.repository';

/** Statuses that still wait on someone: the artist dashboard's "open tickets". */
export const OPEN_TICKET_STATUSES: readonly TicketStatus[] = ['open', 'in_progress'];

/** Ticket counters for the dashboards. */
@Injectable()
export class TicketStatsService {
  constructor(private readonly tickets: TicketsRepository) {}

  /** All of the artist's tickets, and those still open or in progress. */
  countsFor(userId: string): Promise<TicketCounts> {
    return this.tickets.countsFor(userId, OPEN_TICKET_STATUSES);
  }
}
