import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES, LANGUAGES, resolveLanguage } from './languages';

describe('languages', () => {
  it('lists en, fr, es with labels and flags', () => {
    expect(LANGUAGE_CODES).toStrictEqual(['en', 'fr', 'es']);
    expect(LANGUAGES).toStrictEqual([
      { code: 'en', label: 'English', flag: '🇬🇧' },
      { code: 'fr', label: 'Français', flag: '🇫🇷' },
      { code: 'es', label: 'Español', flag: '🇪🇸' },
    ]);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('resolves a stored language, falling back to English', () => {
    expect(resolveLanguage('fr')).toBe('fr');
    expect(resolveLanguage('es')).toBe('es');
    expect(resolveLanguage('pt')).toBe('en');
    expect(resolveLanguage('FR')).toBe('en');
    expect(resolveLanguage(null)).toBe('en');
    expect(isLanguageCode('en')).toBe(true);
    expect(isLanguageCode('de')).toBe(false);
  });
});
