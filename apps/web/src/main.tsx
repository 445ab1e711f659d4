// The global tokens and shared classes first: the areas' own styles, imported by their components, come after.
import './styles.css';
import { DEFAULT_LANGUAGE } from '@soundpost/contracts';
import type { i18n as I18n } from 'i18next';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { createI18n, readStoredLanguage } from './i18n/i18n';
import { routes } from './routes';
import { readSession } from './session/session-store';
import { loadMatchedRouteCode, readPrerenderedTranslations } from './ssr/hydration';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (i18n: I18n) => (
  <StrictMode>
    <App router={createBrowserRouter(routes)} i18n={i18n} />
  </StrictMode>
);

/**
 * A prerendered page (docs/benchmarks.md, "Lighthouse") is the English page of a signed-out visitor with no tab in
 * its URL: such a visit hydrates it with the strings inlined in it, then reads the whole (live) bundle. Any other
 * visit (another language, a session, a #tab) renders over it once its bundle and the page's code are in, so the
 * prerendered text stays until then and the console shows no hydration mismatch.
 */
async function startPrerendered(bundled: NonNullable<ReturnType<typeof readPrerenderedTranslations>>, root: HTMLElement) {
  const lng = readStoredLanguage();
  const hydrate = lng === DEFAULT_LANGUAGE && !window.location.hash && readSession().status === 'loggedOut';
  const { i18n, ready } = createI18n(hydrate ? { lng, bundled } : { lng });
  await Promise.all([ready, loadMatchedRouteCode(routes, window.location.pathname)]);
  // In a transition, React renders in slices and yields between them: hydrating the whole page is no long task.
  if (!hydrate) {
    startTransition(() => createRoot(root).render(app(i18n)));
    return;
  }
  startTransition(() => {
    hydrateRoot(root, app(i18n));
  });
  // The whole bundle (with any text published since the build); changeLanguage re-renders every text with it.
  await i18n.reloadResources(lng).catch(() => undefined);
  startTransition(() => {
    void i18n.changeLanguage(lng);
  });
}

const prerendered = readPrerenderedTranslations();
if (prerendered) {
  void startPrerendered(prerendered, container);
} else {
  const { i18n } = createI18n();
  createRoot(container).render(app(i18n));
}
