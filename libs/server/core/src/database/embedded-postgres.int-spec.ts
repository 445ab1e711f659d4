import { Client } from 'pg';
import { createTestDatabase, TestDatabase } from '../testing/test-database';

describe('test database harness', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('clones a migrated template', async () => {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query(`SELECT name FROM migrations ORDER BY id`);
    await client.end();
    expect(rows.map((r) => r.name)).toContain('CoreInit1763700000000');
  });
});
