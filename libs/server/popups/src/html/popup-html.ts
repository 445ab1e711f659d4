import sanitizeHtml from 'sanitize-html';

/**
 * What a popup's HTML may contain (issue 6, ARCHITECTURE "HTML written by staff"). The web app's popup host
 * sanitises again with DOMPurify and the same list (apps/web/src/popups/popup-html.ts); change both together.
 * Everything else is dropped: scripts, event handlers, styles, frames, forms, SVG/MathML, objects and embeds.
 */
export const POPUP_HTML_ALLOWLIST = {
  tags: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'a', 'img'],
  attributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  linkSchemes: ['http', 'https', 'mailto'],
  imageSchemes: ['https'],
  /** Every link gets this rel, so a `target="_blank"` page can never reach back through `window.opener`. */
  linkRel: 'noopener noreferrer',
} as const;

/** Elements dropped together with their content (their text is code, styles or fallback markup, not prose). */
const DROPPED_WITH_CONTENT = [
  'script', 'style', 'textarea', 'option', 'select', 'noscript', 'iframe', 'frame', 'frameset', 'noframes',
  'object', 'embed', 'applet', 'svg', 'math', 'template', 'title', 'head', 'xmp', 'noembed', 'plaintext',
];

/**
 * Browsers ignore ASCII tab and newlines anywhere in a URL and C0 controls and spaces around it, which is how
 * `jav&#x09;ascript:` smuggles a scheme past a naive check; look at the URL the way a browser will.
 */
export function browserUrl(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/** Absolute http(s) and mailto links, and same-site paths or fragments (`/pricing`, `#faq`); nothing else. */
export function isAllowedLink(href: string): boolean {
  const url = browserUrl(href);
  if (/^(https?:\/\/|mailto:)/i.test(url)) return true;
  // A path on this site, but never `//host` or `/\host` (protocol-relative: another site).
  return /^\/(?![/\\])/.test(url) || url.startsWith('#');
}

/** Images load over https only (no http mixed content, no data:, no relative tracking paths). */
export function isAllowedImage(src: string): boolean {
  return /^https:\/\/[^/\\]/i.test(browserUrl(src));
}

const DIMENSION = /^\d{1,4}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...POPUP_HTML_ALLOWLIST.tags],
  allowedAttributes: {
    a: ['href', 'title', { name: 'target', values: ['_blank'] }, 'rel'],
    img: [...POPUP_HTML_ALLOWLIST.attributes.img],
  },
  allowedSchemes: [...POPUP_HTML_ALLOWLIST.linkSchemes],
  allowedSchemesByTag: { img: [...POPUP_HTML_ALLOWLIST.imageSchemes] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { rel: POPUP_HTML_ALLOWLIST.linkRel };
      if (attribs.href !== undefined && isAllowedLink(attribs.href)) out.href = browserUrl(attribs.href);
      if (attribs.title) out.title = attribs.title;
      if (attribs.target === '_blank') out.target = '_blank';
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = {};
      if (attribs.src !== undefined && isAllowedImage(attribs.src)) out.src = browserUrl(attribs.src);
      if (attribs.alt !== undefined) out.alt = attribs.alt;
      for (const key of ['width', 'height'] as const) if (DIMENSION.test(attribs[key] ?? '')) out[key] = attribs[key];
      return { tagName, attribs: out };
    },
  },
  // An image whose source was refused is dropped rather than left as a broken box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The popup HTML as stored and served: only the allowlist survives. */
export function sanitizePopupHtml(dirty: string): string {
  return sanitizeHtml(dirty, OPTIONS).trim();
}
