import { gs1CheckDigit, isValidEan13, isValidGtin, isValidUpc, normaliseGtin, validateReleaseUpc } from './gtin';

describe('gs1CheckDigit', () => {
  it('computes the check digit of real codes', () => {
    expect(gs1CheckDigit('03600029145')).toBe(2); // UPC-A 036000291452
    expect(gs1CheckDigit('400638133393')).toBe(1); // EAN-13 4006381333931
    expect(gs1CheckDigit('978030640615')).toBe(7); // ISBN-13 9780306406157
    expect(gs1CheckDigit('9638507')).toBe(4); // EAN-8 96385074
    expect(gs1CheckDigit('0001234567890')).toBe(5); // GTIN-14 00012345678905
  });

  it('gives 0 when the weighted sum is a multiple of 10', () => {
    expect(gs1CheckDigit('00000000000')).toBe(0);
    expect(gs1CheckDigit('5')).toBe(5);
    expect(gs1CheckDigit('10')).toBe(9);
  });

  it('throws on non-digits', () => {
    expect(() => gs1CheckDigit('')).toThrow(RangeError);
    expect(() => gs1CheckDigit('12a4')).toThrow(RangeError);
  });
});

describe('isValidUpc', () => {
  it.each(['036000291452', '012345678905', '042100005264'])('accepts %s', (code) => {
    expect(isValidUpc(code)).toBe(true);
  });

  it.each(['036000291453', '036000291450', '03600029145', '0036000291452', '03600029145A', '036000 291452', ''])(
    'rejects %p',
    (code) => {
      expect(isValidUpc(code)).toBe(false);
    },
  );
});

describe('isValidEan13', () => {
  it.each(['4006381333931', '9780306406157', '0036000291452'])('accepts %s', (code) => {
    expect(isValidEan13(code)).toBe(true);
  });

  it.each(['4006381333932', '4006381333930', '036000291452', '40063813339311'])('rejects %p', (code) => {
    expect(isValidEan13(code)).toBe(false);
  });
});

describe('isValidGtin', () => {
  it.each(['96385074', '036000291452', '4006381333931', '00012345678905'])('accepts %s', (code) => {
    expect(isValidGtin(code)).toBe(true);
  });

  it.each(['96385075', '4006381333932', '00012345678906', '1234567', '123456789', '123456789012345', ''])(
    'rejects %p',
    (code) => {
      expect(isValidGtin(code)).toBe(false);
    },
  );
});

describe('normaliseGtin', () => {
  it('removes spaces and hyphens', () => {
    expect(normaliseGtin('0 36000-29145 2')).toBe('036000291452');
  });
});

describe('validateReleaseUpc', () => {
  it('is optional', () => {
    expect(validateReleaseUpc('')).toStrictEqual({ ok: true, value: null });
    expect(validateReleaseUpc(null)).toStrictEqual({ ok: true, value: null });
  });

  it('accepts UPC-A and EAN-13, normalised', () => {
    expect(validateReleaseUpc(' 0 36000 29145 2 ')).toStrictEqual({ ok: true, value: '036000291452' });
    expect(validateReleaseUpc('4006381333931')).toStrictEqual({ ok: true, value: '4006381333931' });
  });

  it('rejects a wrong check digit, EAN-8, GTIN-14 and non-strings', () => {
    const error = { ok: false, error: 'Invalid UPC/EAN code.' };
    expect(validateReleaseUpc('036000291453')).toStrictEqual(error);
    expect(validateReleaseUpc('96385074')).toStrictEqual(error);
    expect(validateReleaseUpc('00012345678905')).toStrictEqual(error);
    expect(validateReleaseUpc(36000291452)).toStrictEqual(error);
  });
});
