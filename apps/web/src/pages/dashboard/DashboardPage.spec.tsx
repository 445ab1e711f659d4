import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, requestsTo, type MockApiOptions } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

async function open(routes: MockApiOptions['routes'], lng?: 'en' | 'fr' | 'es') {
  localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({ me: { name: 'Nina' }, routes });
  const app = await renderApp('/artist/dashboard', { lng });
  return { fetchMock, ...app };
}

const COUNTERS = { total_releases: 12, total_tracks: 30, approved_releases: 7, pending_releases: 3, total_tickets: 4, open_tickets: 1 };

describe('/artist/dashboard', () => {
  it('shows the six stat cards and the active subscription linking to /account/myplan', async () => {
    await open({
      'GET /artist/dashboard': {
        body: { ...COUNTERS, active_plan: { id: 'p-producer', name: 'Producer', status: 'active', current_period_end: '2030-06-15T12:00:00.000Z' } },
      },
    });
    expect((await screen.findByTestId('stat-total_releases')).textContent).toBe('12');
    const cards = Object.fromEntries(
      Object.keys(COUNTERS).map((key) => [key, screen.getByTestId(`stat-card-${key}`).textContent]),
    );
    expect(cards).toEqual({
      total_releases: '12Total releases',
      total_tracks: '30Total tracks',
      approved_releases: '7Approved releases',
      pending_releases: '3Pending releases',
      total_tickets: '4Total tickets',
      open_tickets: '1Open tickets',
    });
    expect(screen.getByTestId('dashboard-plan-name').textContent).toBe('Producer');
    expect(screen.getByTestId('dashboard-plan-status').textContent).toBe('Active');
    expect(screen.getByTestId('dashboard-plan-renewal').textContent).toBe('Renews on Jun 15, 2030');
    expect(screen.getByTestId('dashboard-plan-link').getAttribute('href')).toBe('/account/myplan');
    expect(screen.queryByTestId('dashboard-no-plan')).toBeNull();
  });

  it('says No active plan without a subscription, still linking to /account/myplan', async () => {
    await open({ 'GET /artist/dashboard': { body: { ...COUNTERS, open_tickets: 0, active_plan: null } } });
    expect((await screen.findByTestId('dashboard-no-plan')).textContent).toBe('No active plan');
    expect(screen.getByTestId('stat-open_tickets').textContent).toBe('0');
    expect(screen.getByTestId('dashboard-plan-link').getAttribute('href')).toBe('/account/myplan');
  });

  it("says 'Failed to load dashboard' and loads again on Refresh", async () => {
    const { fetchMock } = await open({
      'GET /artist/dashboard': [{ status: 500, body: {} }, { body: { ...COUNTERS, active_plan: null } }],
    });
    expect((await screen.findByTestId('dashboard-error')).textContent).toBe('Failed to load dashboard');
    fireEvent.click(screen.getByTestId('dashboard-refresh'));
    await waitFor(() => expect(screen.getByTestId('stat-total_tracks').textContent).toBe('30'));
    expect(requestsTo(fetchMock, 'GET /artist/dashboard')).toHaveLength(2);
  });

  it('is translated', async () => {
    await open({ 'GET /artist/dashboard': { body: { ...COUNTERS, active_plan: null } } }, 'es');
    expect((await screen.findByTestId('stat-card-open_tickets')).textContent).toBe('1Tickets abiertos');
    expect(screen.getByTestId('dashboard-no-plan').textContent).not.toBe('No active plan');
  });
});
