import { isUuid } from '@soundpost/server-core/ids';
import { containsPattern as like, ListSpec } from '@soundpost/server-core/lists';
import { SelectQueryBuilder } from 'typeorm';
import { Subscription, SUBSCRIPTION_STATUSES } from './subscription.entity';

export function adminSubscriptionsSearch(matchingUserIds: string[]): (qb: SelectQueryBuilder<Subscription>, term: string) => void {
  return (qb, term) =>
    qb.andWhere('(s.user_id = ANY(:qUserIds) OR p.name ILIKE :q OR s.id::text = :exact)', { q: like(term), exact: term, qUserIds: matchingUserIds });
}

export const adminSubscriptionsListSpec: ListSpec<Subscription> = {
  resource: 'subscriptions',
  sortable: { created_at: 's.created_at', expires_at: 's.expires_at', status: 's.status' },
  sortAliases: { newest: ['created_at', 'DESC'], oldest: ['created_at', 'ASC'] },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 's.id',
  filters: {
    status: { type: 'string', values: SUBSCRIPTION_STATUSES, apply: (qb, v: string, p) => qb.andWhere(`s.status = :${p}`, { [p]: v }) },
    user_id: { type: 'string', apply: (qb, v: string, p) => (isUuid(v) ? qb.andWhere(`s.user_id = :${p}`, { [p]: v }) : qb.andWhere('false')) },
  },
  search: adminSubscriptionsSearch([]),
  defaultPerPage: 20,
  maxPerPage: 200,
};
