import { ADMIN_ROLES } from '@soundpost/contracts';
import { containsPattern, type ListSpec } from '@soundpost/server-core/lists';
import type { SelectQueryBuilder } from 'typeorm';
import type { User } from './user.entity';

type Qb = SelectQueryBuilder<User>;

export const staffUsersListSpec: ListSpec<User> = {
  resource: 'users',
  sortable: { name: 'u.name', email: 'u.email', created_at: 'u.created_at', last_login_at: 'u.last_login_at' },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'u.id',
  filters: {
    role: {
      type: 'string',
      values: ADMIN_ROLES,
      apply: (qb: Qb, value: string, param: string) => {
        qb.andWhere(`u.roles @> ARRAY[:${param}]::text[]`, { [param]: value });
      },
    },
  },
  search: (qb: Qb, term: string) => {
    const like = containsPattern(term);
    qb.andWhere('(u.name ILIKE :staffQ OR u.email ILIKE :staffQ)', { staffQ: like });
  },
};
