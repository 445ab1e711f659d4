import { DomainError } from '../http/domain-error';
import { ListSpec, MAX_OFFSET, MAX_PAGE, parseListQuery, toPage, CONTENT_RANGE } from './list-query';

const spec: ListSpec = {
  resource: 'artists',
  sortable: { name: 'a.name', created_at: 'a.created_at', price: 'a.price' },
  sortAliases: { newest: ['created_at', 'DESC'], oldest: ['created_at', 'ASC'], price_asc: ['price', 'ASC'] },
  defaultSort: ['created_at', 'DESC'],
  filters: {
    document_status: { type: 'string', values: ['pending', 'approved', 'rejected'], apply: () => undefined },
    is_verified: { type: 'bool', apply: () => undefined },
    user_id: { type: 'int', apply: () => undefined },
    from: { type: 'date', apply: () => undefined },
  },
  search: () => undefined,
  maxPerPage: 500,
};

const parseError = (raw: Record<string, unknown>) => {
  try {
    parseListQuery(raw, spec);
  } catch (e) {
    return e as DomainError;
  }
  throw new Error('expected an error');
};

describe('parseListQuery', () => {
  it('uses defaults when nothing is given', () => {
    expect(parseListQuery({}, spec)).toEqual({ page: 1, perPage: 20, offset: 0, sortField: 'created_at', sortColumn: 'a.created_at', sortDir: 'DESC', q: undefined, filters: {} });
  });

  it('reads the specs dialect: page, per_page, q, sort, dir and top-level filters', () => {
    const q = parseListQuery({ page: '3', per_page: '50', q: ' abc ', sort: 'name', dir: 'desc', document_status: 'approved', is_verified: '1' }, spec);
    expect(q).toMatchObject({ page: 3, perPage: 50, offset: 100, sortField: 'name', sortDir: 'DESC', q: 'abc', filters: { document_status: 'approved', is_verified: true } });
  });

  it('reads react-admin: range, sort as JSON and filter as JSON', () => {
    const q = parseListQuery({ range: '[50,74]', sort: '["name","ASC"]', filter: '{"document_status":"pending","q":"x","user_id":7}' }, spec);
    expect(q).toMatchObject({ page: 3, perPage: 25, offset: 50, sortField: 'name', sortDir: 'ASC', q: 'x', filters: { document_status: 'pending', user_id: 7 } });
  });

  it('maps named sorts', () => {
    expect(parseListQuery({ sort: 'newest' }, spec)).toMatchObject({ sortField: 'created_at', sortDir: 'DESC' });
    expect(parseListQuery({ sort: 'price_asc' }, spec)).toMatchObject({ sortField: 'price', sortDir: 'ASC' });
  });

  it('clamps page sizes to the resource maximum and at least 1', () => {
    expect(parseListQuery({ per_page: '100000' }, spec).perPage).toBe(500);
    expect(parseListQuery({ per_page: '0' }, spec).perPage).toBe(1);
    expect(parseListQuery({ range: '[0,9999]' }, spec).perPage).toBe(500);
  });

  it('ignores empty filter values (the screens send status= for "all")', () => {
    expect(parseListQuery({ document_status: '' }, spec).filters).toEqual({});
  });

  it.each([
    [{ sort: 'password' }, 'invalid_sort'],
    [{ sort: '["password","ASC"]' }, 'invalid_sort'],
    [{ sort: 'name', dir: 'sideways' }, 'invalid_sort'],
    [{ filter: '{"password":"x"}' }, 'invalid_filter'],
    [{ role: 'admin' }, 'invalid_filter'],
    [{ document_status: 'banana' }, 'invalid_filter'],
    [{ is_verified: 'maybe' }, 'invalid_filter'],
    [{ user_id: 'abc' }, 'invalid_filter'],
    [{ from: 'not a date' }, 'invalid_filter'],
    [{ range: '[5,1]' }, 'invalid_query'],
    [{ range: 'nope' }, 'invalid_query'],
    [{ page: '-1' }, 'invalid_query'],
    [{ filter: '[1,2]' }, 'invalid_query'],
  ])('rejects %j with 400 %s', (raw, code) => {
    const error = parseError(raw);
    expect(error).toBeInstanceOf(DomainError);
    expect(error.status).toBe(400);
    expect(error.code).toBe(code);
  });

  it('accepts underscore cache-busters', () => {
    expect(() => parseListQuery({ _: '12345' }, spec)).not.toThrow();
  });

  it.each([
    ['page', '1e308'],
    ['page', 'Infinity'],
    ['page', '-1'],
    ['page', 'abc'],
    ['page', '1.5'],
    ['page', '0x10'],
    ['page', String(MAX_PAGE + 1)],
    ['page', '99999999999999999999'],
    ['per_page', '1e308'],
    ['per_page', '-1'],
    ['per_page', '2.5'],
    ['limit', 'NaN'],
  ])('refuses %s=%s with a 400 before it reaches SQL', (name, value) => {
    const error = parseError({ [name]: value });
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_query' });
  });

  it('refuses ranges past the safe bounds and non-integer int filters', () => {
    expect(parseError({ range: '[1e308,1e308]' })).toMatchObject({ status: 400, code: 'invalid_query' });
    expect(parseError({ range: `[${MAX_OFFSET + 1},${MAX_OFFSET + 2}]` })).toMatchObject({ status: 400, code: 'invalid_query' });
    expect(parseError({ range: '[0,-1]' })).toMatchObject({ status: 400 });
    for (const value of ['1e308', '18446744073709551616', '1.5', 'abc', '0x1F']) {
      expect(parseError({ user_id: value })).toMatchObject({ status: 400, code: 'invalid_filter' });
    }
    expect(parseError({ filter: '{"user_id":1e308}' })).toMatchObject({ status: 400, code: 'invalid_filter' });
    expect(parseListQuery({ user_id: '-42' }, spec).filters).toEqual({ user_id: -42 });
    expect(parseListQuery({ page: String(MAX_PAGE), per_page: '1000000000' }, spec)).toMatchObject({ page: MAX_PAGE, perPage: 500 });
  });

  it('rejects search where the resource has none', () => {
    const noSearch: ListSpec = { ...spec, search: undefined };
    expect(() => parseListQuery({ q: 'x' }, noSearch)).toThrow(DomainError);
  });
});

describe('toPage', () => {
  it('builds data and meta, and a Content-Range for react-admin', () => {
    const list = parseListQuery({ range: '[20,29]' }, spec);
    const page = toPage(['a', 'b'], 22, list, 'artists');
    expect(page).toEqual({ data: ['a', 'b'], meta: { current_page: 3, per_page: 10, total: 22, last_page: 3 } });
    expect((page as unknown as Record<symbol, string>)[CONTENT_RANGE]).toBe('artists 20-21/22');
    expect(JSON.stringify(page)).not.toContain('artists 20');
  });

  it('answers an empty page with last_page 1 and a */total range', () => {
    const page = toPage([], 0, parseListQuery({}, spec), 'artists');
    expect(page.meta).toEqual({ current_page: 1, per_page: 20, total: 0, last_page: 1 });
    expect((page as unknown as Record<symbol, string>)[CONTENT_RANGE]).toBe('artists */0');
  });
});
