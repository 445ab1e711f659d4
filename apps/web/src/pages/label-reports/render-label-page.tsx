import type { LanguageCode } from '@soundpost/contracts';
import { act, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../../App';
import { createI18n } from '../../i18n/i18n';
import { LabelReportsPage } from './LabelReportsPage';
import { LabelStatementPage } from './LabelStatementPage';

/**
 * The label report pages under their paths (until the app's routes list them), with the app's translations, so the
 * specs see what a visitor sees; /account/myplan stands in for the plan page the upgrade hint leads to.
 */
export async function renderLabelPage(path: string, lng?: LanguageCode) {
  const { i18n, ready } = createI18n({ lng });
  const router = createMemoryRouter(
    [
      { path: '/artist/label-reports', element: <LabelReportsPage /> },
      { path: '/artist/label-reports/:artistId/statement', element: <LabelStatementPage /> },
      { path: '/account/myplan', element: <p data-testid="my-plan-page">My plan</p> },
    ],
    { initialEntries: [path] },
  );
  const utils = render(<App router={router} i18n={i18n} />);
  await act(async () => {
    await ready;
  });
  return { ...utils, router, i18n };
}
