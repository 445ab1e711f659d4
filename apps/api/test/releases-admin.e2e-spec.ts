import { DataSource } from 'typeorm';
import { newArtist } from './support/kyc-fixtures';
import { mailboxFor } from './support/mailbox';
import { approvedArtist, caller, completeRelease, newStaff, TestArtist } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

describe('Releases: the staff API over HTTP', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let admin: { id: string; token: string };
  let manager: { id: string; token: string };
  let artist: TestArtist;
  let ids: { complete: string; draft: string };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    call = caller(t);
    admin = await newStaff(t, 'admin');
    manager = await newStaff(t, 'manager');
    artist = await approvedArtist(t);
    const complete = await completeRelease(t, artist, call, { title: 'Night Drive', upc: '036000291452' });
    const draft = await call('POST', '/artist/releases/draft', artist.token, { force_new: true });
    ids = { complete: complete.id, draft: draft.body.release_id };
  });
  afterAll(() => t?.close());

  describe('access', () => {
    it('answers 401 without a token, 403 with an artist token, and 404 for an unknown release or track', async () => {
      for (const path of ['/admin/releases', `/admin/releases/${ids.complete}`, '/admin/tracks/00000000-0000-4000-8000-000000000000']) {
        expect((await call('GET', path)).status).toBe(401);
        expect((await call('GET', path, artist.token)).status).toBe(403);
      }
      expect((await call('PATCH', `/admin/releases/${ids.complete}/status`, artist.token, { status: 'approved' })).status).toBe(403);
      expect((await call('GET', '/admin/releases/00000000-0000-4000-8000-000000000000', admin.token)).body).toEqual({ code: 'release_not_found', message: 'Release not found.' });
      expect((await call('GET', '/admin/tracks/nope', admin.token)).body).toEqual({ code: 'track_not_found', message: 'Track not found.' });
    });
  });

  describe('GET /admin/releases', () => {
    it('pages every release with owner, artist and track count, newest first, with Content-Range', async () => {
      const res = await call('GET', '/admin/releases?page=1&per_page=20', manager.token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toBe('releases 0-1/2');
      expect(res.body.meta).toEqual({ current_page: 1, per_page: 20, total: 2, last_page: 1 });
      expect(res.body.data.map((r: { id: string }) => r.id)).toEqual([ids.draft, ids.complete]);
      const row = res.body.data[1];
      expect(row).toEqual({
        id: ids.complete,
        release_id: ids.complete,
        release_number: expect.any(Number),
        user_id: artist.id,
        title: 'Night Drive',
        artist_name: expect.stringMatching(/^Primary /),
        artist: row.artist_name,
        upc: '036000291452',
        catalog_number: null,
        label: null,
        label_name: null,
        release_type: 'Single',
        genre_primary: null,
        genre_secondary: null,
        release_date: '2030-05-01',
        workflow_stage: 'album_info',
        status: 'draft',
        tracks_count: 1,
        owner_name: expect.any(String),
        owner_email: artist.email,
        user_name: row.owner_name,
        user_email: artist.email,
        cover_art_url: expect.stringMatching(/^\/api\/files\/private\/artwork\//),
        created_at: expect.any(String),
      });
      // A fresh draft: no artist, cover or tracks yet, still with its owner.
      expect(res.body.data[0]).toEqual({
        id: ids.draft,
        release_id: ids.draft,
        release_number: expect.any(Number),
        user_id: artist.id,
        title: null,
        artist_name: null,
        artist: null,
        upc: null,
        catalog_number: null,
        label: null,
        label_name: null,
        release_type: 'Single',
        genre_primary: null,
        genre_secondary: null,
        release_date: null,
        workflow_stage: 'album_info',
        status: 'draft',
        tracks_count: 0,
        owner_name: row.owner_name,
        owner_email: artist.email,
        user_name: row.owner_name,
        user_email: artist.email,
        cover_art_url: null,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      });
      // The list row and the full release agree on every field they share (the cover link is signed per answer).
      const full = (await call('GET', `/admin/releases/${ids.complete}`, admin.token)).body;
      expect(full).toMatchObject({ ...row, cover_art_url: expect.stringMatching(/^\/api\/files\/private\/artwork\//) });
      const oldest = await call('GET', '/admin/releases?sort=oldest&per_page=1&page=2', admin.token);
      expect(oldest.body.data.map((r: { id: string }) => r.id)).toEqual([ids.draft]);
      expect(oldest.body.meta).toEqual({ current_page: 2, per_page: 1, total: 2, last_page: 2 });
    });

    it('searches title, primary artist, UPC and owner e-mail, and filters by status (aliases mapped)', async () => {
      const other = await approvedArtist(t);
      const theirs = await completeRelease(t, other, call, { title: 'Sunrise Avenue' });
      const search = async (q: string) => (await call('GET', `/admin/releases?q=${encodeURIComponent(q)}`, admin.token)).body.data.map((r: { id: string }) => r.id);
      expect(await search('night dr')).toEqual([ids.complete]);
      expect(await search('0-36000-29145-2')).toEqual([ids.complete]);
      expect(await search(other.email.slice(0, 12))).toContain(theirs.id);
      expect(await search(other.email)).toEqual([theirs.id]);
      const artistName = (await call('GET', `/admin/releases/${theirs.id}`, admin.token)).body.artist_name as string;
      expect(await search(artistName.toLowerCase())).toEqual([theirs.id]);
      expect(await search('100%_no_such')).toEqual([]);

      await call('PATCH', `/admin/releases/${theirs.id}/status`, admin.token, { status: 'removed' });
      for (const status of ['removed', 'taken_down', 'Retirado']) {
        const res = await call('GET', `/admin/releases?status=${encodeURIComponent(status)}`, admin.token);
        expect(res.body.data.map((r: { id: string }) => r.id)).toEqual([theirs.id]);
      }
      expect((await call('GET', '/admin/releases?status=draft', admin.token)).body.meta.total).toBe(2);
      const bad = await call('GET', '/admin/releases?status=lost', admin.token);
      expect([bad.status, bad.body.code]).toEqual([400, 'invalid_filter']);
      // react-admin's dialect works too.
      const ra = await call('GET', `/admin/releases?range=${encodeURIComponent('[0,0]')}&filter=${encodeURIComponent(JSON.stringify({ status: 'removed' }))}`, admin.token);
      expect([ra.body.data.length, ra.headers.get('content-range')]).toEqual([1, 'releases 0-0/1']);
    });
  });

  describe('GET /admin/releases/:id and GET /admin/tracks/:id', () => {
    it('answers the full release with owner, extra artists, distribution and tracks with signed audio links', async () => {
      const res = await call('GET', `/admin/releases/${ids.complete}`, admin.token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: ids.complete,
        title: 'Night Drive',
        owner: { id: artist.id, email: artist.email, name: expect.any(String) },
        owner_email: artist.email,
        extra_artists: [],
        store_ids: ['spotify'],
        territory_mode: 'worldwide',
        distribution: { store_ids: ['spotify'], territory_mode: 'worldwide', territories: [], content_id_opt_in: 0, price_tier: 'standard', release_date: '2030-05-01', release_time: null, timezone: null },
        genre: null,
        subgenre: null,
        artwork_url: expect.stringMatching(/^\/api\/files\//),
        tracks_count: 1,
        is_final: false,
        missing: [],
      });
      expect(res.body.tracks).toHaveLength(1);
      const [track] = res.body.tracks;
      expect(track.audio_url).toMatch(/^\/api\/files\/private\/audio\/.+\?expires=\d+&signature=[\w-]+$/);
      expect(track.preview_url).toBe(track.audio_url);
      // The signed link really serves the file.
      expect((await t.api(track.audio_url)).status).toBe(200);

      const detail = await call('GET', `/admin/tracks/${track.id}`, manager.token);
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({
        id: track.id,
        track_id: track.id,
        release_id: ids.complete,
        title: 'Song',
        audio_url: expect.stringMatching(/^\/api\/files\//),
        audio_hash_sum: null,
        deal_reference: null,
        release: { id: ids.complete, title: 'Night Drive', status: 'draft', owner: { id: artist.id, email: artist.email } },
      });
    });
  });

  describe('PATCH /admin/releases/:id/status', () => {
    it('sets any status with a comment, e-mails the artist (outbox) and audits the change', async () => {
      const mine = await approvedArtist(t);
      const { id } = await completeRelease(t, mine, call, { title: 'Blue <Hour>' });
      await call('POST', `/artist/releases/${id}/submit`, mine.token);
      const res = await call('PATCH', `/admin/releases/${id}/status`, manager.token, { status: 'approved', comment: 'Looks great.' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Release status updated.');
      expect(res.body.release).toMatchObject({ id, status: 'approved', status_comment: 'Looks great.', is_final: true, status_changed_at: expect.any(String) });

      const [mail] = await mailboxFor(t, mine.email);
      expect(mail.subject).toBe('Your release "Blue <Hour>" is now approved');
      expect(mail.text).toContain('Looks great.');
      expect(mail.html).toContain('Blue &lt;Hour&gt;');

      const audits = await db.query(
        `SELECT event, actor_id, user_id, changes FROM audit_logs WHERE auditable_type = 'Release' AND auditable_id = $1 AND actor_id = $2`,
        [id, manager.id],
      );
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ event: 'updated', user_id: mine.id });
      expect(audits[0].changes).toMatchObject({ status: 'approved', status_comment: 'Looks great.' });

      // The artist sees it.
      expect((await call('GET', `/artist/releases/${id}`, mine.token)).body.release).toMatchObject({ status: 'approved', status_comment: 'Looks great.', is_final: true });

      // Staff may move it on again, e.g. live, then back to pending (which makes it editable).
      expect((await call('PATCH', `/admin/releases/${id}/status`, admin.token, { status: 'live' })).body.release.status_comment).toBeNull();
      expect((await call('PATCH', `/admin/releases/${id}/status`, admin.token, { status: 'pending' })).body.release.is_final).toBe(false);
      expect((await call('PUT', `/artist/releases/${id}`, mine.token, { title: 'Again' })).status).toBe(200);
      expect((await mailboxFor(t, mine.email)).map((m) => m.subject)).toEqual([
        'Your release "Blue <Hour>" is now pending review',
        'Your release "Blue <Hour>" is now live',
        'Your release "Blue <Hour>" is now approved',
        'We received your release "Blue <Hour>" for review',
      ]);
    });

    it('maps the aliases takendown / taken_down to removed', async () => {
      for (const status of ['takendown', 'taken_down']) {
        const res = await call('PATCH', `/admin/releases/${ids.draft}/status`, admin.token, { status });
        expect(res.body.release.status).toBe('removed');
      }
    });

    it('refuses an unknown status or a bad comment with a 422 and changes nothing', async () => {
      const before = (await db.query(`SELECT status FROM releases WHERE id = $1`, [ids.complete]))[0].status;
      const bad = await call('PATCH', `/admin/releases/${ids.complete}/status`, admin.token, { status: 'published' });
      expect([bad.status, bad.body.errors]).toEqual([422, { status: ['Choose one of: pending, approved, live, rejected, removed.'] }]);
      const long = await call('PATCH', `/admin/releases/${ids.complete}/status`, admin.token, { status: 'live', comment: 'x'.repeat(2001) });
      expect(long.status).toBe(422);
      expect((await db.query(`SELECT status FROM releases WHERE id = $1`, [ids.complete]))[0].status).toBe(before);
      expect((await call('PATCH', '/admin/releases/00000000-0000-4000-8000-000000000000/status', admin.token, { status: 'live' })).status).toBe(404);
    });

    it('answers 403 for an onboarding (unverified) artist token too', async () => {
      const onboarding = await newArtist(t, { scope: 'onboarding' });
      expect((await call('GET', '/admin/releases', onboarding.token)).status).toBe(403);
    });
  });
});
