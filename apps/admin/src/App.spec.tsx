import { STORAGE_KEYS } from '@soundpost/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { memoryStore, testDataProvider, type AuthProvider, type Store } from 'react-admin';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { App, AdminApp, createAppRoutes } from './App';
import { createAdminStore } from './providers/admin-store';
import { createAuthProvider } from './providers/auth-provider';
import { jsonResponse, type FetchMock } from './test/fetch-mock';

const ADMIN_TOKEN_KEY = STORAGE_KEYS.adminToken;

const identity = { id: 7, fullName: 'Ana Admin', email: 'ana@soundpost.test', roles: ['admin', 'manager'] };

const fakeAuthProvider = (signedIn = true): AuthProvider => ({
  login: jest.fn(async () => undefined),
  logout: jest.fn(async () => undefined),
  checkAuth: jest.fn(async () => {
    if (!signedIn) throw new Error('ra.auth.auth_check_error');
  }),
  checkError: jest.fn(async () => undefined),
  getIdentity: jest.fn(async () => identity),
});

const renderAdmin = (path: string, { signedIn = true, store = memoryStore() as Store } = {}) => {
  const authProvider = fakeAuthProvider(signedIn);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/*"
          element={<AdminApp authProvider={authProvider} dataProvider={testDataProvider()} store={store} />}
        />
      </Routes>
    </MemoryRouter>,
  );
  return { authProvider };
};

const TOP_LEVEL = [
  'Dashboard',
  'Popups',
  'Users',
  'Tickets',
  'Artists',
  'Releases',
  // Issue 17: store deliveries, beside the releases they belong to.
  'Deliveries',
  'Plans',
  'Subscriptions',
  'Transactions',
  'Audit logs',
  'Language (i18n)',
  'Wallet',
  'Fraud Center',
  // Not in the spec's list (issue 16 added it): after the spec's entries.
  'Royalties',
  'Statistics',
  'Links',
  // Issue 30's live chat desk.
  'Chats',
  // Issue 31: closed accounts and pending closures.
  'Closed accounts',
];

const menuLabels = (menu: HTMLElement) =>
  Array.from(menu.querySelectorAll<HTMLElement>('[data-testid^="nav-"]'))
    .filter((item) => !item.dataset['testid']?.endsWith('-items'))
    .map((item) => item.textContent?.trim());

describe('<AdminApp>', () => {
  beforeEach(() => localStorage.clear());

  it('shows the navigation in the order of the spec, with the dashboard', async () => {
    renderAdmin('/admin/');

    const menu = await screen.findByTestId('admin-menu');
    expect(menuLabels(menu)).toEqual(TOP_LEVEL);
    expect(await screen.findByTestId('dashboard-welcome')).toHaveProperty('textContent', 'Welcome, Ana Admin');
    expect(within(menu).getByTestId('nav-dashboard').getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByTestId('nav-users').getAttribute('href')).toBe('/admin/users');
    expect(within(menu).getByTestId('nav-artists').getAttribute('href')).toBe('/admin/artistmanager');
  });

  it('shows the signed-in name, e-mail and role badges', async () => {
    renderAdmin('/admin/');

    expect((await screen.findByTestId('admin-identity-name')).textContent).toBe('Ana Admin');
    expect(screen.getByTestId('admin-identity-email').textContent).toBe('ana@soundpost.test');
    expect(screen.getAllByTestId('admin-role-badge').map((badge) => badge.textContent)).toEqual(['admin', 'manager']);
    expect(screen.getByTestId('logout-button')).toBeTruthy();
  });

  it('expands the Wallet group on click', async () => {
    renderAdmin('/admin/');

    const group = await screen.findByTestId('nav-group-wallet');
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('nav-payouts')).toBeNull();

    fireEvent.click(group);

    await waitFor(() => expect(group.getAttribute('aria-expanded')).toBe('true'));
    const items = within(await screen.findByTestId('nav-group-wallet-items'));
    expect(items.getByTestId('nav-wallets').textContent).toBe('Wallets');
    expect(items.getByTestId('nav-wallet-transactions').textContent).toBe('Wallet transactions');
    expect(items.getByTestId('nav-payouts').getAttribute('href')).toBe('/admin/wallets/payouts');
    expect(items.getByTestId('nav-wallet-adjustments').getAttribute('href')).toBe('/admin/wallet-adjustments');
    expect(items.getByTestId('nav-tax-forms').getAttribute('href')).toBe('/admin/tax/forms');
  });

  it('opens the Fraud Center group by itself on a fraud route and renders the section page', async () => {
    renderAdmin('/admin/fraud/scores');

    const items = within(await screen.findByTestId('nav-group-fraud-items'));
    expect(
      ['fraud-overview', 'fraud-scores', 'fraud-findings', 'fraud-blocks', 'fraud-scan'].map(
        (key) => items.getByTestId(`nav-${key}`).textContent,
      ),
    ).toEqual(['Overview', 'Scores', 'Findings', 'Blocks', 'Scan']);
    expect(items.getByTestId('nav-fraud-scores').getAttribute('aria-current')).toBe('page');
    expect(items.getByTestId('nav-fraud-overview').getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('nav-group-wallet').getAttribute('aria-expanded')).toBe('false');

    expect(await screen.findByTestId('fraud-scores-page')).toBeTruthy();
  });

  it.each([
    ['/admin/users', 'user-list'],
    ['/admin/tickets', 'tickets-page'],
    ['/admin/artists', 'artists-page'],
    ['/admin/artistmanager', 'artists-page'],
    ['/admin/artists/12/verify', 'artist-verify'],
    ['/admin/wallets', 'wallets-page'],
    ['/admin/wallets/transactions', 'wallet-transactions-page'],
    ['/admin/wallets/3/transactions', 'wallet-detail-transactions-page'],
    ['/admin/wallets/3/adjust', 'wallet-adjust-page'],
    ['/admin/wallets/payouts', 'payouts-page'],
    ['/admin/artists/12/edit', 'artist-edit'],
    ['/admin/audit-logs', 'audit-logs'],
    ['/admin/fraud/overview', 'fraud-overview-page'],
    ['/admin/fraud/scan', 'fraud-scan-page'],
    ['/admin/fraud/findings', 'fraud-findings-page'],
    ['/admin/fraud/blocks', 'fraud-blocks-page'],
    ['/admin/popups', 'popups-page'],
    ['/admin/releases', 'releases-page'],
    ['/admin/releases/5', 'release-detail'],
    ['/admin/tracks/9', 'track-detail'],
  ])('renders the real screen at %s inside the layout', async (path, testId) => {
    const dataProvider = testDataProvider({
      getList: async () => ({ data: [], total: 0 }) as never,
      getOne: async (_resource, { id }) => ({ data: { id, name: 'Ana', email: 'ana@x.test' } }) as never,
    });
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/admin/*"
            element={<AdminApp authProvider={fakeAuthProvider()} dataProvider={dataProvider} store={memoryStore()} />}
          />
        </Routes>
      </MemoryRouter>,
    );

    expect(await screen.findByTestId(testId)).toBeTruthy();
    expect(screen.getByTestId('admin-menu')).toBeTruthy();
    expect(screen.queryByTestId('section-placeholder')).toBeNull();
  });

  it('highlights only the matching Wallet link and opens its group', async () => {
    renderAdmin('/admin/wallets/payouts');

    const items = within(await screen.findByTestId('nav-group-wallet-items'));
    expect(items.getByTestId('nav-payouts').getAttribute('aria-current')).toBe('page');
    expect(items.getByTestId('nav-wallets').getAttribute('aria-current')).toBeNull();
    expect(await screen.findByTestId('payouts-page')).toBeTruthy();
  });

  it('remembers the collapsed sidebar and the theme in the persistent store', async () => {
    const store = createAdminStore();
    renderAdmin('/admin/', { store });

    fireEvent.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(localStorage.getItem('RaStoresoundpost-admin.sidebar.open')).toBe('false'));

    fireEvent.click(within(screen.getByTestId('theme-toggle')).getByRole('button'));
    await waitFor(() => expect(localStorage.getItem('RaStoresoundpost-admin.theme')).toBe('"dark"'));
  });

  it('sends visitors without a session to the login page with an Email field', async () => {
    renderAdmin('/admin/users', { signedIn: false });

    expect(await screen.findByLabelText(/Email/)).toBeTruthy();
    expect(screen.getByLabelText(/Password/)).toBeTruthy();
    expect(screen.queryByTestId('admin-menu')).toBeNull();
  });
});

/** Answers /api/admin/me with the given user and any other call with 204. */
const mockApi = (user: Record<string, unknown> | null): FetchMock => {
  const mock: FetchMock = jest.fn(async (url: string) =>
    url === '/api/admin/me'
      ? user
        ? jsonResponse(200, user)
        : jsonResponse(401, { message: 'Unauthenticated.' })
      : jsonResponse(204),
  );
  global.fetch = mock as unknown as typeof fetch;
  return mock;
};

const staff = { id: 3, name: 'Rui Manager', email: 'rui@soundpost.test', roles: [{ name: 'manager' }] };

const renderRoutes = (path: string) => {
  const authProvider = createAuthProvider();
  const router = createMemoryRouter(
    createAppRoutes(<AdminApp authProvider={authProvider} dataProvider={testDataProvider()} store={memoryStore()} />),
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

describe('app routes with the real auth provider', () => {
  beforeEach(() => localStorage.clear());

  it('sends a visitor without a token to /admin/login without calling the API', async () => {
    const fetchMock = mockApi(staff);
    const router = renderRoutes('/admin/wallets/payouts');

    expect(await screen.findByLabelText(/Email/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the shell for a stored admin token, loading the identity once', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'journey-token');
    const fetchMock = mockApi(staff);
    renderRoutes('/admin');

    expect((await screen.findByTestId('dashboard-welcome')).textContent).toBe('Welcome, Rui Manager');
    expect((await screen.findByTestId('admin-identity-email')).textContent).toBe('rui@soundpost.test');
    expect(screen.getAllByTestId('admin-role-badge').map((badge) => badge.textContent)).toEqual(['manager']);
    const meCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/admin/me');
    expect(meCalls).toHaveLength(1);
    expect(new Headers(meCalls[0][1]?.headers).get('Authorization')).toBe('Bearer journey-token');
  });

  it('sends a signed-in user without the admin or manager role back to login and removes the token', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'artist-token');
    mockApi({ ...staff, roles: ['artist'] });
    const router = renderRoutes('/admin/users');

    expect(await screen.findByLabelText(/Email/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('logs out: posts to /api/admin/logout, removes the token and shows the login page', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'bye-token');
    const fetchMock = mockApi(staff);
    const router = renderRoutes('/admin/tickets');

    fireEvent.click(await screen.findByTestId('logout-button'));

    expect(await screen.findByLabelText(/Email/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/admin/logout');
    expect(logoutCall?.[1]?.method).toBe('POST');
  });

  it('redirects paths outside /admin to the dashboard', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'root-token');
    mockApi(staff);
    const router = renderRoutes('/somewhere-else');

    expect(await screen.findByTestId('dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/');
  });
});

describe('<App>', () => {
  it('uses browser history under /admin', async () => {
    localStorage.clear();
    mockApi(null);
    window.history.pushState({}, '', '/admin/audit-logs');
    render(<App />);

    expect(await screen.findByLabelText(/Email/)).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/login');
  });
});
