import { TICKET_PRIORITIES, TICKET_STATUSES } from '@soundpost/contracts';
import { containsPattern, ListSpec } from '@soundpost/server-core/lists';
import type { SelectQueryBuilder } from 'typeorm';
import { SupportTicket } from './support-ticket.entity';

export function adminTicketsSearch(matchingUserIds: string[]): (qb: SelectQueryBuilder<SupportTicket>, term: string) => void {
  return (qb, term) =>
    qb.andWhere('(t.subject ILIKE :q OR t.message ILIKE :q OR t.user_id = ANY(:qUserIds) OR t.number::text = :exact)', {
      q: containsPattern(term),
      exact: term.replace(/^#/, ''),
      qUserIds: matchingUserIds,
    });
}

export const adminTicketsListSpec: ListSpec<SupportTicket> = {
  resource: 'tickets',
  sortable: {
    created_at: 't.created_at',
    updated_at: 't.updated_at',
    number: 't.number',
    priority: 't.priority',
    status: 't.status',
    // Ascending: the oldest unanswered first; tickets not waiting come last (NULLs sort last ascending).
    waiting_since: 't.awaiting_staff_since',
  },
  sortAliases: { newest: ['created_at', 'DESC'], oldest: ['created_at', 'ASC'], waiting: ['waiting_since', 'ASC'] },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 't.id',
  filters: {
    status: { type: 'string', values: TICKET_STATUSES, apply: (qb, value: string, param) => qb.andWhere(`t.status = :${param}`, { [param]: value }) },
    priority: { type: 'string', values: TICKET_PRIORITIES, apply: (qb, value: string, param) => qb.andWhere(`t.priority = :${param}`, { [param]: value }) },
  },
  search: adminTicketsSearch([]),
  defaultPerPage: 20,
  maxPerPage: 100,
};

/**
 * Tickets that wait for nobody sort after those that wait, whichever the direction (the list's
 * default puts NULLs first when ascending, which would bury the longest wait under answered tickets).
 */
export function orderWaitingLast(qb: SelectQueryBuilder<SupportTicket>, dir: 'ASC' | 'DESC'): SelectQueryBuilder<SupportTicket> {
  return qb.orderBy('t.awaiting_staff_since', dir, 'NULLS LAST').addOrderBy('t.id', dir);
}
