import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, requestsTo } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { matchesFilter } from './PartnersPage';

const store = (id: string, name: string, kind: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  logo_url: `/api/stores/${id}/logo.svg`,
  kind,
  is_regional: false,
  supports_content_id: false,
  supports_timed_release: false,
  active: true,
  ...extra,
});

const STORES = [
  store('spotify', 'Spotify', 'streaming', { supports_timed_release: true }),
  store('itunes', 'iTunes', 'download'),
  store('youtube-content-id', 'YouTube Content ID', 'video', { supports_content_id: true }),
  store('tiktok', 'TikTok', 'social'),
  store('zedge', 'Zedge', 'ringtone'),
  store('boomplay', 'Boomplay', 'streaming', { is_regional: 1 }),
  store('retired', 'Retired Store', 'streaming', { active: 0 }),
];

const names = () => screen.getAllByTestId('store-card').map((card) => card.querySelector('.store-card__name')?.textContent);

describe('/partners', () => {
  it('lists the active stores from GET /api/stores, without a token', async () => {
    localStorage.setItem('artist_token', 'tok');
    const fetchMock = mockApi({ me: { name: 'Nina' }, routes: { 'GET /stores': { body: { stores: STORES } } } });
    await renderApp('/partners');
    await screen.findByTestId('store-grid');
    expect(names()).toEqual(['Spotify', 'iTunes', 'YouTube Content ID', 'TikTok', 'Zedge', 'Boomplay']);
    expect(requestsTo(fetchMock, 'GET /stores')[0].headers['Authorization']).toBeUndefined();
    expect(screen.getByTestId('partners-count').textContent).toBe('6 stores');
    const spotify = screen.getAllByTestId('store-card')[0];
    expect(spotify.querySelector('img')?.getAttribute('src')).toBe('/api/stores/spotify/logo.svg');
    expect(spotify.textContent).toContain('Timed release');
    expect(screen.getAllByTestId('store-card')[5].textContent).toContain('Regional');
  });

  it('filters with All Stores, Ringtone Stores and Specialty Video', async () => {
    mockApi({ routes: { 'GET /stores': { body: { stores: STORES } } } });
    await renderApp('/partners');
    await screen.findByTestId('store-grid');
    const filters = within(screen.getByTestId('partner-filters'));
    expect(filters.getAllByRole('radio').map((r) => (r.parentElement?.textContent ?? '').trim())).toEqual([
      'All Stores',
      'Ringtone Stores',
      'Specialty Video',
    ]);
    fireEvent.click(screen.getByTestId('partner-filter-ringtone'));
    expect(names()).toEqual(['Zedge']);
    expect(screen.getByTestId('partners-count').textContent).toBe('1 store');
    fireEvent.click(screen.getByTestId('partner-filter-video'));
    expect(names()).toEqual(['YouTube Content ID', 'TikTok']);
    fireEvent.click(screen.getByTestId('partner-filter-all'));
    expect(names()).toHaveLength(6);
  });

  it('says so when a filter has no store', async () => {
    mockApi({ routes: { 'GET /stores': { body: { stores: STORES.filter((s) => s.kind !== 'ringtone') } } } });
    await renderApp('/partners');
    await screen.findByTestId('store-grid');
    fireEvent.click(screen.getByTestId('partner-filter-ringtone'));
    expect(screen.getByTestId('partners-empty').textContent).toBe('No stores in this category yet.');
  });

  it('shows an error with a retry that loads again', async () => {
    mockApi({ routes: { 'GET /stores': [{ status: 500, body: { message: 'boom' } }, { body: { stores: STORES } }] } });
    await renderApp('/partners');
    expect((await screen.findByTestId('partners-error')).textContent).toContain("We couldn't load the store list.");
    fireEvent.click(screen.getByTestId('partners-retry'));
    await waitFor(() => expect(names()).toHaveLength(6));
  });

  it('maps kinds to the filters', () => {
    const s = (kind: string) => store('x', 'X', kind);
    expect(matchesFilter(s('ringtone'), 'ringtone')).toBe(true);
    expect(matchesFilter(s('streaming'), 'ringtone')).toBe(false);
    expect(matchesFilter(s('video'), 'video')).toBe(true);
    expect(matchesFilter(s('social'), 'video')).toBe(true);
    expect(matchesFilter(s('download'), 'video')).toBe(false);
    expect(matchesFilter(s('anything'), 'all')).toBe(true);
  });
});
