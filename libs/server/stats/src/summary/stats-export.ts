import type { StatsGroup, StatsSummaryResponse } from '@soundpost/contracts';
import { toCsv, type CsvColumn } from '@soundpost/shared-csv';
import type { StatsSummaryRow } from '@soundpost/contracts';

const KEY_HEADERS: Record<StatsGroup, string> = {
  day: 'date',
  week: 'week_starting',
  month: 'month',
  store: 'store',
  territory: 'country',
  release: 'release_id',
  track: 'track_id',
  source: 'source',
};
const TIME: ReadonlySet<StatsGroup> = new Set(['day', 'week', 'month']);

/** The rows the page shows, as CSV: the group's key (and its name where it has one), then the figures. */
export function summaryCsv(summary: StatsSummaryResponse): string {
  const group = summary.group_by;
  const columns: CsvColumn<StatsSummaryRow>[] = [{ header: KEY_HEADERS[group], value: (r) => (group === 'month' ? r.key.slice(0, 7) : r.key) }];
  if (!TIME.has(group) && group !== 'source' && group !== 'territory') columns.push({ header: group === 'store' ? 'store_name' : 'title', value: (r) => r.label });
  columns.push({ header: 'streams', value: (r) => r.streams }, { header: 'listeners', value: (r) => r.listeners }, { header: 'saves', value: (r) => r.saves });
  if (!TIME.has(group)) columns.push({ header: 'previous_period_streams', value: (r) => r.previous_streams });
  return toCsv(summary.rows, columns);
}
