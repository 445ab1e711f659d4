import type { LinkStatsGroupBy, LinkStatsResponse, LinkStatsRow } from '@soundpost/contracts';
import { toCsv, type CsvColumn } from '@soundpost/shared-csv';

const KEY_HEADERS: Record<LinkStatsGroupBy, [string, string | null]> = {
  day: ['date', null],
  store: ['store', 'store_name'],
  channel: ['channel', 'channel_label'],
  country: ['country', 'country_name'],
};

/** The rows the Links page shows, as CSV: the key (and its name), views, clicks and the click-through rate. */
export function linkStatsCsv(stats: LinkStatsResponse): string {
  const [keyHeader, labelHeader] = KEY_HEADERS[stats.group_by];
  const columns: CsvColumn<LinkStatsRow>[] = [{ header: keyHeader, value: (r) => r.key }];
  if (labelHeader) columns.push({ header: labelHeader, value: (r) => r.label });
  columns.push({ header: 'views', value: (r) => r.views }, { header: 'clicks', value: (r) => r.clicks }, { header: 'ctr', value: (r) => r.ctr });
  return toCsv(stats.rows, columns);
}

export function linkStatsFilename(slug: string, stats: LinkStatsResponse): string {
  return `links-${slug}-${stats.from}-${stats.to}-${stats.group_by}.csv`;
}
