import { isOneOf } from '../util/one-of';

export const LANGUAGE_CODES = ['en', 'fr', 'es'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export interface LanguageOption {
  readonly code: LanguageCode;
  readonly label: string;
  readonly flag: string;
}

/** English is shown with the UK flag (the spec names no flag; the site's copy is British-spelt). */
export const LANGUAGES: readonly LanguageOption[] = [
  { code: 'en', label: 'English', flag: '🇬🇧' },
  { code: 'fr', label: 'Français', flag: '🇫🇷' },
  { code: 'es', label: 'Español', flag: '🇪🇸' },
];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return isOneOf(LANGUAGE_CODES, value);
}

export function resolveLanguage(value: unknown): LanguageCode {
  return isLanguageCode(value) ? value : DEFAULT_LANGUAGE;
}
