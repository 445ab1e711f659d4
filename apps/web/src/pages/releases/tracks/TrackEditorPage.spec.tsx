import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, requestsTo, type MockApiOptions } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { releaseFixture, trackFixture } from '../fixtures';
import { clockTime } from './TrackEditorPage';

async function open(path: string, routes: MockApiOptions['routes']) {
  localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({ me: { name: 'Nina' }, routes });
  const app = await renderApp(path);
  return { fetchMock, ...app };
}

describe('/artist/release/{releaseId}/tracks/{trackId}', () => {
  it('edits every field of the full editor and shows the saved-at badge after a save', async () => {
    const saved = trackFixture({ title: 'Night Drive', producer: 'Ana' });
    const { fetchMock } = await open('/artist/release/r1/tracks/t1', {
      'GET /artist/tracks/t1': { body: { track: trackFixture() } },
      'PUT /artist/tracks/t1': { body: { track: saved, message: 'Track saved.' } },
    });
    await screen.findByTestId('track-form');
    for (const field of ['p_line', 'pline_year', 'c_line', 'composers', 'authors', 'lyricists', 'producer', 'publishers', 'resource_reference']) {
      expect(screen.getByTestId(`track-${field}`)).toBeTruthy();
    }
    expect(screen.queryByTestId('track-saved-at')).toBeNull();
    fireEvent.change(screen.getByTestId('track-producer'), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByTestId('track-save'));
    const badge = await screen.findByTestId('track-saved-at');
    expect(badge.textContent).toMatch(/^Saved at \d{2}:\d{2}:\d{2}$/);
    expect(screen.getByTestId('track-form-message').textContent).toBe('Track saved.');
    expect((requestsTo(fetchMock, 'PUT /artist/tracks/t1')[0].body as Record<string, unknown>)['producer']).toBe('Ana');
    expect((screen.getByTestId('track-producer') as HTMLInputElement).value).toBe('Ana');
  });

  it('shows no badge when the save fails', async () => {
    await open('/artist/release/r1/tracks/t1', {
      'GET /artist/tracks/t1': { body: { track: trackFixture() } },
      'PUT /artist/tracks/t1': { status: 500, body: {} },
    });
    fireEvent.click(await screen.findByTestId('track-save'));
    expect((await screen.findByTestId('track-form-error')).textContent).toBe('Failed to save track.');
    expect(screen.queryByTestId('track-saved-at')).toBeNull();
  });

  it('goes Back to the track list and Done to the release', async () => {
    const { router } = await open('/artist/release/r1/tracks/t1', { 'GET /artist/tracks/t1': { body: { track: trackFixture() } } });
    await screen.findByTestId('track-form');
    expect(screen.getByTestId('track-editor-back').getAttribute('href')).toBe('/artist/release/r1/tracks');
    fireEvent.click(screen.getByTestId('track-editor-done'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/artist/release/r1'));
  });

  it.each([
    [404, "Track not found or you don't have access to it."],
    [403, "Track not found or you don't have access to it."],
    [500, 'Failed to load track.'],
  ])('answers a %s on load with %p', async (status, text) => {
    await open('/artist/release/r1/tracks/t1', { 'GET /artist/tracks/t1': { status, body: {} } });
    expect((await screen.findByTestId('track-editor-error')).textContent).toBe(text);
    expect(screen.queryByTestId('track-form')).toBeNull();
  });

  it("treats another release's track under this URL as not found", async () => {
    await open('/artist/release/r1/tracks/t9', { 'GET /artist/tracks/t9': { body: { track: trackFixture({ id: 't9', release_id: 'r2' }) } } });
    expect((await screen.findByTestId('track-editor-error')).textContent).toBe("Track not found or you don't have access to it.");
  });

  it('offers no form for a track of a final release', async () => {
    await open('/artist/release/r1/tracks/t1', {
      'GET /artist/tracks/t1': { body: { track: trackFixture({ release: { id: 'r1', release_number: 1042, title: 'Night Drive', status: 'Ao Vivo' } }) } },
    });
    expect(await screen.findByTestId('track-editor-final')).toBeTruthy();
    expect(screen.queryByTestId('track-form')).toBeNull();
  });

  it('formats the badge time as HH:mm:ss', () => {
    expect(clockTime(new Date(2030, 0, 1, 7, 5, 9))).toBe('07:05:09');
  });
});

describe('/artist/release/{id}/tracks', () => {
  it('lists the tracks with duration, ISRC, players and editor links, and links back to the wizard', async () => {
    await open('/artist/release/r1/tracks', {
      'GET /artist/releases/r1': { body: { release: releaseFixture(), tracks: [] } },
      'GET /artist/releases/r1/tracks': {
        body: { tracks: [trackFixture(), trackFixture({ id: 't2', track_number: 2, title: 'Second', isrc: null, preview_url: null, audio_url: null, audio_file_url: null, duration: null })] },
      },
    });
    const first = within(await screen.findByTestId('track-row-t1'));
    expect(screen.getByTestId('track-row-t1').textContent).toMatch(/1Night Drive3:05FR-SP0-30-00001/);
    expect(first.getByTestId('track-player-t1-audio').getAttribute('src')).toBe('/api/files/audio/t1.wav?sig=abc');
    expect(first.getByTestId('track-edit').getAttribute('href')).toBe('/artist/release/r1/tracks/t1');
    expect(first.getByTestId('track-view').getAttribute('href')).toBe('/artist/tracks/t1');
    const second = within(screen.getByTestId('track-row-t2'));
    expect(second.getByTestId('track-player-t2-none').textContent).toBe('No audio');
    expect(screen.getByTestId('track-row-t2').textContent).toMatch(/2Second—/);
    expect(screen.getByTestId('release-tracks-wizard').getAttribute('href')).toBe('/artist/release/r1');
  });

  it('offers no editing for a final release', async () => {
    await open('/artist/release/r1/tracks', {
      'GET /artist/releases/r1': { body: { release: releaseFixture({ status: 'rejeitado' }) } },
      'GET /artist/releases/r1/tracks': { body: { tracks: [trackFixture()] } },
    });
    await screen.findByTestId('track-row-t1');
    expect(screen.queryByTestId('track-edit')).toBeNull();
    expect(screen.queryByTestId('release-tracks-wizard')).toBeNull();
  });

  it("says 'Failed to load tracks.' when the list cannot be read", async () => {
    await open('/artist/release/r1/tracks', {
      'GET /artist/releases/r1': { body: { release: releaseFixture() } },
      'GET /artist/releases/r1/tracks': { status: 500, body: {} },
    });
    expect((await screen.findByTestId('release-tracks-error')).textContent).toBe('Failed to load tracks.');
  });

  it('shows the release not-found text on 404', async () => {
    await open('/artist/release/r9/tracks', {});
    expect((await screen.findByTestId('release-tracks-error')).textContent).toBe("Release not found or you don't have access to it.");
  });
});
