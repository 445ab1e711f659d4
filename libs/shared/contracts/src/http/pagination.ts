export interface PageMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface Paginated<T> {
  data: T[];
  meta: PageMeta;
}

export function lastPage(total: number, perPage: number): number {
  if (perPage <= 0) return 1;
  return Math.max(1, Math.ceil(total / perPage));
}

export function buildPageMeta(total: number, currentPage: number, perPage: number): PageMeta {
  return { current_page: currentPage, per_page: perPage, total, last_page: lastPage(total, perPage) };
}

function positiveInteger(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

export function normalisePage(value: unknown): number {
  return positiveInteger(value) ?? 1;
}

/** Only the sizes a list offers, so a client cannot ask for 10 000 rows. */
export function normalisePageSize(value: unknown, sizes: { readonly default: number; readonly options: readonly number[] }): number {
  const n = positiveInteger(value);
  return n !== null && sizes.options.includes(n) ? n : sizes.default;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** react-admin's ra-data-simple-rest wants the bare array (the total comes from Content-Range). */
export function unwrapListBody(body: unknown): unknown {
  if (!isRecord(body) || !Array.isArray(body['data'])) return body;
  const isListEnvelope = isRecord(body['meta']) || 'total' in body || 'last_page' in body || Object.keys(body).length === 1;
  return isListEnvelope ? body['data'] : body;
}

export function listBodyTotal(body: unknown): number | undefined {
  if (!isRecord(body)) return undefined;
  const meta = isRecord(body['meta']) ? body['meta'] : body;
  const total = Number(meta['total']);
  return Number.isFinite(total) && meta['total'] !== null && meta['total'] !== '' ? total : undefined;
}
