import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, TestDatabase } from '@soundpost/server-core/testing';
import { runCli } from '../program';
import { captureIo, queryRows } from '../testing/cli-test-kit';

describe('soundpost artists import: a bad row in the middle (real Postgres)', () => {
  let db: TestDatabase;
  let dir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-cli-skips-'));
    env = { NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: dir, LOG_LEVEL: 'silent' };
  });
  afterAll(async () => {
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates every valid row after a row over 64 KiB and names the skipped row by line and reason; created + skipped = rows', async () => {
    const lines = ['name,email,password', 'One,one@cli-skip.test,pw-1', 'Two,two@cli-skip.test,pw-2', `${'x'.repeat(70 * 1024)},huge@cli-skip.test,pw`];
    for (let i = 1; i <= 5; i++) lines.push(`After ${i},after${i}@cli-skip.test,pw-${i}`);
    const file = path.join(dir, 'artists.csv');
    fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
    const c = captureIo();
    await expect(runCli(['artists', 'import', '--no-hash', file, '--json'], { env, io: c.io })).resolves.toBe(0);
    const result = JSON.parse(c.out[0]);
    expect(result).toMatchObject({ created: 7, skipped: 1, error_count: 1, errors: [{ row: 3, line: 4, message: 'Row 3: longer than 64 KiB' }] });
    expect(result.created + result.skipped).toBe(lines.length - 1);

    const text = captureIo();
    fs.writeFileSync(file, lines.map((l) => l.replace('@cli-skip', '@cli-skip2')).join('\n'));
    await expect(runCli(['artists', 'import', '--no-hash', file], { env, io: text.io })).resolves.toBe(0);
    expect(text.out.slice(1)).toEqual(['Errors (1):', '  Row 3 (line 4): longer than 64 KiB']);
    const [{ n }] = await queryRows(db.url, `SELECT count(*)::int AS n FROM users WHERE email LIKE 'after%@cli-skip%'`);
    expect(n).toBe(10);
  });
});
