import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createServicesTestContext, ServicesTestContext } from '@soundpost/server-core/testing';
import type { PoolClient } from 'pg';
import type { QueryRunner } from 'typeorm';
import { StagedLinesWriter } from './staged-lines.writer';

/** The import's batch writer against a real Postgres: every row lands once, in order, and a failing batch fails the stream. */
describe('StagedLinesWriter (real Postgres)', () => {
  let ctx: ServicesTestContext;
  let runner: QueryRunner;

  const rows = (from: number, to: number): Buffer[] => {
    const out: Buffer[] = [];
    for (let n = from; n <= to; n += 100) {
      let text = '';
      for (let i = n; i < Math.min(n + 100, to + 1); i++) text += `${i}\tline ${i}\n`;
      out.push(Buffer.from(text));
    }
    return out;
  };

  const writer = async (batchBytes: number, failAt?: number) => {
    let batch = 0;
    const client = (await runner.connect()) as PoolClient;
    return new StagedLinesWriter(
      {
        client,
        copySql: 'COPY writer_stage (n, label) FROM STDIN',
        writeStaged: async () => {
          if (++batch === failAt) throw new Error(`batch ${batch} refused`);
          await runner.query('INSERT INTO writer_lines SELECT n, label FROM writer_stage');
          await runner.query('TRUNCATE writer_stage');
        },
      },
      batchBytes,
    );
  };

  beforeAll(async () => {
    ctx = await createServicesTestContext({ entities: [], imports: [], label: 'staged-lines-writer' });
  });
  beforeEach(async () => {
    runner = ctx.dataSource.createQueryRunner();
    await runner.startTransaction();
    await runner.query('CREATE TEMP TABLE writer_stage (n int, label text) ON COMMIT DROP');
    await runner.query('CREATE TEMP TABLE writer_lines (n int, label text) ON COMMIT DROP');
  });
  afterEach(async () => {
    await runner.rollbackTransaction();
    await runner.release();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('writes every row exactly once across many batches, the last one partial', async () => {
    const w = await writer(4096);
    await pipeline(Readable.from(rows(1, 10_000)), w);
    const [stats] = await runner.query('SELECT count(*)::int AS n, count(DISTINCT n)::int AS distinct_n, min(n) AS lo, max(n) AS hi FROM writer_lines');
    expect(stats).toEqual({ n: 10_000, distinct_n: 10_000, lo: 1, hi: 10_000 });
    expect(w.batches).toBeGreaterThan(20);
    expect(await runner.query('SELECT count(*)::int AS n FROM writer_stage')).toEqual([{ n: 0 }]);
  });

  it('fails the stream when a batch fails, and settles before the caller rolls back', async () => {
    const w = await writer(4096, 3);
    await expect(pipeline(Readable.from(rows(1, 10_000)), w)).rejects.toThrow('batch 3 refused');
    await w.settled();
    // The connection is free again: what came before the failure is there, nothing after it.
    const [{ n }] = await runner.query('SELECT count(*)::int AS n FROM writer_lines');
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(10_000);
  });

  it('writes a small report in one batch at the end', async () => {
    const w = await writer(8 * 1024 * 1024);
    await pipeline(Readable.from(rows(1, 250)), w);
    expect(await runner.query('SELECT count(*)::int AS n FROM writer_lines')).toEqual([{ n: 250 }]);
    expect(w.batches).toBe(1);
  });
});
