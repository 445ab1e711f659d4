import { createServicesTestContext, ServicesTestContext } from '@soundpost/server-core/testing';
import { DataSource } from 'typeorm';
import { linePartition } from '../imports/line-partition';
import { RoyaltyLinesPartitioned1764600007000 } from './1764600007000-royalty-lines-partitioned';
import { RoyaltyAccountShares1795938400100 } from './1795938400100-royalty-account-shares';

const OWNER = '00000000-0000-4000-8000-0000000000aa';

/** Migration 1764600007000: royalty_lines partitioned by import, existing lines kept, and back. */
describe('royalty lines partitioned by import (real Postgres)', () => {
  let ctx: ServicesTestContext;
  let ds: DataSource;
  let n = 0;
  const migration = new RoyaltyLinesPartitioned1764600007000();
  // A later view reads royalty_lines: it goes first and comes back last.
  const later = new RoyaltyAccountShares1795938400100();

  const newImport = async (status = 'imported'): Promise<string> => {
    const [imp] = await ds.query(
      `INSERT INTO royalty_imports (store_id, store_name, period_start, period_end, file_name, checksum, status)
       VALUES ('spotify', 'Spotify', '2026-01-01', '2026-01-31', 'r.csv', lpad($1::text, 64, 'p'), $2) RETURNING id`,
      [++n, status],
    );
    return imp.id;
  };
  const insertLines = async (importId: string, count: number): Promise<string[]> =>
    (
      await ds.query(
        `INSERT INTO royalty_lines (import_id, line_no, month, store, currency, revenue, amount_cents, owner_user_id, release_id)
         SELECT $1, i, '2026-01-01', 'Spotify', 'EUR', '1.00', 100 + i, '${OWNER}', CASE WHEN i > 1 THEN gen_random_uuid() END FROM generate_series(1, $2::int) i RETURNING id::text`,
        [importId, count],
      )
    ).map((r: { id: string }) => r.id);
  const linesOf = (importId: string) =>
    ds.query(`SELECT id::text, line_no, amount_cents::int AS c FROM royalty_lines WHERE import_id = $1 ORDER BY id`, [importId]);
  const relkind = async (): Promise<string> => (await ds.query(`SELECT relkind FROM pg_class WHERE relname = 'royalty_lines'`))[0].relkind;
  const partitions = async (): Promise<string[]> =>
    (await ds.query(`SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'royalty_lines'::regclass ORDER BY 1`)).map(
      (r: { relname: string }) => r.relname,
    );

  beforeAll(async () => {
    ctx = await createServicesTestContext({ entities: [], imports: [], label: 'royalty-lines-partitioned' });
    ds = ctx.dataSource;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('moves lines written before into one partition per import, keeping their ids, checks and allocations', async () => {
    const runner = ds.createQueryRunner();
    try {
      await later.down(runner);
      await migration.down(runner);
      expect(await relkind()).toBe('r');
      // The old schema: one table, lines from its identity.
      const posted = await newImport('posted');
      const open = await newImport();
      const empty = await newImport();
      const postedLines = await insertLines(posted, 3);
      const openLines = await insertLines(open, 2);
      const [split] = await ds.query(`INSERT INTO royalty_splits (owner_user_id, release_id, email, share_bp) VALUES (gen_random_uuid(), gen_random_uuid(), $1, 3000) RETURNING id`, [
        `part-${++n}@royalties.test`,
      ]);
      await ds.query(`INSERT INTO royalty_allocations (import_id, line_id, split_id, user_id, owner_user_id, amount_cents) VALUES ($1, $2, $3, NULL, $4, 30)`, [posted, postedLines[1], split.id, OWNER]);
      const before = { posted: await linesOf(posted), open: await linesOf(open) };

      await migration.up(runner);
      expect(await relkind()).toBe('p');
      expect(await partitions()).toEqual(expect.arrayContaining([linePartition(posted), linePartition(open), linePartition(empty)]));
      expect(await linesOf(posted)).toEqual(before.posted);
      expect(await linesOf(open)).toEqual(before.open);
      expect((await ds.query(`SELECT DISTINCT tableoid::regclass::text AS part FROM royalty_lines WHERE import_id = $1`, [open]))).toEqual([{ part: linePartition(open) }]);
      // New ids go on after the old ones.
      const [next] = await insertLines(empty, 1);
      expect(BigInt(next)).toBeGreaterThan(BigInt(openLines[1]));
      // The checks are kept: an allocated line and its import stay; the import-existence rule holds.
      await expect(ds.query(`DELETE FROM royalty_lines WHERE import_id = $1 AND id = $2`, [posted, postedLines[1]])).rejects.toThrow(/never deleted/);
      await expect(ds.query(`DELETE FROM royalty_imports WHERE id = $1`, [posted])).rejects.toThrow(/never deleted/);
      await expect(ds.query(`INSERT INTO royalty_allocations (import_id, line_id, split_id, user_id, owner_user_id, amount_cents) VALUES ($1, $2, $3, NULL, $4, 1)`, [posted, openLines[0], split.id, OWNER])).rejects.toThrow(
        /not a line of its import/,
      );
      // An import without allocations goes with its partition.
      await ds.query(`DELETE FROM royalty_imports WHERE id = $1`, [open]);
      expect(await partitions()).not.toContain(linePartition(open));
      expect(await ds.query(`SELECT to_regclass($1) AS t`, [linePartition(open)])).toEqual([{ t: null }]);

      // And back: one table again, every line kept.
      const kept = await linesOf(posted);
      await migration.down(runner);
      expect(await relkind()).toBe('r');
      expect(await linesOf(posted)).toEqual(kept);
      expect(await ds.query(`SELECT to_regclass($1) AS t`, [linePartition(posted)])).toEqual([{ t: null }]);
      await migration.up(runner);
      await later.up(runner);
      expect(await linesOf(posted)).toEqual(kept);
    } finally {
      await runner.release();
    }
  });
});
