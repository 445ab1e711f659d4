import { isIso2, normaliseIso2, validateIso2 } from './iso2';

describe('normaliseIso2', () => {
  it('trims and upper-cases', () => {
    expect(normaliseIso2(' us ')).toBe('US');
  });
});

describe('isIso2', () => {
  it.each(['US', 'GB', 'PT'])('accepts %s', (code) => {
    expect(isIso2(code)).toBe(true);
  });

  it.each(['us', 'Us', 'U', 'USA', ' US', 'U1', '', 12, null])('rejects %p', (code) => {
    expect(isIso2(code)).toBe(false);
  });
});

describe('validateIso2', () => {
  it('returns a valid code unchanged', () => {
    expect(validateIso2('GB')).toStrictEqual({ ok: true, value: 'GB' });
  });

  it('is strict: lower case is refused with the sign-up text', () => {
    expect(validateIso2('gb')).toStrictEqual({ ok: false, error: 'ISO2 (e.g. US, GB)' });
    expect(validateIso2('GBR')).toStrictEqual({ ok: false, error: 'ISO2 (e.g. US, GB)' });
  });

  it('requires a value', () => {
    expect(validateIso2('')).toStrictEqual({ ok: false, error: 'ISO2 code required' });
    expect(validateIso2(undefined)).toStrictEqual({ ok: false, error: 'ISO2 code required' });
  });

  it('accepts the profile texts, and normalising first makes it lenient', () => {
    const messages = { required: 'ISO2 is required (e.g. US, GB).', invalid: 'Must be a 2-letter ISO2 code.' };
    expect(validateIso2(null, messages)).toStrictEqual({ ok: false, error: 'ISO2 is required (e.g. US, GB).' });
    expect(validateIso2('G', messages)).toStrictEqual({ ok: false, error: 'Must be a 2-letter ISO2 code.' });
    expect(validateIso2(normaliseIso2(' gb '), messages)).toStrictEqual({ ok: true, value: 'GB' });
  });
});
