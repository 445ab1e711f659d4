import { royaltiesSchema } from './schema';

// The modules are compiled against a real database by the API tests (apps/api/test/royalties.e2e-spec.ts).
describe('royalties domain', () => {
  it('declares every table its migrations create', async () => {
    expect(royaltiesSchema.ownedTables.length).toBeGreaterThanOrEqual(royaltiesSchema.entities.length);
    const created: string[] = [];
    const runner = { query: async (sql: string) => void created.push(...[...sql.matchAll(/CREATE TABLE (\w+)/g)].map((m) => m[1])) };
    // Every migration in order: later ones add tables too.
    for (const migration of royaltiesSchema.migrations) await (new (migration as new () => unknown)() as { up: (q: typeof runner) => Promise<void> }).up(runner);
    expect([...created].sort()).toEqual([...royaltiesSchema.ownedTables].sort());
  });
});
