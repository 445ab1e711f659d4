import { LINK_SLUG_PATTERN } from '@soundpost/contracts';
import { baseSlug, firstFreeSlug, isReservedSlug, isSlugShape, slugCandidate, slugify } from './link-slug';

describe('link slugs', () => {
  it('joins artist and title in lowercase words', () => {
    expect(baseSlug('Nova Lane', 'Midnight Drive')).toBe('nova-lane-midnight-drive');
    expect(baseSlug('  AC/DC ', 'Back  in -- Black!!')).toBe('ac-dc-back-in-black');
  });

  it('transliterates accents and compatibility forms, and drops what has no ASCII letter', () => {
    expect(slugify('Beyoncé Ñandú Ærøskøbing Straße')).toBe('beyonce-nandu-aeroskobing-strasse');
    expect(slugify('ｎova')).toBe('nova');
    // A Cyrillic "а" is not an "a": it becomes a separator instead of a look-alike.
    expect(slugify('nov\u0430 lane')).toBe('nov-lane');
    expect(slugify('../../etc/passwd?x=1#y')).toBe('etc-passwd-x-1-y');
  });

  it('is never shorter than a link name may be, and every result has the link shape', () => {
    expect(baseSlug('', '!!!')).toBe('release');
    expect(baseSlug('X', '')).toBe('x-release');
    for (const [a, t] of [['Nova Lane', 'Midnight Drive'], ['', '★'], ['Ü', 'Ö'], ['a'.repeat(80), 'b'.repeat(80)]]) {
      const slug = baseSlug(a, t);
      expect(isSlugShape(slug)).toBe(true);
      expect(LINK_SLUG_PATTERN.test(slugCandidate(slug, 12))).toBe(true);
    }
  });

  it('trims to 60 characters without a trailing hyphen, also with a suffix', () => {
    const long = baseSlug('Artist', 'word '.repeat(30));
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('-')).toBe(false);
    const second = slugCandidate(long, 2);
    expect(second.length).toBeLessThanOrEqual(60);
    expect(second).toMatch(/[a-z0-9]-2$/);
  });

  it('takes the first free suffix and never a reserved word', () => {
    expect(firstFreeSlug('nova-lane', new Set())).toEqual({ slug: 'nova-lane', n: 1 });
    expect(firstFreeSlug('nova-lane', new Set(['nova-lane', 'nova-lane-2']))).toEqual({ slug: 'nova-lane-3', n: 3 });
    expect(isReservedSlug('admin')).toBe(true);
    expect(firstFreeSlug('admin', new Set())).toEqual({ slug: 'admin-2', n: 2 });
  });

  it('refuses shapes an artist could type', () => {
    for (const bad of ['ab', 'a'.repeat(61), 'Nova', 'nova--lane', '-nova', 'nova/lane', 'nova%2Flane', 'ｎova-lane', 'nov\u0430-lane', 'nova lane']) {
      expect(isSlugShape(bad)).toBe(false);
    }
    expect(isSlugShape('nova-lane-2')).toBe(true);
  });
});
