import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RollupSpool } from './rollup-spool';

const MATCH = (n: number) => `track-${n}\trelease\towner`;
const REST = '2026-10-01\tFR\tplaylist';

describe('RollupSpool', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollup-spool-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const rows = (file: string) => fs.readFileSync(file, 'utf8').trimEnd().split('\n').map((r) => r.split('\t'));

  it('sums the lines of a key, keeping listeners and saves unknown until a line gives them', async () => {
    const spool = new RollupSpool(path.join(dir, 'a'));
    await spool.add(MATCH(1), REST, 10, null, null);
    await spool.add(MATCH(1), REST, 5, 3, null);
    await spool.add(MATCH(2), REST, 7, null, null);
    const written = rows(await spool.end());
    expect(written).toEqual([
      ['track-1', 'release', 'owner', '2026-10-01', 'FR', 'playlist', '15', '3', '\\N'],
      ['track-2', 'release', 'owner', '2026-10-01', 'FR', 'playlist', '7', '\\N', '\\N'],
    ]);
  });

  it('flushes when it holds a thousand keys, so a key seen again after a flush is written twice (the SQL sums them) and the total is kept', async () => {
    const spool = new RollupSpool(path.join(dir, 'b'));
    for (let n = 0; n < 1_000; n++) await spool.add(MATCH(n), REST, 1, null, null);
    await spool.add(MATCH(0), REST, 4, null, null);
    const written = rows(await spool.end());
    expect(written).toHaveLength(1_001);
    expect(written.filter((r) => r[0] === 'track-0').map((r) => Number(r[6]))).toEqual([1, 4]);
    expect(written.reduce((sum, r) => sum + Number(r[6]), 0)).toBe(1_004);
  });

  it('discard removes the file', async () => {
    const spool = new RollupSpool(path.join(dir, 'c'));
    await spool.add(MATCH(1), REST, 1, null, null);
    await spool.end();
    await spool.discard();
    expect(fs.existsSync(path.join(dir, 'c'))).toBe(false);
  });
});
