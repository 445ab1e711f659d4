import { LINK_LIMITS, LINK_SLUG_PATTERN, RESERVED_LINK_SLUGS } from '@soundpost/contracts';

/** Letters NFKD does not take apart into a base letter and a mark. */
const LETTERS: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i' };

const RESERVED = new Set(RESERVED_LINK_SLUGS);

export function isReservedSlug(slug: string): boolean {
  return RESERVED.has(slug);
}

/** Whether an artist's slug has the shape and length a link name needs (reserved words are checked apart). */
export function isSlugShape(slug: string): boolean {
  return slug.length >= LINK_LIMITS.slugMin && slug.length <= LINK_LIMITS.slugMax && LINK_SLUG_PATTERN.test(slug);
}

/** Lowercase ASCII words joined by single hyphens, at most `max` characters, never ending in a hyphen. */
export function slugify(text: string, max: number = LINK_LIMITS.slugMax): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, (c) => LETTERS[c] ?? c);
  return ascii
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

/**
 * The slug a new link starts from: "Nova Lane" + "Midnight Drive" is "nova-lane-midnight-drive". Too short to be a link
 * name (a title of symbols, a one-letter name) it gets "-release" so it still reads as one.
 */
export function baseSlug(artist: string, title: string): string {
  const base = slugify(`${artist} ${title}`);
  if (base.length >= LINK_LIMITS.slugMin) return base;
  return base ? `${base}-release` : 'release';
}

/** The n-th candidate (1 is the base itself, then -2, -3, ...), cut so the suffix always fits in the column. */
export function slugCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, LINK_LIMITS.slugMax - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/** The first candidate that is neither reserved nor in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>, from = 1): { slug: string; n: number } {
  for (let n = from; ; n++) {
    const slug = slugCandidate(base, n);
    if (!isReservedSlug(slug) && !taken.has(slug)) return { slug, n };
  }
}
