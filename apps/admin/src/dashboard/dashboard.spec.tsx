import { STORAGE_KEYS } from '@soundpost/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { fetchCall, jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderAdminAt, staffIdentity } from '../test/render-admin';
import { formatDay, formatRoyalties, readDashboardStats } from './dashboard-stats';

const stats = (overrides: Record<string, unknown> = {}) => {
  const metrics = {
    total_releases: 42,
    total_users: 17,
    users_with_active_plan: 5,
    users_with_free_plan: 12,
    total_royalties: 1234.5,
    total_royalties_cents: 123450,
    currency: 'EUR',
    currency_symbol: '€',
    ...overrides,
  };
  return {
    ...metrics,
    metrics,
    recent: {
      users: [{ id: 'u1', name: 'Nina New', email: 'nina@x.test', created_at: '2026-11-20T09:00:00.000Z' }],
      releases: [{ id: 'r1', title: 'Waiting Room', artist: 'The Primary', created_at: '2026-11-01T09:00:00.000Z', release_date: '2026-12-24', status: 'pending' }],
    },
  };
};

describe('dashboard helpers', () => {
  it('reads the metrics under metrics or at the top level, numbers sent as text too', () => {
    expect(readDashboardStats({ total_releases: '3', total_royalties: '0.5', currency_symbol: '€' }).metrics).toEqual({
      total_releases: 3,
      total_users: 0,
      users_with_active_plan: 0,
      users_with_free_plan: 0,
      total_royalties: 0.5,
      // An answer without cents: read from the decimal's text.
      total_royalties_cents: 50,
      currency: 'EUR',
      currency_symbol: '€',
    });
    expect(readDashboardStats(stats()).recent.releases[0]).toEqual({
      id: 'r1',
      title: 'Waiting Room',
      artist: 'The Primary',
      created_at: '2026-11-01T09:00:00.000Z',
      release_date: '2026-12-24',
      status: 'pending',
    });
    expect(() => readDashboardStats(null)).toThrow();
  });

  it('shows royalties as currency code plus two decimals and dates as days', () => {
    expect(formatRoyalties(0, 'EUR')).toBe('EUR 0.00');
    expect(formatRoyalties(123450, 'EUR')).toBe('EUR 1234.50');
    expect(formatDay('2026-11-20T09:00:00.000Z')).toBe('Nov 20, 2026');
    expect(formatDay('2026-12-24')).toBe('Dec 24, 2026');
    expect(formatDay(null)).toBe('—');
  });
});

describe('dashboard at /admin', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEYS.adminToken, 'staff-token'));
  afterEach(() => localStorage.clear());

  it('shows the metric cards and Recent Activity from GET /api/admin/dashboard/stats, and reloads on Refresh', async () => {
    const fetchMock = mockFetch(jsonResponse(200, stats()), jsonResponse(200, stats({ total_releases: 43, total_royalties: 0, total_royalties_cents: 0 })));
    renderAdminAt('/admin');

    expect((await screen.findByTestId('metric-total-releases')).textContent).toBe('42');
    // The same statuses each artist's own dashboard counts.
    expect(screen.getByTestId('metric-total-releases-note').textContent).toBe("Every artist's releases, every status, drafts included");
    expect(screen.getByTestId('metric-total-users').textContent).toBe('17');
    expect(screen.getByTestId('metric-active-plan').textContent).toBe('5');
    expect(screen.getByTestId('metric-free-plan').textContent).toBe('12');
    expect(screen.getByTestId('metric-total-royalties').textContent).toBe('EUR 1234.50');
    expect(screen.getByTestId('dashboard-welcome').textContent).toBe(`Welcome, ${staffIdentity.fullName}`);

    const user = within(screen.getByTestId('dashboard-user-u1'));
    expect(user.getByText('Nina New')).toBeTruthy();
    expect(user.getByText('nina@x.test')).toBeTruthy();
    expect(user.getByText('Nov 20, 2026')).toBeTruthy();
    const release = within(screen.getByTestId('dashboard-release-r1'));
    expect(release.getByText('Waiting Room').closest('a')?.getAttribute('href')).toBe('/admin/releases/r1');
    expect(release.getByText('The Primary')).toBeTruthy();
    expect(release.getByText('Nov 1, 2026')).toBeTruthy();
    expect(release.getByText('Dec 24, 2026')).toBeTruthy();
    expect(release.getByText('Pendente')).toBeTruthy();

    const first = fetchCall(fetchMock, 0);
    expect(first.url).toBe('/api/admin/dashboard/stats');
    expect(first.headers.get('Authorization')).toBe('Bearer staff-token');

    fireEvent.click(screen.getByTestId('dashboard-refresh'));
    await waitFor(() => expect(screen.getByTestId('metric-total-releases').textContent).toBe('43'));
    expect(screen.getByTestId('metric-total-royalties').textContent).toBe('EUR 0.00');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says so when there are no new users or pending releases', async () => {
    mockFetch(jsonResponse(200, { ...stats(), recent: { users: [], releases: [] } }));
    renderAdminAt('/admin');
    expect((await screen.findByTestId('dashboard-recent-users')).textContent).toContain('No users.');
    expect(screen.getByTestId('dashboard-recent-releases').textContent).toContain('No releases found.');
  });

  it("shows the server's message, else 'Failed to load dashboard'", async () => {
    mockFetch(jsonResponse(500, { message: 'Database unavailable.' }), new Error(''));
    renderAdminAt('/admin');
    expect((await screen.findByTestId('dashboard-error')).textContent).toBe('Database unavailable.');
    fireEvent.click(screen.getByTestId('dashboard-refresh'));
    await waitFor(() => expect(screen.getByTestId('dashboard-error').textContent).toBe('Failed to load dashboard'));
  });

  it('sends the visitor to the login page on a 401', async () => {
    mockFetch(jsonResponse(401, { message: 'Unauthenticated.', code: 'unauthenticated' }));
    let signedIn = true;
    const authProvider: AuthProvider = {
      login: jest.fn(async () => undefined),
      logout: jest.fn(async () => {
        signedIn = false;
      }),
      checkAuth: jest.fn(async () => {
        if (!signedIn) throw new Error('ra.auth.auth_check_error');
      }),
      checkError: jest.fn(async (error: { status?: number }) => {
        if (error?.status === 401) throw new Error('ra.notification.logged_out');
      }),
      getIdentity: jest.fn(async () => staffIdentity),
    };
    renderAdminAt('/admin', { authProvider });

    expect(await screen.findByLabelText(/Email/)).toBeTruthy();
    expect(authProvider.logout).toHaveBeenCalled();
    expect(screen.queryByTestId('dashboard-metrics')).toBeNull();
  });
});
