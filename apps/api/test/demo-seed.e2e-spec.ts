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

  it('has 120 days of streaming trends from three stores, each as fresh as its store reports, imported once', async () => {
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const { stores } = await get('/artist/stats/freshness', artistToken);
    expect(stores).toEqual([
      { store_id: 'spotify', store_name: 'Spotify', latest_day: day(1) },
      { store_id: 'apple-music', store_name: 'Apple Music', latest_day: day(2) },
      { store_id: 'deezer', store_name: 'Deezer', latest_day: day(3) },
    ]);
    const summary = await get(`/artist/stats/summary?from=${day(120)}&to=${day(1)}&group_by=store`, artistToken);
    expect(summary.rows.map((r: { key: string }) => r.key)).toEqual(['spotify', 'apple-music', 'deezer']);
    expect(summary.totals.streams).toBeGreaterThan(50_000);
    const byDay = await get(`/artist/stats/summary?from=${day(28)}&to=${day(1)}&group_by=day`, artistToken);
    expect(byDay.rows).toHaveLength(28);
    expect(byDay.rows.every((r: { streams: number }) => r.streams > 0)).toBe(true);
    expect(await db.query(`SELECT count(*)::int AS n FROM stats_imports WHERE file_name LIKE 'demo-trends-%'`)).toEqual([{ n: 3 }]);
  });
});
