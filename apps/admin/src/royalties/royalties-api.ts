import type { RoyaltyImportDetail, RoyaltyPresetResponse, RoyaltyUnmatchedPage } from '@soundpost/contracts';
import { ADMIN_API_URL, createHttpClient } from '../providers/data-provider';

const http = createHttpClient();
const base = `${ADMIN_API_URL}/royalties`;

export const IMPORTS_RESOURCE = 'royalties/imports';
export const PRESETS_RESOURCE = 'royalties/presets';

export interface ImportForm {
  file: File;
  store_id: string;
  period_start: string;
  period_end: string;
  preset_id?: string;
  fx_rate?: string;
}

export async function uploadReport(form: ImportForm): Promise<RoyaltyImportDetail> {
  const body = new FormData();
  for (const [key, value] of Object.entries(form)) if (key !== 'file' && value) body.append(key, String(value));
  body.append('file', form.file, form.file.name);
  const { json } = await http(`${base}/imports`, { method: 'POST', body });
  return json as RoyaltyImportDetail;
}

export async function fetchImport(id: string): Promise<RoyaltyImportDetail> {
  const { json } = await http(`${base}/imports/${encodeURIComponent(id)}`);
  return json as RoyaltyImportDetail;
}

/** A retried confirm after a lost answer posts once and gets the result. */
export async function postImport(id: string, key: string): Promise<RoyaltyImportDetail> {
  const { json } = await http(`${base}/imports/${encodeURIComponent(id)}/post`, { method: 'POST', headers: new Headers({ 'Idempotency-Key': key }) });
  return json as RoyaltyImportDetail;
}

export async function fetchUnmatched(id: string, page: number): Promise<RoyaltyUnmatchedPage> {
  const { json } = await http(`${base}/imports/${encodeURIComponent(id)}/unmatched?page=${page}&per_page=20`);
  // The client unwraps list envelopes to their rows; the page numbers are not needed here.
  return (Array.isArray(json) ? { data: json, meta: { current_page: page, per_page: 20, total: json.length, last_page: page } } : json) as RoyaltyUnmatchedPage;
}

export async function matchLine(id: string, lineId: string, code: { isrc?: string; upc?: string }): Promise<RoyaltyImportDetail> {
  const { json } = await http(`${base}/imports/${encodeURIComponent(id)}/lines/${encodeURIComponent(lineId)}/match`, { method: 'POST', body: JSON.stringify(code) });
  return json as RoyaltyImportDetail;
}

export async function fetchPresets(): Promise<RoyaltyPresetResponse[]> {
  const { json } = await http(`${base}/presets`);
  return (Array.isArray(json) ? json : ((json as { data?: RoyaltyPresetResponse[] })?.data ?? [])) as RoyaltyPresetResponse[];
}
