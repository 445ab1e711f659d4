import { DataSource, Entity, MoreThan, PrimaryGeneratedColumn } from 'typeorm';
import { createTestDatabase, TestDatabase } from '../testing/test-database';
import { buildDataSourceOptions } from '../database/data-source-options';
import { MoneyColumn } from './money-column';

// A throwaway table that exists only in this test's database.
@Entity('money_probe')
class MoneyProbe {
  @PrimaryGeneratedColumn()
  id!: number;

  @MoneyColumn()
  amount!: number;

  @MoneyColumn({ nullable: true })
  refunded!: number | null;
}

describe('@MoneyColumn against Postgres', () => {
  let db: TestDatabase;
  let ds: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = new DataSource(
      buildDataSourceOptions(db.url, { poolMax: 2, connectTimeoutMs: 5000, statementTimeoutMs: 10_000 }, { entities: [MoneyProbe], migrations: [] }, 'soundpost-test'),
    );
    await ds.initialize();
    await ds.query('CREATE TABLE money_probe (id serial PRIMARY KEY, amount bigint NOT NULL, refunded bigint)');
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('maps to a bigint column', () => {
    expect(ds.getMetadata(MoneyProbe).findColumnWithPropertyName('amount')?.type).toBe('bigint');
  });

  it('writes and reads back the largest safe amount as a number', async () => {
    const repo = ds.getRepository(MoneyProbe);
    const saved = await repo.save(repo.create({ amount: Number.MAX_SAFE_INTEGER, refunded: null }));
    const loaded = await repo.findOneByOrFail({ id: saved.id });
    expect(loaded.amount).toBe(9007199254740991);
    expect(typeof loaded.amount).toBe('number');
    expect(loaded.refunded).toBeNull();
    const [raw] = await ds.query('SELECT amount::text AS amount FROM money_probe WHERE id = $1', [saved.id]);
    expect(raw.amount).toBe('9007199254740991');
  });

  it('works in find operators', async () => {
    const repo = ds.getRepository(MoneyProbe);
    await repo.save(repo.create({ amount: -250, refunded: 100 }));
    const found = await repo.findBy({ refunded: MoreThan(99) });
    expect(found.map((p) => [p.amount, p.refunded])).toEqual([[-250, 100]]);
  });

  it('refuses to write a fractional amount', async () => {
    const repo = ds.getRepository(MoneyProbe);
    await expect(repo.save(repo.create({ amount: 10.5 }))).rejects.toThrow(/whole number/);
  });

  it('fails loudly when a stored value exceeds the safe range instead of rounding it', async () => {
    const [{ id }] = await ds.query('INSERT INTO money_probe (amount) VALUES (9007199254740993) RETURNING id');
    await expect(ds.getRepository(MoneyProbe).findOneBy({ id })).rejects.toThrow(/outside the safe integer range/);
  });
});
