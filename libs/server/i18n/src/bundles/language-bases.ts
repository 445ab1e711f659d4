import { DEFAULT_LANGUAGE } from '@soundpost/contracts';
import { SHIPPED_BUNDLES, type TranslationBundle } from '../translations';

export const shippedLanguages = (): string[] => Object.keys(SHIPPED_BUNDLES);

export const isShippedLanguage = (lang: string): boolean => Object.hasOwn(SHIPPED_BUNDLES, lang);

/** English under a created language, so a half-translated one still shows every text. */
export function baseBundleOf(lang: string): TranslationBundle {
  return isShippedLanguage(lang) ? SHIPPED_BUNDLES[lang] : SHIPPED_BUNDLES[DEFAULT_LANGUAGE];
}
