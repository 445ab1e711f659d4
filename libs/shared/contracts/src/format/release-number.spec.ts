import { formatReleaseNumber, parseReleaseNumber } from './release-number';

describe('release numbers', () => {
  it('shows a number as #1042 and nothing for a missing one', () => {
    expect(formatReleaseNumber(1042)).toBe('#1042');
    expect(formatReleaseNumber('1001')).toBe('#1001');
    expect(formatReleaseNumber(null)).toBe('');
    expect(formatReleaseNumber(undefined)).toBe('');
    expect(formatReleaseNumber(0)).toBe('');
    expect(formatReleaseNumber(1.5)).toBe('');
  });

  it('reads a number typed in a search box, with or without #', () => {
    expect(parseReleaseNumber('#1042')).toBe(1042);
    expect(parseReleaseNumber(' 1042 ')).toBe(1042);
    expect(parseReleaseNumber('Summer 1042')).toBeNull();
    expect(parseReleaseNumber('99999999999')).toBeNull();
    expect(parseReleaseNumber('#0')).toBeNull();
  });
});
