import { createAuthTestContext } from '../../test/auth-test-db';
import { UserSummariesService } from './user-summaries.service';

describe('UserSummariesService contacts and search (real database)', () => {
  let ctx: Awaited<ReturnType<typeof createAuthTestContext>>;
  let directory: UserSummariesService;

  beforeAll(async () => {
    ctx = await createAuthTestContext();
    directory = new UserSummariesService(ctx.users);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers id, name and e-mail of the accounts asked for, in one map; unknown and malformed ids are left out', async () => {
    const ada = await ctx.artists.createArtist({ email: 'ada@directory.test', password: 'Secret-pass1', name: 'Ada Lovelace' });
    const bob = await ctx.artists.createArtist({ email: 'bob@directory.test', password: 'Secret-pass1', name: 'Bob' });
    const found = await directory.contacts([ada.id, bob.id, ada.id, '00000000-0000-4000-8000-000000000000', 'nope']);
    expect([...found.values()].sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { id: ada.id, name: 'Ada Lovelace', email: 'ada@directory.test' },
      { id: bob.id, name: 'Bob', email: 'bob@directory.test' },
    ]);
    await expect(directory.contacts([])).resolves.toEqual(new Map());
    await expect(directory.contact(bob.id)).resolves.toEqual({ id: bob.id, name: 'Bob', email: 'bob@directory.test' });
  });

  it('finds ids by a part of the name or e-mail, in any case, with % and _ taken literally', async () => {
    const cy = await ctx.artists.createArtist({ email: 'cy_100@directory.test', password: 'Secret-pass1', name: 'Cyrano' });
    await expect(directory.idsMatching('CYRA')).resolves.toEqual([cy.id]);
    await expect(directory.idsMatching('cy_1')).resolves.toEqual([cy.id]);
    await expect(directory.idsMatching('c%o')).resolves.toEqual([]);
    await expect(directory.idsMatching('nobody-here')).resolves.toEqual([]);
  });

  it('answers the languages of many accounts in one map (null when none recorded); unknown and malformed ids are left out', async () => {
    const fr = await ctx.artists.createArtist({ email: 'fr@directory.test', password: 'Secret-pass1', name: 'Fr' });
    const none = await ctx.artists.createArtist({ email: 'none@directory.test', password: 'Secret-pass1', name: 'None' });
    await ctx.users.recordLanguage(fr.id, 'fr');
    await ctx.dataSource.query('UPDATE users SET language = NULL WHERE id = $1', [none.id]);
    const languages = await directory.languagesOf([fr.id, none.id, fr.id, '00000000-0000-4000-8000-000000000000', 'nope']);
    expect(languages).toEqual(new Map([[fr.id, 'fr'], [none.id, null]]));
    await expect(directory.languagesOf([])).resolves.toEqual(new Map());
  });
});
