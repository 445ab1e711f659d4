import { checkTin, formForProfile, maskTin, signatureMatches, TAX_MESSAGES, tinDigits, w8ExpiresAt } from '@soundpost/contracts';
import { standingOf, withholdingOf } from '../standing/tax-standing';

describe('TIN checks', () => {
  it('accepts a valid SSN with or without dashes and spaces', () => {
    expect(checkTin('ssn', '123-45-6789')).toBeNull();
    expect(checkTin('ssn', '123456789')).toBeNull();
    expect(checkTin('ssn', ' 123 45 6789 ')).toBeNull();
    expect(tinDigits('123-45-6789')).toBe('123456789');
  });

  it.each([
    ['000-12-3456', TAX_MESSAGES.ssnInvalid],
    ['666-12-3456', TAX_MESSAGES.ssnInvalid],
    ['900-12-3456', TAX_MESSAGES.ssnInvalid],
    ['999-12-3456', TAX_MESSAGES.ssnInvalid],
    ['123-00-4567', TAX_MESSAGES.ssnInvalid],
    ['123-45-0000', TAX_MESSAGES.ssnInvalid],
    ['12-345-678', TAX_MESSAGES.tinDigits],
    ['1234567890', TAX_MESSAGES.tinDigits],
    ['12345678a', TAX_MESSAGES.tinDigits],
    ['', TAX_MESSAGES.tinRequired],
  ])('refuses the SSN %s', (value, message) => {
    expect(checkTin('ssn', value)).toBe(message);
  });

  it('accepts an EIN with a valid IRS prefix and refuses an unassigned one', () => {
    expect(checkTin('ein', '12-3456789')).toBeNull();
    expect(checkTin('ein', '981234567')).toBeNull();
    for (const bad of ['07-1234567', '00-1234567', '89-1234567', '96-1234567', '19-1234567', '28-1234567', '49-1234567', '69-1234567', '70-1234567', '78-1234567', '79-1234567', '97-1234567']) {
      expect(checkTin('ein', bad)).toBe(TAX_MESSAGES.einInvalid);
    }
    expect(checkTin('ein', '12-34567')).toBe(TAX_MESSAGES.tinDigits);
  });

  it('masks to the last 4 digits only', () => {
    expect(maskTin('123456789', 'ssn')).toBe('***-**-6789');
    expect(maskTin('123456789', 'ein')).toBe('**-***6789');
    expect(maskTin('987654321', null)).toBe('*****4321');
    expect(maskTin(null, 'ssn')).toBeNull();
  });
});

describe('W-8 expiry', () => {
  it('is the last second of the third calendar year after signing (UTC)', () => {
    expect(w8ExpiresAt(new Date('2026-03-01T10:00:00Z')).toISOString()).toBe('2029-12-31T23:59:59.000Z');
    expect(w8ExpiresAt(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe('2029-12-31T23:59:59.000Z');
    expect(w8ExpiresAt(new Date('2026-12-31T23:59:59Z')).toISOString()).toBe('2029-12-31T23:59:59.000Z');
    expect(w8ExpiresAt(new Date('2027-01-01T00:00:00Z')).toISOString()).toBe('2030-12-31T23:59:59.000Z');
  });

  it('makes the standing expiring 90 days before and expired at the second it ends', () => {
    const form = { kind: 'w8ben' as const, expiresAt: new Date('2029-12-31T23:59:59Z'), treatyRateBp: 1000 };
    expect(standingOf(form, new Date('2029-10-01T00:00:00Z')).status).toBe('valid');
    expect(standingOf(form, new Date('2029-10-03T00:00:00Z')).status).toBe('expiring');
    expect(standingOf(form, new Date('2029-12-31T23:59:58Z')).status).toBe('expiring');
    expect(standingOf(form, new Date('2029-12-31T23:59:59Z'))).toMatchObject({ status: 'expired', us_withholding_rate_bp: 3000, fix_url: '/artist/wallet/tax' });
    expect(withholdingOf(form, new Date('2028-01-01T00:00:00Z'))).toEqual({ rateBp: 1000, basis: 'treaty' });
    expect(withholdingOf({ ...form, treatyRateBp: null }, new Date('2028-01-01T00:00:00Z'))).toEqual({ rateBp: 3000, basis: 'no_treaty' });
    expect(withholdingOf(null, new Date())).toEqual({ rateBp: 3000, basis: 'no_form' });
    expect(withholdingOf({ kind: 'w9', expiresAt: null, treatyRateBp: null }, new Date('2099-01-01T00:00:00Z'))).toEqual({ rateBp: 0, basis: 'w9' });
  });
});

describe('signature and profile', () => {
  it('compares the typed signature NFC-normalised and case-insensitive', () => {
    const composed = 'Zoë Ångström-Núñez';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(signatureMatches(decomposed.toUpperCase(), composed)).toBe(true);
    expect(signatureMatches('  zoë   ångström-núñez ', composed)).toBe(true);
    expect(signatureMatches('Zoe Angstrom-Nunez', composed)).toBe(false);
    expect(signatureMatches('山田 太郎', '山田 太郎')).toBe(true);
    expect(signatureMatches('', '')).toBe(false);
  });

  it('calls for the form of the profile', () => {
    expect(formForProfile({ us_person: true, entity_type: 'business' })).toBe('w9');
    expect(formForProfile({ us_person: false, entity_type: 'individual' })).toBe('w8ben');
    expect(formForProfile({ us_person: false, entity_type: 'business' })).toBe('w8bene');
  });
});
