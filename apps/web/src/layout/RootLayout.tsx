import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { BRAND_NAME } from '../constants';
import { SessionProvider } from '../session/SessionProvider';
import { ApiRedirects } from './ApiRedirects';
import { Footer } from './Footer';
import { lastHandle } from './route-handle';
import { TopNav } from './TopNav';
import './shell.css';

/** Staff popups show after the page, so their code (and the sanitizer it loads) stays out of the entry script. */
const PopupHost = lazy(() => import('../popups/PopupHost').then((m) => ({ default: m.PopupHost })));

function useDocumentTitle() {
  const { t } = useTranslation();
  const titleKey = lastHandle(useMatches(), 'titleKey');
  const title = titleKey ? `${t(titleKey)} · ${BRAND_NAME}` : BRAND_NAME;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The shared shell around every page. */
export function RootLayout() {
  const { t } = useTranslation();
  useDocumentTitle();
  return (
    <SessionProvider>
      <ApiRedirects />
      <div className="shell">
        <a href="#main" className="skip-link">
          {t('common.skipToContent')}
        </a>
        <TopNav />
        <main id="main" className="shell__main" tabIndex={-1} data-testid="main">
          <Outlet />
        </main>
        <Footer />
      </div>
      <Suspense fallback={null}>
        <PopupHost />
      </Suspense>
      <ScrollRestoration />
    </SessionProvider>
  );
}
