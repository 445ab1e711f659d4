import type { i18n as I18n } from 'i18next';
import { useEffect, type ComponentProps } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { I18nGate } from './i18n/I18nGate';

type Router = ComponentProps<typeof RouterProvider>['router'];

/** Providers around the router: translations first (with a loading state until the first bundle is in). */
export function App({ router, i18n }: { readonly router: Router; readonly i18n: I18n }) {
  // A prerendered page is visible before it answers clicks: this mark says the app now does (journeys wait for it).
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <I18nGate>
        <RouterProvider router={router} />
      </I18nGate>
    </I18nextProvider>
  );
}
