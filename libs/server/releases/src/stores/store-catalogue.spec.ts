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

  it('derives logo initials from the name unless a mark is given', () => {
    expect(storeInitials({ name: 'Spotify' })).toBe('Sp');
    expect(storeInitials({ name: 'Apple Music' })).toBe('AM');
    expect(storeInitials({ name: 'Tencent (QQ Music)', mark: 'QQ' })).toBe('QQ');
    expect(storeInitials({ name: 'Instagram/Facebook (Meta)' })).toBe('IF');
  });

  it('draws a rounded square in the brand colour with legible initials, escaping the name', () => {
    const dark = storeLogoSvg({ name: 'A & B', color: '#000000' });
    expect(dark).toContain('aria-label="A &amp; B"');
    expect(dark).toContain('fill="#FFFFFF">A&amp;</text>');
    expect(storeLogoSvg({ name: 'Yellow', color: '#FFFC00' })).toContain('fill="#111111"');
    expect(dark).toMatch(/<rect width="64" height="64" rx="14" fill="#000000"\/>/);
  });

  it('turns entries into rows ordered by catalogue position', () => {
    const rows = STORE_CATALOGUE.map(catalogueRow);
    expect(rows[0]).toMatchObject({ id: 'spotify', sortOrder: 10, active: true, supportsTimedRelease: true, isRegional: false });
    expect(rows.map((r) => r.sortOrder)).toEqual([...rows.map((r) => r.sortOrder)].sort((a, b) => a - b));
  });
});
