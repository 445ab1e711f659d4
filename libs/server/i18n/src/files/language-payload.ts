import { mergeBundles, type TranslationBundle } from '../translations';

export const LANGUAGE_FILE_MAX_BYTES = 1024 * 1024;

/** Groups nested deeper than this are refused: real bundles are 3–4 levels deep. */
export const LANGUAGE_FILE_MAX_DEPTH = 10;

export type PayloadCheck = { ok: true; value: TranslationBundle } | { ok: false; reason: 'not_object' } | { ok: false; reason: 'bad_value'; path: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The web app reads `a.b.c` as a path, so a key holding a dot could never be looked up. */
export function checkLanguagePayload(value: unknown): PayloadCheck {
  if (!isPlainObject(value)) return { ok: false, reason: 'not_object' };
  const bad = firstBadEntry(value, '', 1);
  return bad === null ? { ok: true, value: value as TranslationBundle } : { ok: false, reason: 'bad_value', path: bad };
}

function firstBadEntry(node: Record<string, unknown>, prefix: string, depth: number): string | null {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (key === '' || key.includes('.')) return path || '""';
    if (typeof value === 'string') continue;
    if (!isPlainObject(value) || depth >= LANGUAGE_FILE_MAX_DEPTH) return path;
    const inner = firstBadEntry(value, path, depth + 1);
    if (inner !== null) return inner;
  }
  return null;
}

/** Only the differences are stored, so shipped texts keep reaching clients until staff change them. */
export function overridesOf(document: TranslationBundle, base: TranslationBundle | undefined): TranslationBundle {
  const out: TranslationBundle = {};
  for (const [key, value] of Object.entries(document)) {
    const under = base?.[key];
    if (typeof value === 'string') {
      if (value !== under) out[key] = value;
      continue;
    }
    const inner = overridesOf(value, typeof under === 'object' ? under : undefined);
    if (Object.keys(inner).length > 0) out[key] = inner;
  }
  return out;
}

export function applyOverrides(base: TranslationBundle, overrides: TranslationBundle | null | undefined): TranslationBundle {
  return overrides && Object.keys(overrides).length > 0 ? mergeBundles(base, overrides) : base;
}

export function documentSize(document: TranslationBundle): number {
  return Buffer.byteLength(JSON.stringify(document), 'utf8');
}

export function sameDocument(a: TranslationBundle, b: TranslationBundle): boolean {
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => {
    const x = a[key];
    const y = b[key];
    if (typeof x === 'string' || typeof y === 'string') return x === y;
    return y !== undefined && sameDocument(x, y);
  });
}

export function documentText(document: TranslationBundle): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
