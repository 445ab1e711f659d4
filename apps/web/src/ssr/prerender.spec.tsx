import { clearImmediate, setImmediate } from 'node:timers';
import { loadBundle } from '../testing/translations';
import { PRERENDERED_TRANSLATIONS_ID } from './hydration';
import { PRERENDERED_PAGES, renderPage } from './prerender';

// react-dom's server renderer schedules with setImmediate, which jsdom leaves out (the build runs it in Node).
Object.assign(globalThis, { setImmediate, clearImmediate });
// What @testing-library/react sets for the React it imports; the isolated React below is driven with act() as well.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const english = loadBundle('en');

const HEADINGS: Record<string, string> = {
  '/': 'Release your music everywhere. Keep every cent.',
  '/pricing': 'Plans',
  '/resources': 'Everything you need to release, promote and get paid',
  '/resources/sell-your-music-online-no-bs-guide': 'How to sell your music online: the no-BS guide',
};

/**
 * Hydrates `container` as main.tsx does, with a module registry of its own (its own React, router and i18next), as the
 * browser runs apart from the build's renderer: in one registry the server renderer's context state leaks into the client.
 */
async function hydrateAsTheBrowser(container: HTMLElement, path: string): Promise<{ unmount: () => Promise<void> }> {
  let unmount: () => Promise<void> = async () => undefined;
  await jest.isolateModulesAsync(async () => {
    const React = await import('react');
    const { hydrateRoot } = await import('react-dom/client');
    const { createMemoryRouter } = await import('react-router');
    const { App } = await import('../App');
    const { createI18n } = await import('../i18n/i18n');
    const { routes } = await import('../routes');
    const { loadMatchedRouteCode, readPrerenderedTranslations } = await import('./hydration');

    const bundled = readPrerenderedTranslations();
    expect(bundled).not.toBeNull();
    const { i18n, ready } = createI18n({ lng: 'en', bundled: bundled ?? {} });
    await ready;
    await loadMatchedRouteCode(routes, path);
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    expect(router.state.initialized).toBe(true);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await React.act(async () => {
      root = hydrateRoot(container, React.createElement(App, { router, i18n }));
    });
    unmount = () => React.act(async () => root?.unmount());
  });
  return { unmount };
}

describe('prerendered public pages', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it.each(Object.entries(HEADINGS))('%s: the HTML holds the page heading and its title', async (path, heading) => {
    const page = await renderPage(path, english);
    const container = document.createElement('div');
    container.innerHTML = page.html;
    expect(container.querySelector('h1')?.textContent).toBe(heading);
    expect(container.querySelector('[data-testid="app-loading"]')).toBeNull();
    expect(page.title).toMatch(/Soundpost$/);
  });

  it('inlines only the strings the page read, and every one of them', async () => {
    const page = await renderPage('/pricing', english);
    const strings = page.translations as Record<string, Record<string, unknown>>;
    expect(strings.billing?.plansTitle).toBe('Plans');
    expect(strings.nav?.pricing).toBe('Pricing');
    expect(JSON.stringify(strings).length).toBeLessThan(JSON.stringify(english).length / 4);
  });

  // A mismatch would log through console.error, which fails the test (jest.after-env.ts).
  it.each(Object.keys(HEADINGS))('%s hydrates with its inlined strings alone, without a mismatch or a fetch', async (path) => {
    const page = await renderPage(path, english);
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = page.html;
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = PRERENDERED_TRANSLATIONS_ID;
    data.textContent = JSON.stringify(page.translations);
    document.body.append(container, data);
    const fetchSpy = jest.fn((url: unknown) => Promise.reject(new Error(`unexpected fetch of ${String(url)}`)));
    global.fetch = fetchSpy as unknown as typeof fetch;
    const before = container.querySelector('h1');

    const { unmount } = await hydrateAsTheBrowser(container, path);
    // Hydration keeps the server's nodes: the very same heading element, with the same text.
    expect(container.querySelector('h1')).toBe(before);
    expect(before?.textContent).toBe(HEADINGS[path]);
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('/i18n/'))).toHaveLength(0);
    await unmount();
  });

  it('covers the four pages the Lighthouse bench audits', () => {
    expect(PRERENDERED_PAGES.map((p) => p.path)).toEqual(expect.arrayContaining(Object.keys(HEADINGS)));
  });
});
