import type { LanguageCode } from '@soundpost/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockApi, requestsTo, type MockApiOptions } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { linkFixture } from './fixtures';

async function openLinks(routes: MockApiOptions['routes'], lng?: LanguageCode) {
  localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({ me: { name: 'Nina' }, routes });
  const app = await renderApp('/artist/links', { lng });
  return { fetchMock, ...app };
}

describe('/artist/links', () => {
  it('lists each release link with its cover, state, address, copy and open buttons and all-time totals', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    await openLinks({
      'GET /artist/links': {
        body: {
          items: [
            linkFixture({ cover_url: 'https://cdn.test/cover.jpg' }),
            linkFixture({ id: 'link-2', release_title: 'Slow Tide', slug: 'slow-tide', url: 'https://soundpost.test/l/slow-tide', state: 'waiting', totals: { views: 0, clicks: 0, ctr: null } }),
          ],
        },
      },
    });
    const live = await screen.findByTestId('link-card-link-1');
    expect(within(live).getByRole('img').getAttribute('src')).toBe('https://cdn.test/cover.jpg');
    expect(within(live).getByRole('heading', { level: 2 }).textContent).toBe('Midnight Drive');
    expect(screen.getByTestId('link-card-link-1-state').textContent).toBe('Live');
    expect(screen.getByTestId('link-card-link-1-url').textContent).toBe('https://soundpost.test/l/nova-lane-midnight-drive');
    // On a phone the address wraps after its slashes, dots and hyphens, never inside a word.
    expect(screen.getByTestId('link-card-link-1-url').querySelectorAll('wbr').length).toBeGreaterThan(3);
    const open = screen.getByTestId('link-card-link-1-open');
    expect([open.getAttribute('href'), open.getAttribute('target'), open.getAttribute('rel')]).toEqual([
      'https://soundpost.test/l/nova-lane-midnight-drive',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(screen.getByTestId('link-card-link-1-totals-views').textContent).toBe('200');
    expect(screen.getByTestId('link-card-link-1-totals-clicks').textContent).toBe('50');
    expect(screen.getByTestId('link-card-link-1-totals-ctr').textContent).toBe('25%');
    expect(screen.getByTestId('link-card-link-1-open-detail').getAttribute('href')).toBe('/artist/links/link-1');

    const waiting = screen.getByTestId('link-card-link-2');
    expect(screen.getByTestId('link-card-link-2-state').textContent).toBe('Waiting');
    expect(waiting.textContent).toContain('Your page goes live when the first store takes your release');
    expect(screen.getByTestId('link-card-link-2-totals-ctr').textContent).toBe('—');

    await act(async () => {
      fireEvent.click(screen.getByTestId('link-card-link-1-copy'));
    });
    expect(writeText).toHaveBeenCalledWith('https://soundpost.test/l/nova-lane-midnight-drive');
    expect(screen.getByTestId('link-card-link-1-copy').textContent).toBe('Copied');
    expect(screen.getByTestId('link-card-link-1-copy').getAttribute('aria-label')).toBe('Copy https://soundpost.test/l/nova-lane-midnight-drive');
  });

  it('says when there is no link yet', async () => {
    await openLinks({ 'GET /artist/links': { body: { items: [] } } });
    expect((await screen.findByTestId('links-empty')).textContent).toBe('No links yet: your release gets its page when you submit it.');
  });

  it('shows the error when the list fails', async () => {
    await openLinks({ 'GET /artist/links': { status: 500, body: {} } });
    expect((await screen.findByTestId('links-error')).textContent).toBe('Your links could not be loaded. Try again in a moment.');
  });

  it.each<[LanguageCode, string]>([
    ['en', 'Links'],
    ['fr', 'Liens'],
    ['es', 'Enlaces'],
  ])('is titled in %s, with its sidebar entry beside Statistics', async (lng, title) => {
    await openLinks({ 'GET /artist/links': { body: { items: [linkFixture()] } } }, lng);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
    const entry = screen.getByTestId('sidebar-links');
    expect([entry.textContent, entry.getAttribute('href')]).toEqual([title, '/artist/links']);
    expect(entry.closest('li')?.previousElementSibling?.querySelector('[data-testid="sidebar-stats"]')).toBeTruthy();
    expect(screen.getByTestId('console-title').textContent).toBe(title);
    await screen.findByTestId('link-card-link-1');
  });

  it('asks with the artist token and shows the links as a named list of cards, not a wide table', async () => {
    const { fetchMock } = await openLinks({ 'GET /artist/links': { body: { items: [linkFixture()] } } });
    await screen.findByTestId('link-card-link-1');
    expect(requestsTo(fetchMock, 'GET /artist/links')[0].headers['Authorization']).toBe('Bearer art-1');
    expect(document.querySelector('table')).toBeNull();
    // Labelled regions: the list is a list, each link a heading and its buttons named.
    expect(screen.getByRole('list', { name: 'Links' })).toBeTruthy();
  });
});
