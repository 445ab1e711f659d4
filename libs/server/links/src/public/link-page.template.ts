import { createHash } from 'node:crypto';
import type { LinkExtraLink } from '@soundpost/contracts';
// Every text and attribute value put into the page goes through core's escaper, the one the mail templates use.
import { escapeHtml } from '@soundpost/server-core/mail';
import { PAGE_STRINGS, type PageLanguage, type PageStrings } from './link-page.strings';

/** What a public page shows, read and checked once per cache period. */
export interface LinkPageView {
  slug: string;
  title: string;
  artist: string;
  state: 'live' | 'presave';
  releaseDate: string | null;
  /** Same-origin path of the resized cover, null for the plain design. */
  coverPath: string | null;
  buttons: ReadonlyArray<{ storeId: string; storeName: string }>;
  presaveStores: ReadonlyArray<{ storeId: string; storeName: string }>;
  extraLinks: readonly LinkExtraLink[];
}

export interface RenderOptions {
  language: PageLanguage;
  publicUrl: string;
  /** A channel the link has, '' for none: carried into the store buttons so the click counts for it. */
  channel: string;
  /** The store a fan just pre-saved on (already checked to be one of the page's). */
  presavedStore: string | null;
  /** Today in UTC, YYYY-MM-DD. */
  today: string;
}

const STYLE = [
  '*{box-sizing:border-box}',
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f4f4f5}',
  'main{max-width:28rem;margin:0 auto;padding:1.25rem 1rem 2rem}',
  '.cover{display:block;width:100%;height:auto;aspect-ratio:1;border-radius:.75rem;background:#ddd}',
  'h1{font-size:1.6rem;line-height:1.2;margin:1rem 0 .25rem;overflow-wrap:anywhere}',
  '.artist{margin:0 0 1rem;color:#3f3f46;font-size:1.1rem;overflow-wrap:anywhere}',
  'ul{list-style:none;margin:0;padding:0}',
  'li{margin:.5rem 0}',
  '.btn{display:block;padding:.85rem 1rem;border-radius:.6rem;background:#18181b;color:#fff;text-decoration:none;font-weight:600;text-align:center}',
  '.btn:focus-visible,a:focus-visible,input:focus-visible,button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}',
  '.extra a{color:#1d4ed8}',
  '.when{font-weight:700;font-size:1.15rem;margin:.25rem 0}',
  '.note{font-size:.9rem;color:#3f3f46}',
  '.thanks{padding:.75rem 1rem;border-radius:.6rem;background:#dcfce7;color:#14532d}',
  'h2{font-size:1.1rem;margin:1.5rem 0 .5rem}',
  'label{display:block;font-weight:600;margin-bottom:.25rem}',
  'input,button{font:inherit}',
  'input{width:100%;padding:.75rem;font-size:1rem;border:1px solid #52525b;border-radius:.5rem}',
  'button{width:100%;margin-top:.5rem;padding:.85rem;font-size:1rem;font-weight:600;border:0;border-radius:.6rem;background:#1d4ed8;color:#fff;cursor:pointer}',
  'footer{margin-top:2rem;font-size:.85rem;color:#52525b;text-align:center}',
].join('');

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/**
 * The page's policy: nothing loads but our own images (the cover, from this origin) and the one inline
 * style, by its hash; no script at all; the form posts only here; no framing, no <base>.
 */
export const LINK_PAGE_CSP = `default-src 'none'; img-src 'self' data:; style-src ${STYLE_HASH}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/** Open Graph names a locale as language_TERRITORY. */
const OG_LOCALES: Record<PageLanguage, string> = { en: 'en_US', fr: 'fr_FR', es: 'es_ES' };

const PALETTE = ['#7c3aed', '#1d4ed8', '#0f766e', '#b91c1c', '#a16207', '#be185d', '#4338ca', '#15803d'];

/** The plain design for a release without a usable cover: its initials on a colour of its own. */
function plainCover(view: LinkPageView, s: PageStrings): string {
  const words = `${view.title} ${view.artist}`.split(/\s+/).filter((w) => /\p{L}|\p{N}/u.test(w));
  const initials = (Array.from(words[0] ?? '?')[0] + (Array.from(words[1] ?? '')[0] ?? '')).toUpperCase();
  const hash = createHash('sha256').update(view.slug).digest();
  const colour = PALETTE[hash[0] % PALETTE.length];
  return `<svg class="cover" role="img" aria-label="${escapeHtml(s.coverAlt(view.title))}" viewBox="0 0 100 100" xmlns="http://www.w3.org/2000/svg"><rect width="100" height="100" fill="${colour}"/><text x="50" y="50" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeHtml(initials)}</text></svg>`;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function formatDate(date: string, language: PageLanguage): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** The whole page: server-rendered HTML with no script, every text escaped. */
export function renderLinkPage(view: LinkPageView, options: RenderOptions): string {
  const s = PAGE_STRINGS[options.language];
  const e = escapeHtml;
  const pageUrl = `${options.publicUrl}/l/${view.slug}`;
  const date = view.releaseDate ? formatDate(view.releaseDate, options.language) : '';
  const presave = view.state === 'presave';
  const description = presave && date ? s.presaveDescription(view.title, view.artist, date) : s.description(view.title, view.artist);
  const heading = `${view.title} – ${view.artist}`;
  const cardUrl = `${pageUrl}/card.png`;
  const channel = options.channel ? `?c=${encodeURIComponent(options.channel)}` : '';

  const cover = view.coverPath ? `<img class="cover" src="${e(view.coverPath)}" width="480" height="480" fetchpriority="high" alt="${e(s.coverAlt(view.title))}">` : plainCover(view, s);

  // Before release day the stores' pages are not open to fans yet: the pre-save page offers pre-saves instead.
  const storeList = presave
    ? ''
    : view.buttons.length
    ? `<ul>${view.buttons.map((b) => `<li><a class="btn" href="/l/${e(view.slug)}/go/${e(encodeURIComponent(b.storeId))}${e(channel)}">${e(s.listenOn(b.storeName))}</a></li>`).join('')}</ul>`
    : `<p class="note">${e(s.noStores)}</p>`;

  let presaveBlock = '';
  if (presave) {
    const presavedName = options.presavedStore ? (view.presaveStores.find((p) => p.storeId === options.presavedStore)?.storeName ?? null) : null;
    const countdown = view.releaseDate ? `<p class="when">${e(s.out(date))}</p><p>${e(s.daysLeft(daysBetween(options.today, view.releaseDate)))}</p>` : '';
    const thanks = presavedName ? `<p class="thanks" role="status">${e(s.presaved(presavedName))}</p>` : '';
    const presaveList = view.presaveStores.length
      ? `<h2>${e(s.presaveHeading)}</h2><ul>${view.presaveStores.map((p) => `<li><a class="btn" href="/l/${e(view.slug)}/presave/${e(encodeURIComponent(p.storeId))}">${e(s.presaveOn(p.storeName))}</a></li>`).join('')}</ul>`
      : '';
    const form =
      `<h2>${e(s.notifyHeading)}</h2><form method="post" action="/l/${e(view.slug)}/notify">` +
      `<label for="email">${e(s.emailLabel)}</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="254">` +
      `<button type="submit">${e(s.notifyButton)}</button><p class="note">${e(s.notifyNote)}</p></form>`;
    presaveBlock = countdown + thanks + presaveList + form;
  }

  const extras = view.extraLinks.filter((l) => /^https?:\/\//i.test(l.url));
  const extraBlock = extras.length
    ? `<h2>${e(s.moreLinks)}</h2><ul class="extra">${extras.map((l) => `<li><a href="${e(l.url)}" rel="noopener nofollow ugc">${e(l.label)}</a></li>`).join('')}</ul>`
    : '';

  return (
    `<!doctype html><html lang="${options.language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${e(heading)}</title><meta name="description" content="${e(description)}">` +
    `<link rel="canonical" href="${e(pageUrl)}">` +
    `<meta property="og:type" content="music.album"><meta property="og:site_name" content="Soundpost">` +
    `<meta property="og:title" content="${e(heading)}"><meta property="og:description" content="${e(description)}">` +
    `<meta property="og:url" content="${e(pageUrl)}"><meta property="og:image" content="${e(cardUrl)}">` +
    `<meta property="og:image:type" content="image/png"><meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">` +
    `<meta property="og:image:alt" content="${e(s.coverAlt(view.title))}"><meta property="og:locale" content="${OG_LOCALES[options.language]}">` +
    `<meta name="twitter:card" content="summary_large_image"><meta name="twitter:title" content="${e(heading)}">` +
    `<meta name="twitter:description" content="${e(description)}"><meta name="twitter:image" content="${e(cardUrl)}">` +
    `<meta name="twitter:image:alt" content="${e(s.coverAlt(view.title))}">` +
    `<style>${STYLE}</style></head><body><main>${cover}<h1>${e(view.title)}</h1><p class="artist">${e(s.by(view.artist))}</p>` +
    `${presaveBlock}${storeList}${extraBlock}<footer>${e(s.madeWith)}</footer></main></body></html>`
  );
}

/** The small page a fan gets for an unknown, disabled or not yet public link. */
export function renderNotFoundPage(language: PageLanguage): string {
  const s = PAGE_STRINGS[language];
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(s.notFoundTitle)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(s.notFoundTitle)}</h1><p>${escapeHtml(s.notFoundText)}</p><footer>${escapeHtml(s.madeWith)}</footer></main></body></html>`
  );
}
