import { DEFAULT_LANGUAGE } from '@soundpost/contracts';
import { SHIPPED_BUNDLES, type TranslationBundle } from '../translations';

/** The languages whose bundle the code ships (libs/server/i18n/src/translations). */
export const shippedLanguages = (): string[] => Object.keys(SHIPPED_BUNDLES);

export const isShippedLanguage = (lang: string): boolean => Object.hasOwn(SHIPPED_BUNDLES, lang);

/**
 * What a language file's changes apply to: the language's shipped bundle, or English for a
 * language staff created (pt_br…). English underneath means the editor starts from every key
 * and a half-translated language still shows every text, as the client's own fallback would.
 */
export function baseBundleOf(lang: string): TranslationBundle {
  return isShippedLanguage(lang) ? SHIPPED_BUNDLES[lang] : SHIPPED_BUNDLES[DEFAULT_LANGUAGE];
}
