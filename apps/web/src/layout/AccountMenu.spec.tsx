import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';

function setTokens(tokens: { artist?: string; onboarding?: string }) {
  if (tokens.artist) localStorage.setItem('artist_token', tokens.artist);
  if (tokens.onboarding) localStorage.setItem('onboarding_token', tokens.onboarding);
}

async function openAccountMenu() {
  fireEvent.click(await screen.findByTestId('account-button'));
  return screen.findByTestId('account-dropdown');
}

describe('account menu', () => {
  it('logged out: Login and Sign up links', async () => {
    mockApi();
    await renderApp('/');
    const menu = await screen.findByTestId('account-menu');
    expect(menu.dataset.state).toBe('logged-out');
    const login = within(menu).getByRole('link', { name: 'Login' });
    const signup = within(menu).getByRole('link', { name: 'Sign up' });
    expect(login.getAttribute('href')).toBe('/login');
    expect(signup.getAttribute('href')).toBe('/signup');
    expect(within(menu).queryByTestId('account-button')).toBeNull();
  });

  it('onboarding: continue verification to /signup, and cancel removes only the onboarding token', async () => {
    localStorage.setItem('signup_email', 'new@example.com');
    setTokens({ onboarding: 'onb-1' });
    mockApi();
    await renderApp('/');
    const menu = await screen.findByTestId('account-menu');
    expect(menu.dataset.state).toBe('onboarding');
    expect(within(menu).getByRole('link', { name: 'Continue verification' }).getAttribute('href')).toBe('/signup');

    fireEvent.click(within(menu).getByRole('button', { name: 'Cancel the verification in progress' }));

    await waitFor(() => expect(screen.getByTestId('account-menu').dataset.state).toBe('logged-out'));
    expect(localStorage.getItem('onboarding_token')).toBeNull();
    expect(localStorage.getItem('signup_email')).toBe('new@example.com');
    expect(localStorage.getItem('lang')).toBe('en');
  });

  it('an artist token wins over an onboarding token', async () => {
    setTokens({ artist: 'art-1', onboarding: 'onb-1' });
    mockApi({ me: { name: 'Nina' } });
    await renderApp('/');
    expect((await screen.findByTestId('account-menu')).dataset.state).toBe('logged-in');
  });

  it('logged in: avatar, name and e-mail from GET /me, then the account links', async () => {
    setTokens({ artist: 'art-1' });
    const fetchMock = mockApi({ me: { name: 'nina simone', email: 'nina@example.com' } });
    await renderApp('/');

    await waitFor(() => expect(screen.getByTestId('account-avatar').textContent).toBe('N'));
    const dropdown = await openAccountMenu();
    expect(within(dropdown).getByTestId('account-name').textContent).toBe('nina simone');
    expect(within(dropdown).getByTestId('account-email').textContent).toBe('nina@example.com');

    const hrefs = within(dropdown)
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Dashboard', '/artist/dashboard'],
      ['Profile', '/account/profile'],
      ['Wallet', '/artist/wallet'],
      ['My plan', '/account/myplan'],
      ['Help', '/faq'],
      ['Log out', null],
    ]);

    const [, init] = callsTo(fetchMock, '/api/me')[0];
    expect(init?.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer art-1' });
  });

  it('joins first and last name when the profile has no name, and shows a dash for a missing e-mail', async () => {
    setTokens({ artist: 'art-1' });
    mockApi({ me: { first_name: 'eunice', last_name: 'Waymon' } });
    await renderApp('/');
    await waitFor(() => expect(screen.getByTestId('account-avatar').textContent).toBe('E'));
    const dropdown = await openAccountMenu();
    expect(within(dropdown).getByTestId('account-name').textContent).toBe('eunice Waymon');
    expect(within(dropdown).getByTestId('account-email').textContent).toBe('-');
  });

  it("shows '…' while the profile loads", async () => {
    setTokens({ artist: 'art-1' });
    mockApi({ me: 'pending' });
    await renderApp('/');
    const dropdown = await openAccountMenu();
    expect(within(dropdown).getByTestId('account-name').textContent).toBe('…');
  });

  it.each([
    ['a non-OK answer', { status: 401 }],
    ['a network error', 'network-error'],
  ] as const)("falls back to 'Artist' and '-' after %s, silently", async (_label, me) => {
    const warn = jest.spyOn(console, 'warn');
    setTokens({ artist: 'art-1' });
    mockApi({ me });
    await renderApp('/');
    await waitFor(() => expect(screen.getByTestId('account-avatar').textContent).toBe('A'));
    const dropdown = await openAccountMenu();
    expect(within(dropdown).getByTestId('account-name').textContent).toBe('Artist');
    expect(within(dropdown).getByTestId('account-email').textContent).toBe('-');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('logout removes both tokens, resets the menu and goes to /', async () => {
    setTokens({ artist: 'art-1', onboarding: 'onb-1' });
    mockApi({ me: { name: 'Nina' } });
    const { router } = await renderApp('/pricing');
    const dropdown = await openAccountMenu();

    fireEvent.click(within(dropdown).getByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('artist_token')).toBeNull();
    expect(localStorage.getItem('onboarding_token')).toBeNull();
    expect(screen.getByTestId('account-menu').dataset.state).toBe('logged-out');
    expect(screen.queryByTestId('account-dropdown')).toBeNull();
  });

  it('follows token changes made in another tab (storage event)', async () => {
    const fetchMock = mockApi({ me: { name: 'Zoe', email: 'zoe@example.com' } });
    await renderApp('/');
    expect((await screen.findByTestId('account-menu')).dataset.state).toBe('logged-out');

    // Another tab logs in.
    act(() => {
      localStorage.setItem('artist_token', 'from-other-tab');
      window.dispatchEvent(new StorageEvent('storage', { key: 'artist_token', newValue: 'from-other-tab' }));
    });
    await waitFor(() => expect(screen.getByTestId('account-avatar').textContent).toBe('Z'));
    expect(screen.getByTestId('account-menu').dataset.state).toBe('logged-in');
    const [, init] = callsTo(fetchMock, '/api/me')[0];
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer from-other-tab');

    // Another tab logs out.
    act(() => {
      localStorage.removeItem('artist_token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'artist_token', oldValue: 'from-other-tab', newValue: null }));
    });
    await waitFor(() => expect(screen.getByTestId('account-menu').dataset.state).toBe('logged-out'));
  });

  it('ignores storage events for unrelated keys', async () => {
    mockApi();
    await renderApp('/');
    act(() => {
      localStorage.setItem('artist_token', 'sneaky');
      window.dispatchEvent(new StorageEvent('storage', { key: 'something_else', newValue: 'x' }));
    });
    expect(screen.getByTestId('account-menu').dataset.state).toBe('logged-out');
  });

  it('is keyboard-usable: arrows move between items, Escape closes and returns focus', async () => {
    setTokens({ artist: 'art-1' });
    mockApi({ me: { name: 'Nina' } });
    await renderApp('/');
    const button = await screen.findByTestId('account-button');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const dropdown = await screen.findByTestId('account-dropdown');
    const items = within(dropdown).getAllByRole('menuitem');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    fireEvent.keyDown(items[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1], { key: 'End' });
    expect(document.activeElement).toBe(items[items.length - 1]);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('account-dropdown')).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
