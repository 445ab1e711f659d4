import type { AccountChoice } from '@soundpost/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetAccounts } from '../session/accounts';
import { mockApi, requestsTo, type MockRequest } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';

const OWN: AccountChoice = { account_id: 'acc-own', name: 'Nina Solo', role: 'owner', current: false };
const LABEL: AccountChoice = { account_id: 'acc-label', name: 'Tidewater Records', role: 'manager', current: true };

/** The accounts as each token sees them: the current one is the token's. */
const accountsFor = (request: MockRequest) => {
  const onOwn = request.headers['Authorization'] === 'Bearer tok-own';
  return { body: { data: [{ ...OWN, current: onOwn }, { ...LABEL, current: !onOwn }] } };
};

describe('account switcher in the console header', () => {
  beforeEach(() => {
    localStorage.setItem('artist_token', 'tok');
    resetAccounts();
  });

  it('is hidden when the person has only their own account', async () => {
    const fetchMock = mockApi({ me: { name: 'Nina', document_status: 'approved' }, routes: { 'GET /me/accounts': { body: { data: [{ ...OWN, current: true }] } } } });
    await renderApp('/artist/dashboard');
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /me/accounts')).toHaveLength(1));
    await screen.findByTestId('console-title');
    expect(screen.queryByTestId('account-switcher')).toBeNull();
  });

  it('names the account and the role, lists every account with its role, and switching stores the new token and opens the dashboard', async () => {
    const fetchMock = mockApi({
      me: { name: 'Nina', document_status: 'approved' },
      routes: {
        'GET /me/accounts': accountsFor,
        'POST /auth/switch-account': { body: { token: 'tok-own', account: { ...OWN, current: true } } },
      },
    });
    const { router } = await renderApp('/artist/releases');
    expect((await screen.findByTestId('account-switcher-name')).textContent).toBe('Tidewater Records');
    expect(screen.getByTestId('account-switcher-role').textContent).toBe('Manager');

    fireEvent.click(screen.getByTestId('account-switcher-button'));
    const items = within(screen.getByTestId('account-switcher-menu')).getAllByTestId('account-switcher-item');
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Nina SoloOwner', 'false'],
      ['Tidewater RecordsManager', 'true'],
    ]);

    fireEvent.click(items[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/artist/dashboard'));
    const [switched] = requestsTo(fetchMock, 'POST /auth/switch-account');
    expect(switched.body).toEqual({ account_id: 'acc-own' });
    expect(switched.headers['Authorization']).toBe('Bearer tok');
    expect(localStorage.getItem('artist_token')).toBe('tok-own');
    // The console reads the accounts again with the new token, and the owner's menu comes back.
    await waitFor(() => expect(screen.getByTestId('account-switcher-name').textContent).toBe('Nina Solo'));
    expect(screen.getByTestId('account-switcher-role').textContent).toBe('Owner');
    expect(requestsTo(fetchMock, 'GET /me/accounts').map((r) => r.headers['Authorization'])).toEqual(['Bearer tok', 'Bearer tok-own']);
    expect(screen.getByTestId('sidebar-wallet')).toBeTruthy();
  });

  it('picking the current account changes nothing', async () => {
    const fetchMock = mockApi({ me: { name: 'Nina', document_status: 'approved' }, routes: { 'GET /me/accounts': accountsFor } });
    const { router } = await renderApp('/artist/releases');
    fireEvent.click(await screen.findByTestId('account-switcher-button'));
    fireEvent.click(within(screen.getByTestId('account-switcher-menu')).getAllByTestId('account-switcher-item')[1]);
    expect(screen.queryByTestId('account-switcher-menu')).toBeNull();
    expect(requestsTo(fetchMock, 'POST /auth/switch-account')).toEqual([]);
    expect(router.state.location.pathname).toBe('/artist/releases');
  });

  it('keeps the token and says so when the switch is refused', async () => {
    mockApi({
      me: { name: 'Nina', document_status: 'approved' },
      routes: { 'GET /me/accounts': accountsFor, 'POST /auth/switch-account': { status: 404, body: { code: 'account_not_found', message: 'Account not found.' } } },
    });
    const { router } = await renderApp('/artist/releases');
    fireEvent.click(await screen.findByTestId('account-switcher-button'));
    fireEvent.click(within(screen.getByTestId('account-switcher-menu')).getAllByTestId('account-switcher-item')[0]);
    expect((await screen.findByTestId('account-switcher-error')).textContent).toBe('Account not found.');
    expect(localStorage.getItem('artist_token')).toBe('tok');
    expect(router.state.location.pathname).toBe('/artist/releases');
  });

  it('speaks Spanish', async () => {
    mockApi({ me: { name: 'Nina', document_status: 'approved' }, routes: { 'GET /me/accounts': accountsFor } });
    await renderApp('/artist/releases', { lng: 'es' });
    expect((await screen.findByTestId('account-switcher-role')).textContent).toBe('Mánager');
    expect(screen.getByTestId('account-switcher-button').getAttribute('aria-label')).toBe('Cuenta: Tidewater Records (Mánager). Cambiar de cuenta');
  });
});
