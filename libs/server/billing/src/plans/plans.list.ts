import { containsPattern, ListSpec } from '@soundpost/server-core/lists';
import { Plan } from './plan.entity';

export const adminPlansListSpec: ListSpec<Plan> = {
  resource: 'plans',
  sortable: { created_at: 'p.created_at', price: 'p.price_cents', name: 'p.name' },
  sortAliases: { newest: ['created_at', 'DESC'], oldest: ['created_at', 'ASC'], price_asc: ['price', 'ASC'], price_desc: ['price', 'DESC'] },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'p.id',
  search: (qb, term) => qb.andWhere('(p.name ILIKE :q OR p.key ILIKE :q)', { q: containsPattern(term) }),
  defaultPerPage: 20,
  maxPerPage: 200,
};
