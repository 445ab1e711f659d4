import { createI18n } from './i18n';
import { callsTo, mockApi } from '../testing/mock-api';

const EN = {
  greeting: 'Hello {name}',
  only: { english: 'Only in English' },
  shared: 'Shared (en)',
  emptyInFrench: 'Filled in English',
};
const FR = { greeting: 'Bonjour {name}', shared: 'Partagé (fr)', emptyInFrench: '' };

describe('i18n setup', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.documentElement.lang = '';
  });
  afterEach(() => warn.mockRestore());

  it('loads the bundle from /api/i18n/{lng} and uses single-brace placeholders', async () => {
    const fetchMock = mockApi({ bundles: { en: EN } });
    const { i18n, ready } = createI18n({ lng: 'en' });
    await ready;
    expect(callsTo(fetchMock, '/api/i18n/en')).toHaveLength(1);
    expect(i18n.t('greeting', { name: 'Nina' })).toBe('Hello Nina');
    expect(document.documentElement.lang).toBe('en');
  });

  it('starts in the stored language when it is en, fr or es', async () => {
    localStorage.setItem('lang', 'fr');
    mockApi({ bundles: { en: EN, fr: FR } });
    const { i18n, ready } = createI18n();
    await ready;
    expect(i18n.language).toBe('fr');
    expect(i18n.t('greeting', { name: 'Nina' })).toBe('Bonjour Nina');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('ignores an unsupported stored language and uses English', async () => {
    localStorage.setItem('lang', 'de');
    const fetchMock = mockApi({ bundles: { en: EN } });
    const { i18n, ready } = createI18n();
    await ready;
    expect(i18n.language).toBe('en');
    expect(callsTo(fetchMock, '/api/i18n/de')).toHaveLength(0);
  });

  it('falls back to the English text for a missing or empty key, then to the key itself', async () => {
    mockApi({ bundles: { en: EN, fr: FR } });
    const { i18n, ready } = createI18n({ lng: 'fr' });
    await ready;
    expect(i18n.t('shared')).toBe('Partagé (fr)');
    expect(i18n.t('only.english')).toBe('Only in English');
    expect(i18n.t('emptyInFrench')).toBe('Filled in English');
    expect(i18n.t('nowhere.at.all')).toBe('nowhere.at.all');
  });

  it('stores the language on change and sets <html lang>', async () => {
    mockApi({ bundles: { en: EN, fr: FR } });
    const { i18n, ready } = createI18n({ lng: 'en' });
    await ready;
    await i18n.changeLanguage('fr');
    expect(localStorage.getItem('lang')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.t('shared')).toBe('Partagé (fr)');
  });

  it('keeps loaded bundles: switching back and forth fetches each language once', async () => {
    const fetchMock = mockApi({ bundles: { en: EN, fr: FR } });
    const { i18n, ready } = createI18n({ lng: 'en' });
    await ready;
    await i18n.changeLanguage('fr');
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('fr');
    expect(callsTo(fetchMock, '/api/i18n/en')).toHaveLength(1);
    expect(callsTo(fetchMock, '/api/i18n/fr')).toHaveLength(1);
  });

  it.each(['fail', 'network-error'] as const)(
    'uses English with a console warning when a bundle fails to load (%s)',
    async (failure) => {
      const error = jest.spyOn(console, 'error');
      mockApi({ bundles: { en: EN, es: failure } });
      const { i18n, ready } = createI18n({ lng: 'es' });
      await ready;
      expect(i18n.t('greeting', { name: 'Nina' })).toBe('Hello Nina');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('"es"'), expect.anything());
      expect(error).not.toHaveBeenCalled();
      expect(document.documentElement.lang).toBe('en');
      // The choice is kept for the next visit.
      expect(localStorage.getItem('lang')).toBe('es');
    },
  );

  it('shows keys (and only warns) when even English cannot be loaded', async () => {
    mockApi({ bundles: { en: 'network-error' } });
    const { i18n, ready } = createI18n({ lng: 'en' });
    await ready;
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('nav.upload')).toBe('nav.upload');
    expect(warn).toHaveBeenCalled();
  });
});
