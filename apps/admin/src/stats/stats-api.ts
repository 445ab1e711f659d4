import type { StatsImportDetailResponse, StatsPresetResponse } from '@soundpost/contracts';
import { ADMIN_API_URL, createHttpClient } from '../providers/data-provider';

const http = createHttpClient();
const base = `${ADMIN_API_URL}/stats`;

export const IMPORTS_RESOURCE = 'stats/imports';
export const PRESETS_RESOURCE = 'stats/presets';

export interface TrendReportForm {
  store_id: string;
  preset_id?: string;
  /** One CSV, or every file of a multi-file DSR report. */
  files: readonly File[];
}

/** The fields go before the files: the server reads the form in order and spools each file as it comes. */
export async function uploadTrendReport({ store_id, preset_id, files }: TrendReportForm): Promise<StatsImportDetailResponse> {
  const body = new FormData();
  body.append('store_id', store_id);
  if (preset_id) body.append('preset_id', preset_id);
  for (const file of files) body.append('file', file, file.name);
  const { json } = await http(`${base}/imports`, { method: 'POST', body });
  return json as StatsImportDetailResponse;
}

export async function fetchTrendImport(id: string): Promise<StatsImportDetailResponse> {
  const { json } = await http(`${base}/imports/${encodeURIComponent(id)}`);
  return json as StatsImportDetailResponse;
}

export async function fetchTrendPresets(): Promise<StatsPresetResponse[]> {
  const { json } = await http(`${base}/presets`);
  // The client unwraps `{ data }` to its rows.
  return (Array.isArray(json) ? json : ((json as { data?: StatsPresetResponse[] })?.data ?? [])) as StatsPresetResponse[];
}
