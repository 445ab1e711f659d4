import { createAuthTestContext } from '../../test/auth-test-db';
import { UserDirectoryService } from './user-directory.service';

describe('UserDirectoryService (real database)', () => {
  let ctx: Awaited<ReturnType<typeof createAuthTestContext>>;
  let directory: UserDirectoryService;

  beforeAll(async () => {
    ctx = await createAuthTestContext();
    directory = new UserDirectoryService(ctx.users);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers id, name and e-mail of the accounts asked for, in one map; unknown and malformed ids are left out', async () => {
    const ada = await ctx.artists.createArtist({ email: 'ada@directory.test', password: 'Secret-pass1', name: 'Ada Lovelace' });
    const bob = await ctx.artists.createArtist({ email: 'bob@directory.test', password: 'Secret-pass1', name: 'Bob' });
    const found = await directory.summaries([ada.id, bob.id, ada.id, '00000000-0000-4000-8000-000000000000', 'nope']);
    expect([...found.values()].sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { id: ada.id, name: 'Ada Lovelace', email: 'ada@directory.test' },
      { id: bob.id, name: 'Bob', email: 'bob@directory.test' },
    ]);
    await expect(directory.summaries([])).resolves.toEqual(new Map());
    await expect(directory.summary(bob.id)).resolves.toEqual({ id: bob.id, name: 'Bob', email: 'bob@directory.test' });
  });

  it('finds ids by a part of the name or e-mail, in any case, with % and _ taken literally', async () => {
    const cy = await ctx.artists.createArtist({ email: 'cy_100@directory.test', password: 'Secret-pass1', name: 'Cyrano' });
    await expect(directory.idsMatching('CYRA')).resolves.toEqual([cy.id]);
    await expect(directory.idsMatching('cy_1')).resolves.toEqual([cy.id]);
    await expect(directory.idsMatching('c%o')).resolves.toEqual([]);
    await expect(directory.idsMatching('nobody-here')).resolves.toEqual([]);
  });
});
