import { isValidPostalCode, normalisePostalCode, validatePostalCode } from './postal-code';

describe('normalisePostalCode', () => {
  it('upper-cases, keeps A-Z 0-9 space hyphen, trims', () => {
    expect(normalisePostalCode(' sw1a 1aa ')).toBe('SW1A 1AA');
    expect(normalisePostalCode('1000-001')).toBe('1000-001');
    expect(normalisePostalCode('75_001.!')).toBe('75001');
    expect(normalisePostalCode('#!')).toBe('');
  });
});

describe('isValidPostalCode', () => {
  it('accepts 3 and 10 characters', () => {
    expect(isValidPostalCode('123')).toBe(true);
    expect(isValidPostalCode('1234567890')).toBe(true);
    expect(isValidPostalCode('SW1A 1AA')).toBe(true);
    expect(isValidPostalCode('1000-001')).toBe(true);
  });

  it('rejects 2 and 11 characters', () => {
    expect(isValidPostalCode('12')).toBe(false);
    expect(isValidPostalCode('12345678901')).toBe(false);
  });

  it('rejects lower case, other characters and separators only', () => {
    expect(isValidPostalCode('sw1a 1aa')).toBe(false);
    expect(isValidPostalCode('750.01')).toBe(false);
    expect(isValidPostalCode('---')).toBe(false);
    expect(isValidPostalCode('   ')).toBe(false);
  });
});

describe('validatePostalCode', () => {
  it('is optional', () => {
    expect(validatePostalCode('')).toStrictEqual({ ok: true, value: null });
    expect(validatePostalCode('  ')).toStrictEqual({ ok: true, value: null });
    expect(validatePostalCode(null)).toStrictEqual({ ok: true, value: null });
    expect(validatePostalCode(undefined)).toStrictEqual({ ok: true, value: null });
  });

  it('returns the normalised code', () => {
    expect(validatePostalCode(' ec1a-1bb ')).toStrictEqual({ ok: true, value: 'EC1A-1BB' });
    expect(validatePostalCode('12.345')).toStrictEqual({ ok: true, value: '12345' });
  });

  it('measures length after normalising', () => {
    expect(validatePostalCode('1.2')).toStrictEqual({ ok: false, error: 'Invalid postal code.' });
    expect(validatePostalCode('12345 67890')).toStrictEqual({ ok: false, error: 'Invalid postal code.' });
    expect(validatePostalCode('!!!')).toStrictEqual({ ok: false, error: 'Invalid postal code.' });
    expect(validatePostalCode(12345)).toStrictEqual({ ok: false, error: 'Invalid postal code.' });
  });
});
