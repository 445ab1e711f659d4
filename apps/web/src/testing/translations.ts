import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES, type LanguageCode } from '@soundpost/contracts';

/** The bundles the server serves at GET /api/i18n/{lang} (libs/server/i18n/src/translations). */
export const TRANSLATIONS_DIR = path.resolve(__dirname, '../../../../libs/server/i18n/src/translations');

export type Bundle = { [key: string]: string | Bundle };

function merge(target: Bundle, part: Bundle): Bundle {
  for (const [key, value] of Object.entries(part)) {
    const existing = target[key];
    target[key] = existing && typeof existing === 'object' && typeof value === 'object' ? merge({ ...existing }, value) : value;
  }
  return target;
}

/** The product areas with their own translation files (`<area>.<lang>.json`), as the server merges them. */
export function translationAreas(): string[] {
  return fs
    .readdirSync(TRANSLATIONS_DIR)
    .map((file) => /^([a-z-]+)\.en\.json$/.exec(file)?.[1])
    .filter((area): area is string => Boolean(area));
}

/** The shipped bundle for `lng`: the base file merged with every area file. */
export function loadBundle(lng: LanguageCode): Bundle {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(TRANSLATIONS_DIR, file), 'utf8')) as Bundle;
  return translationAreas().reduce((bundle, area) => merge(bundle, read(`${area}.${lng}.json`)), read(`${lng}.json`));
}

/** Keys whose French or Spanish text may equal the English one (names, shared words), from `<area>.same-as-english.json`. */
export function sameAsEnglish(lng: string): string[] {
  return translationAreas().flatMap((area) => {
    const file = path.join(TRANSLATIONS_DIR, `${area}.same-as-english.json`);
    if (!fs.existsSync(file)) return [];
    const lists = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
    return lists[lng] ?? [];
  });
}

/** Flattens a nested bundle to dotted keys. */
export function flatten(bundle: Bundle, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(bundle)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) Object.assign(out, flatten(value, full));
    else out[full] = value;
  }
  return out;
}

/**
 * Each text of `groups` sits under `<prefix>.<group>.<name>` in the shipped bundles: word for word in English,
 * and translated (a different text) in every other language. For the specs of an area's server messages.
 */
export function expectMessageGroupsTranslated(prefix: string, groups: Readonly<Record<string, Readonly<Record<string, string>>>>): void {
  const bundles = Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, flatten(loadBundle(lng))]));
  const entries = Object.entries(groups).flatMap(([group, messages]) => Object.entries(messages).map(([name, text]) => [`${prefix}.${group}.${name}`, text] as const));
  it.each(entries)('%s is the server text word for word in English and translated in every other language', (key, text) => {
    expect(bundles['en'][key]).toBe(text);
    for (const lng of LANGUAGE_CODES.filter((l) => l !== 'en')) {
      expect(typeof bundles[lng][key]).toBe('string');
      expect(bundles[lng][key]).not.toBe(text);
    }
  });
}
