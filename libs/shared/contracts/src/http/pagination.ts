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

/** last_page is at least 1, so an empty list still reads "Page 1 of 1". */
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

/** `?page=` as a positive integer; anything else (missing, 0, 'abc', 2.5) is page 1. */
export function normalisePage(value: unknown): number {
  return positiveInteger(value) ?? 1;
}

/**
 * `?per_page=` restricted to the sizes a list offers, so a client cannot ask for 10 000 rows; anything else gives
 * the list's default. Pass a PAGE_SIZES entry.
 */
export function normalisePageSize(value: unknown, sizes: { readonly default: number; readonly options: readonly number[] }): number {
  const n = positiveInteger(value);
  return n !== null && sizes.options.includes(n) ? n : sizes.default;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Our list answers are `{ data, meta }`; react-admin's ra-data-simple-rest wants the bare array
 * (and reads the total from Content-Range). Anything that is not a list envelope passes through.
 */
export function unwrapListBody(body: unknown): unknown {
  if (!isRecord(body) || !Array.isArray(body['data'])) return body;
  const isListEnvelope = isRecord(body['meta']) || 'total' in body || 'last_page' in body || Object.keys(body).length === 1;
  return isListEnvelope ? body['data'] : body;
}

/** The total row count of a list body (`meta.total`, or a top-level `total`), when it tells one. */
export function listBodyTotal(body: unknown): number | undefined {
  if (!isRecord(body)) return undefined;
  const meta = isRecord(body['meta']) ? body['meta'] : body;
  const total = Number(meta['total']);
  return Number.isFinite(total) && meta['total'] !== null && meta['total'] !== '' ? total : undefined;
}
