import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { DomainError } from '../http/domain-error';

export type FilterType = 'string' | 'int' | 'bool' | 'date' | 'string[]';

export interface FilterSpec<Q extends ObjectLiteral = ObjectLiteral> {
  type: FilterType;
  apply: (qb: SelectQueryBuilder<Q>, value: never, param: string) => void;
  values?: readonly string[];
}

export interface ListSpec<Q extends ObjectLiteral = ObjectLiteral> {
  resource: string;
  sortable: Record<string, string>;
  sortAliases?: Record<string, [string, 'ASC' | 'DESC']>;
  defaultSort: [string, 'ASC' | 'DESC'];
  tieBreaker?: string;
  filters?: Record<string, FilterSpec<Q>>;
  search?: (qb: SelectQueryBuilder<Q>, term: string) => void;
  defaultPerPage?: number;
  maxPerPage?: number;
  extraParams?: string[];
}

export interface ListQuery {
  page: number;
  perPage: number;
  offset: number;
  sortField: string;
  sortColumn: string;
  sortDir: 'ASC' | 'DESC';
  q?: string;
  filters: Record<string, unknown>;
}

export interface PageMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface Page<T> {
  data: T[];
  meta: PageMeta;
}

const PAGING_PARAMS = ['page', 'per_page', 'limit', 'q', 'sort', 'dir', 'order', 'range', 'filter'];

const bad = (code: string, message: string) => new DomainError(code, message, 400);

function parseJson(raw: unknown, name: string): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    throw bad('invalid_query', `The ${name} parameter is not valid JSON.`);
  }
}

export const MAX_PAGE = 1_000_000;
export const MAX_OFFSET = 100_000_000;

function positiveInt(raw: unknown, name: string, max: number): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^\d{1,16}$/.test(text)) throw bad('invalid_query', `The ${name} parameter must be a whole number.`);
  const n = Number(text);
  if (n > max) throw bad('invalid_query', `The ${name} parameter must be at most ${max}.`);
  return n;
}

function parseFilterValue(type: FilterType, value: unknown, name: string, allowed?: readonly string[]): unknown {
  const fail = () => bad('invalid_filter', `Invalid value for filter "${name}".`);
  switch (type) {
    case 'int': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{1,16}$/.test(value.trim()) ? Number(value) : NaN;
      if (!Number.isSafeInteger(n)) throw fail();
      return n;
    }
    case 'bool': {
      const s = String(value).toLowerCase();
      if (['1', 'true', 'yes'].includes(s)) return true;
      if (['0', 'false', 'no'].includes(s)) return false;
      throw fail();
    }
    case 'date': {
      const d = new Date(String(value));
      if (Number.isNaN(d.getTime())) throw fail();
      return d;
    }
    case 'string[]': {
      const list = Array.isArray(value) ? value.map(String) : String(value).split(',').map((s) => s.trim()).filter(Boolean);
      if (allowed && list.some((v) => !allowed.includes(v))) throw fail();
      return list;
    }
    default: {
      if (typeof value === 'object' && value !== null) throw fail();
      const s = String(value);
      if (allowed && !allowed.includes(s)) throw fail();
      return s;
    }
  }
}

export function parseListQuery<Q extends ObjectLiteral>(raw: Record<string, unknown>, spec: ListSpec<Q>): ListQuery {
  const maxPerPage = spec.maxPerPage ?? 100;
  const filterSpecs = spec.filters ?? {};
  const allowedTop = new Set([...PAGING_PARAMS, ...Object.keys(filterSpecs), ...(spec.extraParams ?? [])]);
  for (const key of Object.keys(raw)) {
    if (!allowedTop.has(key) && !key.startsWith('_')) throw bad('invalid_filter', `Unknown query parameter "${key}".`);
  }

  let perPage = positiveInt(raw.per_page ?? raw.limit, 'per_page', Number.MAX_SAFE_INTEGER) ?? spec.defaultPerPage ?? 20;
  let page = positiveInt(raw.page, 'page', MAX_PAGE) ?? 1;
  let offset: number | undefined;
  if (raw.range !== undefined) {
    const range = parseJson(raw.range, 'range');
    const inRange = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) <= MAX_OFFSET + MAX_PAGE;
    if (!Array.isArray(range) || range.length !== 2 || !range.every(inRange) || range[1] < range[0] || range[0] > MAX_OFFSET) {
      throw bad('invalid_query', 'The range parameter must be [start, end].');
    }
    perPage = range[1] - range[0] + 1;
    offset = range[0];
  }
  perPage = Math.min(Math.max(perPage, 1), maxPerPage);
  page = Math.max(page, 1);
  if (offset !== undefined) page = Math.floor(offset / perPage) + 1;
  offset = offset ?? (page - 1) * perPage;

  let sortField = spec.defaultSort[0];
  let sortDir: 'ASC' | 'DESC' = spec.defaultSort[1];
  if (raw.sort !== undefined && raw.sort !== '') {
    const s = typeof raw.sort === 'string' && raw.sort.startsWith('[') ? parseJson(raw.sort, 'sort') : raw.sort;
    let field: string;
    let dir: unknown = raw.dir ?? raw.order;
    if (Array.isArray(s)) [field, dir] = [String(s[0]), s[1]];
    else field = String(s);
    const alias = spec.sortAliases?.[field];
    if (alias) [field, dir] = [alias[0], dir ?? alias[1]];
    if (!(field in spec.sortable)) throw bad('invalid_sort', `Sorting by "${field}" is not supported.`);
    sortField = field;
    if (dir !== undefined && dir !== '') {
      const d = String(dir).toUpperCase();
      if (d !== 'ASC' && d !== 'DESC') throw bad('invalid_sort', 'The sort direction must be asc or desc.');
      sortDir = d;
    } else if (!alias) sortDir = 'ASC';
  }

  const rawFilters: Record<string, unknown> = {};
  if (raw.filter !== undefined && raw.filter !== '') {
    const f = parseJson(raw.filter, 'filter');
    if (typeof f !== 'object' || f === null || Array.isArray(f)) throw bad('invalid_query', 'The filter parameter must be an object.');
    Object.assign(rawFilters, f);
  }
  for (const key of Object.keys(filterSpecs)) if (raw[key] !== undefined) rawFilters[key] = raw[key];
  let q = typeof raw.q === 'string' ? raw.q : undefined;
  if ('q' in rawFilters) {
    q = String(rawFilters.q);
    delete rawFilters.q;
  }
  const filters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rawFilters)) {
    const fs = filterSpecs[key];
    if (!fs) throw bad('invalid_filter', `Filtering by "${key}" is not supported.`);
    if (value === '' || value === null || value === undefined) continue;
    filters[key] = parseFilterValue(fs.type, value, key, fs.values);
  }
  q = q?.trim() || undefined;
  if (q && !spec.search) throw bad('invalid_filter', 'Searching is not supported here.');

  return { page, perPage, offset, sortField, sortColumn: spec.sortable[sortField], sortDir, q, filters };
}

export function applyListQuery<Q extends ObjectLiteral>(qb: SelectQueryBuilder<Q>, list: ListQuery, spec: ListSpec<Q>): SelectQueryBuilder<Q> {
  for (const [key, value] of Object.entries(list.filters)) spec.filters?.[key].apply(qb, value as never, `f_${key}`);
  if (list.q && spec.search) spec.search(qb, list.q);
  qb.orderBy(list.sortColumn, list.sortDir, list.sortDir === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST');
  if (spec.tieBreaker && spec.tieBreaker !== list.sortColumn) qb.addOrderBy(spec.tieBreaker, list.sortDir);
  return qb.offset(list.offset).limit(list.perPage);
}

export const CONTENT_RANGE = Symbol('contentRange');

export function toPage<T>(data: T[], total: number, list: ListQuery, resource: string): Page<T> {
  const page: Page<T> = {
    data,
    meta: { current_page: list.page, per_page: list.perPage, total, last_page: Math.max(1, Math.ceil(total / list.perPage)) },
  };
  const end = data.length ? list.offset + data.length - 1 : list.offset;
  Object.defineProperty(page, CONTENT_RANGE, {
    value: data.length ? `${resource} ${list.offset}-${end}/${total}` : `${resource} */${total}`,
    enumerable: false,
  });
  return page;
}

export async function findPage<E extends ObjectLiteral, T>(
  qb: SelectQueryBuilder<E>,
  list: ListQuery,
  spec: ListSpec<E>,
  map: (entity: E) => T,
): Promise<Page<T>> {
  applyListQuery(qb, list, spec);
  const [rows, total] = await qb.getManyAndCount();
  return toPage(rows.map(map), total, list, spec.resource);
}
