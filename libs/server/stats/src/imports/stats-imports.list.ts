import { containsPattern, ListSpec } from '@soundpost/server-core/lists';
import { StatsImport } from './stats-import.entity';

export const statsImportsListSpec: ListSpec<StatsImport> = {
  resource: 'stats-imports',
  sortable: { created_at: 'i.created_at', first_day: 'i.first_day', streams_total: 'i.streams_total', store_name: 'i.store_name' },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'i.id',
  filters: {
    store_id: { type: 'string', apply: (qb, value: string, p) => qb.andWhere(`i.store_id = :${p}`, { [p]: value }) },
    format: { type: 'string', values: ['dsr', 'csv'], apply: (qb, value: string, p) => qb.andWhere(`i.format = :${p}`, { [p]: value }) },
  },
  search: (qb, term) => qb.andWhere('(i.file_name ILIKE :q OR i.store_name ILIKE :q OR i.message_id ILIKE :q)', { q: containsPattern(term) }),
  defaultPerPage: 20,
  maxPerPage: 100,
};
