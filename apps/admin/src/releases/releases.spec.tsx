import { STORAGE_KEYS } from '@soundpost/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { fetchCall, jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderAdminAt } from '../test/render-admin';
import { searchCountsAroundDelay } from '../test/search-debounce';
import { loadStoreCatalogue } from '../stores/store-catalogue';
import { updateReleaseStatus } from './release-calls';
import {
  audioUrlOf,
  distributionOf,
  formatDuration,
  initialStatus,
  ownerOf,
  parseExtraArtists,
  RELEASE_STATUS_CHOICES,
  tracksOf,
} from './release-format';

const row = {
  id: 'r1',
  release_id: 'r1',
  release_number: 1042,
  title: 'Night Drive',
  artist_name: 'The Primary',
  upc: '086000000012',
  release_type: 'EP',
  release_date: '2026-05-01',
  status: 'pending',
  tracks_count: 2,
  owner_name: 'Olga Owner',
  owner_email: 'olga@x.test',
  cover_art_url: '/api/files/covers/r1.png?sig=1',
  created_at: '2026-01-01T10:00:00Z',
};

const track = (id: string, n: number, extra: Record<string, unknown> = {}) => ({
  id,
  track_id: id,
  release_id: 'r1',
  track_number: n,
  title: `Song ${n}`,
  isrc: `FRSP02600${n}01`,
  duration: 185.4,
  explicit: 0,
  preview_url: `/api/files/audio/${id}.wav?sig=p`,
  audio_url: `/api/files/audio/${id}.wav?sig=a`,
  ...extra,
});

const release = {
  ...row,
  user_id: 'u1',
  artist_roles: 'Primary Artist',
  catalog_number: 'CAT-1',
  label_name: 'Indie Label',
  genre_primary: 'Electronic',
  genre_secondary: 'House',
  p_line: 'Olga Records',
  pline_year: 2026,
  c_line: 'Olga Records',
  cline_year: 2026,
  workflow_stage: 'delivered',
  status_comment: null,
  submitted_at: '2026-01-02T10:00:00Z',
  updated_at: '2026-01-02T10:00:00Z',
  extra_artists: '[{"name":"Guest One","role":"Featuring"},{"artist_name":"Mixer","role":"Remixer"}]',
  distribution: {
    release_date: '2026-05-01',
    release_time: '09:00',
    timezone: 'Europe/Lisbon',
    territory_mode: 'exclude',
    territories: ['US', 'CA'],
    store_ids: ['spotify', 'deezer'],
    content_id_opt_in: 1,
    price_tier: 'premium',
  },
  // Out of order on purpose: the screens show them by track number.
  tracks: [track('t2', 2, { preview_url: null, audio_url: null, audio_file_url: null }), track('t1', 1)],
};

describe('release helpers', () => {
  it('offers the statuses with their Portuguese labels and English values', () => {
    expect(RELEASE_STATUS_CHOICES).toEqual([
      { id: 'pending', name: 'Pendente' },
      { id: 'approved', name: 'Aprovado' },
      { id: 'live', name: 'Ao Vivo' },
      { id: 'rejected', name: 'Rejeitado' },
      { id: 'removed', name: 'Retirado' },
    ]);
    expect(initialStatus('Ao Vivo')).toBe('live');
    expect(initialStatus('taken_down')).toBe('removed');
    expect(initialStatus('draft')).toBe('pending');
  });

  it('reads extra artists from a list or JSON text, ignoring what it cannot read', () => {
    expect(parseExtraArtists(release.extra_artists)).toEqual([
      { name: 'Guest One', role: 'Featuring' },
      { name: 'Mixer', role: 'Remixer' },
    ]);
    expect(parseExtraArtists([{ name: 'A', role: 'Producer' }, { role: 'nameless' }, 'x'])).toEqual([{ name: 'A', role: 'Producer' }]);
    expect(parseExtraArtists('{not json')).toEqual([]);
    expect(parseExtraArtists(null)).toEqual([]);
  });

  it('finds owner, distribution, audio and track order wherever the payload puts them', () => {
    expect(ownerOf({ id: 1, user_name: 'U', user_email: 'u@x.test' })).toEqual({ name: 'U', email: 'u@x.test' });
    expect(ownerOf({ id: 1, owner: { name: 'O', email: 'o@x.test' } })).toEqual({ name: 'O', email: 'o@x.test' });
    expect(distributionOf({ id: 1, territory_mode: 'worldwide', price_tier: 'budget' })).toMatchObject({ territory_mode: 'worldwide', price_tier: 'budget' });
    expect(distributionOf({ id: 1, settings: { store_ids: ['spotify'] } }).store_ids).toEqual(['spotify']);
    expect(audioUrlOf({ id: 1, preview_url: '', audio_url: '/a' })).toBe('/a');
    expect(audioUrlOf({ id: 1 })).toBeNull();
    expect(tracksOf(release).map((t) => t.id)).toEqual(['t1', 't2']);
    expect(formatDuration(185.4)).toBe('3:05');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(null)).toBe('—');
  });

  it('PATCHes the status with the bearer token, sending the comment only when there is one', async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'staff-token');
    const fetchMock = mockFetch(
      jsonResponse(200, { release: { id: 'r1', status: 'approved' }, message: 'Release status updated.' }),
      jsonResponse(200, { release: { id: 'r1', status: 'live' }, message: 'Release status updated.' }),
    );
    await expect(updateReleaseStatus('r1', { status: 'approved', comment: '  Looks good ' })).resolves.toEqual({
      release: { id: 'r1', status: 'approved' },
      message: 'Release status updated.',
    });
    await updateReleaseStatus('r1', { status: 'live', comment: '   ' });
    const first = fetchCall(fetchMock, 0);
    expect(first).toMatchObject({ url: '/api/admin/releases/r1/status', method: 'PATCH', body: { status: 'approved', comment: 'Looks good' } });
    expect(first.headers.get('Authorization')).toBe('Bearer staff-token');
    expect(fetchCall(fetchMock, 1).body).toEqual({ status: 'live' });
    localStorage.clear();
  });
});

describe('releases list', () => {
  it('lists newest first with 20 per page, shows the Portuguese status, sorts, filters by English status and searches', async () => {
    const getList = jest.fn(async () => ({ data: [row], total: 1 }));
    renderAdminAt('/admin/releases', { dataProvider: { getList } as never });

    const line = await screen.findByTestId('release-row-r1');
    expect(within(line).getByText('Night Drive')).toBeTruthy();
    expect(within(line).getByText('The Primary')).toBeTruthy();
    expect(within(line).getByText('olga@x.test')).toBeTruthy();
    expect(within(line).getByTestId('release-status-r1').textContent).toBe('Pendente');
    expect(getList).toHaveBeenCalledWith('releases', expect.objectContaining({ sort: { field: 'newest', order: 'DESC' }, pagination: { page: 1, perPage: 20 } }));

    fireEvent.change(screen.getByTestId('releases-sort'), { target: { value: 'oldest' } });
    await waitFor(() => expect(getList).toHaveBeenCalledWith('releases', expect.objectContaining({ sort: { field: 'oldest', order: 'ASC' } })));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rejeitado' }));
    await waitFor(() => expect(getList).toHaveBeenCalledWith('releases', expect.objectContaining({ filter: expect.objectContaining({ status: 'rejected' }) })));

    fireEvent.change(screen.getByTestId('releases-search'), { target: { value: 'night' } });
    await waitFor(() => expect(getList).toHaveBeenCalledWith('releases', expect.objectContaining({ filter: expect.objectContaining({ q: 'night', status: 'rejected' }) })));
  });

  it('waits 300 ms after the last keystroke before searching', async () => {
    const getList = jest.fn(async (_resource: string, _params: { filter?: { q?: string } }) => ({ data: [row], total: 1 }));
    renderAdminAt('/admin/releases', { dataProvider: { getList } as never });
    await screen.findByTestId('release-row-r1');
    const searched = () => getList.mock.calls.filter(([, params]) => params.filter?.q === 'drive').length;
    expect(await searchCountsAroundDelay(screen.getByTestId('releases-search'), 'drive', 300, searched)).toEqual({ justBefore: 0, atDelay: 1 });
  });

  it('offers page sizes 20, 50 and 100', async () => {
    renderAdminAt('/admin/releases', { dataProvider: { getList: async () => ({ data: [row], total: 1 }) } as never });
    await screen.findByTestId('release-row-r1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['20', '50', '100']);
  });

  it('shows the empty message', async () => {
    renderAdminAt('/admin/releases', { dataProvider: { getList: async () => ({ data: [], total: 0 }) } as never });
    expect(await screen.findByText('No releases found.')).toBeTruthy();
  });

  it("shows 'Failed to load releases' when the failure has no message", async () => {
    const getList = jest.fn(async () => {
      throw new HttpError('', 500, {});
    });
    renderAdminAt('/admin/releases', { dataProvider: { getList } as never });
    expect((await screen.findByTestId('releases-error')).textContent).toBe('Failed to load releases');
  });

  it('opens the side panel with details, tracks and audio preview, and updates the status with a comment', async () => {
    const getOne = jest.fn(async () => ({ data: release }));
    const getList = jest.fn(async () => ({ data: [row], total: 1 }));
    renderAdminAt('/admin/releases', { dataProvider: { getList, getOne } as never });

    fireEvent.click(within(await screen.findByTestId('release-row-r1')).getByText('Night Drive'));
    const drawer = within(await screen.findByTestId('release-drawer'));
    expect((await drawer.findByTestId('release-drawer-title')).textContent).toBe('Night Drive');
    expect(getOne).toHaveBeenCalledWith('releases', expect.objectContaining({ id: 'r1' }));
    expect(drawer.getByTestId('release-drawer-owner').textContent).toBe('Olga Owner · olga@x.test');
    expect(drawer.getByTestId('release-drawer-label').textContent).toBe('Indie Label');
    expect(drawer.getByTestId('release-drawer-details').getAttribute('href')).toBe('/admin/releases/r1');
    const audio = drawer.getByTestId('release-drawer-audio-t1');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio.getAttribute('src')).toBe('/api/files/audio/t1.wav?sig=p');
    expect(audio.hasAttribute('controls')).toBe(true);
    expect(drawer.getByTestId('release-drawer-audio-t2-none').textContent).toBe('No audio');

    const fetchMock = mockFetch(jsonResponse(200, { release: { ...release, status: 'rejected' }, message: 'Release status updated.' }));
    const select = drawer.getByTestId('release-status-select') as HTMLSelectElement;
    expect(select.value).toBe('pending');
    expect(Array.from(select.options).map((o) => [o.value, o.textContent])).toEqual([
      ['pending', 'Pendente'],
      ['approved', 'Aprovado'],
      ['live', 'Ao Vivo'],
      ['rejected', 'Rejeitado'],
      ['removed', 'Retirado'],
    ]);
    fireEvent.change(select, { target: { value: 'rejected' } });
    fireEvent.change(drawer.getByTestId('release-status-comment'), { target: { value: 'Artwork is blurry.' } });
    fireEvent.click(drawer.getByTestId('release-status-save'));

    expect(await screen.findByText('Release status updated.')).toBeTruthy();
    expect(fetchCall(fetchMock, 0)).toMatchObject({ url: '/api/admin/releases/r1/status', method: 'PATCH', body: { status: 'rejected', comment: 'Artwork is blurry.' } });
    // The refresh reloads the list and the panel.
    await waitFor(() => expect(getOne.mock.calls.length).toBeGreaterThan(1));
  });

  it('keeps a status being chosen when the full release replaces the list copy in the side panel', async () => {
    // The panel opens on the list's copy (no updated_at) while the full release is still loading.
    let loaded: (value: { data: typeof release }) => void = () => undefined;
    const getOne = jest.fn(() => new Promise<{ data: typeof release }>((resolve) => (loaded = resolve)));
    renderAdminAt('/admin/releases', { dataProvider: { getList: async () => ({ data: [row], total: 1 }), getOne } as never });
    fireEvent.click(within(await screen.findByTestId('release-row-r1')).getByText('Night Drive'));
    const drawer = within(await screen.findByTestId('release-drawer'));
    fireEvent.change(await drawer.findByTestId('release-status-select'), { target: { value: 'approved' } });
    fireEvent.change(drawer.getByTestId('release-status-comment'), { target: { value: 'Approved for delivery.' } });
    await waitFor(() => expect(getOne).toHaveBeenCalled());
    loaded({ data: release });
    await waitFor(() => expect(drawer.getByTestId('release-drawer-label').textContent).toBe('Indie Label'));

    expect((drawer.getByTestId('release-status-select') as HTMLSelectElement).value).toBe('approved');
    const fetchMock = mockFetch(jsonResponse(200, { release: { ...release, status: 'approved' }, message: 'Release status updated.' }));
    fireEvent.click(drawer.getByTestId('release-status-save'));
    expect(await screen.findByText('Release status updated.')).toBeTruthy();
    expect(fetchCall(fetchMock, 0)).toMatchObject({ method: 'PATCH', body: { status: 'approved', comment: 'Approved for delivery.' } });
  });

  it("says 'No tracks.' and shows the server's refusal, else 'Failed to update status'", async () => {
    const getOne = jest.fn(async () => ({ data: { ...release, tracks: [] } }));
    renderAdminAt('/admin/releases', { dataProvider: { getList: async () => ({ data: [row], total: 1 }), getOne } as never });
    fireEvent.click(within(await screen.findByTestId('release-row-r1')).getByText('Night Drive'));
    const drawer = within(await screen.findByTestId('release-drawer'));
    expect((await drawer.findByTestId('release-drawer-tracks')).textContent).toBe('No tracks.');

    mockFetch(jsonResponse(422, { message: 'The given data was invalid.', errors: { status: ['Choose a valid status.'] } }));
    fireEvent.click(drawer.getByTestId('release-status-save'));
    expect((await drawer.findByTestId('release-status-error')).textContent).toBe('Choose a valid status.');

    mockFetch(new Error(''));
    fireEvent.click(drawer.getByTestId('release-status-save'));
    await waitFor(() => expect(drawer.getByTestId('release-status-error').textContent).toBe('Failed to update status'));
  });
});

// The screens name stores from the public catalogue (GET /api/stores, loaded once per page): loaded here
// up front, so the fetch mocks of each test answer only the calls the test makes.
beforeAll(async () => {
  const catalogue = jest.fn(async () =>
    jsonResponse(200, {
      stores: [
        { id: 'spotify', name: 'Spotify', logo_url: '/api/stores/spotify/logo.svg', active: 1, supports_timed_release: 1, supports_content_id: 0, is_regional: 0, kind: 'streaming' },
        { id: 'deezer', name: 'Deezer', logo_url: '/api/stores/deezer/logo.svg', active: 1, supports_timed_release: 1, supports_content_id: 0, is_regional: 0, kind: 'streaming' },
      ],
    }),
  );
  await loadStoreCatalogue(catalogue as unknown as typeof fetch);
  expect(catalogue).toHaveBeenCalledWith('/api/stores', expect.anything());
});

describe('release detail page', () => {
  it('shows every release field, owner, extra artists from JSON text, distribution, artwork and the tracks linking to their page', async () => {
    const getOne = jest.fn(async () => ({ data: release }));
    renderAdminAt('/admin/releases/r1', { dataProvider: { getOne } as never });

    expect((await screen.findByTestId('release-detail-title')).textContent).toBe('Night Drive');
    expect(getOne).toHaveBeenCalledWith('releases', expect.objectContaining({ id: 'r1' }));
    const field = (key: string) => screen.getByTestId(`release-field-${key}`).textContent;
    expect(field('upc')).toBe('086000000012');
    expect(field('catalog_number')).toBe('CAT-1');
    expect(field('label')).toBe('Indie Label');
    expect(field('artist_name')).toBe('The Primary');
    expect(field('artist_roles')).toBe('Primary Artist');
    expect(field('genre')).toBe('Electronic');
    expect(field('subgenre')).toBe('House');
    expect(field('p_line')).toBe('Olga Records');
    expect(field('cline_year')).toBe('2026');
    // 'delivered' in the API only means submitted for review.
    expect(field('workflow_stage')).toBe('Submitted');
    expect(field('release_number')).toBe('#1042');
    expect(field('id')).toBe('r1');
    expect(field('status')).toBe('Pendente');
    expect(field('tracks_count')).toBe('2');
    expect(field('status_comment')).toBe('—');
    expect(screen.getByTestId('release-owner-name').textContent).toBe('Olga Owner');
    expect(screen.getByTestId('release-owner-email').textContent).toBe('olga@x.test');
    expect(screen.getByTestId('release-extra-artist-0').textContent).toBe('Guest One (Featuring)');
    expect(screen.getByTestId('release-extra-artist-1').textContent).toBe('Mixer (Remixer)');
    expect(screen.getByTestId('release-distribution-territory_mode').textContent).toBe('exclude');
    expect(screen.getByTestId('release-distribution-territories').textContent).toBe('US, CA');
    // Stores by name and logo, in the release's order, never by slug.
    const stores = within(screen.getByTestId('release-stores')).getAllByRole('listitem');
    expect(stores.map((s) => s.textContent)).toEqual(['Spotify', 'Deezer']);
    expect(stores.map((s) => s.querySelector('img')?.getAttribute('src'))).toEqual(['/api/stores/spotify/logo.svg', '/api/stores/deezer/logo.svg']);
    expect(screen.getByTestId('release-distribution-content_id_opt_in').textContent).toBe('Yes');
    expect(screen.getByTestId('release-distribution-timezone').textContent).toBe('Europe/Lisbon');
    expect(screen.getByTestId('release-artwork').getAttribute('src')).toBe('/api/files/covers/r1.png?sig=1');

    const rows = within(screen.getByTestId('release-tracks')).getAllByTestId(/^release-track-t\d$/);
    expect(rows.map((r) => r.dataset['testid'])).toEqual(['release-track-t1', 'release-track-t2']);
    expect(rows[0].textContent).toContain('FR-SP0-26-00101');
    expect(screen.getByTestId('release-track-link-t1').getAttribute('href')).toBe('/admin/tracks/t1');
    expect(screen.getByTestId('release-track-audio-t1').getAttribute('src')).toBe('/api/files/audio/t1.wav?sig=p');
    expect(screen.getByTestId('release-status-form')).toBeTruthy();
  });

  it("shows the server's message when the release cannot be loaded", async () => {
    renderAdminAt('/admin/releases/nope', {
      dataProvider: {
        getOne: async () => {
          throw new HttpError('Release not found.', 404, { code: 'release_not_found' });
        },
      } as never,
    });
    expect((await screen.findByTestId('release-detail-error')).textContent).toBe('Release not found.');
  });

  it("falls back to 'Failed to load release'", async () => {
    renderAdminAt('/admin/releases/r9', {
      dataProvider: {
        getOne: async () => {
          throw new HttpError('', 500, {});
        },
      } as never,
    });
    expect((await screen.findByTestId('release-detail-error')).textContent).toBe('Failed to load release');
  });
});

describe('track detail page', () => {
  const fullTrack = {
    ...track('t1', 1),
    subtitle: 'Radio Edit',
    version: 'Remastered',
    iswc: 'T-123.456.789-0',
    is_explicit: 2,
    explicit: 1,
    is_instrumental: 0,
    language_of_performance: 'pt',
    genre: 'Electronic',
    composers: 'C. Omposer',
    authors: 'A. Uthor',
    lyricists: 'L. Yricist',
    producer: 'P. Roducer',
    publishers: 'Pub Co',
    p_line: '2026 Olga Records',
    pline_year: 2026,
    c_line: '2026 Olga Records',
    contributors: [{ name: 'Zé', role: 'Guitar' }],
    audio_file_url: '/api/files/audio/t1.wav?sig=a',
    audio_file_path: 'audio/u1/t1.wav',
    audio_hash_sum: 'ab'.repeat(32),
    audio_codec: 'PCM',
    audio_bitrate: 1411,
    audio_channels: 2,
    audio_sampling_rate: 44100,
    deal_reference: 'DEAL-1',
    deal_commercial_model: 'SubscriptionModel',
    deal_use_type: 'Stream',
    deal_excluded_territory: 'CU',
    deal_excluded_channel: 'none',
    deal_price_type: 'Mid',
    deal_start_date: '2026-05-01',
    created_at: '2026-01-01T10:00:00Z',
    updated_at: '2026-01-03T10:00:00Z',
    release: { id: 'r1', title: 'Night Drive', status: 'approved', owner: { name: 'Olga Owner', email: 'olga@x.test' } },
  };

  it('shows every track field, the audio technical and deal fields, its release and the audio preview', async () => {
    const getOne = jest.fn(async () => ({ data: fullTrack }));
    renderAdminAt('/admin/tracks/t1', { dataProvider: { getOne } as never });

    expect((await screen.findByTestId('track-detail-title')).textContent).toBe('Song 1');
    expect(getOne).toHaveBeenCalledWith('tracks', expect.objectContaining({ id: 't1' }));
    const field = (key: string) => screen.getByTestId(`track-field-${key}`).textContent;
    // The readable form the artist's pages show; exports keep the stored one.
    expect(field('isrc')).toBe('FR-SP0-26-00101');
    expect(field('explicit')).toBe('Yes');
    expect(field('is_explicit')).toBe('Explicit');
    expect(field('duration')).toBe('3:05 (185.4 s)');
    expect(field('genre')).toBe('Electronic');
    expect(field('composers')).toBe('C. Omposer');
    expect(field('publishers')).toBe('Pub Co');
    expect(field('contributors')).toBe('Zé (Guitar)');
    expect(field('audio_file_path')).toBe('audio/u1/t1.wav');
    expect(field('audio_hash_sum')).toBe('ab'.repeat(32));
    expect(field('audio_codec')).toBe('PCM');
    expect(field('audio_bitrate')).toBe('1411 kbps');
    expect(field('audio_channels')).toBe('2');
    expect(field('audio_sampling_rate')).toBe('44100 Hz');
    expect(field('deal_reference')).toBe('DEAL-1');
    expect(field('deal_commercial_model')).toBe('SubscriptionModel');
    expect(field('deal_use_type')).toBe('Stream');
    expect(field('deal_excluded_territory')).toBe('CU');
    expect(field('deal_excluded_channel')).toBe('none');
    expect(field('deal_price_type')).toBe('Mid');
    expect(field('deal_start_date')).toBe('May 1, 2026');
    expect(field('updated_at')).toBe('Jan 3, 2026, 10:00 AM');
    expect(screen.getByTestId('track-release-title').textContent).toBe('Night Drive');
    expect(screen.getByTestId('track-release-status').textContent).toBe('Aprovado');
    expect(screen.getByTestId('track-release-owner').textContent).toBe('Olga Owner · olga@x.test');
    expect(screen.getByTestId('track-release-link').getAttribute('href')).toBe('/admin/releases/r1');
    const audio = screen.getByTestId('track-audio');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio.getAttribute('src')).toBe('/api/files/audio/t1.wav?sig=p');
  });

  it("shows 'Failed to load track' when loading fails without a message", async () => {
    renderAdminAt('/admin/tracks/t9', {
      dataProvider: {
        getOne: async () => {
          throw new HttpError('', 500, {});
        },
      } as never,
    });
    expect((await screen.findByTestId('track-detail-error')).textContent).toBe('Failed to load track');
  });
});
