import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createTestDatabase, TestDatabase } from '../testing/test-database';
import { buildDataSourceOptions } from './data-source-options';
import { PoolErrorListener } from './pool-error.listener';

describe('PoolErrorListener', () => {
  let db: TestDatabase;
  let ds: DataSource;
  beforeAll(async () => {
    db = await createTestDatabase();
    ds = await new DataSource(buildDataSourceOptions(db.url, { poolMax: 2, connectTimeoutMs: 5000, statementTimeoutMs: 5000 }, { entities: [], migrations: [] }, 'soundpost-test-pool')).initialize();
    new PoolErrorListener(ds).onApplicationBootstrap();
  });
  afterAll(async () => {
    await ds.destroy();
    await db.drop();
  });

  it('logs an idle connection killed by the server, and the pool recovers', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    // TypeORM's own pool listener warns about the same error.
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    await ds.query('SELECT 1');
    const admin = new Client({ connectionString: db.url });
    await admin.connect();
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'soundpost-test-pool'`);
    await admin.end();
    await new Promise((r) => setTimeout(r, 200));
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(String) }), 'idle database connection failed');
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('Postgres pool raised an error'));
    await expect(ds.query('SELECT 1 AS ok')).resolves.toEqual([{ ok: 1 }]);
    logged.mockRestore();
    warned.mockRestore();
  });
});
