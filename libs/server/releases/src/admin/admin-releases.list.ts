import { normaliseReleaseStatus, parseReleaseNumber } from '@soundpost/contracts';
import { USER_SUMMARIES_VIEW } from '@soundpost/server-auth';
import { DomainError } from '@soundpost/server-core/http';
import { containsPattern, ListSpec } from '@soundpost/server-core/lists';
import type { SelectQueryBuilder } from 'typeorm';
import { DRAFT_STATUS, Release } from '../releases/release.entity';

type Qb = SelectQueryBuilder<Release>;

export function listStatusOf(value: string): string {
  if (value.trim().toLowerCase() === DRAFT_STATUS) return DRAFT_STATUS;
  const status = normaliseReleaseStatus(value);
  if (!status) throw new DomainError('invalid_filter', 'Invalid value for filter "status".', 400);
  return status;
}

/** The search is a union of index lookups: one OR over joined tables would scan every release. */
export const adminReleasesListSpec: ListSpec<Release> = {
  resource: 'releases',
  sortable: { created_at: 'r.created_at' },
  sortAliases: { newest: ['created_at', 'DESC'], oldest: ['created_at', 'ASC'] },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'r.id',
  filters: {
    status: {
      type: 'string',
      apply: (qb: Qb, value: string, param: string) => {
        qb.andWhere(`r.status = :${param}`, { [param]: listStatusOf(value) });
      },
    },
  },
  search: (qb: Qb, term: string) => {
    const like = containsPattern(term);
    const digits = term.replace(/[\s-]/g, '');
    const byUpc = /^\d{12,13}$/.test(digits) ? 'UNION SELECT ru.id FROM releases ru WHERE ru.upc = :releaseSearchUpc' : '';
    const releaseNumber = parseReleaseNumber(term);
    const byNumber = releaseNumber !== null ? 'UNION SELECT rn.id FROM releases rn WHERE rn.release_number = :releaseSearchNumber' : '';
    qb.andWhere(
      `r.id IN (
        SELECT rt.id FROM releases rt WHERE rt.title ILIKE :releaseSearch
        UNION SELECT ra.id FROM releases ra JOIN directory_artists da ON da.id = ra.primary_artist_id WHERE da.name ILIKE :releaseSearch
        UNION SELECT ro.id FROM releases ro JOIN ${USER_SUMMARIES_VIEW} uo ON uo.id = ro.user_id WHERE uo.email ILIKE :releaseSearch
        ${byUpc}
        ${byNumber})`,
      { releaseSearch: like, releaseSearchUpc: digits, releaseSearchNumber: releaseNumber },
    );
  },
  defaultPerPage: 20,
  maxPerPage: 100,
};
