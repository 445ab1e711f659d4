import type { LanguageCode } from '@soundpost/contracts';
import { act, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../App';
import { createI18n } from '../i18n/i18n';
import { routes } from '../routes';

export interface RenderAppOptions {
  readonly lng?: LanguageCode;
}

/** Renders the whole app (translations, session, shell, routes) at `path` and waits for the first bundle. */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const { i18n, ready } = createI18n({ lng: options.lng });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(<App router={router} i18n={i18n} />);
  await act(async () => {
    await ready;
  });
  return { ...utils, router, i18n };
}
