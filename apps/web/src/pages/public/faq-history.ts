import { findArticle } from './content';

/** Local storage key of the help-centre articles this browser opened, newest first. */
export const FAQ_VIEWED_KEY = 'faq_viewed';
export const FAQ_VIEWED_MAX = 5;

/** The remembered slugs that still name an article; storage errors or bad JSON read as none. */
export function readViewed(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(FAQ_VIEWED_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter((slug): slug is string => typeof slug === 'string' && Boolean(findArticle(slug))).slice(0, FAQ_VIEWED_MAX);
  } catch {
    return [];
  }
}

/** Puts `slug` first (once) and stores the list; answers the new list. */
export function rememberViewed(slug: string): string[] {
  const list = [slug, ...readViewed().filter((s) => s !== slug)].slice(0, FAQ_VIEWED_MAX);
  try {
    window.localStorage.setItem(FAQ_VIEWED_KEY, JSON.stringify(list));
  } catch {
    // Storage unavailable (private mode): the list lasts for this page only.
  }
  return list;
}
