import { isValidPhone, normalisePhone, PHONE_PATTERN, validatePhone } from './phone';

describe('normalisePhone', () => {
  it('keeps digits and a leading plus', () => {
    expect(normalisePhone(' +1 (415) 555-2671 ')).toBe('+14155552671');
    expect(normalisePhone('351 912.345.678')).toBe('351912345678');
  });

  it('drops a plus that is not leading', () => {
    expect(normalisePhone('1+4155552671')).toBe('14155552671');
  });

  it('keeps a 00 prefix as digits', () => {
    expect(normalisePhone('0044 20 7946 0958')).toBe('00442079460958');
  });
});

describe('isValidPhone', () => {
  it('uses the spec pattern', () => {
    expect(PHONE_PATTERN.source).toBe('^\\+?[1-9]\\d{7,14}$');
  });

  it('accepts 8 and 15 digits, with or without plus', () => {
    expect(isValidPhone('12345678')).toBe(true);
    expect(isValidPhone('+12345678')).toBe(true);
    expect(isValidPhone('123456789012345')).toBe(true);
    expect(isValidPhone('+123456789012345')).toBe(true);
  });

  it('rejects 7 and 16 digits', () => {
    expect(isValidPhone('1234567')).toBe(false);
    expect(isValidPhone('+1234567')).toBe(false);
    expect(isValidPhone('1234567890123456')).toBe(false);
    expect(isValidPhone('+1234567890123456')).toBe(false);
  });

  it('rejects a leading zero and unnormalised text', () => {
    expect(isValidPhone('+0123456789')).toBe(false);
    expect(isValidPhone('0123456789')).toBe(false);
    expect(isValidPhone('+1 415 555 2671')).toBe(false);
    expect(isValidPhone('++14155552671')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });
});

describe('validatePhone', () => {
  it('returns the normalised number', () => {
    expect(validatePhone('+1 415-555-2671')).toStrictEqual({ ok: true, value: '+14155552671' });
  });

  it('requires a value', () => {
    expect(validatePhone('')).toStrictEqual({ ok: false, error: 'Phone number is required.' });
    expect(validatePhone(null)).toStrictEqual({ ok: false, error: 'Phone number is required.' });
  });

  it('rejects bad numbers with the sign-up text', () => {
    const error = { ok: false, error: 'Use international format, e.g. +14155552671' };
    expect(validatePhone('0044 20 7946 0958')).toStrictEqual(error);
    expect(validatePhone('+1 234 567')).toStrictEqual(error);
    expect(validatePhone('phone')).toStrictEqual(error);
    expect(validatePhone(14155552671)).toStrictEqual(error);
  });

  it('accepts the profile texts', () => {
    const messages = { required: 'Phone is required.', invalid: 'Use international format, e.g. +351912345678' };
    expect(validatePhone(' ', messages)).toStrictEqual({ ok: false, error: 'Phone is required.' });
    expect(validatePhone('12', messages)).toStrictEqual({
      ok: false,
      error: 'Use international format, e.g. +351912345678',
    });
  });
});
