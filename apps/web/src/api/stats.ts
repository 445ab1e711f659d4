import type { StatsFreshnessResponse, StatsGroup, StatsReportSettings, StatsSummaryResponse } from '@soundpost/contracts';
import { apiRequest } from './client';
import { downloadArtistFile } from './download';

// The artist's streaming statistics: their own releases only.

/** The range and the filters of the view; empty filters are left out of the query. */
export interface StatsQuery {
  from: string;
  to: string;
  release_id?: string;
  track_id?: string;
  store_id?: string;
  territory?: string;
}

export const fetchStatsSummary = (query: StatsQuery, groupBy: StatsGroup, signal?: AbortSignal) =>
  apiRequest<StatsSummaryResponse>('/artist/stats/summary', { auth: 'artist', query: { ...query, group_by: groupBy }, signal });

export const fetchStatsFreshness = (signal?: AbortSignal) => apiRequest<StatsFreshnessResponse>('/artist/stats/freshness', { auth: 'artist', signal });

export const fetchStatsReportSettings = (signal?: AbortSignal) =>
  apiRequest<StatsReportSettings>('/artist/stats/report-settings', { auth: 'artist', signal });

export const saveStatsReportSettings = (settings: StatsReportSettings) =>
  apiRequest<StatsReportSettings>('/artist/stats/report-settings', { method: 'PUT', auth: 'artist', body: settings });

/** The export's address for this view (under the API base): the same range, grouping and filters as the screen. */
export function statsExportPath(query: StatsQuery, groupBy: StatsGroup): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, group_by: groupBy })) if (value) params.set(key, value);
  return `/artist/stats/export?${params.toString()}`;
}

/** The CSV is fetched with the artist's token (a plain link would carry none) and handed to the browser as a download. */
export const downloadStatsCsv = (query: StatsQuery, groupBy: StatsGroup): Promise<void> =>
  downloadArtistFile(statsExportPath(query, groupBy), `streams-by-${groupBy}-${query.from}-${query.to}.csv`);
