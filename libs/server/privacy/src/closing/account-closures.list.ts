import { ACCOUNT_CLOSURE_STATUSES } from '@soundpost/contracts';
import type { ListSpec } from '@soundpost/server-core/lists';
import type { AccountClosure } from './account-closure.entity';

/** GET /admin/account-closures: newest first, by status (`closing`: pending closures; `closed`). `q` is an account id. */
export const adminAccountClosuresListSpec: ListSpec<AccountClosure> = {
  resource: 'account-closures',
  sortable: { requested_at: 'c.requested_at', closed_at: 'c.closed_at', status: 'c.status' },
  defaultSort: ['requested_at', 'DESC'],
  tieBreaker: 'c.id',
  filters: {
    status: { type: 'string', values: ACCOUNT_CLOSURE_STATUSES, apply: (qb, value: string, param) => qb.andWhere(`c.status = :${param}`, { [param]: value }) },
  },
  search: (qb, term) => qb.andWhere('c.user_id::text = :qId', { qId: term.trim().toLowerCase() }),
  defaultPerPage: 25,
  maxPerPage: 100,
};
