import { royaltiesSchema } from './schema';

// The modules are compiled against a real database by the API tests (apps/api/test/royalties.e2e-spec.ts).
describe('royalties domain', () => {
  it('declares every table its migrations create', async () => {
    expect(royaltiesSchema.ownedTables.length).toBeGreaterThanOrEqual(royaltiesSchema.entities.length);
    const created: string[] = [];
    // No rows: a migration that reads some (royalty_lines' last id, the imports to partition) finds none.
    const runner = {
      query: async (sql: string) => {
        created.push(...[...sql.matchAll(/CREATE (?:TABLE|VIEW) (\w+)/g)].map((m) => m[1]));
        return [];
      },
    };
    // Every migration in order (views it publishes count: a read model is owned too): later ones add tables too, or create one again (royalty_lines, partitioned).
    for (const migration of royaltiesSchema.migrations) await (new (migration as new () => unknown)() as { up: (q: typeof runner) => Promise<void> }).up(runner);
    expect([...new Set(created)].sort()).toEqual([...royaltiesSchema.ownedTables].sort());
  });
});
