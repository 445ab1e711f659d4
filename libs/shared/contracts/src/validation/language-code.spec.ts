import { isValidLanguageCode, normaliseLanguageCode, validateLanguageCode } from './language-code';

const ERROR = { ok: false, error: "Use a simple code like 'en', 'fr', 'es', 'pt_BR'." };

describe('language code', () => {
  it('lower-cases and trims', () => {
    expect(normaliseLanguageCode(' pt_BR ')).toBe('pt_br');
  });

  it('accepts 2 and 12 characters', () => {
    expect(isValidLanguageCode('en')).toBe(true);
    expect(isValidLanguageCode('abcdefghij-1')).toBe(true);
  });

  it('rejects 1 and 13 characters, upper case and other characters', () => {
    expect(isValidLanguageCode('e')).toBe(false);
    expect(isValidLanguageCode('abcdefghij-12')).toBe(false);
    expect(isValidLanguageCode('EN')).toBe(false);
    expect(isValidLanguageCode('pt br')).toBe(false);
    expect(isValidLanguageCode('pt.br')).toBe(false);
  });

  it('validates, returning the lower-cased code', () => {
    expect(validateLanguageCode('pt_BR')).toStrictEqual({ ok: true, value: 'pt_br' });
    expect(validateLanguageCode('x')).toStrictEqual(ERROR);
    expect(validateLanguageCode('')).toStrictEqual(ERROR);
    expect(validateLanguageCode(null)).toStrictEqual(ERROR);
  });
});
