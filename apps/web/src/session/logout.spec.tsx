import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, requestsTo } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';

describe('logout', () => {
  it('calls POST /auth/logout with the token, then clears both tokens and goes to /', async () => {
    localStorage.setItem('artist_token', 'art-1');
    const fetchMock = mockApi({ me: { name: 'Nina' }, routes: { 'POST /auth/logout': { status: 204 } } });
    const { router } = await renderApp('/pricing');
    fireEvent.click(await screen.findByTestId('account-button'));
    fireEvent.click(within(await screen.findByTestId('account-dropdown')).getByTestId('logout-button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [request] = requestsTo(fetchMock, 'POST /auth/logout');
    expect(request.headers['Authorization']).toBe('Bearer art-1');
    expect(localStorage.getItem('artist_token')).toBeNull();
  });

  it('goes to / from a page that needs the login, not to /login', async () => {
    localStorage.setItem('artist_token', 'art-1');
    mockApi({ me: { name: 'Nina', document_status: 'approved' }, routes: { 'POST /auth/logout': { status: 204 } } });
    const { router } = await renderApp('/account/profile');
    await screen.findByTestId('profile-page');
    fireEvent.click(await screen.findByTestId('account-button'));
    fireEvent.click(within(await screen.findByTestId('account-dropdown')).getByTestId('logout-button'));
    await waitFor(() => expect(localStorage.getItem('artist_token')).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The guard of the page left must not send the visitor on to /login afterwards.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(router.state.location.pathname).toBe('/');
  });

  it('clears the tokens even when the server call fails', async () => {
    localStorage.setItem('artist_token', 'art-1');
    mockApi({ me: { name: 'Nina' }, routes: { 'POST /auth/logout': 'network-error' } });
    const { router } = await renderApp('/pricing');
    fireEvent.click(await screen.findByTestId('account-button'));
    fireEvent.click(within(await screen.findByTestId('account-dropdown')).getByTestId('logout-button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('artist_token')).toBeNull();
  });

  it('cancel on the onboarding banner revokes the onboarding token', async () => {
    localStorage.setItem('onboarding_token', 'onb-1');
    const fetchMock = mockApi({ routes: { 'POST /auth/logout': { status: 204 } } });
    await renderApp('/');
    fireEvent.click(await screen.findByTestId('cancel-onboarding'));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /auth/logout')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'POST /auth/logout')[0].headers['Authorization']).toBe('Bearer onb-1');
    expect(localStorage.getItem('onboarding_token')).toBeNull();
  });
});
