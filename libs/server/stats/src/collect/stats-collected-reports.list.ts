import { STATS_COLLECTED_OUTCOMES } from '@soundpost/contracts';
import { containsPattern, ListSpec } from '@soundpost/server-core/lists';
import { StatsCollectedReport } from './stats-collected-report.entity';

export const statsCollectedReportsListSpec: ListSpec<StatsCollectedReport> = {
  resource: 'stats-collected',
  sortable: { collected_at: 'c.collected_at', store_name: 'c.store_name', file_name: 'c.file_name', outcome: 'c.outcome' },
  defaultSort: ['collected_at', 'DESC'],
  tieBreaker: 'c.id',
  filters: {
    store_id: { type: 'string', apply: (qb, value: string, p) => qb.andWhere(`c.store_id = :${p}`, { [p]: value }) },
    outcome: { type: 'string', values: [...STATS_COLLECTED_OUTCOMES], apply: (qb, value: string, p) => qb.andWhere(`c.outcome = :${p}`, { [p]: value }) },
  },
  search: (qb, term) => qb.andWhere('(c.file_name ILIKE :q OR c.store_name ILIKE :q OR c.reason ILIKE :q)', { q: containsPattern(term) }),
  defaultPerPage: 20,
  maxPerPage: 100,
};
