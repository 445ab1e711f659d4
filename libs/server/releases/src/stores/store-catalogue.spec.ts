import { STORE_KINDS } from './store.entity';
import { catalogueRow, STORE_CATALOGUE, storeInitials, storeLogoSvg } from './store-catalogue';

describe('store catalogue', () => {
  it('holds 45+ stores with unique slug ids and names, valid kinds and brand colours', () => {
    expect(STORE_CATALOGUE.length).toBeGreaterThanOrEqual(45);
    expect(new Set(STORE_CATALOGUE.map((s) => s.id)).size).toBe(STORE_CATALOGUE.length);
    expect(new Set(STORE_CATALOGUE.map((s) => s.name.toLowerCase())).size).toBe(STORE_CATALOGUE.length);
    for (const s of STORE_CATALOGUE) {
      expect(s.id).toMatch(/^[a-z0-9-]{1,64}$/);
      expect(STORE_KINDS).toContain(s.kind);
      expect(s.color).toMatch(/^#[0-9A-F]{6}$/);
    }
    expect(STORE_CATALOGUE.filter((s) => s.isRegional).length).toBeGreaterThan(10);
    expect(STORE_CATALOGUE.filter((s) => s.supportsContentId).map((s) => s.id)).toEqual(expect.arrayContaining(['youtube-content-id', 'meta']));
  });

  it('derives the monogram in capitals from the name unless a mark is given', () => {
    expect(storeInitials({ name: 'Spotify' })).toBe('SP');
    expect(storeInitials({ name: 'Apple Music' })).toBe('AM');
    expect(storeInitials({ name: 'Tencent (QQ Music)', mark: 'QQ' })).toBe('QQ');
    expect(storeInitials({ name: 'Instagram/Facebook (Meta)' })).toBe('IF');
    expect(storeInitials({ name: '7digital', mark: '7d' })).toBe('7D');
  });

  it('gives every store its own monogram', () => {
    const marks = STORE_CATALOGUE.map(storeInitials);
    expect(new Set(marks).size).toBe(marks.length);
  });

  it('draws the logo in the brand colour with the monogram, escaping the name', () => {
    const svg = storeLogoSvg({ name: 'A & B', color: '#000000', kind: 'streaming' });
    expect(svg).toContain('aria-label="A &amp; B"');
    expect(svg).toMatch(/<text [^>]*fill="#FFFFFF">A&amp;<\/text>/);
    expect(svg).toContain('<rect width="64" height="64" rx="16" fill="#000000"/>');
    expect(storeLogoSvg({ name: 'Yellow', color: '#FFFC00', kind: 'social' })).toMatch(/<text [^>]*fill="#0B1020">YE<\/text>/);
  });

  it('turns entries into rows ordered by catalogue position', () => {
    const rows = STORE_CATALOGUE.map(catalogueRow);
    expect(rows[0]).toMatchObject({ id: 'spotify', sortOrder: 10, active: true, supportsTimedRelease: true, isRegional: false });
    expect(rows.map((r) => r.sortOrder)).toEqual([...rows.map((r) => r.sortOrder)].sort((a, b) => a - b));
  });
});
