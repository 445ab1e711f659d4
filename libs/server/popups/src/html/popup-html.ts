import {
  browserUrl,
  isAllowedPopupImage,
  isAllowedPopupLink,
  POPUP_HTML_ALLOWLIST,
  POPUP_IMAGE_DIMENSION,
} from '@soundpost/contracts';
import sanitizeHtml from 'sanitize-html';

// The allowlist and URL rules are shared with the web app's popup host (@soundpost/contracts, popup-html).

/** Elements dropped together with their content (their text is code, styles or fallback markup, not prose). */
const DROPPED_WITH_CONTENT = [
  'script', 'style', 'textarea', 'option', 'select', 'noscript', 'iframe', 'frame', 'frameset', 'noframes',
  'object', 'embed', 'applet', 'svg', 'math', 'template', 'title', 'head', 'xmp', 'noembed', 'plaintext',
];

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
      if (attribs.href !== undefined && isAllowedPopupLink(attribs.href)) out.href = browserUrl(attribs.href);
      if (attribs.title) out.title = attribs.title;
      if (attribs.target === '_blank') out.target = '_blank';
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = {};
      if (attribs.src !== undefined && isAllowedPopupImage(attribs.src)) out.src = browserUrl(attribs.src);
      if (attribs.alt !== undefined) out.alt = attribs.alt;
      for (const key of ['width', 'height'] as const) if (POPUP_IMAGE_DIMENSION.test(attribs[key] ?? '')) out[key] = attribs[key];
      return { tagName, attribs: out };
    },
  },
  // An image whose source was refused is dropped rather than left as a broken box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizePopupHtml(dirty: string): string {
  return sanitizeHtml(dirty, OPTIONS).trim();
}
