import { Injectable } from '@nestjs/common';
import type { TicketStatus } from '@soundpost/contracts';
import { TicketCounts, TicketsRepository } from './tickets.repository';

export type { TicketCounts } from './tickets.repository';

export const OPEN_TICKET_STATUSES: readonly TicketStatus[] = ['open', 'in_progress'];

@Injectable()
export class TicketStatsService {
  constructor(private readonly tickets: TicketsRepository) {}

  countsFor(userId: string): Promise<TicketCounts> {
    return this.tickets.countsFor(userId, OPEN_TICKET_STATUSES);
  }
}
