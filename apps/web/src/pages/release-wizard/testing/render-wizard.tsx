import type { LanguageCode } from '@soundpost/contracts';
import { act, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../../../App';
import { createI18n } from '../../../i18n/i18n';
import { routes } from '../../../routes';
import { mockApi, type MockApiOptions } from '../../../testing/mock-api';

type Entry = string | { readonly pathname: string; readonly state?: unknown };

/**
 * Logs an approved artist in, answers the API with `routes` (mockApi) and renders the whole app at `entry`, which
 * may carry navigation state (renderApp takes a bare path).
 */
export async function renderWizard(entry: Entry, routeAnswers: MockApiOptions['routes'] = {}, lng: LanguageCode = 'en') {
  localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({ me: { name: 'Nina', document_status: 'approved' }, routes: routeAnswers });
  const { i18n, ready } = createI18n({ lng });
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const utils = render(<App router={router} i18n={i18n} />);
  await act(async () => {
    await ready;
  });
  return { ...utils, router, fetchMock };
}
