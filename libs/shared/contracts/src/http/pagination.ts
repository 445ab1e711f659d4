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
