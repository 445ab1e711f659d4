import type { LanguageCode } from '@soundpost/contracts';
import { act, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../App';
import { createI18n } from '../i18n/i18n';
import { routes } from '../routes';

export interface RenderAppOptions {
  readonly lng?: LanguageCode;
}

/** Renders the whole app (translations, session, shell, routes) at `path` and waits for the first bundle and the route's code. */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const { i18n, ready } = createI18n({ lng: options.lng });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(<App router={router} i18n={i18n} />);
  await act(async () => {
    await ready;
    // Most pages are lazy routes: wait until the first match's code is in, as a visitor's browser does.
    if (!router.state.initialized) {
      await new Promise<void>((resolve) => {
        const unsubscribe = router.subscribe((state) => {
          if (!state.initialized) return;
          unsubscribe();
          resolve();
        });
      });
    }
  });
  return { ...utils, router, i18n };
}
