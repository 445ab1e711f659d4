import { formatIsrc, isValidIsrc, ISRC_PATTERN, normaliseIsrc, validateIsrc } from './isrc';

describe('ISRC', () => {
  it('uses the spec pattern', () => {
    expect(ISRC_PATTERN.source).toBe('^[A-Z]{2}[A-Z0-9]{3}\\d{2}\\d{5}$');
  });

  it('normalises hyphens, spaces and case', () => {
    expect(normaliseIsrc('us-rc1-76-07839')).toBe('USRC17607839');
    expect(normaliseIsrc(' GB AYE 06 01498 ')).toBe('GBAYE0601498');
  });

  it.each(['USRC17607839', 'GBAYE0601498', 'PT1234500001'])('accepts %s', (isrc) => {
    expect(isValidIsrc(isrc)).toBe(true);
  });

  it.each([
    'US-RC1-76-07839',
    'usrc17607839',
    '1SRC17607839',
    'USRC1760783',
    'USRC176078391',
    'USRC1A607839',
    'USRC176O7839',
    '',
  ])('rejects %p', (isrc) => {
    expect(isValidIsrc(isrc)).toBe(false);
  });

  it('formats to CC-XXX-YY-NNNNN', () => {
    expect(formatIsrc('USRC17607839')).toBe('US-RC1-76-07839');
    expect(formatIsrc('gb aye 0601498')).toBe('GB-AYE-06-01498');
  });

  it('leaves non-ISRC text as typed (trimmed)', () => {
    expect(formatIsrc(' not an isrc ')).toBe('not an isrc');
    expect(formatIsrc('USRC1760783')).toBe('USRC1760783');
  });

  it('validates optional input', () => {
    expect(validateIsrc('')).toStrictEqual({ ok: true, value: null });
    expect(validateIsrc(undefined)).toStrictEqual({ ok: true, value: null });
    expect(validateIsrc('us-rc1-76-07839')).toStrictEqual({ ok: true, value: 'USRC17607839' });
    expect(validateIsrc('US-RC1-76-0783')).toStrictEqual({ ok: false, error: 'Invalid ISRC (e.g. US-S1Z-99-00001).' });
    expect(validateIsrc(123)).toStrictEqual({ ok: false, error: 'Invalid ISRC (e.g. US-S1Z-99-00001).' });
  });
});
