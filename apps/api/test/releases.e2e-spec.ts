import { gs1CheckDigit } from '@soundpost/contracts';
import { StorageService } from '@soundpost/server-core/storage';
import { DataSource } from 'typeorm';
import { newArtist } from './support/kyc-fixtures';
import { approvedArtist, caller, completeRelease, newStaff, setPlanLimits, TestArtist } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

const FINAL_MESSAGE = { code: 'release_final', message: 'This release is final and can no longer be changed.' };
const NOT_FOUND = { code: 'release_not_found', message: 'Release not found.' };

describe('Releases: the artist API over HTTP', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let staffToken: string;

  const draft = async (artist: TestArtist, body: unknown = { force_new: true }, key?: string) => {
    const res = await t.api('/api/artist/releases/draft', { method: 'POST', token: artist.token, json: body, headers: key ? { 'Idempotency-Key': key } : {} });
    return { status: res.status, body: await res.json() };
  };
  const directoryArtist = async (artist: TestArtist, name: string, role = 'Primary Artist') =>
    (await call('POST', '/artist/artists2', artist.token, { name, role })).body.artist.id as string;
  const rowCount = async (sql: string, params: unknown[]) => Number((await db.query(sql, params))[0].n);

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    call = caller(t);
    staffToken = (await newStaff(t)).token;
  });
  afterAll(() => t?.close());

  describe('access', () => {
    it('answers 401 without a token and 403 documents_not_approved for an unverified artist', async () => {
      for (const [method, path] of [
        ['GET', '/artist/releases'],
        ['POST', '/artist/releases/draft'],
        ['GET', '/artist/artists'],
        ['GET', '/artist/stores'],
      ]) {
        expect((await call(method, path)).status).toBe(401);
      }
      const pending = await newArtist(t);
      const res = await call('GET', '/artist/releases', pending.token);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('documents_not_approved');
    });

    it("answers 404 release_not_found for another artist's release on every read and write", async () => {
      const owner = await approvedArtist(t);
      const other = await approvedArtist(t);
      const { id } = await completeRelease(t, owner, call);
      const calls: Array<[string, string, unknown?]> = [
        ['GET', `/artist/releases/${id}`],
        ['GET', `/artist/releasess/${id}`],
        ['PUT', `/artist/releases/${id}`, { title: 'Mine now' }],
        ['DELETE', `/artist/releases/${id}`],
        ['PATCH', `/artist/releases/${id}/stage`, { workflow_stage: 'artwork' }],
        ['POST', `/artist/releases/${id}/submit`],
        ['GET', `/artist/releases/${id}/distribution`],
        ['PUT', `/artist/releases/${id}/distribution`, { price_tier: 'budget' }],
      ];
      for (const [method, path, json] of calls) {
        const res = await call(method, path, other.token, json);
        expect([method, path, res.status, res.body]).toEqual([method, path, 404, NOT_FOUND]);
      }
      // Nothing changed for the owner.
      const mine = await call('GET', `/artist/releases/${id}`, owner.token);
      expect(mine.body.release).toMatchObject({ title: 'Complete', status: 'draft' });
      expect((await call('GET', `/artist/releases/${id}/distribution`, owner.token)).body.settings.price_tier).toBe('standard');
      expect((await call('GET', '/artist/releases/not-a-uuid', owner.token)).body).toEqual(NOT_FOUND);
      // Ownership is checked before the body: a bad body on someone else's release is still 404.
      expect((await call('PUT', `/artist/releases/${id}`, other.token, { release_type: 'Mixtape' })).status).toBe(404);
      expect((await call('PUT', `/artist/releases/${id}`, other.token, { status: 'live' })).status).toBe(404);
    });

    it('refuses a field the body does not know (a client cannot set the status), changing nothing', async () => {
      const owner = await approvedArtist(t);
      const { id } = await completeRelease(t, owner, call);
      for (const [method, path] of [
        ['PUT', `/artist/releases/${id}`],
        ['PUT', `/artist/releases/${id}/distribution`],
        ['PATCH', `/artist/releases/${id}/stage`],
      ]) {
        const res = await call(method, path, owner.token, { workflow_stage: 'artwork', status: 'live' });
        expect([method, path, res.status, res.body.errors]).toEqual([method, path, 422, expect.objectContaining({ status: ['This field is not allowed.'] })]);
      }
      expect((await db.query(`SELECT status FROM releases WHERE id = $1`, [id]))[0].status).toBe('draft');
    });

    it("answers 404 artist_not_found for another artist's directory entry as primary or extra artist", async () => {
      const owner = await approvedArtist(t);
      const other = await approvedArtist(t);
      const theirs = await directoryArtist(other, 'Not Yours');
      const { body } = await draft(owner);
      for (const payload of [{ primary_artist_id: theirs }, { extra_artist_ids: [{ artist_id: theirs, role: 'Featuring' }] }]) {
        const res = await call('PUT', `/artist/releases/${body.release_id}`, owner.token, payload);
        expect([res.status, res.body]).toEqual([404, { code: 'artist_not_found', message: 'Artist not found.' }]);
      }
    });
  });

  describe('POST /artist/releases/draft', () => {
    it('creates a draft (201), reuses the newest untouched draft (200) and makes a new one with force_new', async () => {
      const artist = await approvedArtist(t);
      const first = await draft(artist, {});
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ release_id: first.body.release.id, id: first.body.release.id, release: expect.objectContaining({ status: 'draft', workflow_stage: 'album_info', release_type: 'Single', type: 'Single' }) });
      expect(first.body.release.limits).toEqual({ max_extra_artists: -1, release_limit: -1, store_limit: null });

      const again = await draft(artist, {});
      expect([again.status, again.body.release_id]).toEqual([200, first.body.release_id]);

      const forced = await draft(artist, { force_new: true });
      expect(forced.status).toBe(201);
      expect(forced.body.release_id).not.toBe(first.body.release_id);

      // Once touched (a title), a draft is no longer reused.
      await call('PUT', `/artist/releases/${forced.body.release_id}`, artist.token, { title: 'Touched' });
      const reused = await draft(artist, {});
      expect(reused.body.release_id).toBe(first.body.release_id);
      await call('PUT', `/artist/releases/${first.body.release_id}`, artist.token, { title: 'Touched too' });
      const fresh = await draft(artist, {});
      expect(fresh.status).toBe(201);
    });

    it('answers the same draft for 20 concurrent requests with one Idempotency-Key: one row', async () => {
      const artist = await approvedArtist(t);
      const key = `key-${Date.now()}`;
      const answers = await Promise.all(Array.from({ length: 20 }, () => draft(artist, { force_new: true }, key)));
      const ids = new Set(answers.map((a) => a.body.release_id));
      expect(ids.size).toBe(1);
      expect(answers.map((a) => a.status).sort()).toEqual([...Array(19).fill(200), 201]);
      expect(await rowCount(`SELECT count(*) AS n FROM releases WHERE user_id = $1`, [artist.id])).toBe(1);
      // Another key is another draft.
      const other = await draft(artist, { force_new: true }, `${key}-2`);
      expect(other.status).toBe(201);
      expect(other.body.release_id).not.toBe([...ids][0]);
    });

    it("answers 403 release_limit_reached at the plan's release limit, counting every release", async () => {
      const artist = await approvedArtist(t, { releaseLimit: 2 });
      expect((await draft(artist)).status).toBe(201);
      expect((await draft(artist)).status).toBe(201);
      const refused = await draft(artist);
      expect(refused).toEqual({
        status: 403,
        body: { code: 'release_limit_reached', message: "You've reached your plan's release limit. Upgrade your plan to create more releases." },
      });
      // A reused untouched draft is not a new release: still answered at the limit.
      expect((await draft(artist, {})).status).toBe(200);
      expect(await rowCount(`SELECT count(*) AS n FROM releases WHERE user_id = $1`, [artist.id])).toBe(2);
      await setPlanLimits(t, artist, { releaseLimit: -1 });
      expect((await draft(artist)).status).toBe(201);
    });
  });

  describe('GET /artist/releases and GET /artist/releases/:id', () => {
    it('lists only the caller’s releases, newest first, and answers { release, tracks } on both detail paths', async () => {
      const artist = await approvedArtist(t);
      const other = await approvedArtist(t);
      await draft(other);
      const older = await draft(artist);
      const { id } = await completeRelease(t, artist, call);
      const list = await call('GET', '/artist/releases', artist.token);
      expect(list.status).toBe(200);
      expect(list.body.releases.map((r: { id: string }) => r.id)).toEqual([id, older.body.release_id]);
      const complete = list.body.releases[0];
      expect(complete).toMatchObject({ title: 'Complete', release_date: '2030-05-01', tracks_count: 1, missing: [], is_final: false, artist_roles: 'Primary Artist' });
      expect(complete.cover_art_url).toMatch(/^\/api\/files\/private\/artwork\/.+\?expires=\d+&signature=/);
      // A new draft starts with the plan's stores selected: only the rest is missing.
      expect(list.body.releases[1].missing).toEqual(['Title', 'Primary artist', 'Release date', 'At least one track with audio', 'Artwork']);

      for (const path of [`/artist/releases/${id}`, `/artist/releasess/${id}`]) {
        const detail = await call('GET', path, artist.token);
        expect(detail.status).toBe(200);
        expect(Object.keys(detail.body).sort()).toEqual(['release', 'tracks']);
        expect(detail.body.release.id).toBe(id);
        expect(detail.body.tracks).toHaveLength(1);
        expect(detail.body.tracks[0]).toMatchObject({ track_number: 1, title: 'Song', is_explicit: 1, explicit: 0, is_instrumental: 0 });
        expect(detail.body.tracks[0].audio_url).toMatch(/^\/api\/files\/private\/audio\//);
      }
    });
  });

  describe('PUT /artist/releases/:id', () => {
    it('saves album info partially, validates each field, and keeps absent fields', async () => {
      const artist = await approvedArtist(t);
      const { body } = await draft(artist);
      const id = body.release_id;
      const primary = await directoryArtist(artist, 'Main Act');
      const saved = await call('PUT', `/artist/releases/${id}`, artist.token, {
        title: '  Blue Hour ',
        release_date: '2030-01-31',
        release_type: 'EP',
        catalog_number: 'CAT-1',
        label_name: 'Own Label',
        p_line: 'Own Label',
        pline_year: '2030',
        c_line: 'Own Label',
        cline_year: 2030,
        genre_primary: 'Pop',
        genre_secondary: 'Rock',
        primary_artist_id: primary,
        workflow_stage: 'track_upload',
      });
      expect(saved.status).toBe(200);
      expect(saved.body.message).toBe('Saved.');
      expect(saved.body.release).toMatchObject({
        title: 'Blue Hour',
        release_date: '2030-01-31',
        release_type: 'EP',
        type: 'EP',
        catalog_number: 'CAT-1',
        pline_year: 2030,
        cline_year: 2030,
        artist: 'Main Act',
        primary_artist_id: primary,
        workflow_stage: 'track_upload',
      });
      const partial = await call('PUT', `/artist/releases/${id}`, artist.token, { genre_secondary: null });
      expect(partial.body.release).toMatchObject({ title: 'Blue Hour', genre_secondary: null, genre_primary: 'Pop' });

      const bad = await call('PUT', `/artist/releases/${id}`, artist.token, { release_date: '2030-02-30', release_type: 'Mixtape', pline_year: '99', upc: '123', workflow_stage: 'nowhere' });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({
        release_date: ['Enter a valid date (YYYY-MM-DD).'],
        release_type: ['Choose Single, EP or Album.'],
        pline_year: ['P-Line Year must be 4 digits.'],
        upc: ['Enter a valid UPC or EAN (12 or 13 digits with a valid check digit).'],
        workflow_stage: [expect.stringContaining('album_info')],
      });
      // Nothing half-written.
      expect((await call('GET', `/artist/releases/${id}`, artist.token)).body.release).toMatchObject({ release_date: '2030-01-31', release_type: 'EP' });
    });

    it('stores each artist and role pair once, never repeats the primary artist, and applies the directory role', async () => {
      const artist = await approvedArtist(t);
      const { body } = await draft(artist);
      const [main, feat, prod] = [await directoryArtist(artist, 'Main'), await directoryArtist(artist, 'Feat', 'Featuring'), await directoryArtist(artist, 'Prod', 'Producer')];
      const res = await call('PUT', `/artist/releases/${body.release_id}`, artist.token, {
        primary_artist_id: main,
        extra_artist_ids: [
          { artist_id: feat, role: 'Featuring' },
          { artist_id: feat, role: 'Featuring' },
          { artist_id: main, role: 'Featuring' },
          { artist_id: prod },
          { artist_id: feat, role: 'Remixer' },
        ],
      });
      expect(res.status).toBe(200);
      expect(res.body.release.extra_artists).toEqual([
        { artist_id: feat, name: 'Feat', role: 'Featuring' },
        { artist_id: prod, name: 'Prod', role: 'Producer' },
        { artist_id: feat, name: 'Feat', role: 'Remixer' },
      ]);
      expect(res.body.release.artist_roles).toBe('Primary Artist, Featuring, Producer, Remixer');
      expect(await rowCount(`SELECT count(*) AS n FROM release_artists WHERE release_id = $1`, [body.release_id])).toBe(3);

      // The alias extra_artists (also as JSON text) replaces the list; making an extra the primary drops it from the extras.
      const alias = await call('PUT', `/artist/releases/${body.release_id}`, artist.token, { extra_artists: JSON.stringify([{ artist_id: prod, role: 'Producer' }]) });
      expect(alias.body.release.extra_artists).toEqual([{ artist_id: prod, name: 'Prod', role: 'Producer' }]);
      const promoted = await call('PUT', `/artist/releases/${body.release_id}`, artist.token, { primary_artist_id: prod });
      expect(promoted.body.release).toMatchObject({ artist: 'Prod', extra_artists: [] });
    });

    it('answers 403 collaborator_limit_reached beyond max_extra_artists distinct collaborators', async () => {
      const artist = await approvedArtist(t, { maxExtraArtists: 1 });
      const { body } = await draft(artist);
      const [main, a, b] = [await directoryArtist(artist, 'M'), await directoryArtist(artist, 'A'), await directoryArtist(artist, 'B')];
      // One collaborator in two roles is still one collaborator; the primary does not count.
      const ok = await call('PUT', `/artist/releases/${body.release_id}`, artist.token, {
        primary_artist_id: main,
        extra_artist_ids: [
          { artist_id: a, role: 'Featuring' },
          { artist_id: a, role: 'Producer' },
          { artist_id: main, role: 'Featuring' },
        ],
      });
      expect(ok.status).toBe(200);
      const refused = await call('PUT', `/artist/releases/${body.release_id}`, artist.token, {
        title: 'Not saved',
        extra_artist_ids: [
          { artist_id: a, role: 'Featuring' },
          { artist_id: b, role: 'Featuring' },
        ],
      });
      expect([refused.status, refused.body]).toEqual([403, { code: 'collaborator_limit_reached', message: "You've reached your collaborator limit for this release." }]);
      const after = await call('GET', `/artist/releases/${body.release_id}`, artist.token);
      expect(after.body.release.title).toBeNull();
      expect(after.body.release.extra_artists).toHaveLength(2);
      expect(after.body.release.limits.max_extra_artists).toBe(1);
    });

    it('validates a given UPC or EAN and keeps UPCs unique across the platform', async () => {
      const a = await approvedArtist(t);
      const b = await approvedArtist(t);
      const first = (await draft(a)).body.release_id;
      const second = (await draft(b)).body.release_id;
      const res = await call('PUT', `/artist/releases/${first}`, a.token, { upc: '0-36000-29145-2' });
      expect(res.body.release.upc).toBe('036000291452');
      const ean = await call('PUT', `/artist/releases/${second}`, b.token, { upc: '4006381333931' });
      expect(ean.body.release.upc).toBe('4006381333931');
      const taken = await call('PUT', `/artist/releases/${second}`, b.token, { upc: '036000291452' });
      expect([taken.status, taken.body.errors]).toEqual([422, { upc: ['This UPC is already used by another release.'] }]);
      // The same barcode written as an EAN-13 is the same UPC.
      const asEan = await call('PUT', `/artist/releases/${second}`, b.token, { upc: '0036000291452' });
      expect(asEan.body.errors).toEqual({ upc: ['This UPC is already used by another release.'] });
      const badCheck = await call('PUT', `/artist/releases/${second}`, b.token, { upc: '036000291453' });
      expect(badCheck.body.errors).toEqual({ upc: ['Enter a valid UPC or EAN (12 or 13 digits with a valid check digit).'] });
      // Saving the release's own UPC again is fine.
      expect((await call('PUT', `/artist/releases/${first}`, a.token, { upc: '036000291452', title: 'Same' })).status).toBe(200);
    });
  });

  describe('PATCH /artist/releases/:id/stage', () => {
    it('jumps to any stage and refuses unknown ones', async () => {
      const artist = await approvedArtist(t);
      const { body } = await draft(artist);
      for (const stage of ['preview', 'album_info', 'distribution']) {
        const res = await call('PATCH', `/artist/releases/${body.release_id}/stage`, artist.token, { workflow_stage: stage });
        expect([res.status, res.body.release.workflow_stage]).toEqual([200, stage]);
      }
      const bad = await call('PATCH', `/artist/releases/${body.release_id}/stage`, artist.token, { workflow_stage: 'done' });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(['workflow_stage']);
    });
  });

  describe('POST /artist/releases/:id/submit', () => {
    it('names each missing item and changes nothing', async () => {
      const artist = await approvedArtist(t);
      const { body } = await draft(artist);
      // The draft starts with the plan's stores: the artist cleared them.
      await call('PUT', `/artist/releases/${body.release_id}/distribution`, artist.token, { store_ids: [] });
      const res = await call('POST', `/artist/releases/${body.release_id}/submit`, artist.token);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        code: 'release_incomplete',
        message: 'Missing: Title, Primary artist, Release date, At least one track with audio, Artwork, At least one store.',
        missing: ['Title', 'Primary artist', 'Release date', 'At least one track with audio', 'Artwork', 'At least one store'],
      });
      expect(Object.keys(res.body.errors)).toEqual(['title', 'primary_artist_id', 'release_date', 'tracks', 'cover', 'store_ids']);
      expect((await db.query(`SELECT status, upc FROM releases WHERE id = $1`, [body.release_id]))[0]).toEqual({ status: 'draft', upc: null });
    });

    it('re-checks on the server: a track without audio, undersized or non-square artwork, an inactive store', async () => {
      const artist = await approvedArtist(t);
      const { id } = await completeRelease(t, artist, call);
      await db.query(`UPDATE tracks SET audio_key = NULL WHERE release_id = $1`, [id]);
      await db.query(`UPDATE releases SET cover_art_width = 3000, cover_art_height = 2000 WHERE id = $1`, [id]);
      await db.query(`UPDATE stores SET active = false WHERE id = 'spotify'`);
      try {
        const res = await call('POST', `/artist/releases/${id}/submit`, artist.token);
        expect(res.body.missing).toEqual(['At least one track with audio', 'Artwork', 'At least one store']);
      } finally {
        await db.query(`UPDATE stores SET active = true WHERE id = 'spotify'`);
      }
    });

    it('submits: pending, delivered, submitted_at, and a free UPC-A with a valid check digit, unique per release', async () => {
      const artist = await approvedArtist(t);
      const first = await completeRelease(t, artist, call);
      const second = await completeRelease(t, artist, call);
      const a = await call('POST', `/artist/releases/${first.id}/submit`, artist.token);
      expect(a.status).toBe(200);
      expect(a.body.message).toBe('Release submitted for review.');
      expect(a.body.release).toMatchObject({ status: 'pending', workflow_stage: 'delivered', is_final: false, missing: [] });
      expect(a.body.release.submitted_at).toEqual(expect.any(String));
      const b = await call('POST', `/artist/releases/${second.id}/submit`, artist.token);
      for (const upc of [a.body.release.upc, b.body.release.upc]) {
        expect(upc).toMatch(/^0860000\d{5}$/);
        expect(gs1CheckDigit(upc.slice(0, 11))).toBe(Number(upc[11]));
      }
      expect(a.body.release.upc).not.toBe(b.body.release.upc);
      // A pending release can still be edited and submitted again; its UPC stays.
      const edited = await call('PUT', `/artist/releases/${first.id}`, artist.token, { title: 'Edited while pending' });
      expect(edited.body.release).toMatchObject({ status: 'pending', title: 'Edited while pending' });
      const again = await call('POST', `/artist/releases/${first.id}/submit`, artist.token);
      expect(again.body.release.upc).toBe(a.body.release.upc);
    });

    it('keeps a UPC the artist gave', async () => {
      const artist = await approvedArtist(t);
      const body = `5901234${String(Date.now()).slice(-5)}`;
      const ean = body + gs1CheckDigit(body);
      const { id } = await completeRelease(t, artist, call, { upc: ean });
      const res = await call('POST', `/artist/releases/${id}/submit`, artist.token);
      expect(res.body.release.upc).toBe(ean);
    });
  });

  describe('DELETE /artist/releases/:id', () => {
    it('deletes the release, its tracks, extra artists and files', async () => {
      const artist = await approvedArtist(t);
      const { id, coverKey, audioKey } = await completeRelease(t, artist, call);
      const storage = t.app.get(StorageService);
      expect(await storage.exists(coverKey)).toBe(true);
      const res = await call('DELETE', `/artist/releases/${id}`, artist.token);
      expect([res.status, res.body]).toEqual([200, { message: 'Release deleted.' }]);
      expect(await rowCount(`SELECT count(*) AS n FROM releases WHERE id = $1`, [id])).toBe(0);
      expect(await rowCount(`SELECT count(*) AS n FROM tracks WHERE release_id = $1`, [id])).toBe(0);
      expect(await storage.exists(coverKey)).toBe(false);
      expect(await storage.exists(audioKey)).toBe(false);
      expect((await call('GET', `/artist/releases/${id}`, artist.token)).status).toBe(404);
    });
  });

  describe('final releases', () => {
    it.each(['approved', 'live', 'rejected', 'removed', 'taken_down'])('refuse every write once %s (409 release_final)', async (status) => {
      const artist = await approvedArtist(t);
      const { id } = await completeRelease(t, artist, call);
      const set = await call('PATCH', `/admin/releases/${id}/status`, staffToken, { status });
      expect(set.status).toBe(200);
      const writes: Array<[string, string, unknown?]> = [
        ['PUT', `/artist/releases/${id}`, { title: 'Changed' }],
        ['DELETE', `/artist/releases/${id}`],
        ['PATCH', `/artist/releases/${id}/stage`, { workflow_stage: 'album_info' }],
        ['POST', `/artist/releases/${id}/submit`],
        ['PUT', `/artist/releases/${id}/distribution`, { price_tier: 'premium' }],
        // Finality is checked before the body.
        ['PUT', `/artist/releases/${id}`, { release_type: 'Mixtape' }],
        ['PATCH', `/artist/releases/${id}/stage`, { workflow_stage: 'nowhere' }],
      ];
      for (const [method, path, json] of writes) {
        const res = await call(method, path, artist.token, json);
        expect([method, path, res.status, res.body]).toEqual([method, path, 409, FINAL_MESSAGE]);
      }
      const read = await call('GET', `/artist/releases/${id}`, artist.token);
      expect(read.body.release).toMatchObject({ title: 'Complete', is_final: true, status: status === 'taken_down' ? 'removed' : status });
    });

    it('treats a legacy Portuguese status in the data as final too', async () => {
      const artist = await approvedArtist(t);
      const { id } = await completeRelease(t, artist, call);
      await db.query(`UPDATE releases SET status = 'Aprovado' WHERE id = $1`, [id]);
      expect((await call('PUT', `/artist/releases/${id}`, artist.token, { title: 'x' })).status).toBe(409);
      expect((await call('GET', `/artist/releases/${id}`, artist.token)).body.release.is_final).toBe(true);
    });
  });
});
