import { act, screen, waitFor } from '@testing-library/react';
import { GUARDED_PATHS } from '../routes';
import { mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';

/** A concrete URL for a route pattern. */
function concrete(path: string): string {
  return path.replace(/:[A-Za-z]+/g, '42');
}

describe('artist route guard', () => {
  it.each(GUARDED_PATHS.map((p) => [concrete(p)]))('redirects %s to /login without an artist token', async (path) => {
    mockApi();
    const { router } = await renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((await screen.findByTestId('page-title')).textContent).toBe('Artist login');
    expect(screen.queryByTestId('artist-layout')).toBeNull();
  });

  it('an onboarding token is not enough', async () => {
    localStorage.setItem('onboarding_token', 'onb');
    mockApi();
    const { router } = await renderApp('/artist/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('renders guarded pages inside the artist console with an artist token', async () => {
    localStorage.setItem('artist_token', 'tok');
    mockApi({ me: { name: 'Nina' } });
    const { router } = await renderApp('/artist/release/7/tracks/9');
    expect((await screen.findByTestId('page-title')).textContent).toBe('Track editor');
    expect(router.state.location.pathname).toBe('/artist/release/7/tracks/9');
    expect(screen.getByTestId('artist-layout')).toBeTruthy();
    expect(screen.getByTestId('console-title').textContent).toBe('Catalog');
  });

  it('keeps an artist whose document is not approved on the verification page and the profile', async () => {
    localStorage.setItem('artist_token', 'tok');
    mockApi({ me: { name: 'Nina', document_status: 'rejected' } });
    const { router } = await renderApp('/artist/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/document-upload'));
  });

  it('lets an artist whose document is not approved open the profile', async () => {
    localStorage.setItem('artist_token', 'tok');
    mockApi({ me: { name: 'Nina', document_status: 'pending' } });
    const { router } = await renderApp('/account/profile');
    await screen.findByTestId('artist-layout');
    expect(router.state.location.pathname).toBe('/account/profile');
  });

  it('opens the dashboard once the document is approved', async () => {
    localStorage.setItem('artist_token', 'tok');
    mockApi({ me: { name: 'Nina', document_status: 'approved' } });
    const { router } = await renderApp('/artist/dashboard');
    expect((await screen.findByTestId('page-title')).textContent).toBe('Dashboard');
    expect(router.state.location.pathname).toBe('/artist/dashboard');
  });

  it('sends the user to /login when the token disappears while on a guarded page', async () => {
    localStorage.setItem('artist_token', 'tok');
    mockApi({ me: { name: 'Nina' } });
    const { router } = await renderApp('/account/profile');
    await screen.findByTestId('artist-layout');
    act(() => {
      localStorage.removeItem('artist_token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'artist_token', newValue: null }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([
    ['/artist/wallet', 'Wallet'],
    ['/artist/wallet/transactions', 'Wallet transactions'],
  ])('%s is not guarded and renders in the console with the wallet group open', async (path, title) => {
    mockApi();
    const { router } = await renderApp(path);
    expect((await screen.findByTestId('page-title')).textContent).toBe(title);
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByTestId('wallet-group').dataset.open).toBe('true');
    expect(screen.getByTestId('sidebar-wallet-transactions').getAttribute('href')).toBe('/artist/wallet/transactions');
  });

  it.each([
    ['/checkout', 'Checkout'],
    ['/checkout/success', 'Payment confirmation'],
    ['/checkout/paypal-success', 'PayPal payment confirmation'],
    ['/checkout/cancel', 'Payment canceled'],
  ])('%s is public', async (path, title) => {
    mockApi();
    const { router } = await renderApp(path);
    expect((await screen.findByTestId('page-title')).textContent).toBe(title);
    expect(router.state.location.pathname).toBe(path);
  });
});
