import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, TestDatabase } from '@soundpost/server-core/testing';
import { runCli } from '../program';
import { captureIo, queryRows } from '../testing/cli-test-kit';

describe('soundpost privacy sweep [--dry-run] (real Postgres)', () => {
  let db: TestDatabase;
  let dir: string;
  let env: NodeJS.ProcessEnv;
  const run = async (args: string[]) => {
    const { out, err, io } = captureIo();
    const code = await runCli(args, { env, io });
    return { code, out, err };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-cli-privacy-'));
    env = { NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: dir, LOG_LEVEL: 'silent' };
  });
  afterAll(async () => {
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('prints what it purges by reason (document and account ids, no personal data); --dry-run purges nothing', async () => {
    // Run once so the migrations exist, then seed: an application rejected 100 days ago and one 10 days ago.
    expect((await run(['privacy', 'sweep', '--dry-run'])).code).toBe(0);
    const [old] = await queryRows(db.url, `INSERT INTO users (name, email, roles) VALUES ('Old Reject', 'old@cli.test', '{artist}') RETURNING id`);
    const [recent] = await queryRows(db.url, `INSERT INTO users (name, email, roles) VALUES ('New Reject', 'new@cli.test', '{artist}') RETURNING id`);
    for (const [user, days] of [[old.id, 100], [recent.id, 10]] as const) {
      await queryRows(
        db.url,
        `INSERT INTO artist_profiles (user_id, document_status, reviewed_at) VALUES ($1, 'rejected', now() - make_interval(days => $2))
         ON CONFLICT (user_id) DO UPDATE SET document_status = 'rejected', reviewed_at = now() - make_interval(days => $2)`,
        [user, days],
      );
    }
    // The old one's file is already gone (a run that crashed after deleting it): the sweep tolerates that.
    const [doc] = await queryRows(
      db.url,
      `INSERT INTO identity_documents (user_id, storage_key, original_name, content_type, size_bytes, sha256, status)
       VALUES ($1, 'kyc/0000000000000000000000000000000a.png', 'passport-Old-Reject.png', 'image/png', 10, repeat('0', 64), 'rejected') RETURNING id`,
      [old.id],
    );
    await queryRows(
      db.url,
      `INSERT INTO identity_documents (user_id, storage_key, original_name, content_type, size_bytes, sha256, status)
       VALUES ($1, 'kyc/0000000000000000000000000000000b.png', 'passport-New.png', 'image/png', 10, repeat('0', 64), 'rejected')`,
      [recent.id],
    );

    const report = (verb: string, dry: boolean) => [
      `Retention sweep${dry ? ' (dry run, nothing deleted)' : ''}:`,
      `  rejected_application: ${verb} 1 document(s) of 1 account(s)`,
      `    document ${doc.id}`,
      `    account ${old.id}`,
      `  closed_account: ${verb} 0 document(s) of 0 account(s)`,
    ];
    const dry = await run(['privacy', 'sweep', '--dry-run']);
    expect(dry).toEqual({ code: 0, out: report('would purge', true), err: [] });
    expect(dry.out.join('\n')).not.toMatch(/Old Reject|passport|@cli\.test/);
    expect(await queryRows(db.url, `SELECT count(*)::int AS n FROM identity_documents WHERE purged_at IS NOT NULL`)).toEqual([{ n: 0 }]);

    expect(await run(['privacy', 'sweep'])).toEqual({ code: 0, out: report('purged', false), err: [] });
    expect(await queryRows(db.url, `SELECT id, purge_reason, original_name FROM identity_documents WHERE purged_at IS NOT NULL`)).toEqual([
      { id: doc.id, purge_reason: 'rejected_application', original_name: null },
    ]);

    const again = await run(['privacy', 'sweep', '--json']);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.out.join('\n')).reasons).toEqual({ rejected_application: { documentIds: [], accountIds: [] }, closed_account: { documentIds: [], accountIds: [] } });
  });
});
