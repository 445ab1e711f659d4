import type { ListSpec } from '@soundpost/server-core/lists';

/** A YYYY-MM filter, checked by the parser's whitelist of shapes before it reaches SQL. */
const monthFilter = {
  type: 'string' as const,
  apply: (qb: Parameters<NonNullable<ListSpec['search']>>[0], value: string, p: string) => qb.andWhere(`r.month = to_date(:${p}, 'YYYY-MM')`, { [p]: value }),
};
const storeFilter = {
  type: 'string' as const,
  apply: (qb: Parameters<NonNullable<ListSpec['search']>>[0], value: string, p: string) => qb.andWhere(`r.store_id = :${p}`, { [p]: value }),
};

export const missingRevenueListSpec: ListSpec = {
  resource: 'missing-revenue',
  sortable: { month: 'r.month', gap_percent: 'r.gap_ratio', streamed: 'r.streamed', store_id: 'r.store_id' },
  defaultSort: ['month', 'DESC'],
  tieBreaker: 'r.id',
  filters: { store_id: storeFilter, month: monthFilter },
  defaultPerPage: 25,
  maxPerPage: 200,
};

export const lateReportsListSpec: ListSpec = {
  resource: 'late-reports',
  sortable: { days_overdue: 'r.days_overdue', month: 'r.month', streams: 'r.streams', store_id: 'r.store_id' },
  defaultSort: ['days_overdue', 'DESC'],
  tieBreaker: 'r.id',
  filters: { store_id: storeFilter, month: monthFilter },
  defaultPerPage: 25,
  maxPerPage: 200,
};

export const storeSettingsListSpec: ListSpec = {
  resource: 'stats-stores',
  sortable: { store_name: 'r.store_name', reporting_lag_days: 'r.reporting_lag_days' },
  defaultSort: ['store_name', 'ASC'],
  tieBreaker: 'r.store_id',
  defaultPerPage: 50,
  maxPerPage: 200,
};

export const isMonth = (value: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
