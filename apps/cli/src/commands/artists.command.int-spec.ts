import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, TestDatabase } from '@soundpost/server-core/testing';
import { runCli } from '../program';
import { captureIo, queryRows } from '../testing/cli-test-kit';
import { artistsCommand } from './artists.command';

describe('soundpost artists import (real Postgres)', () => {
  let db: TestDatabase;
  let dir: string;
  let env: NodeJS.ProcessEnv;
  const io = captureIo;
  const query = (sql: string, params: unknown[] = []) => queryRows(db.url, sql, params);
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-cli-import-'));
    env = { NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: dir, LOG_LEVEL: 'silent' };
  });
  afterAll(async () => {
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('imports a file and prints a summary with the errors and their row numbers', async () => {
    const file = write('artists.csv', 'name,email,password\n"Lee, Ann",ann@cli.test,secret-1\nNo Mail,,pw\nAgain,ANN@cli.test,pw\n');
    const c = io();
    await expect(runCli(['artists', 'import', file], { env, io: c.io })).resolves.toBe(0);
    expect(c.out[0]).toMatch(new RegExp(`^Imported ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: 1 created, 2 skipped \\(\\d+\\.\\d s\\)\\.$`));
    expect(c.out.slice(1)).toEqual(['Errors (2):', '  Row 2 (line 3): missing name/email/password', '  Row 3 (line 4): email already exists']);
    const [ann] = await query(`SELECT name, password_hash FROM users WHERE email = 'ann@cli.test'`);
    expect(ann.name).toBe('Lee, Ann');
    expect(ann.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('--no-hash leaves the accounts without a password and says so; --json prints the result', async () => {
    const file = write('nohash.csv', 'name,email,password\nFast,fast@cli.test,pw\n');
    const c = io();
    await expect(runCli(['artists', 'import', file, '--no-hash', '--json'], { env, io: c.io })).resolves.toBe(0);
    expect(JSON.parse(c.out[0])).toEqual({ created: 1, skipped: 0, errors: [], error_count: 0, elapsed_ms: expect.any(Number) });
    expect(c.err.join('\n')).toContain('must reset it');
    const [row] = await query(`SELECT password_hash FROM users WHERE email = 'fast@cli.test'`);
    expect(row.password_hash).toBeNull();
  });

  it('draws a progress bar on a terminal', async () => {
    const file = write('bar.csv', 'name,email,password\nBar,bar@cli.test,pw\n');
    const drawn: string[] = [];
    const c = io();
    const program = artistsCommand({ env, io: c.io }, { progress: { isTTY: true, write: (s: string) => drawn.push(s) } });
    program.exitOverride();
    await program.parseAsync(['import', file, '--no-hash'], { from: 'user' });
    expect(drawn.at(-1)).toMatch(/^\r\[#{30}\] 100% {2}1 rows {2}1 created {2}0 skipped\n$/);
  });

  it('fails with the spec text for a file without the columns, and for a missing file', async () => {
    const c = io();
    await expect(runCli(['artists', 'import', write('bad.csv', 'name,email\nA,a@cli.test\n')], { env, io: c.io })).resolves.toBe(1);
    expect(c.err.join('\n')).toContain('CSV must include: name,email,password');
    const d = io();
    await expect(runCli(['artists', 'import', path.join(dir, 'nope.csv')], { env, io: d.io })).resolves.toBe(2);
    expect(d.err.join('\n')).toContain('No such file');
  });
});
