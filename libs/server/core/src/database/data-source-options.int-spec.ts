import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { createTestDatabase, TestDatabase } from '../testing/test-database';
import { buildDataSourceOptions } from './data-source-options';

describe('the pool of buildDataSourceOptions (real Postgres)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  /** The options with the idle timeout shortened, so a test can outwait it. */
  const dataSource = (extra: Record<string, unknown> = {}) => {
    const options = buildDataSourceOptions(db.url, { poolMax: 3, connectTimeoutMs: 5000, statementTimeoutMs: 5000 }, { entities: [], migrations: [] }, 'soundpost-test-pool');
    return new DataSource({ ...options, extra: { ...options.extra, idleTimeoutMillis: 100, ...extra } } as typeof options);
  };
  const pool = (ds: DataSource) => (ds.driver as PostgresDriver).master as Pool;
  const burst = async (ds: DataSource) =>
    new Set((await Promise.all([1, 2, 3].map(() => ds.query(`SELECT pg_backend_pid() AS pid, pg_sleep(0.05)`)))).map(([row]) => (row as { pid: number }).pid));
  const idle = () => new Promise((resolve) => setTimeout(resolve, 400));

  it('keeps every connection it opened past the idle timeout, so the next burst opens none', async () => {
    expect(buildDataSourceOptions(db.url, { poolMax: 7, connectTimeoutMs: 1, statementTimeoutMs: 1 }, { entities: [], migrations: [] }, 'x').extra).toMatchObject({ max: 7, min: 7 });
    const ds = await dataSource().initialize();
    try {
      const first = await burst(ds);
      expect(first.size).toBe(3);
      await idle();
      expect(pool(ds).totalCount).toBe(3);
      await expect(burst(ds)).resolves.toEqual(first);
    } finally {
      await ds.destroy();
    }
  });

  it('(the same pool without a minimum closes them, and the next burst opens new ones)', async () => {
    const ds = await dataSource({ min: 0 }).initialize();
    try {
      const first = await burst(ds);
      await idle();
      expect(pool(ds).totalCount).toBe(0);
      const second = await burst(ds);
      expect([...second].some((pid) => first.has(pid))).toBe(false);
    } finally {
      await ds.destroy();
    }
  });
});
