import { isUuid } from '@soundpost/server-core/ids';
import { containsPattern as like, ListSpec } from '@soundpost/server-core/lists';
import { SelectQueryBuilder } from 'typeorm';
import { BillingTransaction, PAYMENT_GATEWAYS, TRANSACTION_STATUSES } from './billing-transaction.entity';

export const artistTransactionsListSpec: ListSpec<BillingTransaction> = {
  resource: 'transactions',
  sortable: { created_at: 't.created_at' },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 't.id',
  search: (qb, term) => qb.andWhere('(t.provider_ref ILIKE :q OR t.description ILIKE :q OR t.gateway ILIKE :q OR t.id::text = :exact)', { q: like(term), exact: term }),
  defaultPerPage: 10,
  maxPerPage: 100,
};

export function adminTransactionsSearch(matchingUserIds: string[]): (qb: SelectQueryBuilder<BillingTransaction>, term: string) => void {
  return (qb, term) =>
    qb.andWhere('(t.provider_ref ILIKE :q OR t.description ILIKE :q OR t.user_id = ANY(:qUserIds) OR p.name ILIKE :q OR t.id::text = :exact)', {
      q: like(term),
      exact: term,
      qUserIds: matchingUserIds,
    });
}

export const adminTransactionsListSpec: ListSpec<BillingTransaction> = {
  resource: 'transactions',
  sortable: { created_at: 't.created_at', paid_at: 't.paid_at', amount: 't.amount_cents' },
  sortAliases: { newest: ['created_at', 'DESC'], oldest: ['created_at', 'ASC'] },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 't.id',
  filters: {
    status: { type: 'string', values: TRANSACTION_STATUSES, apply: (qb, v: string, p) => qb.andWhere(`t.status = :${p}`, { [p]: v }) },
    gateway: { type: 'string', values: PAYMENT_GATEWAYS, apply: (qb, v: string, p) => qb.andWhere(`t.gateway = :${p}`, { [p]: v }) },
    user_id: { type: 'string', apply: (qb, v: string, p) => (isUuid(v) ? qb.andWhere(`t.user_id = :${p}`, { [p]: v }) : qb.andWhere('false')) },
    from: { type: 'date', apply: (qb, v: Date, p) => qb.andWhere(`t.created_at >= :${p}`, { [p]: v }) },
    to: { type: 'date', apply: (qb, v: Date, p) => qb.andWhere(`t.created_at < :${p}`, { [p]: new Date(v.getTime() + (v.getUTCHours() === 0 && v.getUTCMinutes() === 0 ? 86_400_000 : 1)) }) },
  },
  search: adminTransactionsSearch([]),
  defaultPerPage: 20,
  maxPerPage: 200,
};
