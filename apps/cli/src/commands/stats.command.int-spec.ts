import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, TestDatabase } from '@soundpost/server-core/testing';
import { runCli } from '../program';
import { captureIo, queryRows } from '../testing/cli-test-kit';

const FIXTURES = path.resolve(__dirname, '../../../../libs/server/stats/src/trends/fixtures');

describe('soundpost stats import (real Postgres)', () => {
  let db: TestDatabase;
  let dir: string;
  let env: NodeJS.ProcessEnv;
  const io = captureIo;
  const query = (sql: string, params: unknown[] = []) => queryRows(db.url, sql, params);

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-cli-stats-'));
    env = { NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: dir, LOG_LEVEL: 'silent' };
  });
  afterAll(async () => {
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('imports every file of a DSR report as one, refuses it a second time, and refuses a broken report naming the record', async () => {
    const [user] = await query(`INSERT INTO users (name, email, roles) VALUES ('Cli Artist', 'cli.stats@example.com', '{artist}') RETURNING id`);
    const [release] = await query(`INSERT INTO releases (user_id, title, status) VALUES ($1, 'Cli Release', 'live') RETURNING id`, [user.id]);
    await query(`INSERT INTO tracks (release_id, track_number, title, isrc) VALUES ($1, 1, 'Cli Track', 'FRSP02600007')`, [release.id]);
    const files = ['dsr-two-files-1of2.tsv', 'dsr-two-files-2of2.tsv'].map((f) => path.join(FIXTURES, f));

    const first = io();
    await expect(runCli(['stats', 'import', ...files, '--store', 'spotify'], { env, io: first.io })).resolves.toBe(0);
    expect(first.out[0]).toMatch(/^Imported .*dsr-two-files-1of2\.tsv, .*dsr-two-files-2of2\.tsv as [0-9a-f-]{36}: \d+ lines \(2026-11-01 to 2026-11-01\), [1-9]\d* matched, \d+ unmatched, 0 refused, \d+ streams; 0 earlier days replaced \(\d+\.\d s\)\.$/);
    const [row] = await query(`SELECT format, message_id, lines_matched FROM stats_imports`);
    expect(row).toMatchObject({ format: 'dsr', message_id: 'SP-TREND-20261101-0002' });
    expect((await query(`SELECT streams::int FROM stats_rollups WHERE owner_user_id = $1`, [user.id])).map((r) => r.streams)).toEqual([11]);

    const again = io();
    await expect(runCli(['stats', 'import', ...files, '--store', 'spotify'], { env, io: again.io })).resolves.toBe(1);
    expect(again.err[0]).toContain('This file was already imported');

    const broken = io();
    await expect(runCli(['stats', 'import', path.join(FIXTURES, 'dsr-foot-mismatch.tsv'), '--store', 'spotify'], { env, io: broken.io })).resolves.toBe(1);
    expect(broken.err.join('\n')).toMatch(/Record \d+: the FOOT says/);
    expect(await query(`SELECT count(*)::int AS n FROM stats_imports`)).toEqual([{ n: 1 }]);

    const unknown = io();
    await expect(runCli(['stats', 'import', files[0], '--store', 'no-such-store'], { env, io: unknown.io })).resolves.toBe(1);
    expect(unknown.err.join('\n')).toContain('Choose a store from the catalogue.');
  });
});
