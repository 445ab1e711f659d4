/** The server sanitises with this list when staff save, the web app again right before rendering. */
export const POPUP_HTML_ALLOWLIST = {
  tags: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'a', 'img'],
  attributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  linkSchemes: ['http', 'https', 'mailto'],
  imageSchemes: ['https'],
  /** Every link gets this rel, so a `target="_blank"` page can never reach back through `window.opener`. */
  linkRel: 'noopener noreferrer',
} as const;

export const POPUP_LINK_URL = /^(?:(?:https?:\/\/|mailto:)|\/(?![/\\])|#)/i;

export const POPUP_IMAGE_URL = /^https:\/\/[^/\\]/i;

export const POPUP_IMAGE_DIMENSION = /^\d{1,4}$/;

// Browsers ignore tabs and newlines in a URL and controls around it (`jav&#x09;ascript:`): read it as a browser will.
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
