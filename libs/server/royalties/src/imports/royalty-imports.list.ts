import { ROYALTY_IMPORT_STATUSES } from '@soundpost/contracts';
import { containsPattern, ListSpec } from '@soundpost/server-core/lists';
import { RoyaltyImport } from './royalty-import.entity';

export const royaltyImportsListSpec: ListSpec<RoyaltyImport> = {
  resource: 'royalty-imports',
  sortable: { created_at: 'i.created_at', period_start: 'i.period_start', revenue_cents: 'i.revenue_cents', store_name: 'i.store_name' },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'i.id',
  filters: {
    status: { type: 'string', values: ROYALTY_IMPORT_STATUSES, apply: (qb, value: string, p) => qb.andWhere(`i.status = :${p}`, { [p]: value }) },
    store_id: { type: 'string', apply: (qb, value: string, p) => qb.andWhere(`i.store_id = :${p}`, { [p]: value }) },
  },
  search: (qb, term) => qb.andWhere('(i.file_name ILIKE :q OR i.store_name ILIKE :q)', { q: containsPattern(term) }),
  defaultPerPage: 20,
  maxPerPage: 100,
};
