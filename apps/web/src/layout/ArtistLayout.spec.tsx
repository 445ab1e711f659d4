import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';

describe('artist console layout', () => {
  beforeEach(() => localStorage.setItem('artist_token', 'tok'));

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
      '/artist/wallet',
      '/artist/wallet/transactions',
      '/account/log',
      '/account/transactions',
      '/artist/releases',
      '/artist/stats',
      '/artist/links',
      '/artist/earnings',
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
