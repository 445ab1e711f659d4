import { mergeBundles, type TranslationBundle } from '../translations';

/** The largest .json file the upload and the CLI import accept (the shipped bundles are ~100 KB). */
export const LANGUAGE_FILE_MAX_BYTES = 1024 * 1024;

/** Groups nested deeper than this are refused: real bundles are 3–4 levels deep. */
export const LANGUAGE_FILE_MAX_DEPTH = 10;

export type PayloadCheck = { ok: true; value: TranslationBundle } | { ok: false; reason: 'not_object' } | { ok: false; reason: 'bad_value'; path: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A language file is a JSON object whose values are texts or groups of texts ("nested
 * dictionary of strings"). Keys may not be empty nor hold a dot: the web app reads `a.b.c` as a
 * path, so such a key could never be looked up. `path` names the first offending entry.
 */
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

/**
 * What a document changes over `base`: the texts that differ from it or that it lacks, nested the
 * same way. Stored instead of the whole document so that texts the code ships keep flowing to
 * clients until staff actually change them (docs/architecture.md, "Language files").
 */
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

/** The document staff see and clients get: `base` with the overrides on top (overrides win). */
export function applyOverrides(base: TranslationBundle, overrides: TranslationBundle | null | undefined): TranslationBundle {
  return overrides && Object.keys(overrides).length > 0 ? mergeBundles(base, overrides) : base;
}

/** UTF-8 bytes of a document as JSON (the size the back office lists). */
export function documentSize(document: TranslationBundle): number {
  return Buffer.byteLength(JSON.stringify(document), 'utf8');
}

/** Deep equality of two documents (JSON values only: texts and groups). */
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

/** The JSON text of an export: two-space indented with a final newline, like the shipped files. */
export function documentText(document: TranslationBundle): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
