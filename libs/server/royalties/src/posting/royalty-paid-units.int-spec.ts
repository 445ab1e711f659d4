import { createServicesTestContext, ServicesTestContext } from '@soundpost/server-core/testing';
import { DataSource } from 'typeorm';
import { RoyaltyUnitsAfterPosting1795926161300 } from '../migrations/1795926161300-royalty-units-after-posting';
import { RoyaltyPaidUnits1795915500000 } from '../migrations/1795915500000-royalty-paid-units';
import { RoyaltyPaidUnitsRepository } from './royalty-paid-units.repository';

const OWNER = '00000000-0000-4000-8000-0000000000ab';
const RELEASE = '00000000-0000-4000-8000-0000000000ac';
const TRACK = '00000000-0000-4000-8000-0000000000ad';

/** The paid units posting publishes to statistics: one row per (month, release, track, owner), gone with the import. */
describe('royalty paid units (real Postgres)', () => {
  let ctx: ServicesTestContext;
  let ds: DataSource;
  let n = 0;
  const repo = new RoyaltyPaidUnitsRepository();

  const newImport = async (storeId: string): Promise<string> => {
    const [imp] = await ds.query(
      `INSERT INTO royalty_imports (store_id, store_name, period_start, period_end, file_name, checksum)
       VALUES ($1, 'Store', '2026-01-01', '2026-02-28', 'r.csv', lpad($2::text, 64, 'u')) RETURNING id`,
      [storeId, ++n],
    );
    const id: string = imp.id;
    await ds.query(`CREATE TABLE royalty_lines_${id.replace(/-/g, '')} PARTITION OF royalty_lines FOR VALUES IN ('${id}')`);
    // Two lines of the track in January, one in February, one of the release only, one unmatched.
    await ds.query(
      `INSERT INTO royalty_lines (import_id, line_no, month, store, currency, revenue, amount_cents, units, owner_user_id, release_id, track_id)
       VALUES ($1, 1, '2026-01-01', 'S', 'EUR', '1', 0, 30, $2, $3, $4), ($1, 2, '2026-01-01', 'S', 'EUR', '1', 0, 12, $2, $3, $4),
              ($1, 3, '2026-02-01', 'S', 'EUR', '1', 0, 5, $2, $3, $4), ($1, 4, '2026-01-01', 'S', 'EUR', '1', 0, 7, $2, $3, NULL),
              ($1, 5, '2026-01-01', 'S', 'EUR', '1', 0, 99, NULL, NULL, NULL)`,
      [id, OWNER, RELEASE, TRACK],
    );
    return id;
  };
  const paid = (importId: string) =>
    ds.query(`SELECT store_id, to_char(month, 'YYYY-MM') AS month, track_id, units::int FROM royalty_paid_units WHERE import_id = $1 ORDER BY month, track_id NULLS LAST`, [importId]);
  const written = async (importId: string): Promise<number> => (await ds.query(`SELECT count(*)::int AS n FROM royalty_posted_units WHERE import_id = $1`, [importId]))[0].n;

  beforeAll(async () => {
    ctx = await createServicesTestContext({ entities: [], imports: [], label: 'royalty-paid-units' });
    ds = ctx.dataSource;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('sums a posted import by month, release and track, skips unmatched lines, and shows only posted imports', async () => {
    const id = await newImport('spotify');
    await ds.transaction((m) => repo.recordImport(m, id, 'spotify'));
    // The view waits for the posting and for the job that groups the units after it.
    expect(await paid(id)).toEqual([]);
    await ds.query(`UPDATE royalty_imports SET status = 'posted' WHERE id = $1`, [id]);
    expect(await paid(id)).toEqual([]);
    expect(await ds.query(`SELECT import_id FROM royalty_posted_periods WHERE import_id = $1`, [id])).toEqual([]);
    await ds.query(`UPDATE royalty_imports SET units_recorded_at = now() WHERE id = $1`, [id]);
    expect(await paid(id)).toEqual([
      { store_id: 'spotify', month: '2026-01', track_id: TRACK, units: 42 },
      { store_id: 'spotify', month: '2026-01', track_id: null, units: 7 },
      { store_id: 'spotify', month: '2026-02', track_id: TRACK, units: 5 },
    ]);
    expect(await ds.query(`SELECT store_id, to_char(period_start, 'YYYY-MM-DD') AS s, to_char(period_end, 'YYYY-MM-DD') AS e FROM royalty_posted_periods WHERE import_id = $1`, [id])).toEqual([
      { store_id: 'spotify', s: '2026-01-01', e: '2026-02-28' },
    ]);
  });

  it('deleting the import removes its paid units', async () => {
    const id = await newImport('deezer');
    await ds.transaction((m) => repo.recordImport(m, id, 'deezer'));
    await ds.query(`UPDATE royalty_imports SET status = 'posted', units_recorded_at = now() WHERE id = $1`, [id]);
    expect(await written(id)).toBe(3);
    await ds.query(`DELETE FROM royalty_imports WHERE id = $1`, [id]);
    expect(await written(id)).toBe(0);
  });

  it('the migration fills in imports posted before it, and only those', async () => {
    const posted = await newImport('spotify');
    const open = await newImport('spotify');
    await ds.query(`UPDATE royalty_imports SET status = 'posted' WHERE id = $1`, [posted]);
    const migration = new RoyaltyPaidUnits1795915500000();
    const after = new RoyaltyUnitsAfterPosting1795926161300();
    const runner = ds.createQueryRunner();
    try {
      await after.down(runner);
      await migration.down(runner);
      await migration.up(runner);
      await after.up(runner);
    } finally {
      await runner.release();
    }
    expect((await paid(posted)).map((r: { units: number }) => r.units)).toEqual([42, 7, 5]);
    expect(await written(open)).toBe(0);
  });
});
