import { PAGE_LANGUAGES, type PageLanguage } from './link-page.strings';

const SUPPORTED = new Set<string>(PAGE_LANGUAGES);

/**
 * The page language the browser prefers most (RFC 9110 q-values; `fr-CA` counts as `fr`), English
 * when it names none of ours. Ties keep the header's order.
 */
export function pageLanguage(header: string | string[] | undefined): PageLanguage {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'en';
  let best: PageLanguage = 'en';
  let bestQ = 0;
  for (const part of value.slice(0, 500).split(',')) {
    const [range, ...params] = part.trim().split(';');
    const base = range.trim().toLowerCase().split('-')[0];
    if (!SUPPORTED.has(base)) continue;
    let q = 1;
    for (const param of params) {
      const [name, raw] = param.trim().split('=');
      if (name?.trim().toLowerCase() === 'q') q = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(raw?.trim() ?? '') ? Number(raw.trim()) : 0;
    }
    if (q > bestQ) {
      best = base as PageLanguage;
      bestQ = q;
    }
  }
  return best;
}
