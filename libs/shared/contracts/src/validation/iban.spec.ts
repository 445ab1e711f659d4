import { formatIbanForDisplay, ibanChecksumValid, isValidIban, normaliseIban, validateIban } from './iban';

describe('normaliseIban', () => {
  it('removes all whitespace and upper-cases', () => {
    expect(normaliseIban(' de89 3704\t0044 0532 0130 00 ')).toBe('DE89370400440532013000');
  });
});

describe('isValidIban (shape)', () => {
  it('accepts 15 and 34 letters or digits', () => {
    expect(isValidIban('A'.repeat(15))).toBe(true);
    expect(isValidIban('NO9386011117947')).toBe(true);
    expect(isValidIban('1'.repeat(34))).toBe(true);
  });

  it('rejects 14 and 35 characters', () => {
    expect(isValidIban('A'.repeat(14))).toBe(false);
    expect(isValidIban('1'.repeat(35))).toBe(false);
  });

  it('rejects spaces, lower case and punctuation (it checks the normalised form)', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(false);
    expect(isValidIban('de89370400440532013000')).toBe(false);
    expect(isValidIban('DE89-3704-0044-0532-01')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  it('does not check the checksum', () => {
    expect(isValidIban('DE00370400440532013000')).toBe(true);
  });
});

describe('validateIban', () => {
  it('gives null for blank input', () => {
    expect(validateIban('')).toStrictEqual({ ok: true, value: null });
    expect(validateIban('   ')).toStrictEqual({ ok: true, value: null });
    expect(validateIban(null)).toStrictEqual({ ok: true, value: null });
    expect(validateIban(undefined)).toStrictEqual({ ok: true, value: null });
  });

  it('returns the normalised IBAN', () => {
    expect(validateIban('gb82 west 1234 5698 7654 32')).toStrictEqual({ ok: true, value: 'GB82WEST12345698765432' });
  });

  it('counts length after removing spaces', () => {
    expect(validateIban('ABCD EFGH IJKL MN')).toStrictEqual({ ok: false, error: 'Invalid IBAN format.' });
    expect(validateIban('ABCD EFGH IJKL MNO')).toStrictEqual({ ok: true, value: 'ABCDEFGHIJKLMNO' });
  });

  it('rejects bad shapes with the sign-up text by default, or the given text', () => {
    expect(validateIban('DE89-3704-0044-0532-0130-00')).toStrictEqual({ ok: false, error: 'Invalid IBAN format.' });
    expect(validateIban('short', 'Invalid IBAN.')).toStrictEqual({ ok: false, error: 'Invalid IBAN.' });
    expect(validateIban(123456789012345)).toStrictEqual({ ok: false, error: 'Invalid IBAN format.' });
  });
});

describe('formatIbanForDisplay', () => {
  it('groups the normalised IBAN by 4', () => {
    expect(formatIbanForDisplay('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIbanForDisplay('DE89 37040044 0532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIbanForDisplay('NO9386011117947')).toBe('NO93 8601 1117 947');
    expect(formatIbanForDisplay('ABCDEFGH')).toBe('ABCD EFGH');
    expect(formatIbanForDisplay('')).toBe('');
  });
});

describe('ibanChecksumValid', () => {
  it.each([
    'DE89370400440532013000',
    'GB82 WEST 1234 5698 7654 32',
    'NO9386011117947',
    'fr1420041010050500013m02606',
    'MT84MALT011000012345MTLCAST001S',
    'LC55HEMM000100010012001200023015',
  ])('accepts the real IBAN %s', (iban) => {
    expect(ibanChecksumValid(iban)).toBe(true);
  });

  it.each([
    'DE88370400440532013000',
    'DE89370400440532013001',
    'GB82WEST12345698765433',
    '89DE370400440532013000',
    'DE89',
    '',
    'DE89 3704 0044 0532 0130 00 00 00 00 00 00 0',
  ])('rejects %p', (iban) => {
    expect(ibanChecksumValid(iban)).toBe(false);
  });
});
