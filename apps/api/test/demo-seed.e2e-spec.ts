import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import { TokensService } from '@soundpost/server-auth';
import { runSeeds } from '@soundpost/server-platform';
import { DataSource } from 'typeorm';
import { newStaff } from './support/kyc-fixtures';
import { createTestApp, TestApp } from './test-app';

/** What a fresh install shows: the seeders' demo data read back over HTTP, as the artist and staff see it. */
describe('Demo data of a fresh install', () => {
  let t: TestApp;
  let db: DataSource;
  let artistToken: string;
  const get = async (path: string, token?: string) => {
    const res = await t.api(`/api${path}`, { token });
    expect(res.status).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    const config = t.app.get<AppConfig>(APP_CONFIG);
    await runSeeds(t.app, config);
    // Seeding again keeps what is there and adds nothing.
    await runSeeds(t.app, config);
    const [artist] = await db.query(`SELECT id FROM users WHERE email = 'artist.approved@soundpost.local'`);
    artistToken = (await t.app.get(TokensService).issue(artist.id, 'artist')).token;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('has a whole live release: cover, tracks with audio that plays, dates, codes from the counters, delivered to its stores', async () => {
    const { releases } = await get('/artist/releases', artistToken);
    const live = releases.filter((r: { title: string }) => r.title === 'Golden Hour');
    expect(live).toHaveLength(1);
    const [release] = live;
    const { identifiers } = t.app.get<AppConfig>(APP_CONFIG);
    expect(release).toMatchObject({ status: 'live', workflow_stage: 'delivered', release_date: '2026-06-05', cover_art_width: 3000, cover_art_height: 3000 });
    expect(release.upc).toMatch(new RegExp(`^${identifiers.upcPrefix}\\d+$`));

    const cover = await fetch(`${t.url}${release.cover_art_url}`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/png');

    const { tracks } = await get(`/artist/releases/${release.id}/tracks`, artistToken);
    expect(tracks.map((tr: { title: string }) => tr.title)).toEqual(['Golden Hour', 'Late Tram']);
    for (const track of tracks) {
      expect(track.isrc).toMatch(new RegExp(`^${identifiers.isrcCountry}${identifiers.isrcRegistrant}26\\d{5}$`));
      expect(track).toMatchObject({ audio_content_type: 'audio/wav', audio_channels: 2, audio_sampling_rate: 44_100 });
      expect(track.duration).toBeGreaterThanOrEqual(10);
      const audio = await fetch(`${t.url}${track.audio_url}`);
      expect(audio.status).toBe(200);
      expect((await audio.arrayBuffer()).byteLength).toBe(track.audio_size);
    }

    const { deliveries } = await get(`/artist/releases/${release.id}/deliveries`, artistToken);
    expect(deliveries.map((d: { store_id: string; status: string }) => [d.store_id, d.status]).sort()).toEqual([
      ['apple-music', 'acknowledged'],
      ['deezer', 'acknowledged'],
      ['spotify', 'acknowledged'],
    ]);
  });

  it('shows the welcome popup', async () => {
    const popups = await get('/popups');
    expect(popups.map((p: { title: string }) => p.title)).toContain('Welcome to Soundpost');
  });

  it('gives the same release count on the artist dashboard and the staff dashboard', async () => {
    const staff = await newStaff(t);
    const artist = await get('/artist/dashboard', artistToken);
    const admin = await get('/admin/dashboard/stats', staff.token);
    expect(artist.total_releases).toBe(2);
    expect(admin.total_releases).toBe(artist.total_releases);
  });
});
