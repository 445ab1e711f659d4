import type { LanguageCode, StatsSummaryResponse, StatsSummaryRow } from '@soundpost/contracts';
import { STATS_ARTIST_MESSAGES } from '@soundpost/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expectPhoneCards } from '../../testing/phone-cards';
import { mockApi, requestsTo, type MockApiOptions, type MockRequest } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { daysBetween, presetRange } from './stats-range';

const FREE = { advanced: false, upgrade_url: '/account/myplan' };
const PRODUCER = { advanced: true, upgrade_url: null };

const row = (key: string, label: string, streams: number, extra: Partial<StatsSummaryRow> = {}): StatsSummaryRow => ({
  key,
  label,
  streams,
  listeners: null,
  saves: null,
  previous_streams: null,
  ...extra,
});

/** An answer shaped like the API's for the request's range and grouping. */
function answer(req: MockRequest, rows: StatsSummaryRow[], advanced: boolean): StatsSummaryResponse {
  const streams = rows.reduce((s, r) => s + r.streams, 0);
  return {
    from: req.query.get('from') ?? '',
    to: req.query.get('to') ?? '',
    group_by: (req.query.get('group_by') ?? 'day') as StatsSummaryResponse['group_by'],
    totals: { streams, listeners: advanced ? 40 : null, saves: advanced ? 7 : null },
    previous: advanced ? { streams: 80, listeners: 20, saves: 7, from: '2026-01-01', to: '2026-01-28' } : null,
    rows,
    allowance: advanced ? PRODUCER : FREE,
  };
}

const BY_GROUP: Record<string, StatsSummaryRow[]> = {
  day: [row('2026-11-01', '2026-11-01', 60), row('2026-11-02', '2026-11-02', 40)],
  week: [row('2026-10-26', '2026-10-26', 100)],
  month: [row('2026-11-01', '2026-11-01', 100)],
  store: [row('spotify', 'Spotify', 70), row('deezer', 'Deezer', 30)],
  territory: [row('PT', 'PT', 90), row('ZZ', 'ZZ', 10)],
  release: [row('rel-1', 'Blue', 100)],
  track: [row('trk-1', 'Song — Blue', 75), row('trk-2', 'Other — Blue', 25)],
  source: [row('playlist', 'playlist', 100)],
};

/** Producer rows carry listeners, saves and the previous period's streams. */
const advancedRows = (rows: StatsSummaryRow[]) => rows.map((r) => ({ ...r, listeners: 4, saves: 1, previous_streams: r.streams === 75 ? 50 : r.streams }));

function summaryRoute(advanced: boolean, sourceForbidden = !advanced): MockApiOptions['routes'] {
  return {
    'GET /artist/stats/summary': (req) => {
      const group = req.query.get('group_by') ?? 'day';
      if (group === 'source' && sourceForbidden) return { status: 403, body: { message: STATS_ARTIST_MESSAGES.advancedOnly, code: 'advanced_reporting_required', upgrade_url: '/account/myplan' } };
      const rows = BY_GROUP[group] ?? [];
      return { body: answer(req, advanced ? advancedRows(rows) : rows, advanced) };
    },
  };
}

const FRESHNESS = {
  stores: [
    { store_id: 'spotify', store_name: 'Spotify', latest_day: '2026-11-26' },
    { store_id: 'deezer', store_name: 'Deezer', latest_day: '2026-11-24' },
  ],
};

async function openStats(routes: MockApiOptions['routes'], lng?: LanguageCode) {
  localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({
    me: { name: 'Nina' },
    routes: {
      'GET /artist/stats/freshness': { body: FRESHNESS },
      'GET /artist/stats/report-settings': { body: { frequency: 'off' } },
      ...routes,
    },
  });
  const app = await renderApp('/artist/stats', { lng });
  return { fetchMock, ...app };
}

const summaries = (fetchMock: jest.Mock, group: string) => requestsTo(fetchMock, 'GET /artist/stats/summary').filter((r) => r.query.get('group_by') === group);

describe('/artist/stats', () => {
  it('asks for the last 28 days by day and by store, then for 7, 90 and 365 days and a chosen range', async () => {
    const { fetchMock } = await openStats(summaryRoute(false));
    expect((await screen.findByTestId('stats-total-streams-value')).textContent).toBe('100');
    const first = summaries(fetchMock, 'day')[0];
    expect({ from: first.query.get('from'), to: first.query.get('to') }).toEqual(presetRange(28));
    expect(summaries(fetchMock, 'store')).toHaveLength(1);

    for (const days of [7, 90, 365]) {
      fireEvent.click(screen.getByTestId(`stats-range-${days}`));
      await waitFor(() => {
        const last = requestsTo(fetchMock, 'GET /artist/stats/summary').at(-1);
        expect(daysBetween(last?.query.get('from') ?? '', last?.query.get('to') ?? '')).toBe(days);
      });
    }
    // A long range offers weeks and months instead of a crowded line by day.
    fireEvent.click(screen.getByTestId('stats-time-week'));
    await waitFor(() => expect(summaries(fetchMock, 'week')).toHaveLength(1));

    fireEvent.change(screen.getByTestId('stats-from'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByTestId('stats-to'), { target: { value: '2026-01-10' } });
    await waitFor(() => {
      const last = summaries(fetchMock, 'day').at(-1);
      expect([last?.query.get('from'), last?.query.get('to')]).toEqual(['2026-01-01', '2026-01-10']);
    });
    expect(screen.getByTestId('console-title').textContent).toBe('Statistics');
  });

  it('refuses a range longer than two years or ending before it starts, without asking the API', async () => {
    const { fetchMock } = await openStats(summaryRoute(false));
    await screen.findByTestId('stats-table-store');
    const before = requestsTo(fetchMock, 'GET /artist/stats/summary').length;
    fireEvent.change(screen.getByTestId('stats-from'), { target: { value: '2020-01-01' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the range as two dates, the start on or before the end, at most two years apart.');
    fireEvent.change(screen.getByTestId('stats-from'), { target: { value: '2999-01-01' } });
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(requestsTo(fetchMock, 'GET /artist/stats/summary')).toHaveLength(before);
  });

  it('shows the store, country, release and track tables as phone cards, and filters by a release', async () => {
    const { fetchMock } = await openStats(summaryRoute(false));
    const stores = await screen.findByTestId('stats-table-store');
    expect(within(stores).getAllByTestId('stats-row').map((r) => r.textContent)).toEqual(['Spotify70', 'Deezer30']);
    expectPhoneCards(stores);

    fireEvent.click(screen.getByTestId('stats-group-territory'));
    const countries = await screen.findByTestId('stats-table-territory');
    expect(within(countries).getAllByTestId('stats-row').map((r) => r.textContent)).toEqual(['Portugal (PT)90', 'Country not reported10']);
    expect(screen.getByTestId('stats-country-chart')).toBeTruthy();
    expectPhoneCards(countries);

    fireEvent.click(screen.getByTestId('stats-group-release'));
    expect(within(await screen.findByTestId('stats-table-release')).getByTestId('stats-row').textContent).toBe('Blue100');

    fireEvent.click(screen.getByTestId('stats-group-track'));
    const tracks = await screen.findByTestId('stats-table-track');
    expect(within(tracks).getAllByTestId('stats-row')[0].textContent).toBe('Song — Blue75');
    // No comparison without advanced reporting.
    expect(within(tracks).queryByTestId('stats-row-change')).toBeNull();

    await waitFor(() => expect(within(screen.getByTestId('stats-filter-release')).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(screen.getByTestId('stats-filter-release'), { target: { value: 'rel-1' } });
    await waitFor(() => expect(summaries(fetchMock, 'track').some((r) => r.query.get('release_id') === 'rel-1')).toBe(true));
    expect(summaries(fetchMock, 'day').at(-1)?.query.get('release_id')).toBe('rel-1');
  });

  it('on a Free plan hides listeners, saves, sources and the export, with the message and the upgrade link', async () => {
    const { fetchMock } = await openStats(summaryRoute(false));
    const hint = await screen.findByTestId('stats-totals-upgrade');
    expect(hint.textContent).toContain(STATS_ARTIST_MESSAGES.advancedOnly);
    expect(screen.getByTestId('stats-totals-upgrade-link').getAttribute('href')).toBe('/account/myplan');
    expect(screen.queryByTestId('stats-total-listeners')).toBeNull();
    expect(screen.queryByTestId('stats-total-saves')).toBeNull();
    expect(screen.queryByTestId('stats-export')).toBeNull();
    expect(screen.getByTestId('stats-table-store').querySelectorAll('thead th')).toHaveLength(2);

    fireEvent.click(screen.getByTestId('stats-group-source'));
    const locked = await screen.findByTestId('stats-group-upgrade');
    expect(locked.textContent).toContain(STATS_ARTIST_MESSAGES.advancedOnly);
    expect(screen.getByTestId('stats-group-upgrade-link').getAttribute('href')).toBe('/account/myplan');
    // The plan is known: no request that can only answer 403.
    expect(summaries(fetchMock, 'source')).toHaveLength(0);
  });

  it('shows the message and the upgrade link when sources answer 403 (the plan changed since the page loaded)', async () => {
    const { fetchMock } = await openStats(summaryRoute(true, true));
    await screen.findByTestId('stats-table-store');
    fireEvent.click(screen.getByTestId('stats-group-source'));
    const forbidden = await screen.findByTestId('stats-group-upgrade');
    expect(forbidden.textContent).toBe(`${STATS_ARTIST_MESSAGES.advancedOnly}Upgrade your plan`);
    expect(screen.getByTestId('stats-group-upgrade-link').getAttribute('href')).toBe('/account/myplan');
    expect(summaries(fetchMock, 'source')).toHaveLength(1);
  });

  it('asks once for an answer the page already has: the country filter and the country table share it', async () => {
    const { fetchMock } = await openStats(summaryRoute(false));
    await screen.findByTestId('stats-table-store');
    fireEvent.click(screen.getByTestId('stats-group-territory'));
    await screen.findByTestId('stats-table-territory');
    fireEvent.click(screen.getByTestId('stats-group-store'));
    await screen.findByTestId('stats-table-store');
    expect(summaries(fetchMock, 'territory')).toHaveLength(1);
    expect(summaries(fetchMock, 'store')).toHaveLength(1);
  });

  it('with advanced reporting shows listeners, saves, sources and the change against the previous period', async () => {
    await openStats(summaryRoute(true));
    expect((await screen.findByTestId('stats-total-listeners-value')).textContent).toBe('40');
    expect(screen.getByTestId('stats-total-saves-value').textContent).toBe('7');
    expect(screen.getByTestId('stats-total-streams-change').textContent).toBe('+25%');
    expect(screen.queryByTestId('stats-totals-upgrade')).toBeNull();

    fireEvent.click(screen.getByTestId('stats-group-track'));
    const tracks = await screen.findByTestId('stats-table-track');
    expect(within(tracks).getAllByTestId('stats-row-change').map((c) => c.textContent)).toEqual(['+50%', '0%']);
    expectPhoneCards(tracks);

    fireEvent.click(screen.getByTestId('stats-group-source'));
    expect(within(await screen.findByTestId('stats-table-source')).getByTestId('stats-row').textContent).toContain('Playlists');
  });

  it('exports exactly the view: range, grouping and filters', async () => {
    const createObjectURL = jest.fn(() => 'blob:stats');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { fetchMock } = await openStats({ ...summaryRoute(true), 'GET /artist/stats/export': { body: 'date,streams' } });
    await screen.findByTestId('stats-table-store');
    await waitFor(() => expect(within(screen.getByTestId('stats-filter-store')).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(screen.getByTestId('stats-filter-store'), { target: { value: 'spotify' } });
    fireEvent.click(screen.getByTestId('stats-range-7'));
    fireEvent.click(screen.getByTestId('stats-group-territory'));
    await screen.findByTestId('stats-table-territory');
    await act(async () => {
      fireEvent.click(screen.getByTestId('stats-export'));
    });
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [exported] = requestsTo(fetchMock, 'GET /artist/stats/export');
    expect(Object.fromEntries(exported.query)).toEqual({ ...presetRange(7), store_id: 'spotify', group_by: 'territory' });
    expect(exported.headers['Authorization']).toBe('Bearer art-1');
    click.mockRestore();
  });

  it('says no streams are reported yet, and that stores report with a delay', async () => {
    await openStats({
      'GET /artist/stats/summary': (req) => ({ body: answer(req, req.query.get('group_by') === 'day' ? [row('2026-11-01', '2026-11-01', 0)] : [], false) }),
    });
    const empty = await screen.findByTestId('stats-empty');
    expect(empty.textContent).toContain('No streams reported yet');
    expect(empty.textContent).toContain('delay');
    expect(screen.queryByTestId('stats-series')).toBeNull();
    expect(screen.queryByTestId('stats-groups')).toBeNull();
  });

  it('lists the data as of each store, and saves the e-mail report setting', async () => {
    const { fetchMock } = await openStats({ ...summaryRoute(false), 'PUT /artist/stats/report-settings': (req) => ({ body: req.body }) });
    await waitFor(() => expect(screen.getAllByTestId('stats-freshness-store').map((s) => s.textContent)).toEqual(['Spotifydata as of Nov 26, 2026', 'Deezerdata as of Nov 24, 2026']));
    fireEvent.change(screen.getByTestId('stats-report-frequency'), { target: { value: 'weekly' } });
    expect((await screen.findByTestId('stats-report-notice')).textContent).toBe('Saved.');
    expect(requestsTo(fetchMock, 'PUT /artist/stats/report-settings')[0].body).toEqual({ frequency: 'weekly' });
    expect((screen.getByTestId('stats-report-frequency') as HTMLSelectElement).value).toBe('weekly');
  });

  it.each<[LanguageCode, string]>([
    ['en', 'Statistics'],
    ['fr', 'Statistiques'],
    ['es', 'Estadísticas'],
  ])('is titled in %s', async (lng, title) => {
    await openStats(summaryRoute(false), lng);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
    expect(screen.getByTestId('sidebar-stats').textContent).toBe(title);
    await screen.findByTestId('stats-table-store');
  });
});
