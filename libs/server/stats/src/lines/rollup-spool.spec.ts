import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { textField } from './copy-binary-rows';
import { decodeCopyBinary } from './copy-binary.testing';
import { RollupSpool } from './rollup-spool';

const MATCH = (n: number) => `track-${n}\trelease\towner`;
const REST = '2026-10-01\tFR\tplaylist';
const REST2 = '2026-10-02\tFR\tplaylist';
/** The match text's three cells as text fields (the import passes the catalogue's uuids). */
const fieldsOf = (match: string) => Buffer.concat(match.split('\t').map(textField));

describe('RollupSpool', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollup-spool-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const rows = (file: string) =>
    decodeCopyBinary(fs.readFileSync(file), ['text', 'text', 'text', 'text', 'date', 'text', 'text', 'int8', 'int8', 'int8']).map((r) => r.map(String));

  it('sums the lines of a key in stats_rollups column order, unknown listeners and saves as none', async () => {
    const spool = new RollupSpool(path.join(dir, 'a'), 'spotify', fieldsOf);
    await spool.add(MATCH(1), REST, 10, null, null);
    await spool.add(MATCH(1), REST, 5, 3, null);
    await spool.add(MATCH(2), REST, 7, null, 2);
    const written = rows(await spool.end());
    expect(written).toEqual([
      ['spotify', 'track-1', 'release', 'owner', '2026-10-01', 'FR', 'playlist', '15', '3', '0'],
      ['spotify', 'track-2', 'release', 'owner', '2026-10-01', 'FR', 'playlist', '7', '0', '2'],
    ]);
    expect(spool.mayRepeat).toBe(false);
  });

  it('keeps the recording being read when it flushes, so lines grouped by recording write each key once', async () => {
    const spool = new RollupSpool(path.join(dir, 'b'), 'spotify', fieldsOf);
    for (let n = 0; n < 999; n++) await spool.add(MATCH(n), REST, 1, null, null);
    // The thousandth key flushes the 999 finished recordings; recording 999 goes on after it.
    await spool.add(MATCH(999), REST, 1, null, null);
    await spool.add(MATCH(999), REST, 4, null, null);
    await spool.add(MATCH(999), REST2, 2, null, null);
    const written = rows(await spool.end());
    expect(written).toHaveLength(1_001);
    expect(written.filter((r) => r[1] === 'track-999').map((r) => [r[4], Number(r[7])])).toEqual([
      ['2026-10-01', 5],
      ['2026-10-02', 2],
    ]);
    expect(new Set(written.map((r) => `${r[1]} ${r[4]}`)).size).toBe(1_001);
    expect(spool.mayRepeat).toBe(false);
  });

  it('says a key may repeat when a recording comes back after its flush, and keeps every stream', async () => {
    const spool = new RollupSpool(path.join(dir, 'c'), 'spotify', fieldsOf);
    for (let n = 0; n < 1_000; n++) await spool.add(MATCH(n), REST, 1, null, null);
    await spool.add(MATCH(1_000), REST, 1, null, null);
    await spool.add(MATCH(0), REST, 4, null, null);
    const written = rows(await spool.end());
    expect(spool.mayRepeat).toBe(true);
    expect(written.filter((r) => r[1] === 'track-0').map((r) => Number(r[7]))).toEqual([1, 4]);
    expect(written.reduce((sum, r) => sum + Number(r[7]), 0)).toBe(1_005);
  });

  it('discard removes the file', async () => {
    const spool = new RollupSpool(path.join(dir, 'd'), 'spotify', fieldsOf);
    await spool.add(MATCH(1), REST, 1, null, null);
    await spool.end();
    await spool.discard();
    expect(fs.existsSync(path.join(dir, 'd'))).toBe(false);
  });
});
