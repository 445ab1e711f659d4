import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, TestDatabase } from '@soundpost/server-core/testing';
import { Client } from 'pg';
import { runCli } from '../program';
import { captureIo, queryRows } from '../testing/cli-test-kit';

const HEADER = 'date,store,territory,isrc,upc,streams,listeners,saves,source';

describe('soundpost stats collect (real Postgres, folder and unreachable SFTP targets)', () => {
  let db: TestDatabase;
  let dir: string;
  let env: NodeJS.ProcessEnv;
  const io = captureIo;
  const query = (sql: string, params: unknown[] = []) => queryRows(db.url, sql, params);

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-cli-collect-'));
    env = { NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: dir, LOG_LEVEL: 'silent' };
  });
  afterAll(async () => {
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("imports a store's inbox once, files what it refused, names a store without a target, and fails when a host is down", async () => {
    const [user] = await query(`INSERT INTO users (name, email, roles) VALUES ('Cli Collect', 'cli.collect@example.com', '{artist}') RETURNING id`);
    const [release] = await query(`INSERT INTO releases (user_id, title, status) VALUES ($1, 'Collected', 'live') RETURNING id`, [user.id]);
    await query(`INSERT INTO tracks (release_id, track_number, title, isrc) VALUES ($1, 1, 'Collected Track', 'QZCOL2600101')`, [release.id]);
    await query(`INSERT INTO delivery_targets (store_id, kind, path) VALUES ('deezer', 'folder', 'deezer-inbox')`);
    const inbox = path.join(dir, 'deliveries', 'deezer-inbox', 'reports');
    fs.mkdirSync(inbox, { recursive: true });
    fs.writeFileSync(path.join(inbox, 'daily.csv'), [HEADER, '2026-11-02,Deezer,FR,QZCOL2600101,,33,,,'].join('\n') + '\n');
    fs.writeFileSync(path.join(inbox, 'garbage.tsv'), 'HEAD\tnothing else\n');
    // Written ten minutes ago: files written in the last minutes may still be arriving and wait.
    const then = new Date(Date.now() - 10 * 60_000);
    for (const name of ['daily.csv', 'garbage.tsv']) fs.utimesSync(path.join(inbox, name), then, then);
    fs.writeFileSync(path.join(inbox, 'arriving.csv'), `${HEADER}\n`);

    const first = io();
    await expect(runCli(['stats', 'collect', '--store', 'deezer'], { env, io: first.io })).resolves.toBe(0);
    expect(first.out).toEqual(['Deezer (deezer): 1 imported, 0 already imported, 1 refused, 1 file(s) left for a later run (still arriving, or waiting for the rest of their report).']);
    expect(fs.readdirSync(path.join(inbox, 'imported'))).toEqual(['daily.csv']);
    expect(fs.readdirSync(path.join(inbox, 'rejected'))).toEqual(['garbage.tsv']);
    expect(await query(`SELECT file_name, streams_total::int, created_by FROM stats_imports`)).toEqual([{ file_name: 'daily.csv', streams_total: 33, created_by: null }]);
    const log = await query(`SELECT file_name, outcome, reason FROM stats_collected_reports ORDER BY file_name`);
    expect(log).toEqual([
      { file_name: 'daily.csv', outcome: 'imported', reason: null },
      { file_name: 'garbage.tsv', outcome: 'rejected', reason: expect.stringMatching(/\S/) },
    ]);

    const again = io();
    await expect(runCli(['stats', 'collect', '--store', 'deezer', '--json'], { env, io: again.io })).resolves.toBe(0);
    expect(JSON.parse(again.out[0])).toEqual({ stores: [{ storeId: 'deezer', storeName: 'Deezer', imported: 0, duplicates: 0, rejected: 0, waiting: 1, failed: 0, error: null }] });

    const none = io();
    await expect(runCli(['stats', 'collect', '--store', 'qobuz'], { env, io: none.io })).resolves.toBe(1);
    expect(none.err.join('\n')).toContain('The store qobuz has no delivery target to collect reports from');

    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as net.AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await query(`INSERT INTO delivery_targets (store_id, kind, host, port, username, path) VALUES ('spotify', 'sftp', '127.0.0.1', $1, 'store', 'inbox')`, [port]);
    const down = io();
    await expect(runCli(['stats', 'collect'], { env, io: down.io })).resolves.toBe(1);
    expect(down.out).toEqual([expect.stringMatching(/^Spotify \(spotify\): not collected, .*ECONNREFUSED/), expect.stringMatching(/^Deezer \(deezer\): 0 imported, 0 already imported, 0 refused, 1 file\(s\) left/)]);
    expect(down.err.join('\n')).toContain('1 store(s) not fully collected: spotify.');
  });

  it('refuses to run while another collection holds the inboxes', async () => {
    const other = new Client({ connectionString: db.url });
    await other.connect();
    try {
      await other.query(`SELECT pg_advisory_lock(hashtextextended('stats.collect.inboxes', 0))`);
      const held = io();
      await expect(runCli(['stats', 'collect'], { env, io: held.io })).resolves.toBe(1);
      expect(held.err.join('\n')).toContain("A collection of the stores' reports is already running; try again when it ends.");
    } finally {
      await other.end();
    }
  });
});
