import fs from 'node:fs';
import path from 'node:path';
import type { LanguageCode } from '@soundpost/contracts';

/** The bundles the server serves at GET /api/i18n/{lang} (libs/server/i18n/src/translations). */
export const TRANSLATIONS_DIR = path.resolve(__dirname, '../../../../libs/server/i18n/src/translations');

export type Bundle = { [key: string]: string | Bundle };

export function loadBundle(lng: LanguageCode): Bundle {
  return JSON.parse(fs.readFileSync(path.join(TRANSLATIONS_DIR, `${lng}.json`), 'utf8')) as Bundle;
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
