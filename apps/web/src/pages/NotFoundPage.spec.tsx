import { NOT_FOUND_MESSAGE } from '@soundpost/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';

describe('404 page', () => {
  it.each(['/no-such-page', '/artist/unknown/deep/path', '/resources/a/b'])('is shown for %s', async (path) => {
    mockApi();
    await renderApp(path);
    const page = await screen.findByTestId('not-found');
    expect(screen.getByTestId('not-found-message').textContent).toBe(NOT_FOUND_MESSAGE);
    const link = screen.getByRole('link', { name: 'Go Home' });
    expect(link.getAttribute('href')).toBe('/');
    expect(page.contains(link)).toBe(true);
    // Inside the shell.
    expect(screen.getByTestId('nav')).toBeTruthy();
    expect(screen.getByTestId('footer')).toBeTruthy();
  });

  it('Go Home leads to the home page', async () => {
    mockApi();
    const { router } = await renderApp('/nope');
    fireEvent.click(await screen.findByRole('link', { name: 'Go Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByTestId('home-hero')).toBeTruthy();
    expect(screen.queryByTestId('not-found')).toBeNull();
  });
});
