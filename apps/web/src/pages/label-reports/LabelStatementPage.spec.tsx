import { LABEL_REPORT_MESSAGES, type LabelStatementResponse } from '@soundpost/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expectPhoneCards } from '../../testing/phone-cards';
import { mockApi, requestsTo, type MockApiOptions } from '../../testing/mock-api';
import { renderLabelPage } from './render-label-page';

const STATEMENT: LabelStatementResponse = {
  from: '2026-03',
  to: '2026-04',
  currency: 'EUR',
  account_name: 'Tidewater Records',
  artist: { id: 'a-nova', name: 'Nova Reyes' },
  lines: [
    { month: '2026-03', store: 'Spotify', release_id: 'r2', release_title: 'Daylight', track_id: null, track_title: null, isrc: null, units: 3, gross_cents: 50, share_percent: 100, amount_cents: 50 },
    { month: '2026-03', store: 'Spotify', release_id: 'r1', release_title: 'Tides', track_id: 't1', track_title: 'Song', isrc: 'QZL012600001', units: 20, gross_cents: 800, share_percent: 75, amount_cents: 600 },
  ],
  totals: { units: 23, gross_cents: 850, amount_cents: 650 },
};

async function open(routes: MockApiOptions['routes'], path = '/artist/label-reports/a-nova/statement?from=2026-03&to=2026-04') {
  localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({ routes });
  await renderLabelPage(path);
  return fetchMock;
}

describe('/artist/label-reports/:artistId/statement', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the account, the artist, the period, the lines with gross, share and amount, and the totals', async () => {
    const fetchMock = await open({ 'GET /artist/label-reports/a-nova/statement': { body: STATEMENT } });
    expect((await screen.findByTestId('label-statement-account')).textContent).toBe('Tidewater Records');
    expect(screen.getByTestId('page-title').textContent).toBe('Statement for Nova Reyes');
    expect(screen.getByTestId('label-statement-period').textContent).toBe('Period: 2026-03 to 2026-04');
    expect(screen.getAllByTestId('label-statement-line').map((r) => r.textContent)).toEqual([
      '2026-03SpotifyDaylight (whole release)3EUR 0.50100 %EUR 0.50',
      '2026-03SpotifySong — Tides QZL01260000120EUR 8.0075 %EUR 6.00',
    ]);
    expect(screen.getByTestId('label-statement-total').textContent).toBe('EUR 6.50');
    expectPhoneCards(screen.getByTestId('label-statement-lines'));
    expect(requestsTo(fetchMock, 'GET /artist/label-reports/a-nova/statement').map((r) => r.query.toString())).toEqual(['from=2026-03&to=2026-04']);
  });

  it('prints with the browser and downloads the CSV under the name the server gives it', async () => {
    const print = jest.fn();
    window.print = print;
    const createObjectURL = jest.fn(() => 'blob:statement');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fetchMock = await open({
      'GET /artist/label-reports/a-nova/statement': { body: STATEMENT },
      'GET /artist/label-reports/a-nova/statement.csv': { body: 'month,store' },
    });
    fireEvent.click(await screen.findByTestId('label-statement-print'));
    expect(print).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('label-statement-csv'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const csv = requestsTo(fetchMock, 'GET /artist/label-reports/a-nova/statement.csv');
    expect(csv.map((r) => r.query.toString())).toEqual(['from=2026-03&to=2026-04']);
    expect(csv[0].headers).toMatchObject({ Authorization: 'Bearer art-1' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('label-statement-2026-03-2026-04.csv');
  });

  it("says so for another account's artist, with nothing to print or download", async () => {
    await open({ 'GET /artist/label-reports/a-other/statement': { status: 404, body: { code: 'artist_not_found', message: LABEL_REPORT_MESSAGES.artistNotFound } } }, '/artist/label-reports/a-other/statement');
    expect((await screen.findByTestId('label-statement-error')).textContent).toBe('Artist not found.');
    expect(screen.queryByTestId('label-statement-print')).toBeNull();
  });

  it('shows the upgrade hint on a plan without label reports', async () => {
    await open({ 'GET /artist/label-reports/a-nova/statement': { status: 403, body: { code: 'label_reports_required', message: LABEL_REPORT_MESSAGES.planRequired } } });
    expect((await screen.findByTestId('label-upgrade')).textContent).toContain(LABEL_REPORT_MESSAGES.planRequired);
  });
});
