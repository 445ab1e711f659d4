import { DataSource } from 'typeorm';
import { approvedArtist, caller, completeRelease, newStaff, TestArtist } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

const ARTWORK_MISSING = 'Upload the cover artwork.';
const NO_AUDIO = 'Track 1 “Song” has no audio.';

describe('Releases: staff approval is refused while the preflight check has errors, unless overridden with a reason', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let admin: { id: string; token: string };
  let artist: TestArtist;

  const statusOf = async (id: string) => (await db.query(`SELECT status, status_override_reason FROM releases WHERE id = $1`, [id]))[0];
  const deliveriesOf = async (id: string) => (await db.query(`SELECT count(*)::int AS n FROM release_deliveries WHERE release_id = $1`, [id]))[0].n as number;
  const statusAudits = async (id: string) =>
    db.query(`SELECT actor_id, changes, original FROM audit_logs WHERE auditable_type = 'Release' AND auditable_id = $1 AND event = 'updated' AND changes ? 'status' ORDER BY id`, [id]);

  /** A release that passes submit's checks, then loses its artwork and its audio (as an old or edited row may). */
  async function failingRelease(title: string): Promise<string> {
    const release = await completeRelease(t, artist, call, { title });
    await db.query(`UPDATE releases SET status = 'pending', cover_art_key = NULL, cover_art_width = NULL, cover_art_height = NULL WHERE id = $1`, [release.id]);
    await db.query(`UPDATE tracks SET audio_key = NULL WHERE release_id = $1`, [release.id]);
    return release.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    call = caller(t);
    admin = await newStaff(t, 'admin');
    artist = await approvedArtist(t);
  }, 60_000);
  afterAll(() => t?.close());

  it('refuses approval with the preflight messages (422 preflight_failed): nothing changes, nothing is queued for the stores', async () => {
    const id = await failingRelease('Refused');
    for (const status of ['approved', 'live']) {
      const res = await call('PATCH', `/admin/releases/${id}/status`, admin.token, { status, comment: 'Ship it.' });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        code: 'preflight_failed',
        message: `Fix these before approving: ${ARTWORK_MISSING} Upload at least one track. ${NO_AUDIO} To approve anyway, give the reason for the override.`,
        errors: { cover: [ARTWORK_MISSING], tracks: ['Upload at least one track.'], 'tracks.1.audio': [NO_AUDIO] },
        preflight: { errors: expect.arrayContaining([{ code: 'artwork_missing', field: 'cover', message: ARTWORK_MISSING }]) },
      });
    }
    // A blank reason is no reason.
    expect((await call('PATCH', `/admin/releases/${id}/status`, admin.token, { status: 'approved', override_reason: '   ' })).body.code).toBe('preflight_failed');
    expect(await statusOf(id)).toEqual({ status: 'pending', status_override_reason: null });
    expect(await deliveriesOf(id)).toBe(0);
    expect(await statusAudits(id)).toEqual([]);
    // Decisions that send nothing to the stores are not checked.
    expect((await call('PATCH', `/admin/releases/${id}/status`, admin.token, { status: 'rejected', comment: 'Upload the artwork.' })).status).toBe(200);
  });

  it('approves with a written override reason: kept on the release, audited with the decision and its actor, and the stores are queued', async () => {
    const id = await failingRelease('Overridden');
    const reason = 'The label sent the artwork by e-mail; ops attaches it before the batch.';
    const res = await call('PATCH', `/admin/releases/${id}/status`, admin.token, { status: 'approved', override_reason: `  ${reason} ` });
    expect(res.status).toBe(200);
    expect(res.body.release.status).toBe('approved');
    expect(await statusOf(id)).toEqual({ status: 'approved', status_override_reason: reason });
    expect(await deliveriesOf(id)).toBe(1);
    const audits = await statusAudits(id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor_id: admin.id, changes: { status: 'approved', status_override_reason: reason }, original: { status: 'pending', status_override_reason: null } });
    // Approved → live is not checked again (the release date may have passed since).
    expect((await call('PATCH', `/admin/releases/${id}/status`, admin.token, { status: 'live' })).status).toBe(200);
    expect(await statusOf(id)).toEqual({ status: 'live', status_override_reason: null });
  });

  it('approves a release that passes the check without a reason, and keeps no reason sent with it', async () => {
    const release = await completeRelease(t, artist, call, { title: 'Clean' });
    const res = await call('PATCH', `/admin/releases/${release.id}/status`, admin.token, { status: 'approved', override_reason: 'Not needed.' });
    expect(res.status).toBe(200);
    expect(await statusOf(release.id)).toEqual({ status: 'approved', status_override_reason: null });
  });

  it('validates the reason at the edge: text of at most 2000 characters', async () => {
    const id = await failingRelease('Long reason');
    expect((await call('PATCH', `/admin/releases/${id}/status`, admin.token, { status: 'approved', override_reason: 'x'.repeat(2001) })).body).toMatchObject({
      errors: { override_reason: ['The reason may be at most 2000 characters.'] },
    });
    expect((await call('PATCH', `/admin/releases/${id}/status`, admin.token, { status: 'approved', override_reason: 42 })).body).toMatchObject({ errors: { override_reason: ['Must be text.'] } });
    expect(await statusOf(id)).toEqual({ status: 'pending', status_override_reason: null });
  });
});
