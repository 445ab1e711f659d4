import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, TestDatabase } from '@soundpost/server-core/testing';
import { runCli } from '../program';
import { captureIo, queryRows } from '../testing/cli-test-kit';
import { parsePeriod } from './royalties.command';

describe('soundpost royalties import (real Postgres)', () => {
  let db: TestDatabase;
  let dir: string;
  let env: NodeJS.ProcessEnv;
  const io = captureIo;
  const query = (sql: string, params: unknown[] = []) => queryRows(db.url, sql, params);

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-cli-royalties-'));
    env = { NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: dir, LOG_LEVEL: 'silent' };
  });
  afterAll(async () => {
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads the period as a month or a range', () => {
    expect(parsePeriod('2026-02')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(parsePeriod('2026-01-01..2026-03-31')).toEqual({ start: '2026-01-01', end: '2026-03-31' });
    expect(() => parsePeriod('Q1')).toThrow('--period');
  });

  it('imports a report, lists its bad lines, refuses it a second time, posts it, and the wallets verify', async () => {
    const [user] = await query(`INSERT INTO users (name, email, roles) VALUES ('Cli Artist', 'cli.royalties@example.com', '{artist}') RETURNING id`);
    const [release] = await query(`INSERT INTO releases (user_id, title, status) VALUES ($1, 'Cli Release', 'live') RETURNING id`, [user.id]);
    await query(`INSERT INTO tracks (release_id, track_number, title, isrc) VALUES ($1, 1, 'Cli Track', 'PTXX12600001')`, [release.id]);
    const file = path.join(dir, 'spotify.csv');
    fs.writeFileSync(file, 'period_start,period_end,store,territory,isrc,upc,units,revenue,currency\n2026-01-01,2026-01-31,Spotify,PT,PTXX12600001,,3,0.75,EUR\n2026-01-01,2026-01-31,Spotify,PT,,,1,oops,EUR\n');
    const first = io();
    await expect(runCli(['royalties', 'import', file, '--store', 'spotify', '--period', '2026-01'], { env, io: first.io })).resolves.toBe(0);
    expect(first.out[0]).toMatch(/^Imported .*spotify\.csv as [0-9a-f-]{36}: 2 lines, 1 matched \(EUR 0\.75\), 0 unmatched, 1 bad \(\d+\.\d s\)\.$/);
    expect(first.out[1]).toBe('  Line 3: Revenue is not a number: "oops".');
    const [row] = await query(`SELECT id, status, period_start::text, period_end::text FROM royalty_imports`);
    expect(row).toMatchObject({ status: 'imported', period_start: '2026-01-01', period_end: '2026-01-31' });

    const again = io();
    await expect(runCli(['royalties', 'import', file, '--store', 'spotify', '--period', '2026-01'], { env, io: again.io })).resolves.toBe(1);
    expect(again.err[0]).toContain('This file was already imported');

    const post = io();
    await expect(runCli(['royalties', 'post', row.id], { env, io: post.io })).resolves.toBe(0);
    expect(post.out[0]).toBe(`Posted ${row.id}: EUR 0.75 credited, EUR 0.00 held for invited collaborators.`);
    expect((await query(`SELECT status FROM royalty_imports`))[0].status).toBe('posted');
    expect((await query(`SELECT balance_cents::int AS b FROM wallets WHERE user_id = $1`, [user.id]))[0].b).toBe(75);
    const verify = io();
    await expect(runCli(['wallets', 'verify'], { env, io: verify.io })).resolves.toBe(0);
    expect(verify.out).toEqual(['Every wallet balance matches its entries.']);
  });
});
