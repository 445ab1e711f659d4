import { royaltiesSchema } from './schema';

// The modules are compiled against a real database by the API tests (apps/api/test/royalties.e2e-spec.ts).
describe('royalties domain', () => {
  it('declares every table its migrations create', () => {
    expect(royaltiesSchema.ownedTables.length).toBeGreaterThanOrEqual(royaltiesSchema.entities.length);
    const migration = new (royaltiesSchema.migrations[0] as new () => unknown)() as { up: (q: { query: (sql: string) => Promise<void> }) => Promise<void> };
    const created: string[] = [];
    return migration.up({ query: async (sql: string) => void created.push(...[...sql.matchAll(/CREATE TABLE (\w+)/g)].map((m) => m[1])) }).then(() => {
      expect([...created].sort()).toEqual([...royaltiesSchema.ownedTables].sort());
    });
  });
});
