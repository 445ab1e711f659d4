import { containsPattern, type ListSpec } from '@soundpost/server-core/lists';
import type { SelectQueryBuilder } from 'typeorm';

type Qb = SelectQueryBuilder<Record<string, unknown>>;

/** Staff's links list, over the derived rows `r` of ReleaseLinksRepository.adminPage. */
export const adminLinksListSpec: ListSpec = {
  resource: 'links',
  sortable: {
    created_at: 'r.created_at',
    slug: 'r.slug',
    release_title: 'r.release_title',
    artist_name: 'r.artist_name',
    views: 'r.views',
    clicks: 'r.clicks',
    disabled_at: 'r.disabled_at',
  },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'r.id',
  filters: {
    disabled: {
      type: 'bool',
      apply: (qb: Qb, value: boolean) => {
        qb.andWhere(value ? 'r.disabled_at IS NOT NULL' : 'r.disabled_at IS NULL');
      },
    },
    user_id: {
      type: 'string',
      apply: (qb: Qb, value: string, param: string) => {
        qb.andWhere(`r.user_id::text = :${param}`, { [param]: value });
      },
    },
  },
  search: (qb: Qb, term: string) => {
    qb.andWhere('(r.slug ILIKE :linksQ OR r.release_title ILIKE :linksQ OR r.artist_name ILIKE :linksQ)', { linksQ: containsPattern(term) });
  },
  defaultPerPage: 25,
  maxPerPage: 200,
};
