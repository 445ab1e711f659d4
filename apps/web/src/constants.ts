// Local copy of the shared constants this app needs (spec 000 §3, §9). The shapes mirror
// `@soundpost/contracts` (LANGUAGES, STORAGE_KEYS, …) so switching the imports over later is a one-line change.

export const LANGUAGE_CODES = ['en', 'fr', 'es'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export interface LanguageOption {
  readonly code: LanguageCode;
  /** The language's own name, shown as is in every language. */
  readonly label: string;
  readonly flag: string;
}

export const LANGUAGES: readonly LanguageOption[] = [
  { code: 'en', label: 'English', flag: '🇬🇧' },
  { code: 'fr', label: 'Français', flag: '🇫🇷' },
  { code: 'es', label: 'Español', flag: '🇪🇸' },
];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The stored language when it is one we ship, else English (spec 000 §4). */
export function resolveLanguage(value: unknown): LanguageCode {
  return isLanguageCode(value) ? value : DEFAULT_LANGUAGE;
}

/** Local-storage keys (spec 000 §3). */
export const STORAGE_KEYS = {
  artistToken: 'artist_token',
  onboardingToken: 'onboarding_token',
  signupEmail: 'signup_email',
  lang: 'lang',
} as const;

/** Same-origin API base; the dev server proxies it to the api process. */
export const API_BASE = '/api';

/** Where the translation bundles come from (i18next-http-backend syntax). */
export const I18N_LOAD_PATH = `${API_BASE}/i18n/{{lng}}`;

export const BRAND_NAME = 'Soundpost';

/** Shown on the plans teaser (spec 000 §3, displayed plans). */
export const DISPLAYED_PLANS = [
  { key: 'free', price: '0,00€', monthly: false },
  { key: 'artist', price: '0,99€', monthly: true },
  { key: 'producer', price: '2,99€', monthly: true },
  { key: 'label', price: '9,99€', monthly: true },
] as const;

export type DisplayedPlanKey = (typeof DISPLAYED_PLANS)[number]['key'];
