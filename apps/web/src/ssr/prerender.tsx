import { DEFAULT_LANGUAGE } from '@soundpost/contracts';
import i18next, { type ResourceKey } from 'i18next';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type UIMatch } from 'react-router';
import { BRAND_NAME } from '../constants';
import { I18N_INIT_OPTIONS } from '../i18n/i18n';
import { I18nGate } from '../i18n/I18nGate';
import { lastHandle } from '../layout/route-handle';
import { BLOG_POSTS } from '../pages/public/content';
import { routes } from '../routes';

/** A public page written to static HTML at build time, with the source module of its route's code (for its preload links). */
export interface PrerenderedPage {
  readonly path: string;
  readonly module?: string;
}

/**
 * The public pages with no data from the api: their first paint needs neither script nor fetch. Not the pages with a
 * search field (/faq, /partners): what a visitor types before hydration would be lost.
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/' },
  { path: '/pricing', module: 'src/pages/billing/PricingPage.tsx' },
  { path: '/resources', module: 'src/pages/public/ResourcesPage.tsx' },
  ...BLOG_POSTS.map((post) => ({ path: `/resources/${post.slug}`, module: 'src/pages/public/ResourcePostPage.tsx' })),
  { path: '/upload', module: 'src/pages/public/UploadPage.tsx' },
  { path: '/sell', module: 'src/pages/public/SellPage.tsx' },
  { path: '/terms', module: 'src/pages/public/LegalPage.tsx' },
  { path: '/privacy', module: 'src/pages/public/LegalPage.tsx' },
  { path: '/cookies', module: 'src/pages/public/LegalPage.tsx' },
];

export interface RenderedPage {
  /** The markup of #root. */
  readonly html: string;
  /** The document title, as the shell sets it after rendering. */
  readonly title: string;
  /** The English strings the page looked up: inlined in the page, they let the first render run without a fetch. */
  readonly translations: ResourceKey;
}

type Bundle = { [key: string]: string | Bundle };

function pick(bundle: Bundle, keys: Iterable<string>): Bundle {
  const out: Bundle = {};
  for (const key of keys) {
    const parts = key.split('.');
    let value: string | Bundle | undefined = bundle;
    for (const part of parts) value = typeof value === 'object' ? value[part] : undefined;
    if (value === undefined) continue;
    let target = out;
    for (const part of parts.slice(0, -1)) {
      const next = target[part];
      target = typeof next === 'object' ? next : (target[part] = {});
    }
    target[parts[parts.length - 1]] = value;
  }
  return out;
}

/** Renders `path` as a signed-out English visitor sees it first, with the shipped English `bundle`. */
export async function renderPage(path: string, bundle: Bundle): Promise<RenderedPage> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    ...I18N_INIT_OPTIONS,
    lng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { translation: bundle } },
  });
  // Every lookup, found or not (plural forms, fallbacks): the inlined strings are exactly the ones this render read.
  const used = new Set<string>();
  // getResource is the store's lookup; i18next's types leave it out.
  const store = i18n.services.resourceStore as unknown as { getResource: (lng: string, ns: string, key: unknown, options?: object) => unknown };
  const getResource = store.getResource.bind(store);
  store.getResource = (lng, ns, key, options) => {
    if (typeof key === 'string') used.add(key);
    return getResource(lng, ns, key, options);
  };

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect (${context.status}), it cannot be prerendered`);
  if (context.statusCode !== 200) throw new Error(`${path} answered ${context.statusCode}, it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);

  // prerender waits for every lazy component, so the HTML holds no unfinished boundary for hydration to redo.
  const { prelude } = await prerender(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <I18nGate>
          {/* hydrate={false}: no inline script with the router state (the CSP allows none; the client needs none). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </I18nGate>
      </I18nextProvider>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();

  const titleKey = lastHandle(context.matches.map((match) => ({ handle: match.route.handle }) as UIMatch), 'titleKey');
  const title = titleKey ? `${i18n.t(titleKey)} · ${BRAND_NAME}` : BRAND_NAME;
  return { html, title, translations: pick(bundle, used) };
}
