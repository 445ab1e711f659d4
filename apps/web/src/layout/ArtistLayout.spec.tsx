import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccountChoice, AccountRole } from '@soundpost/contracts';
import { resetAccounts } from '../session/accounts';
import { mockApi, requestsTo } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';

describe('artist console layout', () => {
  beforeEach(() => {
    localStorage.setItem('artist_token', 'tok');
    resetAccounts();
  });

  it('lists the console links in the sidebar', async () => {
    mockApi({ me: { name: 'Nina' } });
    await renderApp('/artist/dashboard');
    const sidebar = await screen.findByTestId('artist-sidebar');
    const hrefs = within(sidebar)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/artist/dashboard',
      '/account/profile',
      '/account/myplan',
      '/artist/team',
      '/artist/wallet',
      '/artist/wallet/transactions',
      '/artist/wallet/tax',
      '/account/log',
      '/account/transactions',
      '/artist/releases',
      '/artist/stats',
      '/artist/links',
      '/artist/earnings',
      '/artist/label-reports',
      '/artist/support',
    ]);
    // New release creates a draft first, so it is a button: pages/release-wizard/draft.spec.tsx.
    expect(screen.getByTestId('sidebar-new-release').tagName).toBe('BUTTON');
    expect(screen.getByTestId('console-title').textContent).toBe('Overview');
    expect(screen.getByTestId('console-notifications').getAttribute('href')).toBe('/account/notifications');
  });

  it('lets the wallet group collapse, and opens it again on a wallet path', async () => {
    mockApi({ me: { name: 'Nina' } });
    const { router } = await renderApp('/account/profile');
    const toggle = await screen.findByTestId('wallet-group-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('wallet-group').dataset.open).toBe('false');

    await act(() => router.navigate('/artist/wallet'));
    await waitFor(() => expect(screen.getByTestId('wallet-group').dataset.open).toBe('true'));
    expect(screen.getByTestId('console-title').textContent).toBe('Wallet');
  });

  it('opens the menu as a drawer from the header (the phone layout) and closes it on a link, Escape, the backdrop or its close button', async () => {
    mockApi({ me: { name: 'Nina' } });
    const { router } = await renderApp('/artist/dashboard');
    const button = () => screen.getByTestId('console-menu-button');
    await screen.findByTestId('console-menu-button');
    // Looked up each time: the wallet pages sit under their own copy of the layout.
    const drawer = () => screen.getByTestId('artist-sidebar').parentElement as HTMLElement;
    expect(button().getAttribute('aria-controls')).toBe(drawer().id);
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(drawer().dataset.open).toBe('false');
    expect(button().textContent).toBe('Menu');

    fireEvent.click(button());
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(drawer().dataset.open).toBe('true');
    // The drawer takes the focus, starting at its close button.
    expect(document.activeElement).toBe(screen.getByTestId('console-menu-close'));
    fireEvent.click(screen.getByTestId('sidebar-wallet-transactions'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/artist/wallet/transactions'));
    await waitFor(() => expect(drawer().dataset.open).toBe('false'));
    expect(screen.queryByTestId('console-menu-backdrop')).toBeNull();

    fireEvent.click(button());
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(drawer().dataset.open).toBe('false');
    expect(document.activeElement).toBe(button());

    fireEvent.click(button());
    fireEvent.click(screen.getByTestId('console-menu-backdrop'));
    expect(drawer().dataset.open).toBe('false');

    fireEvent.click(button());
    fireEvent.click(screen.getByTestId('console-menu-close'));
    expect(drawer().dataset.open).toBe('false');
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the verify-your-identity tip only while the identity is not approved', async () => {
    mockApi({ me: { name: 'Nina', document_status: 'pending' } });
    const first = await renderApp('/account/profile');
    expect((await screen.findByTestId('identity-tip')).textContent).toBe('Tip: complete your profile and verify your identity so your releases can go live.');
    first.unmount();

    mockApi({ me: { name: 'Nina', document_status: 'approved' } });
    await renderApp('/artist/dashboard');
    await screen.findByTestId('artist-sidebar');
    // The profile has loaded (the menu names Nina), so the tip's absence is the rule, not the loading.
    await waitFor(() => expect(screen.getByTestId('account-button').getAttribute('aria-label')).toContain('Nina'));
    expect(screen.queryByTestId('identity-tip')).toBeNull();
  });
});

const OWN: AccountChoice = { account_id: 'acc-own', name: 'Nina Solo', role: 'owner', current: false };
const LABEL = (role: AccountRole): AccountChoice => ({ account_id: 'acc-label', name: 'Tidewater Records', role, current: true });

function sidebarHrefs(): (string | null)[] {
  return within(screen.getByTestId('artist-sidebar'))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));
}

describe('the console menu follows the role in the account', () => {
  beforeEach(() => {
    localStorage.setItem('artist_token', 'tok');
    resetAccounts();
  });

  it('a manager has no wallet, earnings, label reports, plan or transactions, and keeps New release', async () => {
    mockApi({ me: { name: 'Nina', document_status: 'approved' }, routes: { 'GET /me/accounts': { body: { data: [OWN, LABEL('manager')] } } } });
    await renderApp('/artist/dashboard');
    await waitFor(() => expect(screen.queryByTestId('wallet-group')).toBeNull());
    expect(sidebarHrefs()).toEqual(['/artist/dashboard', '/account/profile', '/artist/team', '/account/log', '/artist/releases', '/artist/stats', '/artist/links', '/artist/support']);
    expect(screen.getByTestId('sidebar-new-release')).toBeTruthy();
  });

  it('the top bar’s account menu drops Wallet and My plan for a manager once the console knows the role', async () => {
    mockApi({ me: { name: 'Nina', document_status: 'approved' }, routes: { 'GET /me/accounts': { body: { data: [OWN, LABEL('manager')] } } } });
    await renderApp('/artist/dashboard');
    await waitFor(() => expect(screen.queryByTestId('wallet-group')).toBeNull());
    fireEvent.click(screen.getByTestId('account-button'));
    const dropdown = await screen.findByTestId('account-dropdown');
    expect(within(dropdown).queryByTestId('account-link-wallet')).toBeNull();
    expect(within(dropdown).queryByTestId('account-link-myplan')).toBeNull();
    expect(within(dropdown).getByTestId('account-link-dashboard')).toBeTruthy();
  });

  it('finance keeps the money pages and has no New release', async () => {
    mockApi({ me: { name: 'Nina', document_status: 'approved' }, routes: { 'GET /me/accounts': { body: { data: [OWN, LABEL('finance')] } } } });
    await renderApp('/artist/dashboard');
    await waitFor(() => expect(screen.queryByTestId('sidebar-new-release')).toBeNull());
    expect(sidebarHrefs()).toEqual([
      '/artist/dashboard',
      '/account/profile',
      '/account/myplan',
      '/artist/team',
      '/artist/wallet',
      '/artist/wallet/transactions',
      '/artist/wallet/tax',
      '/account/log',
      '/account/transactions',
      '/artist/releases',
      '/artist/stats',
      '/artist/links',
      '/artist/earnings',
      '/artist/label-reports',
      '/artist/support',
    ]);
  });

  it('the owner sees every entry, and asks for the accounts once per token', async () => {
    const fetchMock = mockApi({ me: { name: 'Nina', document_status: 'approved' }, routes: { 'GET /me/accounts': { body: { data: [{ ...OWN, current: true }] } } } });
    const { router } = await renderApp('/artist/dashboard');
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /me/accounts')).toHaveLength(1));
    expect(sidebarHrefs()).toHaveLength(15);
    expect(screen.getByTestId('sidebar-new-release')).toBeTruthy();
    await act(() => router.navigate('/artist/wallet'));
    await screen.findByTestId('wallet-group');
    expect(requestsTo(fetchMock, 'GET /me/accounts')).toHaveLength(1);
    expect(requestsTo(fetchMock, 'GET /me/accounts')[0].headers['Authorization']).toBe('Bearer tok');
  });

  it('a page the role cannot use, opened anyway, shows the refusal instead of the page, on a phone too (in the drawer layout)', async () => {
    mockApi({ me: { name: 'Nina', document_status: 'approved' }, routes: { 'GET /me/accounts': { body: { data: [OWN, LABEL('manager')] } } } });
    await renderApp('/artist/wallet');
    const refusal = await screen.findByTestId('role-forbidden');
    expect(within(refusal).getByRole('alert').textContent).toBe('Your role does not allow this.');
    expect(screen.getByTestId('role-forbidden-dashboard').getAttribute('href')).toBe('/artist/dashboard');
    expect(screen.queryByTestId('wallet-page')).toBeNull();
    fireEvent.click(screen.getByTestId('console-menu-button'));
    expect(screen.getByTestId('artist-sidebar').parentElement?.dataset.open).toBe('true');
    expect(within(screen.getByTestId('artist-sidebar')).queryByTestId('sidebar-wallet')).toBeNull();
  });

  it('follows a role changed while signed in: a refusal for the role reads the accounts again, and the menu and page follow', async () => {
    const fetchMock = mockApi({
      me: { name: 'Nina', document_status: 'approved' },
      routes: {
        'GET /me/accounts': [{ body: { data: [OWN, LABEL('admin')] } }, { body: { data: [OWN, LABEL('manager')] } }],
        'GET /artist/wallet': { status: 403, body: { code: 'role_forbidden', message: 'Your role does not allow this.' } },
        'GET /artist/wallet/payouts': { status: 403, body: { code: 'role_forbidden', message: 'Your role does not allow this.' } },
      },
    });
    await renderApp('/artist/wallet');
    // Admin as far as the console first knew: the wallet page opened and asked.
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /artist/wallet').length).toBeGreaterThan(0));
    // Its refusals ask the accounts again (once for the two at once), and a manager has no wallet.
    await screen.findByTestId('role-forbidden');
    expect(screen.queryByTestId('wallet-group')).toBeNull();
    expect(requestsTo(fetchMock, 'GET /me/accounts')).toHaveLength(2);
    expect(requestsTo(fetchMock, 'GET /me/accounts')[1].headers['Authorization']).toBe('Bearer tok');
  });

  it('a refusal for something else (a blocked document, a 404) does not ask the accounts again', async () => {
    const fetchMock = mockApi({
      me: { name: 'Nina', document_status: 'approved' },
      routes: {
        'GET /me/accounts': { body: { data: [OWN, LABEL('admin')] } },
        'GET /artist/wallet': { status: 403, body: { code: 'forbidden', message: 'Forbidden.' } },
      },
    });
    await renderApp('/artist/wallet');
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /artist/wallet').length).toBeGreaterThan(0));
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /artist/wallet/payouts').length).toBeGreaterThan(0));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(requestsTo(fetchMock, 'GET /me/accounts')).toHaveLength(1);
    expect(screen.getByTestId('wallet-group')).toBeTruthy();
  });

  it('speaks French to a refused viewer', async () => {
    mockApi({ me: { name: 'Nina', document_status: 'approved' }, routes: { 'GET /me/accounts': { body: { data: [OWN, LABEL('viewer')] } } } });
    await renderApp('/artist/release', { lng: 'fr' });
    const refusal = await screen.findByTestId('role-forbidden');
    expect(within(refusal).getByRole('alert').textContent).toBe('Votre rôle ne permet pas cette action.');
  });
});
