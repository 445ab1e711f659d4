import { createServicesTestContext, ServicesTestContext } from '@soundpost/server-core/testing';
import { DataSource } from 'typeorm';
import { RoyaltyAllocationChecks1764600003000 } from './1764600003000-royalty-allocation-checks';
import { RoyaltyOwnerSharesDerived1764600006000 } from './1764600006000-royalty-owner-shares-derived';
import { RoyaltyLinesPartitioned1764600007000 } from './1764600007000-royalty-lines-partitioned';
import { RoyaltyAccountShares1795938400100 } from './1795938400100-royalty-account-shares';
import { linePartition } from '../imports/line-partition';

/** The allocations' references, checked per statement (migration 1764600003000) where foreign keys checked per row. */
/** The owner of every test line: allocations name the owner whose line they divide. */
const OWNER = '00000000-0000-4000-8000-0000000000aa';

describe('royalty allocation checks (real Postgres)', () => {
  let ctx: ServicesTestContext;
  let ds: DataSource;
  let n = 0;

  const newImport = async (): Promise<{ importId: string; lineIds: string[] }> => {
    const [imp] = await ds.query(
      `INSERT INTO royalty_imports (store_id, store_name, period_start, period_end, file_name, checksum)
       VALUES ('spotify', 'Spotify', '2026-01-01', '2026-01-31', 'r.csv', lpad($1::text, 64, '0')) RETURNING id`,
      [++n],
    );
    // Lines live in their import's partition (the import creates it; here by hand).
    await ds.query(`CREATE TABLE ${linePartition(imp.id)} PARTITION OF royalty_lines FOR VALUES IN ('${imp.id}')`);
    const lines: Array<{ id: string }> = await ds.query(
      `INSERT INTO royalty_lines (import_id, line_no, month, store, currency, revenue, amount_cents, owner_user_id)
       SELECT $1, i, '2026-01-01', 'Spotify', 'EUR', '1.00', 100, '${OWNER}' FROM generate_series(1, 3) i RETURNING id`,
      [imp.id],
    );
    return { importId: imp.id, lineIds: lines.map((l) => l.id) };
  };
  const newSplit = async (): Promise<string> => {
    const [s] = await ds.query(
      `INSERT INTO royalty_splits (owner_user_id, release_id, email, share_bp) VALUES (gen_random_uuid(), gen_random_uuid(), $1, 3000) RETURNING id`,
      [`split-${++n}@royalties.test`],
    );
    return s.id;
  };
  // Allocations are collaborators' shares: each names a split (a CHECK since migration 1764600006000).
  let anySplit: string;
  const allocate = (importId: string, lineId: string, splitId?: string) =>
    ds.query(`INSERT INTO royalty_allocations (import_id, line_id, split_id, user_id, owner_user_id, amount_cents) VALUES ($1, $2, $3, gen_random_uuid(), '${OWNER}', 10)`, [importId, lineId, splitId ?? anySplit]);

  beforeAll(async () => {
    ctx = await createServicesTestContext({ entities: [], imports: [], label: 'royalty-allocation-checks' });
    ds = ctx.dataSource;
    anySplit = await newSplit();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('accepts allocations of an import’s own lines and of existing splits, in bulk too', async () => {
    const { importId, lineIds } = await newImport();
    const splitId = await newSplit();
    await ds.query(
      `INSERT INTO royalty_allocations (import_id, line_id, split_id, user_id, owner_user_id, amount_cents)
       SELECT $1, l, $3, NULL, '${OWNER}', 5 FROM unnest($2::bigint[]) l`,
      [importId, lineIds, splitId],
    );
    const [{ count }] = await ds.query('SELECT count(*)::int AS count FROM royalty_allocations WHERE import_id = $1', [importId]);
    expect(count).toBe(3);
    // The held release moves user_id only: still accepted.
    await ds.query('UPDATE royalty_allocations SET user_id = gen_random_uuid() WHERE import_id = $1', [importId]);
  });

  it('refuses the whole statement when one allocation names a missing line, another import’s line or a missing split', async () => {
    const a = await newImport();
    const b = await newImport();
    const splitId = await newSplit();
    await expect(allocate(a.importId, '999999999')).rejects.toThrow(/not a line of its import/);
    await expect(allocate(a.importId, b.lineIds[0])).rejects.toThrow(/not a line of its import/);
    await expect(allocate(a.importId, a.lineIds[0], '00000000-0000-4000-8000-000000000000')).rejects.toThrow(/split .* does not exist/);
    await expect(
      ds.query(
        `INSERT INTO royalty_allocations (import_id, line_id, split_id, user_id, owner_user_id, amount_cents)
         SELECT $1, l, $3, NULL, '${OWNER}', 5 FROM unnest($2::bigint[]) l`,
        [a.importId, [...a.lineIds, b.lineIds[1]], splitId],
      ),
    ).rejects.toMatchObject({ code: '23503', constraint: 'royalty_allocations_line_ref' });
    await allocate(a.importId, a.lineIds[0]);
    await expect(ds.query(`UPDATE royalty_allocations SET line_id = $2 WHERE import_id = $1`, [a.importId, b.lineIds[0]])).rejects.toThrow(/not a line of its import/);
    const [{ count }] = await ds.query('SELECT count(*)::int AS count FROM royalty_allocations WHERE import_id = $1', [a.importId]);
    expect(count).toBe(1);
  });

  it('checks a posting-sized statement (ten thousand rows) as strictly as a small one, the owner included', async () => {
    const { importId } = await newImport();
    const other = await newImport();
    const lines: Array<{ id: string }> = await ds.query(
      `INSERT INTO royalty_lines (import_id, line_no, month, store, currency, revenue, amount_cents, owner_user_id)
       SELECT $1, i, '2026-01-01', 'Spotify', 'EUR', '1.00', 100, '${OWNER}' FROM generate_series(4, 10010) i RETURNING id`,
      [importId],
    );
    const ids = lines.map((l) => l.id);
    const bulk = (lineIds: string[]) =>
      ds.query(`INSERT INTO royalty_allocations (import_id, line_id, split_id, user_id, owner_user_id, amount_cents) SELECT $1, l, $3, NULL, '${OWNER}', 5 FROM unnest($2::bigint[]) l`, [importId, lineIds, anySplit]);
    // One line of another import among ten thousand: the whole statement is refused.
    await expect(bulk([...ids.slice(0, 10_005), other.lineIds[0]])).rejects.toMatchObject({ code: '23503', constraint: 'royalty_allocations_line_ref' });
    await expect(bulk([...ids.slice(0, 10_005), '999999999'])).rejects.toThrow(/not a line of its import/);
    await bulk(ids);
    const [{ count }] = await ds.query('SELECT count(*)::int AS count FROM royalty_allocations WHERE import_id = $1', [importId]);
    expect(count).toBe(ids.length);
    // A share must name its line's owner.
    await expect(
      ds.query(`INSERT INTO royalty_allocations (import_id, line_id, split_id, user_id, owner_user_id, amount_cents) VALUES ($1, $2, $3, NULL, gen_random_uuid(), 1)`, [other.importId, other.lineIds[1], anySplit]),
    ).rejects.toThrow(/not a line of its import and owner/);
  });

  it('refuses an allocation without a split (the owner’s share is derived, never stored) and a second one of the same line and split', async () => {
    const { importId, lineIds } = await newImport();
    await expect(
      ds.query(`INSERT INTO royalty_allocations (import_id, line_id, split_id, user_id, owner_user_id, amount_cents) VALUES ($1, $2, NULL, gen_random_uuid(), '${OWNER}', 10)`, [importId, lineIds[0]]),
    ).rejects.toMatchObject({ code: '23502', column: 'split_id' });
    await allocate(importId, lineIds[0]);
    await expect(allocate(importId, lineIds[0])).rejects.toMatchObject({ code: '23505', constraint: 'royalty_allocations_pkey' });
  });

  it('an allocated line, its import or its split cannot be deleted; an import without allocations can', async () => {
    const kept = await newImport();
    const splitId = await newSplit();
    await allocate(kept.importId, kept.lineIds[1], splitId);
    await expect(ds.query('DELETE FROM royalty_lines WHERE id = $1', [kept.lineIds[1]])).rejects.toThrow(/never deleted/);
    await expect(ds.query('DELETE FROM royalty_imports WHERE id = $1', [kept.importId])).rejects.toThrow(/never deleted/);
    await expect(ds.query('DELETE FROM royalty_splits WHERE id = $1', [splitId])).rejects.toThrow(/never deleted/);
    // Lines nobody was allocated from still go.
    await ds.query('DELETE FROM royalty_lines WHERE id = $1', [kept.lineIds[0]]);
    const gone = await newImport();
    await ds.query('DELETE FROM royalty_imports WHERE id = $1', [gone.importId]);
    expect(await ds.query('SELECT id FROM royalty_lines WHERE import_id = $1', [gone.importId])).toEqual([]);
    expect(await ds.query('SELECT id FROM royalty_lines WHERE import_id = $1 ORDER BY id', [kept.importId])).toEqual(kept.lineIds.slice(1).map((id) => ({ id })));
  });

  it('migrates down to the foreign keys and up again', async () => {
    const constraints = async () =>
      (await ds.query(`SELECT conname FROM pg_constraint WHERE conrelid = 'royalty_allocations'::regclass AND contype = 'f' ORDER BY conname`)).map((r: { conname: string }) => r.conname);
    const runner = ds.createQueryRunner();
    try {
      // A foreign key to royalty_lines (id) needs the table unpartitioned (and the later view reading it gone meanwhile).
      await new RoyaltyAccountShares1795938400100().down(runner);
      await new RoyaltyLinesPartitioned1764600007000().down(runner);
      await new RoyaltyAllocationChecks1764600003000().down(runner);
      expect(await constraints()).toEqual(['royalty_allocations_import_id_fkey', 'royalty_allocations_line_id_fkey', 'royalty_allocations_split_id_fkey']);
      await new RoyaltyAllocationChecks1764600003000().up(runner);
      expect(await constraints()).toEqual([]);
      await new RoyaltyLinesPartitioned1764600007000().up(runner);
      await new RoyaltyAccountShares1795938400100().up(runner);
    } finally {
      await runner.release();
    }
    const { importId } = await newImport();
    await expect(allocate(importId, '999999999')).rejects.toThrow(/not a line of its import/);
  });

  it('migrates the owners’ shares down to stored rows (line minus collaborators) and back up to derived', async () => {
    const { importId, lineIds } = await newImport();
    const owner = OWNER;
    await ds.query(`UPDATE royalty_lines SET owner_user_id = $2, release_id = gen_random_uuid() WHERE import_id = $1`, [importId, owner]);
    await ds.query(`UPDATE royalty_imports SET status = 'posted' WHERE id = $1`, [importId]);
    // The collaborator took 30 of the first line's 100 cents and all of the second's.
    await ds.query(`INSERT INTO royalty_allocations (import_id, line_id, split_id, user_id, owner_user_id, amount_cents) VALUES ($1, $2, $4, NULL, $5, 30), ($1, $3, $4, NULL, $5, 100)`, [importId, lineIds[0], lineIds[1], anySplit, owner]);
    const ownerRows = async () =>
      ds.query(`SELECT line_id::text, amount_cents::int AS c FROM royalty_allocations WHERE import_id = $1 AND user_id = $2 ORDER BY line_id`, [importId, owner]);
    const runner = ds.createQueryRunner();
    try {
      await new RoyaltyAccountShares1795938400100().down(runner);
      await new RoyaltyLinesPartitioned1764600007000().down(runner);
      await new RoyaltyOwnerSharesDerived1764600006000().down(runner);
      expect(await ownerRows()).toEqual([
        { line_id: lineIds[0], c: 70 },
        { line_id: lineIds[2], c: 100 },
      ]);
      await new RoyaltyOwnerSharesDerived1764600006000().up(runner);
      await new RoyaltyLinesPartitioned1764600007000().up(runner);
      await new RoyaltyAccountShares1795938400100().up(runner);
      expect(await ownerRows()).toEqual([]);
      // The owner's lines of the posted import, recorded for their statement.
      expect(await ds.query(`SELECT owner_user_id, line_ids FROM royalty_owner_lines WHERE import_id = $1`, [importId])).toEqual([{ owner_user_id: owner, line_ids: lineIds }]);
      // They name an existing import, checked per statement.
      await expect(
        ds.query(`INSERT INTO royalty_owner_lines (owner_user_id, import_id, line_ids) VALUES ($1, gen_random_uuid(), '{1}')`, [owner]),
      ).rejects.toMatchObject({ code: '23503', constraint: 'royalty_owner_lines_import_fk' });
    } finally {
      await runner.release();
    }
  });
});
