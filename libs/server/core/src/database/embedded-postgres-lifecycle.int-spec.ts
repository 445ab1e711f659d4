import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { ensureEmbeddedPostgres } from './embedded-postgres';

// A cluster of its own (not the test server): start, join, stop, restart with the same data.
describe('embedded Postgres lifecycle', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-ep-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const query = async (url: string, sql: string) => {
    const c = new Client({ connectionString: url });
    await c.connect();
    try {
      return (await c.query(sql)).rows;
    } finally {
      await c.end();
    }
  };

  it('initialises once, is joined by a second user, and keeps its data across restarts', async () => {
    const first = await ensureEmbeddedPostgres({ dataDir: dir });
    expect(first.startedHere).toBe(true);
    expect(fs.existsSync(path.join(dir, 'postgres', 'PG_VERSION'))).toBe(true);
    const record = JSON.parse(fs.readFileSync(path.join(dir, 'postgres.json'), 'utf8'));
    expect(first.url).toContain(`:${record.port}/soundpost`);
    expect(fs.statSync(path.join(dir, 'postgres.json')).mode & 0o077).toBe(0);

    await query(first.url, 'CREATE TABLE kept (v text); INSERT INTO kept VALUES (\'still here\')');

    // Whoever comes second (the CLI while the server runs) joins the running server.
    const second = await ensureEmbeddedPostgres({ dataDir: dir });
    expect(second.startedHere).toBe(false);
    expect(second.url).toBe(first.url);

    await first.release();
    expect(fs.existsSync(path.join(dir, 'postgres', 'postmaster.pid'))).toBe(false);

    const again = await ensureEmbeddedPostgres({ dataDir: dir });
    expect(again.startedHere).toBe(true);
    await expect(query(again.url, 'SELECT v FROM kept')).resolves.toEqual([{ v: 'still here' }]);
    await again.release({ force: true });
  }, 60_000);
});
