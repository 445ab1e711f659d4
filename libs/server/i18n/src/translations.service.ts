import { Injectable } from '@nestjs/common';
import { DomainError } from '@soundpost/server-core/http';
import { SHIPPED_BUNDLES, type TranslationBundle } from './translations';

export type { TranslationBundle } from './translations';

/**
 * The shipped bundles (the project's translation files, compiled into the build), for server code
 * that needs a text synchronously. What clients load is the published bundle: the shipped one
 * with the staff's published changes (PublishedBundlesService).
 */
@Injectable()
export class TranslationsService {
  private readonly bundles: Record<string, TranslationBundle> = SHIPPED_BUNDLES;

  languages(): string[] {
    return Object.keys(this.bundles);
  }

  bundle(lang: string): TranslationBundle {
    const bundle = this.bundles[lang.toLowerCase()];
    if (!bundle) throw DomainError.notFound('Language not found.', 'language_not_found');
    return bundle;
  }

  /** Looks a dotted key up in `lang`, then in English, then answers the key itself. */
  translate(lang: string, key: string, params: Record<string, string | number> = {}): string {
    const find = (bundle: TranslationBundle | undefined) =>
      key.split('.').reduce<string | TranslationBundle | undefined>((node, part) => (node && typeof node === 'object' ? node[part] : undefined), bundle);
    const hit = find(this.bundles[lang]) ?? find(this.bundles.en);
    const text = typeof hit === 'string' ? hit : key;
    return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
  }
}
