import { Injectable } from '@nestjs/common';
import { DomainError } from '@soundpost/server-core/http';
import { SHIPPED_BUNDLES, type TranslationBundle } from './translations';

export type { TranslationBundle } from './translations';

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

  translate(lang: string, key: string, params: Record<string, string | number> = {}): string {
    const find = (bundle: TranslationBundle | undefined) =>
      key.split('.').reduce<string | TranslationBundle | undefined>((node, part) => (node && typeof node === 'object' ? node[part] : undefined), bundle);
    const hit = find(this.bundles[lang]) ?? find(this.bundles.en);
    const text = typeof hit === 'string' ? hit : key;
    return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
  }
}
