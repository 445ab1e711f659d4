import { PAYOUT_METHODS, PAYOUT_STATUSES } from '@soundpost/contracts';
import { ListSpec } from '@soundpost/server-core/lists';
import { PayoutRequest } from './payout-request.entity';

export const artistPayoutsListSpec: ListSpec<PayoutRequest> = {
  resource: 'payouts',
  sortable: { created_at: 'p.created_at', amount: 'p.amount_cents', status: 'p.status' },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'p.id',
  defaultPerPage: 10,
  maxPerPage: 100,
};

const uuidFilter = (column: string) => ({
  type: 'string' as const,
  apply: (qb: import('typeorm').SelectQueryBuilder<PayoutRequest>, value: string, param: string) =>
    qb.andWhere(`${column}::text = :${param}`, { [param]: value }),
});

export const adminPayoutsListSpec: ListSpec<PayoutRequest> = {
  resource: 'payouts',
  sortable: { created_at: 'p.created_at', updated_at: 'p.updated_at', amount: 'p.amount_cents', status: 'p.status', method: 'p.method' },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'p.id',
  filters: {
    wallet: uuidFilter('p.wallet_id'),
    wallet_id: uuidFilter('p.wallet_id'),
    user_id: uuidFilter('p.user_id'),
    status: { type: 'string', values: PAYOUT_STATUSES, apply: (qb, value: string, param) => qb.andWhere(`p.status = :${param}`, { [param]: value }) },
    method: { type: 'string', values: PAYOUT_METHODS, apply: (qb, value: string, param) => qb.andWhere(`p.method = :${param}`, { [param]: value }) },
  },
  defaultPerPage: 20,
  maxPerPage: 100,
};
