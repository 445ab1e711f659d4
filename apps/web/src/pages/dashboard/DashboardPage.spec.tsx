import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, requestsTo, type MockApiOptions } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { presetRange } from '../stats/stats-range';
import { sparklinePoints } from './StreamsCard';

async function open(routes: MockApiOptions['routes'], lng?: 'en' | 'fr' | 'es') {
  localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({ me: { name: 'Nina' }, routes });
  const app = await renderApp('/artist/dashboard', { lng });
  return { fetchMock, ...app };
}

const COUNTERS = { total_releases: 12, total_tracks: 30, approved_releases: 7, pending_releases: 3, total_tickets: 4, open_tickets: 1 };
/** The answer's money and newest releases when the artist has none yet. */
const NOTHING_YET = { wallet: { balance_cents: 0, currency: 'EUR' }, latest_earnings: null, recent_releases: [] };
const RECENT = [
  { id: 'r-2', release_number: 1043, title: 'Night Drive', artist: 'Nina Vega', status: 'pending', cover_url: '/api/storage/signed/night.jpg', release_date: '2030-05-01' },
  { id: 'r-1', release_number: 1042, title: null, artist: null, status: 'draft', cover_url: null, release_date: null },
];

describe('/artist/dashboard', () => {
  it('shows the six stat cards and the active subscription linking to /account/myplan', async () => {
    await open({
      'GET /artist/dashboard': {
        body: { ...COUNTERS, ...NOTHING_YET, active_plan: { id: 'p-producer', name: 'Producer', status: 'active', current_period_end: '2030-06-15T12:00:00.000Z' } },
      },
    });
    expect((await screen.findByTestId('stat-total_releases')).textContent).toBe('12');
    const cards = Object.fromEntries(
      Object.keys(COUNTERS).map((key) => [key, screen.getByTestId(`stat-card-${key}`).textContent]),
    );
    // Each card says which statuses it counts, so its number can be squared with the back office's.
    expect(cards).toEqual({
      total_releases: '12Total releasesEvery status, drafts included',
      total_tracks: '30Total tracksOn all your releases',
      approved_releases: '7Approved releasesApproved and live',
      pending_releases: '3Pending releasesSent, waiting for review',
      total_tickets: '4Total ticketsEvery status',
      open_tickets: '1Open ticketsOpen and in progress',
    });
    expect(screen.getByTestId('dashboard-plan-name').textContent).toBe('Producer');
    expect(screen.getByTestId('dashboard-plan-status').textContent).toBe('Active');
    expect(screen.getByTestId('dashboard-plan-renewal').textContent).toBe('Renews on Jun 15, 2030');
    expect(screen.getByTestId('dashboard-plan-link').getAttribute('href')).toBe('/account/myplan');
    expect(screen.queryByTestId('dashboard-no-plan')).toBeNull();
  });

  it('says No active plan without a subscription, still linking to /account/myplan', async () => {
    await open({ 'GET /artist/dashboard': { body: { ...COUNTERS, ...NOTHING_YET, open_tickets: 0, active_plan: null } } });
    expect((await screen.findByTestId('dashboard-no-plan')).textContent).toBe('No active plan');
    expect(screen.getByTestId('stat-open_tickets').textContent).toBe('0');
    expect(screen.getByTestId('dashboard-plan-link').getAttribute('href')).toBe('/account/myplan');
  });

  it('shows the balance linking to the wallet, the latest earnings month linking to Earnings, and the newest releases with their covers', async () => {
    await open({
      'GET /artist/dashboard': {
        body: { ...COUNTERS, active_plan: null, wallet: { balance_cents: 5559, currency: 'EUR' }, latest_earnings: { month: '2026-09', amount_cents: 1234, currency: 'EUR' }, recent_releases: RECENT },
      },
    });
    expect((await screen.findByTestId('dashboard-balance')).textContent).toBe('EUR 55.59');
    expect(screen.getByTestId('dashboard-balance-link').getAttribute('href')).toBe('/artist/wallet');
    expect(screen.getByTestId('dashboard-earnings-amount').textContent).toBe('EUR 12.34');
    expect(screen.getByTestId('dashboard-earnings-month').textContent).toBe('September 2026');
    expect(screen.getByTestId('dashboard-earnings-link').getAttribute('href')).toBe('/artist/earnings');
    expect(screen.queryByTestId('dashboard-no-earnings')).toBeNull();

    const night = screen.getByTestId('dashboard-release-r-2');
    expect(night.getAttribute('href')).toBe('/artist/releases/r-2');
    expect(night.textContent).toContain('Night Drive');
    expect(night.textContent).toContain('#1043 · Nina Vega');
    expect(night.textContent).toContain('Pending review');
    const cover = within(night).getByTestId('dashboard-release-cover');
    expect(cover.getAttribute('src')).toBe('/api/storage/signed/night.jpg');
    expect(cover.getAttribute('alt')).toBe('Cover of Night Drive');
    const draft = screen.getByTestId('dashboard-release-r-1');
    expect(draft.textContent).toContain('Untitled release');
    expect(within(draft).getByTestId('dashboard-release-cover-empty')).toBeTruthy();
    expect(screen.getByTestId('dashboard-all-releases').getAttribute('href')).toBe('/artist/releases');
  });

  it('reads well before any money or release: EUR 0.00, no earnings yet, and a way to start a release', async () => {
    await open({ 'GET /artist/dashboard': { body: { ...COUNTERS, ...NOTHING_YET, active_plan: null } } });
    expect((await screen.findByTestId('dashboard-balance')).textContent).toBe('EUR 0.00');
    expect(screen.getByTestId('dashboard-no-earnings').textContent).toBe('Latest earningsNo earnings yet. They appear here once stores report your first sales.');
    expect(screen.queryByTestId('dashboard-earnings-link')).toBeNull();
    expect(screen.getByTestId('dashboard-no-releases').textContent).toContain('No releases yet.');
    expect(screen.getByTestId('dashboard-new-release').tagName).toBe('BUTTON');
    expect(screen.queryByTestId('dashboard-all-releases')).toBeNull();
  });

  it('shows no balance and no earnings to a role that does not read money (the answer has no wallet), the streams still', async () => {
    await open({ 'GET /artist/dashboard': { body: { ...COUNTERS, active_plan: null, wallet: null, latest_earnings: null, recent_releases: RECENT } } });
    expect((await screen.findByTestId('stat-total_releases')).textContent).toBe('12');
    expect(screen.getByTestId('dashboard-money')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-balance-link')).toBeNull();
    expect(screen.queryByTestId('dashboard-earnings-link')).toBeNull();
    expect(screen.queryByTestId('dashboard-no-earnings')).toBeNull();
    expect(screen.getByTestId('dashboard-release-r-2')).toBeTruthy();
  });

  it('names the month and the money in French', async () => {
    await open(
      {
        'GET /artist/dashboard': {
          body: { ...COUNTERS, active_plan: null, wallet: { balance_cents: 5559, currency: 'EUR' }, latest_earnings: { month: '2026-02', amount_cents: 99, currency: 'EUR' }, recent_releases: RECENT },
        },
      },
      'fr',
    );
    expect((await screen.findByTestId('dashboard-earnings-month')).textContent).toBe('février 2026');
    expect(screen.getByTestId('stat-note-total_releases').textContent).toBe('Tous les statuts, brouillons compris');
    expect(screen.getByTestId('dashboard-balance-link').textContent).toBe('Solde du portefeuilleEUR 55.59Ouvrir le portefeuille');
    expect(within(screen.getByTestId('dashboard-release-r-2')).getByTestId('dashboard-release-cover').getAttribute('alt')).toBe('Pochette de Night Drive');
  });

  it("says 'Failed to load dashboard' and loads again on Refresh", async () => {
    const { fetchMock } = await open({
      'GET /artist/dashboard': [{ status: 500, body: {} }, { body: { ...COUNTERS, ...NOTHING_YET, active_plan: null } }],
    });
    expect((await screen.findByTestId('dashboard-error')).textContent).toBe('Failed to load dashboard');
    fireEvent.click(screen.getByTestId('dashboard-refresh'));
    await waitFor(() => expect(screen.getByTestId('stat-total_tracks').textContent).toBe('30'));
    expect(requestsTo(fetchMock, 'GET /artist/dashboard')).toHaveLength(2);
  });

  it('is translated', async () => {
    await open({ 'GET /artist/dashboard': { body: { ...COUNTERS, ...NOTHING_YET, active_plan: null } } }, 'es');
    expect((await screen.findByTestId('stat-card-open_tickets')).textContent).toBe('1Tickets abiertosAbiertos y en curso');
    expect(screen.getByTestId('stat-note-total_releases').textContent).toBe('Todos los estados, borradores incluidos');
    expect(screen.getByTestId('dashboard-no-plan').textContent).not.toBe('No active plan');
  });
  it('shows the last 28 days of streams as a sparkline with the total and the top track, linking to Statistics', async () => {
    const days = Array.from({ length: 28 }, (_, i) => ({ key: `d${i}`, label: `d${i}`, streams: i === 27 ? 30 : 5, listeners: null, saves: null, previous_streams: null }));
    const summary = (rows: unknown[], streams: number) => ({ from: '', to: '', group_by: 'day', totals: { streams, listeners: null, saves: null }, previous: null, rows, allowance: { advanced: false, upgrade_url: '/account/myplan' } });
    const { fetchMock } = await open({
      'GET /artist/dashboard': { body: { ...COUNTERS, ...NOTHING_YET, active_plan: null } },
      'GET /artist/stats/summary': (req) =>
        req.query.get('group_by') === 'track'
          ? { body: summary([{ key: 't1', label: 'Song — Blue', streams: 120, listeners: null, saves: null, previous_streams: null }], 165) }
          : { body: summary(days, 165) },
    });
    const link = await screen.findByTestId('dashboard-streams-link');
    expect(link.getAttribute('href')).toBe('/artist/stats');
    expect(screen.getByTestId('dashboard-streams-total').textContent).toBe('165');
    expect(screen.getByTestId('dashboard-top-track').textContent).toBe('Top track: Song — Blue');
    const line = screen.getByTestId('dashboard-sparkline').querySelector('polyline');
    expect(line?.getAttribute('points')?.split(' ')).toHaveLength(28);
    const asked = requestsTo(fetchMock, 'GET /artist/stats/summary');
    expect(asked.map((r) => r.query.get('group_by')).sort()).toEqual(['day', 'track']);
    expect({ from: asked[0].query.get('from'), to: asked[0].query.get('to') }).toEqual(presetRange(28));
  });

  it('draws the sparkline from the highest day down, and leaves the card out when the statistics do not load', async () => {
    expect(sparklinePoints([0, 10, 5], 100, 32)).toBe('0,31 50,1 100,16');
    await open({ 'GET /artist/dashboard': { body: { ...COUNTERS, ...NOTHING_YET, active_plan: null } }, 'GET /artist/stats/summary': { status: 500, body: {} } });
    await screen.findByTestId('dashboard-stats');
    expect(screen.queryByTestId('dashboard-streams-link')).toBeNull();
  });
});
