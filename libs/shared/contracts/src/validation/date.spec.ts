import { isFutureIsoDate, isIsoDate, todayIsoDate, validateExpiryDate } from './date';

const NOW = new Date('2025-06-15T12:00:00Z');

describe('isIsoDate', () => {
  it.each(['2025-06-15', '2024-02-29', '2000-02-29', '1999-12-31'])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  it.each([
    '2025-02-29',
    '1900-02-29',
    '2025-13-01',
    '2025-00-10',
    '2025-04-31',
    '2025-6-15',
    '15/06/2025',
    '2025-06-15T00:00:00Z',
    ' 2025-06-15',
    '0099-01-01',
    '',
    20250615,
    null,
  ])('rejects %p', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});

describe('todayIsoDate', () => {
  it('uses the UTC calendar day', () => {
    expect(todayIsoDate(NOW)).toBe('2025-06-15');
    expect(todayIsoDate(new Date('2025-06-15T23:59:59Z'))).toBe('2025-06-15');
    expect(todayIsoDate(new Date('2025-06-16T01:00:00+02:00'))).toBe('2025-06-15');
    expect(todayIsoDate(new Date('0999-01-02T00:00:00Z'))).toBe('0999-01-02');
  });
});

describe('isFutureIsoDate', () => {
  it('is true only strictly after today', () => {
    expect(isFutureIsoDate('2025-06-16', NOW)).toBe(true);
    expect(isFutureIsoDate('2030-01-01', NOW)).toBe(true);
    expect(isFutureIsoDate('2025-06-15', NOW)).toBe(false);
    expect(isFutureIsoDate('2025-06-14', NOW)).toBe(false);
  });

  it('compares UTC days whatever the local offset of now', () => {
    // 00:30 in UTC+2 is still the 14th in UTC, so the 15th is in the future.
    expect(isFutureIsoDate('2025-06-15', new Date('2025-06-15T00:30:00+02:00'))).toBe(true);
    // 23:30 in UTC-5 is already the 16th in UTC.
    expect(isFutureIsoDate('2025-06-16', new Date('2025-06-15T23:30:00-05:00'))).toBe(false);
  });

  it('is false for invalid dates', () => {
    expect(isFutureIsoDate('2099-02-30', NOW)).toBe(false);
    expect(isFutureIsoDate('tomorrow', NOW)).toBe(false);
    expect(isFutureIsoDate(undefined, NOW)).toBe(false);
  });

  it('defaults now to the current time', () => {
    expect(isFutureIsoDate('9999-12-31')).toBe(true);
    expect(isFutureIsoDate('2000-01-01')).toBe(false);
  });
});

describe('validateExpiryDate', () => {
  it('returns the trimmed future date', () => {
    expect(validateExpiryDate(' 2030-01-31 ', NOW)).toStrictEqual({ ok: true, value: '2030-01-31' });
  });

  it('requires a value (sign-up text has no period)', () => {
    expect(validateExpiryDate('', NOW)).toStrictEqual({ ok: false, error: 'Expiry date is required' });
    expect(validateExpiryDate(null, NOW)).toStrictEqual({ ok: false, error: 'Expiry date is required' });
  });

  it('rejects today, the past and malformed dates as not in the future', () => {
    const error = { ok: false, error: 'Expiry must be a future date.' };
    expect(validateExpiryDate('2025-06-15', NOW)).toStrictEqual(error);
    expect(validateExpiryDate('2020-01-01', NOW)).toStrictEqual(error);
    expect(validateExpiryDate('31/01/2030', NOW)).toStrictEqual(error);
    expect(validateExpiryDate(20300131, NOW)).toStrictEqual(error);
  });

  it('accepts the profile texts', () => {
    expect(validateExpiryDate('', NOW, { required: 'Expiry date is required.' })).toStrictEqual({
      ok: false,
      error: 'Expiry date is required.',
    });
  });
});
