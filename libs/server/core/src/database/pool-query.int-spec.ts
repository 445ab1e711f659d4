import { DataSource, QueryFailedError } from 'typeorm';
import { createTestDatabase, TestDatabase } from '../testing/test-database';
import { buildDataSourceOptions } from './data-source-options';
import { managerQuery, MAX_PREPARED_TEXTS, poolQuery } from './pool-query';

describe('poolQuery (real database)', () => {
  let db: TestDatabase;
  let ds: DataSource;
  const prepared = async () =>
    (await poolQuery<{ name: string; statement: string }>(ds, `SELECT name, statement FROM pg_prepared_statements ORDER BY name`, [])).filter((s) => s.name.startsWith('hot_'));

  beforeAll(async () => {
    db = await createTestDatabase();
    // One connection, so every statement below meets the same session's prepared statements.
    ds = await new DataSource(buildDataSourceOptions(db.url, { poolMax: 1, connectTimeoutMs: 5000, statementTimeoutMs: 5000 }, { entities: [], migrations: [] }, 'soundpost-test-pool-query')).initialize();
    await ds.query(`CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL)`);
    await ds.query(`INSERT INTO notes VALUES (1, 'one'), (2, 'two')`);
  });
  afterAll(async () => {
    await ds.destroy();
    await db.drop();
  });

  it('prepares a statement once per connection and runs it with each call’s values', async () => {
    const sql = `SELECT body FROM notes WHERE id = $1`;
    await expect(poolQuery(ds, sql, [1])).resolves.toEqual([{ body: 'one' }]);
    await expect(poolQuery(ds, sql, [2])).resolves.toEqual([{ body: 'two' }]);
    await expect(poolQuery(ds, sql, [3])).resolves.toEqual([]);
    const statements = await prepared();
    expect(statements.filter((s) => s.statement === sql)).toHaveLength(1);
  });

  it('gives each text its own statement', async () => {
    await poolQuery(ds, `SELECT id FROM notes WHERE body = $1`, ['two']);
    const texts = (await prepared()).map((s) => s.statement);
    expect(texts).toEqual(expect.arrayContaining([`SELECT body FROM notes WHERE id = $1`, `SELECT id FROM notes WHERE body = $1`]));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('wraps a statement that fails to parse, and parses it again on the next call instead of assuming it prepared', async () => {
    const sql = `SELECT missing FROM notes WHERE id = $1`;
    for (let i = 0; i < 2; i++) {
      const error = await poolQuery(ds, sql, [1]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(QueryFailedError);
      expect(error).toMatchObject({ driverError: { code: '42703' } });
    }
    await ds.query(`ALTER TABLE notes ADD COLUMN missing text`);
    await expect(poolQuery(ds, sql, [1])).resolves.toEqual([{ missing: null }]);
  });

  it('keeps a prepared statement working after a failed run (a bad value is the run’s error, not the statement’s)', async () => {
    const sql = `SELECT body FROM notes WHERE id = $1::int`;
    await expect(poolQuery(ds, sql, [1])).resolves.toEqual([{ body: 'one' }]);
    await expect(poolQuery(ds, sql, ['not a number'])).rejects.toMatchObject({ driverError: { code: '22P02' } });
    await expect(poolQuery(ds, sql, [2])).resolves.toEqual([{ body: 'two' }]);
  });

  it('runs a transaction’s statement prepared on that transaction’s connection, and on the pool without one', async () => {
    const sql = `UPDATE notes SET body = $2 WHERE id = $1 RETURNING body`;
    await expect(
      ds.transaction(async (m) => {
        await expect(managerQuery(m, sql, [1, 'uno'])).resolves.toEqual([{ body: 'uno' }]);
        // Inside: the change is this transaction's own, and the statement is prepared on its connection.
        await expect(m.query(`SELECT body FROM notes WHERE id = 1`)).resolves.toEqual([{ body: 'uno' }]);
        expect((await m.query(`SELECT statement FROM pg_prepared_statements WHERE name LIKE 'hot_%'`)).map((s: { statement: string }) => s.statement)).toContain(sql);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await expect(poolQuery(ds, `SELECT body FROM notes WHERE id = $1`, [1])).resolves.toEqual([{ body: 'one' }]);
    await expect(managerQuery(ds.manager, sql, [2, 'dos'])).resolves.toEqual([{ body: 'dos' }]);
    await expect(managerQuery(ds.manager, sql, [2, 'two'])).resolves.toEqual([{ body: 'two' }]);
  });

  it('prepares a bounded number of texts: past the cap a text runs unnamed, and still answers', async () => {
    for (let i = 0; i < MAX_PREPARED_TEXTS + 5; i++) {
      await expect(poolQuery(ds, `SELECT $1::int + ${i} AS n`, [1])).resolves.toEqual([{ n: 1 + i }]);
    }
    expect((await prepared()).length).toBeLessThanOrEqual(MAX_PREPARED_TEXTS);
    expect((await prepared()).some((s) => s.statement === `SELECT $1::int + ${MAX_PREPARED_TEXTS + 4} AS n`)).toBe(false);
  });
});
