import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { createTestDatabase, TestDatabase } from '@soundpost/server-core/testing';
import { runCli } from '../program';
import { captureIo, queryRows } from '../testing/cli-test-kit';

describe('soundpost royalties import: bounded reports (real Postgres)', () => {
  let db: TestDatabase;
  let dir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-cli-bounds-'));
    env = { NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: dir, LOG_LEVEL: 'silent' };
  });
  afterAll(async () => {
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a gzip of one 200 MB line naming its line, and imports nothing', async () => {
    const file = path.join(dir, 'one-line.csv.gz');
    const block = Buffer.alloc(1024 * 1024, 'a');
    async function* text() {
      yield Buffer.from('period_start,period_end,store,territory,isrc,upc,units,revenue,currency\n2026-01-01,2026-01-31,Spotify,PT,,,1,0.10,EUR\n');
      for (let i = 0; i < 200; i++) yield block;
    }
    await pipeline(Readable.from(text()), createGzip(), fs.createWriteStream(file));
    const c = captureIo();
    await expect(runCli(['royalties', 'import', file, '--store', 'spotify', '--period', '2026-01'], { env, io: c.io })).resolves.toBe(1);
    expect(c.err.join('\n')).toContain('Line 3 of the report is longer than 65536 bytes.');
    expect((await queryRows(db.url, 'SELECT count(*)::int AS n FROM royalty_imports'))[0].n).toBe(0);
  });
});
