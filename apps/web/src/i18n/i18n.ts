import i18next, { type i18n as I18n, type InitOptions, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_CODES,
  resolveLanguage,
  STORAGE_KEYS,
  type LanguageCode,
} from '@soundpost/contracts';
import { I18N_LOAD_PATH } from '../constants';
import { createFetchBackend } from './fetch-backend';

export interface CreateI18nOptions {
  /** Start language; by default the stored `lang` when supported, else English. */
  readonly lng?: LanguageCode;
  readonly loadPath?: string;
  /**
   * Strings already in the page (a prerendered page inlines the ones it shows): the first render needs no fetch.
   * Only part of the bundle: `reloadResources` fetches the whole one (main.tsx then re-renders with it).
   */
  readonly bundled?: ResourceKey;
}

export interface I18nSetup {
  readonly i18n: I18n;
  readonly ready: Promise<void>;
}

export function readStoredLanguage(): LanguageCode {
  try {
    return resolveLanguage(window.localStorage.getItem(STORAGE_KEYS.lang));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function persistLanguage(i18n: I18n, lng: string): void {
  if (!isLanguageCode(lng)) return;
  document.documentElement.lang = resolveLanguage(i18n.resolvedLanguage ?? lng);
  try {
    window.localStorage.setItem(STORAGE_KEYS.lang, lng);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
  // The server answers the prerendered (English) public pages only to visitors without another language here.
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lng)}; path=/; max-age=31536000; SameSite=Lax`;
}

/** Read by the api's static serving (libs/server/core/src/http/http-app.ts), which cannot see local storage. */
export const LANGUAGE_COOKIE = 'lang';

/** The options the browser and the prerender share, so both render the same text. */
export const I18N_INIT_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGE_CODES],
  nonExplicitSupportedLngs: false,
  load: 'currentOnly',
  ns: ['translation'],
  defaultNS: 'translation',
  nsSeparator: false,
  keySeparator: '.',
  returnNull: false,
  returnEmptyString: false,
  // Bundles use single-brace placeholders: "Hello {name}".
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  // One quick retry on network or 5xx errors, then fall back (the default backs off for ~10 s).
  maxRetries: 1,
  retryTimeout: 250,
  react: { useSuspense: false },
} as const satisfies InitOptions;

/** English is the fallback language; a failed load only warns (English, or the key, is shown instead). */
export function createI18n(options: CreateI18nOptions = {}): I18nSetup {
  const i18n = i18next.createInstance();
  i18n.on('failedLoading', (lng: string, _ns: string, msg: unknown) => {
    console.warn(`[i18n] Could not load the "${lng}" translations; falling back to English.`, msg);
  });
  i18n.on('languageChanged', (lng: string) => persistLanguage(i18n, lng));

  const bundled = options.bundled;
  const lng = options.lng ?? readStoredLanguage();
  const ready = i18n
    .use(createFetchBackend({ loadPath: options.loadPath ?? I18N_LOAD_PATH }))
    .use(initReactI18next)
    .init({
      ...I18N_INIT_OPTIONS,
      lng,
      ...(bundled && { resources: { [lng]: { translation: bundled } }, partialBundledLanguages: true }),
    })
    .then(
      () => undefined,
      () => undefined,
    );

  return { i18n, ready };
}

export function changeLanguage(i18n: I18n, lng: LanguageCode): Promise<unknown> {
  return i18n.changeLanguage(lng);
}
