import { Readable } from 'node:stream';
import { TokensService } from '@soundpost/server-auth';
import { StorageService } from '@soundpost/server-core/storage';
import { JobsService } from '@soundpost/server-core/jobs';
import { RETENTION_SWEEP_SCHEDULE, RetentionService, type RetentionSweepReport } from '@soundpost/server-privacy';
import { AccountClosure } from '@soundpost/server-privacy/schema';
import { DataSource } from 'typeorm';
import { newArtist, PNG } from './support/kyc-fixtures';
import { createTestApp, TestApp } from './test-app';

const DAY = 86_400_000;

describe('Retention: identity documents purged on schedule (privacy sweep, clock moved forward)', () => {
  let t: TestApp;
  let db: DataSource;
  let storage: StorageService;
  let sweeper: RetentionService;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    storage = t.app.get(StorageService);
    sweeper = t.app.get(RetentionService);
  });
  afterAll(() => t?.close());

  /** An artist whose application has `status`, decided at `decidedAt`, holding `count` documents (files in storage). */
  async function account(status: 'pending' | 'approved' | 'rejected', decidedAt: Date | null, count = 1) {
    const artist = await newArtist(t);
    await db.query(
      `INSERT INTO artist_profiles (user_id, document_status, reviewed_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET document_status = $2, reviewed_at = $3`,
      [artist.id, status, decidedAt],
    );
    const documents: Array<{ id: string; key: string }> = [];
    for (let i = 0; i < count; i++) {
      const file = await storage.save(Readable.from([PNG]), { maxBytes: 1_000_000, contentType: 'image/png', visibility: 'private', prefix: 'kyc' });
      const [row] = await db.query(
        `INSERT INTO identity_documents (user_id, storage_key, original_name, content_type, size_bytes, sha256, status, uploaded_at, review_comment)
         VALUES ($1, $2, $3, 'image/png', $4, $5, $6, $7, 'Blurry photo') RETURNING id`,
        [artist.id, file.key, `passport-${i}.png`, file.size, file.sha256, status, new Date((decidedAt ?? new Date()).getTime() - DAY)],
      );
      documents.push({ id: row.id, key: file.key });
    }
    return { id: artist.id, documents };
  }

  async function close(userId: string, closedAt: Date, status: 'closing' | 'closed' = 'closed') {
    await db.getRepository(AccountClosure).save(db.getRepository(AccountClosure).create({ userId, requestedBy: userId, status, requestedAt: closedAt, closedAt: status === 'closed' ? closedAt : null }));
  }

  const held = async (ids: string[]) =>
    (await db.query(`SELECT id FROM identity_documents WHERE id = ANY($1::uuid[]) AND purged_at IS NULL ORDER BY id`, [ids])).map((r: { id: string }) => r.id);
  const ids = (...accounts: Array<{ documents: Array<{ id: string }> }>) => accounts.flatMap((a) => a.documents.map((d) => d.id)).sort();
  const users = (...accounts: Array<{ id: string }>) => accounts.map((a) => a.id).sort();

  it('purges rejected-application documents after 90 days and closed-account documents after KYC_DOCUMENT_RETENTION_DAYS; dry run and rerun delete nothing', async () => {
    // The clock moved forward: the sweep runs "now" = a year from today, decisions placed before it.
    const now = new Date(Date.now() + 365 * DAY);
    const rejected89 = await account('rejected', new Date(now.getTime() - 89 * DAY));
    const rejected91 = await account('rejected', new Date(now.getTime() - 91 * DAY), 2);
    const approvedOld = await account('approved', new Date(now.getTime() - 4000 * DAY), 2);
    const pending = await account('pending', null);
    const closedOld = await account('approved', new Date(now.getTime() - 3000 * DAY));
    await close(closedOld.id, new Date(now.getTime() - 1826 * DAY));
    const closedRecent = await account('approved', new Date(now.getTime() - 3000 * DAY));
    await close(closedRecent.id, new Date(now.getTime() - 1824 * DAY));
    const closingNotDone = await account('approved', new Date(now.getTime() - 3000 * DAY));
    await close(closingNotDone.id, new Date(now.getTime() - 4000 * DAY), 'closing');
    // An approved account whose later document was rejected on its own 91 days ago: that one goes, the approved one stays.
    const reverified = await account('approved', new Date(now.getTime() - 400 * DAY), 2);
    await db.query(`UPDATE identity_documents SET status = 'rejected', reviewed_at = $2 WHERE id = $1`, [reverified.documents[1].id, new Date(now.getTime() - 91 * DAY)]);
    const reverifiedRecent = await account('approved', new Date(now.getTime() - 400 * DAY), 2);
    await db.query(`UPDATE identity_documents SET status = 'rejected', reviewed_at = $2 WHERE id = $1`, [reverifiedRecent.documents[1].id, new Date(now.getTime() - 89 * DAY)]);
    // A crash after a file was deleted but before its row was marked: the rerun tolerates the missing file.
    await storage.delete(rejected91.documents[1].key);

    const expected: RetentionSweepReport['reasons'] = {
      rejected_application: { documentIds: [...ids(rejected91), reverified.documents[1].id].sort(), accountIds: users(rejected91, reverified) },
      closed_account: { documentIds: ids(closedOld), accountIds: users(closedOld) },
    };

    const dry = await sweeper.sweep({ now, dryRun: true });
    expect(dry.dryRun).toBe(true);
    expect(dry.reasons).toEqual(expected);
    const all = ids(rejected89, rejected91, approvedOld, pending, closedOld, closedRecent, closingNotDone, reverified, reverifiedRecent);
    expect(await held(all)).toEqual(all);
    expect(await storage.exists(rejected91.documents[0].key)).toBe(true);

    const run = await sweeper.sweep({ now, batchSize: 1 });
    expect(run.dryRun).toBe(false);
    expect(run.reasons).toEqual(expected);
    // Purged: files gone, rows kept as the fact without personal fields.
    for (const d of [...rejected91.documents, ...closedOld.documents]) expect(await storage.exists(d.key)).toBe(false);
    const purged = await db.query(
      `SELECT id, purge_reason, purged_at, original_name, review_comment, proposed_identity, uploaded_at FROM identity_documents WHERE id = ANY($1::uuid[]) ORDER BY id`,
      [ids(rejected91, closedOld)],
    );
    expect(purged).toHaveLength(3);
    for (const row of purged) {
      expect(row).toMatchObject({ original_name: null, review_comment: null, proposed_identity: null, purged_at: now });
      expect(row.purge_reason).toBe(closedOld.documents.some((d) => d.id === row.id) ? 'closed_account' : 'rejected_application');
    }
    // Kept: 89 days after a rejection, approved accounts, pending applications, a recent closure, a closure not done.
    const kept = [...ids(rejected89, approvedOld, pending, closedRecent, closingNotDone, reverifiedRecent), reverified.documents[0].id].sort();
    expect(await held(kept)).toEqual(kept);
    for (const a of [rejected89, approvedOld, pending, closedRecent, closingNotDone, reverifiedRecent]) for (const d of a.documents) expect(await storage.exists(d.key)).toBe(true);
    expect(await storage.exists(reverified.documents[0].key)).toBe(true);
    expect(await storage.exists(reverified.documents[1].key)).toBe(false);

    const again = await sweeper.sweep({ now });
    expect(again.reasons).toEqual({ rejected_application: { documentIds: [], accountIds: [] }, closed_account: { documentIds: [], accountIds: [] } });

    // Two days later the 89-day rejection is due, and nothing else.
    const later = await sweeper.sweep({ now: new Date(now.getTime() + 2 * DAY) });
    expect(later.reasons.rejected_application).toEqual({ documentIds: [...ids(rejected89), reverifiedRecent.documents[1].id].sort(), accountIds: users(rejected89, reverifiedRecent) });
    expect(later.reasons.closed_account.documentIds).toEqual(ids(closedRecent));
  });

  it('a purged document is no longer served to its owner (404), while a held one still is', async () => {
    const now = new Date(Date.now() + 730 * DAY);
    const gone = await account('rejected', new Date(now.getTime() - 100 * DAY));
    const { token } = await t.app.get(TokensService).issue(gone.id, 'artist');
    const path = `/api/artist/documents/${gone.documents[0].id}`;
    expect((await t.api(path, { token })).status).toBe(200);
    await sweeper.sweep({ now });
    expect((await t.api(path, { token })).status).toBe(404);
  });

  it('runs nightly as a schedule of the privacy domain', async () => {
    expect(RETENTION_SWEEP_SCHEDULE).toMatchObject({ name: 'privacy.retention-sweep', owner: 'privacy' });
    await expect(t.app.get(JobsService).runNow(RETENTION_SWEEP_SCHEDULE.name)).resolves.toMatchObject({ ran: true });
  });
});
