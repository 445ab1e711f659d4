import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, requestsTo, type MockApiOptions } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { extraArtistsAsJsonText, releaseFixture, trackFixture } from './fixtures';
import { expectPhoneCards } from '../../testing/phone-cards';

async function open(path: string, routes: MockApiOptions['routes']) {
  localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({ me: { name: 'Nina' }, routes });
  const app = await renderApp(path);
  return { fetchMock, ...app };
}

describe('/artist/releases/{id}', () => {
  it('shows every release field, artwork, extra artists sent as JSON text, distribution and tracks with players', async () => {
    const release = {
      ...releaseFixture({
        status: 'Aprovado',
        cover_art_url: '/api/files/covers/r1.png?sig=x',
        extra_artists: extraArtistsAsJsonText([{ artist_id: 'a2', name: 'Ana Lima', role: 'Featuring' }]),
        status_comment: 'Looks great',
        release_time: '09:00',
        timezone: 'Europe/Lisbon',
      }),
    };
    const { fetchMock } = await open('/artist/releases/r1', {
      'GET /artist/releasess/r1': { body: { release, tracks: [trackFixture(), trackFixture({ id: 't2', track_number: 2, title: 'B-side', preview_url: null, audio_url: '/api/files/audio/t2.wav?sig=b' })] } },
      'GET /artist/releases/r1/distribution': {
        body: { settings: { release_date: '2030-05-01', release_time: '09:00', timezone: 'Europe/Lisbon', territory_mode: 'include', territories: ['PT', 'BR'], store_ids: ['spotify', 'deezer'], content_id_opt_in: 1, price_tier: 'budget' } },
      },
      'GET /artist/stores': { body: { stores: [{ id: 'spotify', name: 'Spotify', logo_url: '/api/stores/spotify/logo.svg', active: 1 }] } },
    });
    expect((await screen.findByTestId('page-title')).textContent).toBe('Night Drive');
    expect(requestsTo(fetchMock, 'GET /artist/releasess/r1')).toHaveLength(1);
    expect(screen.getByTestId('release-detail-status').textContent).toBe('Approved');
    expect(screen.getByTestId('release-detail-cover').getAttribute('src')).toBe('/api/files/covers/r1.png?sig=x');
    expect(screen.getByTestId('release-detail-upc').textContent).toBe('086000000017');
    expect(screen.getByTestId('release-detail-extra-artists').textContent).toBe('Ana Lima — Featuring');
    const fields = screen.getByTestId('release-detail-fields').textContent ?? '';
    for (const text of ['CAT-1', 'Vega Records', '2030', 'Pop', 'Album Info']) {
      expect(fields).toContain(text);
    }
    expect(screen.getByTestId('release-detail-page').textContent).toContain('Looks great');
    await waitFor(() => expect(screen.getByTestId('release-detail-territories').textContent).toBe('Only in: PT, BR'));
    await waitFor(() => expect(screen.getByTestId('release-detail-stores').textContent).toBe('Spotify, deezer'));
    expect(screen.getByTestId('release-detail-distribution').textContent).toMatch(/09:00.*Europe\/Lisbon/);
    expect(screen.getByTestId('release-detail-player-t1-audio').getAttribute('src')).toBe('/api/files/audio/t1.wav?sig=abc');
    // Preview plays from preview_url, else audio_url.
    expect(screen.getByTestId('release-detail-player-t2-audio').getAttribute('src')).toBe('/api/files/audio/t2.wav?sig=b');
    expect(within(screen.getByTestId('release-detail-track-t2')).getByRole('link').getAttribute('href')).toBe('/artist/tracks/t2');
    expectPhoneCards(screen.getByTestId('release-detail-tracks'), ['Actions']);
  });

  it('names the release by its number, its primary artist and its owner, never by ids', async () => {
    const release = releaseFixture({ workflow_stage: 'delivered', release_id: '7f1c2d9e-8a4b-4c3d-9e2f-1a2b3c4d5e6f', id: '7f1c2d9e-8a4b-4c3d-9e2f-1a2b3c4d5e6f', user_id: '0b9e8d7c-6f5a-4b3c-8d2e-1f0a9b8c7d6e', primary_artist_id: '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c' });
    await open('/artist/releases/7f1c2d9e-8a4b-4c3d-9e2f-1a2b3c4d5e6f', {
      'GET /artist/releasess/7f1c2d9e-8a4b-4c3d-9e2f-1a2b3c4d5e6f': { body: { release, tracks: [] } },
    });
    expect((await screen.findByTestId('release-detail-number')).textContent).toBe('#1042');
    expect(screen.getByTestId('release-detail-artist').textContent).toBe('Nina Vega');
    // The signed-in artist owns the release: their display name (GET /me answers 'Nina'), not an empty field.
    await waitFor(() => expect(screen.getByTestId('release-detail-owner').textContent).toBe('Nina'));
    const page = screen.getByTestId('release-detail-page').textContent ?? '';
    expect(page).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    expect(page).not.toMatch(/Primary artist ID|User ID|Release ID/);
    // A release at the API's last stage, 'delivered', has only been submitted for review.
    expect(screen.getByTestId('release-detail-stage').textContent).toBe('Submitted');
  });

  it('goes to /login on 401', async () => {
    const { router } = await open('/artist/releases/r1', { 'GET /artist/releasess/r1': { status: 401, body: { message: 'Unauthenticated.' } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([403, 404])('shows the not-found-or-no-access text on %s', async (status) => {
    await open('/artist/releases/r1', { 'GET /artist/releasess/r1': { status, body: { message: 'Release not found.', code: 'release_not_found' } } });
    expect((await screen.findByTestId('release-detail-error')).textContent).toBe("Release not found or you don't have access to it.");
  });

  it("says 'Failed to load release' on other failures", async () => {
    await open('/artist/releases/r1', { 'GET /artist/releasess/r1': 'network-error' });
    expect((await screen.findByTestId('release-detail-error')).textContent).toBe('Failed to load release');
  });
});

describe('/artist/tracks/{id}', () => {
  const full = trackFixture({
    subtitle: 'Radio edit',
    version: 'Remastered',
    iswc: 'T-123.456.789-0',
    language_of_performance: 'pt',
    is_explicit: 2,
    explicit: 1,
    genre: 'Pop',
    start_point_time: '00:30',
    contributors: [{ name: 'Ana Lima', role: 'Producer' }],
    lyrics_transcription: 'La la la',
    p_line: '2030 Vega Records',
    pline_year: 2030,
    composers: 'Nina Vega',
    audio_file_path: 'audio/u1/t1.wav',
    audio_hash_sum: 'a'.repeat(64),
    audio_codec: 'PCM',
    audio_bitrate: 1411,
    audio_channels: 2,
    audio_sampling_rate: 44100,
    deal_reference: 'DEAL-1',
    deal_commercial_model: 'SubscriptionModel',
    deal_use_type: 'Stream',
    deal_price_type: 'Standard',
    preview_url: null,
    audio_url: '/api/files/audio/t1.wav?sig=audio',
    release: { id: 'r1', release_number: 1042, title: 'Night Drive', status: 'pending' },
  });

  it('shows every track field, the audio technical and deal fields, and previews from audio_url with a volume 0..1', async () => {
    await open('/artist/tracks/t1', { 'GET /artist/tracks/t1': { body: { track: full } } });
    expect((await screen.findByTestId('page-title')).textContent).toBe('Night Drive');
    const fields = screen.getByTestId('track-detail-fields').textContent ?? '';
    for (const text of ['Radio edit', 'Remastered', 'T-123.456.789-0', 'pt', '00:30', 'Ana Lima — Producer', 'La la la']) {
      expect(fields).toContain(text);
    }
    expect(screen.getByTestId('track-detail-isrc').textContent).toBe('FR-SP0-30-00001');
    expect(screen.getByTestId('track-detail-explicit').textContent).toBe('Explicit');
    expect(screen.getByTestId('track-detail-release').textContent).toMatch(/Night Drive.*Pending review/);
    expect(screen.getByTestId('track-detail-release-number').textContent).toBe('#1042');
    expect(screen.getByTestId('track-detail-duration').textContent).toBe('3:05');
    expect(screen.getByTestId('track-detail-hash').textContent).toBe('a'.repeat(64));
    expect(screen.getByTestId('track-detail-bitrate').textContent).toBe('1411 kbps');
    expect(screen.getByTestId('track-detail-sampling').textContent).toBe('44100 Hz');
    expect(screen.getByTestId('track-detail-audio').textContent).toMatch(/audio\/u1\/t1\.wav.*PCM/);
    expect(screen.getByTestId('track-detail-deal').textContent).toMatch(/DEAL-1.*SubscriptionModel.*Stream.*Standard/);
    expect(screen.getByTestId('track-detail-page').textContent).toContain('2030 Vega Records');

    const audio = screen.getByTestId('track-detail-player-audio') as HTMLAudioElement;
    expect(audio.getAttribute('src')).toBe('/api/files/audio/t1.wav?sig=audio');
    const volume = screen.getByTestId('track-detail-player-volume') as HTMLInputElement;
    expect([volume.min, volume.max]).toEqual(['0', '1']);
    fireEvent.change(volume, { target: { value: '0.4' } });
    await waitFor(() => expect(audio.volume).toBeCloseTo(0.4));
    expect(screen.getByTestId('track-detail-edit').getAttribute('href')).toBe('/artist/release/r1/tracks/t1');
  });

  it('goes to /login on 401', async () => {
    const { router } = await open('/artist/tracks/t1', { 'GET /artist/tracks/t1': { status: 401, body: {} } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([403, 404])('shows the not-found-or-no-access text on %s', async (status) => {
    await open('/artist/tracks/t1', { 'GET /artist/tracks/t1': { status, body: { message: 'Track not found.', code: 'track_not_found' } } });
    expect((await screen.findByTestId('track-detail-error')).textContent).toBe("Track not found or you don't have access to it.");
  });

  it("says 'Failed to load track.' on other failures", async () => {
    await open('/artist/tracks/t1', { 'GET /artist/tracks/t1': { status: 500, body: {} } });
    expect((await screen.findByTestId('track-detail-error')).textContent).toBe('Failed to load track.');
  });
});
