import { RECONCILIATION_MESSAGES } from '@soundpost/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createDataProvider } from '../providers/data-provider';
import { loadStoreCatalogue } from '../stores/store-catalogue';
import { jsonResponse, type FetchMock } from '../test/fetch-mock';
import { renderAdminAt } from '../test/render-admin';

const page = (data: unknown[]) => ({ data, meta: { current_page: 1, per_page: 25, total: data.length, last_page: 1 } });

/** A fetch answering by "METHOD /path" (query left out), each route's answers in turn; an unexpected call fails the test. */
const serveFetch = (routes: Record<string, Response | ((init: RequestInit) => Response) | Array<Response | ((init: RequestInit) => Response)>>): FetchMock => {
  const served: Record<string, number> = {};
  const mock: FetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    const route = routes[key];
    if (!route) throw new Error(`unexpected fetch ${key}`);
    const answers = Array.isArray(route) ? route : [route];
    const n = served[key] ?? 0;
    served[key] = n + 1;
    const answer = answers[Math.min(n, answers.length - 1)];
    return typeof answer === 'function' ? answer(init) : answer;
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
};
const callsTo = (mock: FetchMock, method: string, path: string) =>
  mock.mock.calls.filter(([url, init = {}]) => (init.method ?? 'GET') === method && url.split('?')[0] === path).map(([url, init = {}]) => ({ url, body: init.body }));

const MISSING = '/api/admin/stats/reconciliation/missing-revenue';
const LATE = '/api/admin/stats/reconciliation/late-reports';
const STORES = '/api/admin/stats/stores';

beforeAll(async () => {
  const catalogue = jest.fn(async () =>
    jsonResponse(200, {
      stores: [{ id: 'spotify', name: 'Spotify', logo_url: '/api/stores/spotify/logo.svg', active: 1, supports_timed_release: 1, supports_content_id: 0, is_regional: 0, kind: 'streaming' }],
    }),
  );
  await loadStoreCatalogue(catalogue as unknown as typeof fetch);
});

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('missing revenue', () => {
  it('lists each flagged track with store, release, artist, streamed, paid units, gap and due date, newest month first', async () => {
    const fetchMock = serveFetch({
      [`GET ${MISSING}`]: jsonResponse(
        200,
        page([
          {
            id: '2025-03:spotify:r1:t1',
            month: '2025-03',
            store_id: 'spotify',
            store_name: 'Spotify',
            release_id: 'r1',
            release_title: 'Blue',
            track_id: 't1',
            track_title: 'Song',
            isrc: 'QZH012600001',
            artist_user_id: 'u1',
            artist_name: 'Nina',
            streamed: 1000,
            paid_units: 660,
            gap_percent: 34,
            due_date: '2025-05-30',
          },
        ]),
      ),
    });
    renderAdminAt('/admin/stats/reconciliation/missing-revenue', { dataProvider: createDataProvider() });
    const row = await screen.findByTestId('missing-revenue-row-2025-03:spotify:r1:t1');
    expect(cellsOf(row)).toEqual(['Mar 2025', 'Spotify', 'Song (QZH012600001)', 'Blue', 'Nina', '1,000', '660', '34%', 'May 30, 2025']);
    const [list] = callsTo(fetchMock, 'GET', MISSING);
    expect(new URL(list.url, 'http://x').searchParams.get('sort')).toBe('month');
    expect(new URL(list.url, 'http://x').searchParams.get('dir')).toBe('desc');
  });

  it('says so when nothing is missing', async () => {
    serveFetch({ [`GET ${MISSING}`]: jsonResponse(200, page([])) });
    renderAdminAt('/admin/stats/reconciliation/missing-revenue', { dataProvider: createDataProvider() });
    expect((await screen.findByTestId('missing-revenue-empty')).textContent).toBe('No track is paid more than 20% below its streams.');
  });
});

describe('late reports', () => {
  it('lists store months past their due date with the days overdue, most overdue first', async () => {
    const fetchMock = serveFetch({
      [`GET ${LATE}`]: jsonResponse(200, page([{ id: '2025-03:deezer', month: '2025-03', store_id: 'deezer', store_name: 'Deezer', reporting_lag_days: 60, due_date: '2025-05-30', days_overdue: 548, streams: 1500 }])),
    });
    renderAdminAt('/admin/stats/reconciliation/late-reports', { dataProvider: createDataProvider() });
    const row = await screen.findByTestId('late-report-row-2025-03:deezer');
    expect(cellsOf(row)).toEqual(['Deezer', 'Mar 2025', 'May 30, 2025', '548', '60', '1,500']);
    expect(new URL(callsTo(fetchMock, 'GET', LATE)[0].url, 'http://x').searchParams.get('sort')).toBe('days_overdue');
  });
});

describe('store reporting lags', () => {
  it('lists every store with its lag and saves a new one, refusing a lag outside 1 to 365 days before sending it', async () => {
    const spotify = { id: 'spotify', store_id: 'spotify', store_name: 'Spotify', active: true, reporting_lag_days: 60, is_default: true, updated_at: null };
    const fetchMock = serveFetch({
      [`GET ${STORES}`]: [jsonResponse(200, page([spotify])), jsonResponse(200, page([{ ...spotify, reporting_lag_days: 45, is_default: false }]))],
      [`PUT ${STORES}/spotify`]: jsonResponse(200, { ...spotify, reporting_lag_days: 45, is_default: false }),
    });
    renderAdminAt('/admin/stats/stores', { dataProvider: createDataProvider() });
    const row = await screen.findByTestId('store-lag-row-spotify');
    expect(cellsOf(row).slice(0, 3)).toEqual(['Spotify', '60 days (default)', 'Yes']);
    fireEvent.click(screen.getByTestId('store-lag-edit-spotify'));
    const input = await screen.findByTestId('store-lag-input');
    fireEvent.change(input, { target: { value: '400' } });
    fireEvent.click(screen.getByTestId('store-lag-save'));
    expect(await screen.findByText(RECONCILIATION_MESSAGES.lagInvalid)).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', `${STORES}/spotify`)).toHaveLength(0);
    fireEvent.change(input, { target: { value: '45' } });
    fireEvent.click(screen.getByTestId('store-lag-save'));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', `${STORES}/spotify`)).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', `${STORES}/spotify`)[0].body))).toEqual({ reporting_lag_days: 45 });
    await waitFor(() => expect(cellsOf(screen.getByTestId('store-lag-row-spotify'))[1]).toBe('45 days'));
    expect(screen.queryByTestId('store-lag-dialog')).toBeNull();
  });
});
