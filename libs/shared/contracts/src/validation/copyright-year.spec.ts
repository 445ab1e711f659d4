import { COPYRIGHT_YEAR_MAX, COPYRIGHT_YEAR_MIN, isValidCopyrightYear, validateCopyrightYear } from './copyright-year';

describe('isValidCopyrightYear', () => {
  it('has the spec bounds', () => {
    expect([COPYRIGHT_YEAR_MIN, COPYRIGHT_YEAR_MAX]).toStrictEqual([1900, 2100]);
  });

  it.each([1900, 2024, 2100, '1900', '2024', '2100'])('accepts %p', (year) => {
    expect(isValidCopyrightYear(year)).toBe(true);
  });

  it.each([1899, 2101, '1899', '2101', 2024.5, '24', '02024', ' 2024', '20x4', '', null, undefined, Number.NaN])(
    'rejects %p',
    (year) => {
      expect(isValidCopyrightYear(year)).toBe(false);
    },
  );
});

describe('validateCopyrightYear', () => {
  it('is optional', () => {
    expect(validateCopyrightYear('')).toStrictEqual({ ok: true, value: null });
    expect(validateCopyrightYear(null)).toStrictEqual({ ok: true, value: null });
  });

  it('returns the year as a number', () => {
    expect(validateCopyrightYear(' 2024 ')).toStrictEqual({ ok: true, value: 2024 });
    expect(validateCopyrightYear(1900)).toStrictEqual({ ok: true, value: 1900 });
  });

  it('rejects out-of-range years with the P-line text or the given one', () => {
    expect(validateCopyrightYear('1899')).toStrictEqual({ ok: false, error: 'P-Line Year must be 4 digits.' });
    expect(validateCopyrightYear(2101)).toStrictEqual({ ok: false, error: 'P-Line Year must be 4 digits.' });
    expect(validateCopyrightYear('99', 'C-Line Year must be 4 digits.')).toStrictEqual({
      ok: false,
      error: 'C-Line Year must be 4 digits.',
    });
  });
});
