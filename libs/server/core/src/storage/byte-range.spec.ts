import { parseRangeHeader } from './byte-range';

describe('parseRangeHeader', () => {
  it('reads a single range, an open-ended range and a suffix', () => {
    expect(parseRangeHeader('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRangeHeader('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(parseRangeHeader('bytes=-200', 1000)).toEqual({ start: 800, end: 999 });
    expect(parseRangeHeader('BYTES = 1-1', 1000)).toEqual({ start: 1, end: 1 });
  });

  it('clamps what runs past the end', () => {
    expect(parseRangeHeader('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRangeHeader('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('is unsatisfiable when it starts past the end or asks for nothing', () => {
    expect(parseRangeHeader('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRangeHeader('bytes=2000-3000', 1000)).toBe('unsatisfiable');
    expect(parseRangeHeader('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRangeHeader('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('ignores what it does not serve: no header, other units, several ranges, nonsense', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=0-1,5-9', 'bytes=5-1', 'bytes=-', 'bytes=a-b', 'bytes=99999999999999999999-']) {
      expect(parseRangeHeader(header, 1000)).toBeNull();
    }
  });
});
