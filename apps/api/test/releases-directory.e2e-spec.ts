import { ArtistAccountsService } from '@soundpost/server-auth';
import { DEMO_RELEASES_ARTIST_EMAIL, seedReleases } from '@soundpost/server-releases';
import { DataSource } from 'typeorm';
import { approvedArtist, caller, setPlanLimits } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

describe('Releases: artist directory and store catalogue over HTTP', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
  });
  afterAll(() => t?.close());

  describe('GET /artist/artists, POST /artist/artists2 and /artist/artists', () => {
    it('adds artists on both paths and lists them by name with can_create and remaining', async () => {
      const artist = await approvedArtist(t, { maxArtists: 3 });
      // The artist's own entry (from the identity step's artist name) is there from the first read, outside the limit.
      const first = (await call('GET', '/artist/artists', artist.token)).body;
      expect(first).toEqual({ items: [{ id: expect.any(String), name: 'Test Artist', default_role: 'Primary Artist', is_self: true }], can_create: true, remaining: 3 });

      const created = await call('POST', '/artist/artists2', artist.token, { name: '  Zed  ', role: 'Featuring' });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        artist: { id: expect.any(String), name: 'Zed', default_role: 'Featuring', is_self: false },
        item: created.body.artist,
        message: 'Artist added to your directory.',
      });
      const alias = await call('POST', '/artist/artists', artist.token, { name: 'Ann' });
      expect([alias.status, alias.body.artist.default_role]).toEqual([201, 'Primary Artist']);

      const list = await call('GET', '/artist/artists', artist.token);
      expect(list.body).toEqual({
        items: [
          { id: alias.body.artist.id, name: 'Ann', default_role: 'Primary Artist', is_self: false },
          first.items[0],
          { id: created.body.artist.id, name: 'Zed', default_role: 'Featuring', is_self: false },
        ],
        can_create: true,
        remaining: 1,
      });
    });

    it('refuses a blank name, a name already in the directory (any case) and an unknown role', async () => {
      const artist = await approvedArtist(t);
      await call('POST', '/artist/artists2', artist.token, { name: 'The Band' });
      for (const [body, field, message] of [
        [{ name: '   ' }, 'name', 'Artist name is required.'],
        [{}, 'name', 'Artist name is required.'],
        [{ name: 'the BAND' }, 'name', 'This artist is already in your directory.'],
        [{ name: 'Other', role: 'Drummer' }, 'role', 'Choose a valid artist role.'],
      ] as const) {
        const res = await call('POST', '/artist/artists2', artist.token, body);
        expect([res.status, res.body.message, res.body.errors]).toEqual([422, message, { [field]: [message] }]);
      }
      expect((await call('GET', '/artist/artists', artist.token)).body.items.map((i: { name: string }) => i.name)).toEqual(['Test Artist', 'The Band']);
    });

    it("answers 403 artist_limit_reached at the plan's max_artists, also under concurrent requests", async () => {
      const artist = await approvedArtist(t, { maxArtists: 2 });
      const answers = await Promise.all(['A', 'B', 'C', 'D'].map((name) => call('POST', '/artist/artists2', artist.token, { name })));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 403, 403]);
      expect(answers.find((a) => a.status === 403)?.body).toEqual({ code: 'artist_limit_reached', message: "You've reached your plan's total artist limit." });
      expect((await call('GET', '/artist/artists', artist.token)).body).toMatchObject({ can_create: false, remaining: 0 });
      await setPlanLimits(t, artist, { maxArtists: 5 });
      expect((await call('GET', '/artist/artists', artist.token)).body).toMatchObject({ can_create: true, remaining: 3 });
    });

    it("lists only the caller's own entries", async () => {
      const a = await approvedArtist(t);
      const b = await approvedArtist(t);
      await call('POST', '/artist/artists2', a.token, { name: 'Only A' });
      expect((await call('GET', '/artist/artists', b.token)).body.items.filter((i: { is_self: boolean }) => !i.is_self)).toEqual([]);
      // Another account may use the same name in its own directory.
      expect((await call('POST', '/artist/artists2', b.token, { name: 'Only A' })).status).toBe(201);
    });
  });

  describe('GET /artist/stores and GET /stores/:id/logo.svg', () => {
    it('lists the active catalogue (45+ real stores, regional ones flagged) with 0/1 flags and logo links', async () => {
      const artist = await approvedArtist(t);
      const res = await call('GET', '/artist/stores', artist.token);
      expect(res.status).toBe(200);
      const stores: Array<Record<string, unknown>> = res.body.stores;
      expect(stores.length).toBeGreaterThanOrEqual(45);
      expect(new Set(stores.map((s) => s.id)).size).toBe(stores.length);
      expect(stores[0]).toEqual({
        id: 'spotify',
        name: 'Spotify',
        logo_url: '/api/stores/spotify/logo.svg',
        active: 1,
        supports_timed_release: 1,
        supports_content_id: 0,
        is_regional: 0,
        kind: 'streaming',
      });
      const byId = new Map(stores.map((s) => [s.id, s]));
      for (const id of ['apple-music', 'amazon-music', 'youtube-music', 'deezer', 'tidal', 'tiktok', 'meta', 'soundcloud', 'beatport', 'qobuz']) expect(byId.has(id)).toBe(true);
      expect(byId.get('youtube-content-id')).toMatchObject({ supports_content_id: 1 });
      expect(byId.get('boomplay')).toMatchObject({ is_regional: 1 });
      expect(byId.get('melon')).toMatchObject({ is_regional: 1 });
    });

    it('lists the same active catalogue publicly at GET /stores for the partners page, ringtone stores included', async () => {
      const res = await t.api('/api/stores');
      expect(res.status).toBe(200);
      const stores: Array<Record<string, unknown>> = (await res.json()).stores;
      expect(stores.length).toBeGreaterThanOrEqual(45);
      expect(stores.filter((s) => s.kind === 'ringtone').map((s) => s.id)).toEqual(
        expect.arrayContaining(['zedge', 'jio-callertune']),
      );
      expect(stores.find((s) => s.id === 'youtube-content-id')).toMatchObject({ kind: 'video', active: 1 });
    });

    it('leaves inactive stores out', async () => {
      const artist = await approvedArtist(t);
      const db = t.app.get(DataSource);
      await db.query(`UPDATE stores SET active = false WHERE id = 'napster'`);
      try {
        const ids = (await call('GET', '/artist/stores', artist.token)).body.stores.map((s: { id: string }) => s.id);
        expect(ids).not.toContain('napster');
        expect(ids).toContain('spotify');
      } finally {
        await db.query(`UPDATE stores SET active = true WHERE id = 'napster'`);
      }
    });

    it('serves each logo publicly as a cacheable SVG, with 304 on a matching ETag and 404 for an unknown store', async () => {
      const res = await t.api('/api/stores/spotify/logo.svg');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=2592000');
      const svg = await res.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).toContain('fill="#1DB954"');
      expect(svg).toContain('>SP</text>');
      const etag = res.headers.get('etag') as string;
      const cached = await t.api('/api/stores/spotify/logo.svg', { headers: { 'If-None-Match': etag } });
      expect(cached.status).toBe(304);
      expect((await t.api('/api/stores/nope/logo.svg')).status).toBe(404);
      expect((await t.api('/api/stores/..%2F..%2Fetc/logo.svg')).status).toBe(404);
    });
  });

  describe('seedReleases', () => {
    it('keeps the catalogue up to date without undoing a switched-off store, and seeds the demo artist once', async () => {
      const db = t.app.get(DataSource);
      const seed = () => seedReleases({ app: t.app, config: t.config, log: () => undefined });
      await db.query(`UPDATE stores SET active = false, name = 'Old name' WHERE id = 'joox'`);
      await db.query(`DELETE FROM stores WHERE id = 'zvuk'`);
      await seed();
      expect(await db.query(`SELECT name, active FROM stores WHERE id IN ('joox', 'zvuk') ORDER BY id`)).toEqual([
        { name: 'JOOX', active: false },
        { name: 'Zvuk', active: true },
      ]);
      await db.query(`UPDATE stores SET active = true WHERE id = 'joox'`);

      const { id } = await t.app.get(ArtistAccountsService).createArtist({ email: DEMO_RELEASES_ARTIST_EMAIL, password: 'Soundpost-test-1', emailVerified: true });
      await seed();
      await seed();
      expect(await db.query(`SELECT name, default_role FROM directory_artists WHERE user_id = $1`, [id])).toEqual([{ name: 'Ana & The Approvals', default_role: 'Primary Artist' }]);
      const releases = await db.query(`SELECT title, status, store_ids, primary_artist_id IS NOT NULL AS has_artist FROM releases WHERE user_id = $1 ORDER BY title`, [id]);
      // A draft to finish, and a live release the royalties demo report pays (seeded once each).
      expect(releases).toEqual([
        { title: 'First Light', status: 'draft', store_ids: ['spotify', 'apple-music', 'deezer'], has_artist: true },
        { title: 'Golden Hour', status: 'live', store_ids: ['spotify', 'apple-music', 'deezer'], has_artist: true },
      ]);
    });
  });
});
