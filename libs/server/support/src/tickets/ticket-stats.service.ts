import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { TicketStatus } from '@soundpost/contracts';
import { Repository } from 'typeorm';
import { SupportTicket } from './support-ticket.entity';

/** Statuses that still wait on someone: the artist dashboard's "open tickets". */
export const OPEN_TICKET_STATUSES: readonly TicketStatus[] = ['open', 'in_progress'];

export interface TicketCounts {
  total: number;
  open: number;
}

/** Ticket counters for the dashboards. */
@Injectable()
export class TicketStatsService {
  constructor(@InjectRepository(SupportTicket) private readonly tickets: Repository<SupportTicket>) {}

  /** All of the artist's tickets, and those still open or in progress. */
  async countsFor(userId: string): Promise<TicketCounts> {
    const row = await this.tickets
      .createQueryBuilder('t')
      .select('count(*)::int', 'total')
      .addSelect('(count(*) FILTER (WHERE t.status IN (:...open)))::int', 'open')
      .where('t.user_id = :userId', { userId })
      .setParameter('open', OPEN_TICKET_STATUSES)
      .getRawOne<TicketCounts>();
    return { total: row?.total ?? 0, open: row?.open ?? 0 };
  }
}
