import { royaltiesSchema } from './schema';

// The modules are compiled against a real database by the API tests (apps/api/test/royalties.e2e-spec.ts).
describe('royalties domain', () => {
  it('declares every table its migrations create', () => {
    expect(royaltiesSchema.ownedTables.length).toBeGreaterThanOrEqual(royaltiesSchema.entities.length);
    const created: string[] = [];
    const runner = { query: async (sql: string) => void created.push(...[...sql.matchAll(/CREATE TABLE (\w+)/g)].map((m) => m[1])) };
    // Every migration in order: later ones add tables too.
    return royaltiesSchema.migrations
      .reduce<Promise<void>>((done, m) => done.then(() => (new (m as new () => unknown)() as { up: (q: typeof runner) => Promise<void> }).up(runner)), Promise.resolve())
      .then(() => {
        expect([...created].sort()).toEqual([...royaltiesSchema.ownedTables].sort());
      });
  });
});
