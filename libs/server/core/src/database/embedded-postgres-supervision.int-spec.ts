import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { ensureEmbeddedPostgres } from './embedded-postgres';

// A cluster of its own, killed with SIGKILL while two users supervise it.
describe('embedded Postgres supervision', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-eps-'));
  fs.chmodSync(dir, 0o755);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const postmasterPid = () => Number(fs.readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const query = async (url: string, sql: string) => {
    const c = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    await c.connect();
    try {
      return (await c.query(sql)).rows;
    } finally {
      await c.end();
    }
  };

  it('restarts a killed server exactly once, whoever supervises it, with its committed data', async () => {
    const logs: string[] = [];
    const first = await ensureEmbeddedPostgres({ dataDir: dir });
    const second = await ensureEmbeddedPostgres({ dataDir: dir }); // joined, like the CLI or a second instance
    first.supervise({ log: (m) => logs.push(`first: ${m}`), intervalMs: 100 });
    second.supervise({ log: (m) => logs.push(`second: ${m}`), intervalMs: 100 });
    await query(first.url, `CREATE TABLE kept (v text); INSERT INTO kept VALUES ('committed')`);

    const killed = postmasterPid();
    process.kill(killed, 'SIGKILL');

    let rows: unknown[] | undefined;
    while (!rows) rows = await query(first.url, 'SELECT v FROM kept').catch(() => new Promise<undefined>((r) => setTimeout(() => r(undefined), 100)));
    expect(rows).toEqual([{ v: 'committed' }]);
    expect(postmasterPid()).not.toBe(killed);
    while (!logs.some((l) => /Embedded Postgres restarted/.test(l))) await new Promise((r) => setTimeout(r, 50));
    expect(logs.filter((l) => /Embedded Postgres restarted/.test(l))).toHaveLength(1);
    expect(fs.existsSync(path.join(dir, 'postgres.restart.lock'))).toBe(false);

    // Released on purpose: stopped, and not started again by anyone.
    await Promise.all([first.release({ force: true }), second.release({ force: true })]);
    expect(fs.existsSync(path.join(dir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 60_000);
});
