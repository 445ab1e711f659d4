// Web-only constants. Languages, storage keys, display rules and the displayed plans come from
// `@soundpost/contracts`, shared with the back office and the server.

/** Same-origin API base; the dev server proxies it to the api process. */
export const API_BASE = '/api';

/** Where the translation bundles come from; index.html preloads the English one (keep the two in step). */
export const I18N_LOAD_PATH = `${API_BASE}/i18n/{lng}`;

export const BRAND_NAME = 'Soundpost';
