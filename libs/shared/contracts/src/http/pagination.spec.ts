import { listBodyTotal, unwrapListBody } from './pagination';
import { PAGE_SIZES } from '../constants/page-sizes';
import { buildPageMeta, lastPage, normalisePage, normalisePageSize, type Paginated } from './pagination';

describe('lastPage / buildPageMeta', () => {
  it('rounds up and never goes below 1', () => {
    expect(lastPage(0, 20)).toBe(1);
    expect(lastPage(20, 20)).toBe(1);
    expect(lastPage(21, 20)).toBe(2);
    expect(lastPage(100, 10)).toBe(10);
    expect(lastPage(5, 0)).toBe(1);
  });

  it('builds the meta block', () => {
    const page: Paginated<{ id: number }> = { data: [{ id: 1 }], meta: buildPageMeta(41, 3, 20) };
    expect(page.meta).toStrictEqual({ current_page: 3, per_page: 20, total: 41, last_page: 3 });
  });
});

describe('normalisePage', () => {
  it.each([
    ['3', 3],
    [3, 3],
    [' 2 ', 2],
    ['0', 1],
    [0, 1],
    ['-1', 1],
    ['abc', 1],
    [2.5, 1],
    ['2.5', 1],
    [undefined, 1],
  ])('reads %p as %p', (value, expected) => {
    expect(normalisePage(value)).toBe(expected);
  });
});

describe('normalisePageSize', () => {
  it('keeps offered sizes and defaults the rest', () => {
    expect(normalisePageSize('50', PAGE_SIZES.admin)).toBe(50);
    expect(normalisePageSize(100, PAGE_SIZES.admin)).toBe(100);
    expect(normalisePageSize('10000', PAGE_SIZES.admin)).toBe(20);
    expect(normalisePageSize('10', PAGE_SIZES.admin)).toBe(20);
    expect(normalisePageSize(undefined, PAGE_SIZES.artistTransactions)).toBe(10);
    expect(normalisePageSize('500', PAGE_SIZES.adminArtists)).toBe(500);
  });
});

describe('unwrapListBody / listBodyTotal', () => {
  it('unwraps our { data, meta } list answers to the bare array react-admin wants', () => {
    const body = { data: [{ id: 1 }], meta: { current_page: 1, per_page: 20, total: 41, last_page: 3 } };
    expect(unwrapListBody(body)).toEqual([{ id: 1 }]);
    expect(listBodyTotal(body)).toBe(41);
  });

  it('leaves single records and other shapes alone', () => {
    const record = { id: 1, data: [1, 2], name: 'x' };
    expect(unwrapListBody(record)).toBe(record);
    expect(unwrapListBody([1, 2])).toEqual([1, 2]);
    expect(unwrapListBody(null)).toBeNull();
    expect(listBodyTotal({ id: 1 })).toBeUndefined();
    expect(listBodyTotal({ data: [], total: '' })).toBeUndefined();
  });
});
