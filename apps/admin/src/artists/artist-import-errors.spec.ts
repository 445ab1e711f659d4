import { importErrorLine, importErrorSummary } from './artist-csv';

describe('import errors as listed', () => {
  it('names the file line of each skipped row, and its reason', () => {
    expect(importErrorLine({ row: 4, line: 5, message: 'Row 4: longer than 64 KiB' })).toBe('Row 4 (line 5): longer than 64 KiB');
    expect(importErrorLine({ row: 2, line: 3, message: 'broken quotes' })).toBe('Row 2 (line 3): broken quotes');
    expect(importErrorLine({ row: 2, message: 'Row 2: invalid email' })).toBe('Row 2: invalid email');
    const summary = importErrorSummary({ created: 5, skipped: 1, error_count: 1, errors: [{ row: 4, line: 5, message: 'Row 4: longer than 64 KiB' }] });
    expect(summary).toEqual({ lines: ['Row 4 (line 5): longer than 64 KiB'], more: 0 });
  });
});
