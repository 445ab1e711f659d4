import { ARTIST_ROLE_NAME, DOCUMENT_STATUSES } from '@soundpost/contracts';
import type { UserSummary } from '@soundpost/server-auth';
import { containsPattern, type ListSpec } from '@soundpost/server-core/lists';
import type { SelectQueryBuilder } from 'typeorm';

type Qb = SelectQueryBuilder<UserSummary>;

export const ADMIN_ARTIST_PAGE_SIZES = [20, 50, 100, 250, 500, 1000] as const;

export const ARTIST_ROLE = ARTIST_ROLE_NAME;

export const adminArtistsListSpec: ListSpec<UserSummary> = {
  resource: 'artists',
  sortable: {
    id: 'u.id',
    name: 'u.name',
    email: 'u.email',
    document_status: "COALESCE(p.document_status, 'pending')",
    email_verified: '(u.email_verified_at IS NOT NULL)',
    is_verified: 'COALESCE(p.is_verified, false)',
    created_at: 'u.created_at',
  },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'u.id',
  filters: {
    document_status: {
      type: 'string',
      values: DOCUMENT_STATUSES,
      apply: (qb: Qb, value: string, param: string) => {
        qb.andWhere(`COALESCE(p.document_status, 'pending') = :${param}`, { [param]: value });
      },
    },
    is_verified: {
      type: 'bool',
      apply: (qb: Qb, value: boolean, param: string) => {
        qb.andWhere(`COALESCE(p.is_verified, false) = :${param}`, { [param]: value });
      },
    },
    email_verified: {
      type: 'bool',
      apply: (qb: Qb, value: boolean) => {
        qb.andWhere(value ? 'u.email_verified_at IS NOT NULL' : 'u.email_verified_at IS NULL');
      },
    },
  },
  search: (qb: Qb, term: string) => {
    const like = containsPattern(term);
    qb.andWhere('(u.name ILIKE :artistQ OR u.email ILIKE :artistQ OR p.artist_name ILIKE :artistQ)', { artistQ: like });
  },
  defaultPerPage: 20,
  maxPerPage: 1000,
};
