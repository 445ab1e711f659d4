import { DataSource } from 'typeorm';
import { approvedArtist, caller, completeRelease, newStaff, TestArtist } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

jest.setTimeout(30_000);

describe('Preflight: GET /artist/releases/{id}/preflight, the staff twin, and submit refusing errors', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let artist: TestArtist;
  let other: TestArtist;
  let staff: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    call = caller(t);
    artist = await approvedArtist(t);
    other = await approvedArtist(t);
    staff = await newStaff(t, 'manager');
  }, 60_000);
  afterAll(() => t?.close());

  it('shows errors and warnings, refuses submit until the errors are fixed, then submits', async () => {
    const { id } = await completeRelease(t, artist, call, { title: 'NIGHT DRIVE (FEAT. JON SKY)' });
    // Artwork too small for the stores (an old upload from before the upload rule, say).
    await db.query(`UPDATE releases SET cover_art_width = 640, cover_art_height = 640 WHERE id = $1`, [id]);

    const check = await call('GET', `/artist/releases/${id}/preflight`, artist.token);
    expect(check.status).toBe(200);
    expect(check.body.errors).toEqual([{ code: 'artwork_too_small', field: 'cover', message: 'The artwork is 640×640 pixels: stores need at least 3000×3000.' }]);
    expect(check.body.warnings.map((w: { code: string }) => w.code)).toEqual(['genre_missing', 'label_missing', 'title_featuring', 'title_all_caps']);
    expect((await call('GET', `/admin/releases/${id}/preflight`, staff.token)).body).toEqual(check.body);

    const refused = await call('POST', `/artist/releases/${id}/submit`, artist.token);
    expect(refused.status).toBe(422);
    // The submit checklist already counts such artwork as missing.
    expect(refused.body).toMatchObject({ code: 'release_incomplete', errors: { cover: ['Missing: Artwork.'] } });
    expect((await call('GET', `/artist/releases/${id}`, artist.token)).body.release.status).toBe('draft');

    await db.query(`UPDATE releases SET cover_art_width = 3000, cover_art_height = 3000 WHERE id = $1`, [id]);
    await call('PUT', `/artist/releases/${id}`, artist.token, { title: 'Night Drive', genre_primary: 'Electronic', label_name: 'Soundpost Records' });
    expect((await call('GET', `/artist/releases/${id}/preflight`, artist.token)).body).toEqual({ errors: [], warnings: [] });
    const submitted = await call('POST', `/artist/releases/${id}/submit`, artist.token);
    expect(submitted.status).toBe(200);
    expect(submitted.body.release.status).toBe('pending');
  });

  it('catches a release date in the past', async () => {
    const { id } = await completeRelease(t, artist, call);
    await db.query(`UPDATE releases SET release_date = '2020-01-01' WHERE id = $1`, [id]);
    const check = (await call('GET', `/artist/releases/${id}/preflight`, artist.token)).body;
    expect(check.errors).toEqual([{ code: 'release_date_past', field: 'release_date', message: 'The release date is in the past. Choose today or a later date.' }]);
    const refused = await call('POST', `/artist/releases/${id}/submit`, artist.token);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'preflight_failed', errors: { release_date: ['The release date is in the past. Choose today or a later date.'] } });
    expect(refused.body.preflight.errors).toEqual(check.errors);
  });

  it("answers 404 for another artist's release and 401/403 for the wrong callers", async () => {
    const { id } = await completeRelease(t, artist, call);
    expect((await call('GET', `/artist/releases/${id}/preflight`, other.token)).body).toEqual({ code: 'release_not_found', message: 'Release not found.' });
    expect((await call('GET', `/artist/releases/${id}/preflight`)).status).toBe(401);
    expect((await call('GET', `/admin/releases/${id}/preflight`, artist.token)).status).toBe(403);
    expect((await call('GET', `/admin/releases/not-a-uuid/preflight`, staff.token)).status).toBe(404);
  });
});
