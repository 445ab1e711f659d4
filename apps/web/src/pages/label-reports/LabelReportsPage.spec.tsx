import { addMonths, currentMonth, LABEL_REPORT_MESSAGES, type LabelReportResponse } from '@soundpost/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expectPhoneCards } from '../../testing/phone-cards';
import { mockApi, requestsTo, type MockApiOptions } from '../../testing/mock-api';
import { renderLabelPage } from './render-label-page';

const REPORT: LabelReportResponse = {
  from: '2026-01',
  to: '2026-12',
  currency: 'EUR',
  account_name: 'Tidewater Records',
  artists: [
    { artist_id: 'a-nova', name: 'Nova Reyes', is_self: false, releases: 2, earnings_cents: 75_000, units: 1_200, streams: 10_700, top_store: 'Spotify' },
    { artist_id: 'a-kai', name: 'Kai Moreau', is_self: false, releases: 1, earnings_cents: 600, units: 20, streams: 40, top_store: null },
  ],
  totals: { releases: 3, earnings_cents: 75_600, units: 1_220, streams: 10_740 },
};

function open(routes: MockApiOptions['routes'], path = '/artist/label-reports', lng?: 'fr' | 'es') {
  localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({ routes });
  return { fetchMock, rendered: renderLabelPage(path, lng) };
}

describe('/artist/label-reports', () => {
  it('asks for the last 12 months and shows one row per directory artist, linking to its statement, as cards on a phone', async () => {
    const { fetchMock, rendered } = open({ 'GET /artist/label-reports': { body: REPORT } });
    await rendered;
    const rows = await screen.findAllByTestId('label-report-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Nova Reyes210,7001,200EUR 750.00SpotifyStatement for Nova Reyes',
      'Kai Moreau14020EUR 6.00—Statement for Kai Moreau',
    ]);
    expect(requestsTo(fetchMock, 'GET /artist/label-reports').map((r) => [r.query.get('from'), r.query.get('to')])).toEqual([[addMonths(currentMonth(), -11), currentMonth()]]);
    expect(screen.getByTestId('label-period-12').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('label-reports-total-earnings').textContent).toBe('EUR 756.00');
    expectPhoneCards(screen.getByTestId('label-reports-table'));
    const link = within(rows[0]).getByTestId('label-report-statement');
    expect(link.getAttribute('href')).toBe(`/artist/label-reports/a-nova/statement?from=${addMonths(currentMonth(), -11)}&to=${currentMonth()}`);
  });

  it('asks again for a preset or a month typed in, and shows the server’s message under the field it names', async () => {
    const { fetchMock, rendered } = open({
      'GET /artist/label-reports': (req) =>
        req.query.get('from') === '2026-09' && req.query.get('to') === '2026-03'
          ? { status: 422, body: { message: LABEL_REPORT_MESSAGES.rangeInvalid, errors: { from: [LABEL_REPORT_MESSAGES.rangeInvalid] } } }
          : { body: REPORT },
    });
    await rendered;
    await screen.findAllByTestId('label-report-row');
    fireEvent.click(screen.getByTestId('label-period-3'));
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /artist/label-reports').at(-1)?.query.get('from')).toBe(addMonths(currentMonth(), -2)));
    fireEvent.change(screen.getByTestId('label-period-from'), { target: { value: '2026-09' } });
    fireEvent.change(screen.getByTestId('label-period-to'), { target: { value: '2026-03' } });
    expect((await screen.findByTestId('label-period-from-error')).textContent).toBe(LABEL_REPORT_MESSAGES.rangeInvalid);
    expect(screen.getByTestId('label-period-from').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('label-period-3').getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the upgrade hint, leading to the plan page, on a plan without label reports', async () => {
    const { rendered } = open({
      'GET /artist/label-reports': { status: 403, body: { code: 'label_reports_required', message: LABEL_REPORT_MESSAGES.planRequired, plan: 'Label', upgrade_url: '/account/myplan' } },
    });
    await rendered;
    const hint = await screen.findByTestId('label-upgrade');
    expect(hint.textContent).toBe(`${LABEL_REPORT_MESSAGES.planRequired}Upgrade your plan`);
    expect(screen.queryByTestId('label-reports-table')).toBeNull();
    fireEvent.click(screen.getByTestId('label-upgrade-link'));
    expect(await screen.findByTestId('my-plan-page')).toBeTruthy();
  });

  it('speaks French, the server’s message included', async () => {
    const { rendered } = open(
      {
        'GET /artist/label-reports': (req) =>
          req.query.get('from') === '2026-09'
            ? { status: 422, body: { message: LABEL_REPORT_MESSAGES.monthInvalid, errors: { from: [LABEL_REPORT_MESSAGES.monthInvalid] } } }
            : { body: REPORT },
      },
      '/artist/label-reports',
      'fr',
    );
    await rendered;
    expect((await screen.findByTestId('page-title')).textContent).toBe('Rapports de label');
    expect((await screen.findAllByTestId('label-report-row'))[0].textContent).toContain('Relevé de Nova Reyes');
    fireEvent.change(screen.getByTestId('label-period-from'), { target: { value: '2026-09' } });
    expect((await screen.findByTestId('label-period-from-error')).textContent).toBe('Indiquez le mois au format AAAA-MM.');
  });
});
