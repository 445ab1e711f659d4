import { applyOverrides, checkLanguagePayload, overridesOf, sameDocument } from './language-payload';
import { parseBackupFileId } from './language-file.mapper';
import { ifNoneMatchHits } from '../bundles/published-bundles.service';

const base = { nav: { upload: 'Upload', sell: 'Sell' }, title: 'Soundpost' };

describe('language payloads', () => {
  it('accepts nested texts and names the first bad entry', () => {
    expect(checkLanguagePayload({ a: 'x', b: { c: 'y' } })).toEqual({ ok: true, value: { a: 'x', b: { c: 'y' } } });
    for (const bad of [null, [], 'text', 3]) expect(checkLanguagePayload(bad)).toEqual({ ok: false, reason: 'not_object' });
    expect(checkLanguagePayload({ a: { b: 1 } })).toEqual({ ok: false, reason: 'bad_value', path: 'a.b' });
    expect(checkLanguagePayload({ a: [] })).toEqual({ ok: false, reason: 'bad_value', path: 'a' });
    expect(checkLanguagePayload({ 'a.b': 'x' })).toEqual({ ok: false, reason: 'bad_value', path: 'a.b' });
    expect(checkLanguagePayload({ '': 'x' })).toEqual({ ok: false, reason: 'bad_value', path: '""' });
    let deep: Record<string, unknown> = { leaf: 'x' };
    for (let i = 0; i < 12; i++) deep = { g: deep };
    expect(checkLanguagePayload(deep)).toMatchObject({ ok: false, reason: 'bad_value' });
  });

  it('keeps only what differs from the base, and applying it gives the document back', () => {
    const doc = { nav: { upload: 'Publish', sell: 'Sell' }, title: 'Soundpost', extra: { x: 'y' } };
    const overrides = overridesOf(doc, base);
    expect(overrides).toEqual({ nav: { upload: 'Publish' }, extra: { x: 'y' } });
    expect(applyOverrides(base, overrides)).toEqual(doc);
    expect(overridesOf(base, base)).toEqual({});
    // A group replacing a text is kept whole.
    expect(overridesOf({ title: { short: 'S' } }, base)).toEqual({ title: { short: 'S' } });
  });

  it('leaves the base untouched and shipped keys present when the document omits them', () => {
    const merged = applyOverrides(base, { nav: { upload: 'Publish' } });
    expect(merged).toEqual({ nav: { upload: 'Publish', sell: 'Sell' }, title: 'Soundpost' });
    expect(base.nav.upload).toBe('Upload');
    expect(applyOverrides(base, null)).toBe(base);
  });

  it('compares documents deeply', () => {
    expect(sameDocument({ a: { b: 'c' } }, { a: { b: 'c' } })).toBe(true);
    expect(sameDocument({ a: { b: 'c' } }, { a: { b: 'd' } })).toBe(false);
    expect(sameDocument({ a: 'x' }, { a: { b: 'x' } })).toBe(false);
    expect(sameDocument({}, { a: 'x' })).toBe(false);
  });

  it('reads backup ids and If-None-Match headers', () => {
    expect(parseBackupFileId('fr/12')).toEqual({ lang: 'fr', id: 12 });
    expect(parseBackupFileId('PT_BR/3')).toEqual({ lang: 'pt_br', id: 3 });
    for (const bad of ['fr', 'fr/0', 'fr/x', '/1', 'fr/99999999999', 7, null]) expect(parseBackupFileId(bad)).toBeNull();
    expect(ifNoneMatchHits('"a", W/"b"', '"b"')).toBe(true);
    expect(ifNoneMatchHits('*', '"b"')).toBe(true);
    expect(ifNoneMatchHits('"a"', '"b"')).toBe(false);
    expect(ifNoneMatchHits(undefined, '"b"')).toBe(false);
  });
});
