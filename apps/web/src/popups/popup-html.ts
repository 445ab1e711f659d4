import { isAllowedPopupImage, isAllowedPopupLink, POPUP_HTML_ALLOWLIST, POPUP_IMAGE_DIMENSION, POPUP_LINK_URL } from '@soundpost/contracts';
import type { Config, DOMPurify } from 'dompurify';

// A second pass right before rendering: a row written by any other path than the staff API still cannot run script.
const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: [...POPUP_HTML_ALLOWLIST.tags],
  ALLOWED_ATTR: [...new Set([...POPUP_HTML_ALLOWLIST.attributes.a, ...POPUP_HTML_ALLOWLIST.attributes.img])],
  ALLOWED_URI_REGEXP: POPUP_LINK_URL,
  // DOMPurify checks every attribute that is not "URI-safe" against the URL pattern; these hold no URL.
  ADD_URI_SAFE_ATTR: ['width', 'height', 'target', 'rel'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
  RETURN_DOM_FRAGMENT: true,
};

function enforceAttributeRules(node: Element): void {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href');
    if (href !== null && !isAllowedPopupLink(href)) node.removeAttribute('href');
    if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
    node.setAttribute('rel', POPUP_HTML_ALLOWLIST.linkRel);
  } else if (node.tagName === 'IMG') {
    const src = node.getAttribute('src');
    if (src === null || !isAllowedPopupImage(src)) node.removeAttribute('src');
    for (const name of ['width', 'height']) {
      const value = node.getAttribute(name);
      if (value !== null && !POPUP_IMAGE_DIMENSION.test(value)) node.removeAttribute(name);
    }
  }
}

export type PopupSanitizer = (dirty: string) => string;

export function createPopupSanitizer(createDOMPurify: DOMPurify, win: Window & typeof globalThis = window): PopupSanitizer {
  const purify = createDOMPurify(win);
  purify.addHook('afterSanitizeAttributes', enforceAttributeRules);
  return (dirty) => {
    const fragment = purify.sanitize(dirty, CONFIG);
    // An image whose source was refused is dropped rather than shown as a broken box.
    fragment.querySelectorAll('img:not([src])').forEach((img) => img.remove());
    const holder = win.document.createElement('div');
    holder.append(fragment);
    return holder.innerHTML.trim();
  };
}

let loading: Promise<PopupSanitizer> | undefined;

/** Imported only when there is a popup to show, so the public pages' entry stays light. */
export function loadPopupSanitizer(): Promise<PopupSanitizer> {
  loading ??= import('dompurify').then(
    ({ default: createDOMPurify }) => createPopupSanitizer(createDOMPurify),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
