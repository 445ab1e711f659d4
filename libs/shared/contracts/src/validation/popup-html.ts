/**
 * What a popup's HTML may contain (issue 6). The server sanitises with this list when staff save
 * (libs/server/popups, sanitize-html); the web app's popup host sanitises again with it right before rendering
 * (apps/web/src/popups, DOMPurify). Everything else is dropped: scripts, event handlers, styles, frames, forms,
 * SVG/MathML, objects and embeds.
 */
export const POPUP_HTML_ALLOWLIST = {
  tags: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'a', 'img'],
  attributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  linkSchemes: ['http', 'https', 'mailto'],
  imageSchemes: ['https'],
  /** Every link gets this rel, so a `target="_blank"` page can never reach back through `window.opener`. */
  linkRel: 'noopener noreferrer',
} as const;

/** Absolute http(s) and mailto links, and same-site paths (never `//host` or `/\host`) or fragments. */
export const POPUP_LINK_URL = /^(?:(?:https?:\/\/|mailto:)|\/(?![/\\])|#)/i;

/** Images load over https only (no http mixed content, no data:, no relative tracking paths). */
export const POPUP_IMAGE_URL = /^https:\/\/[^/\\]/i;

/** Image width and height: up to four digits. */
export const POPUP_IMAGE_DIMENSION = /^\d{1,4}$/;

/**
 * Browsers ignore ASCII tab and newlines anywhere in a URL and C0 controls and spaces around it, which is how
 * `jav&#x09;ascript:` smuggles a scheme past a naive check; look at the URL the way a browser will.
 */
export function browserUrl(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

export function isAllowedPopupLink(href: string): boolean {
  return POPUP_LINK_URL.test(browserUrl(href));
}

export function isAllowedPopupImage(src: string): boolean {
  return POPUP_IMAGE_URL.test(browserUrl(src));
}
