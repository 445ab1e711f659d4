import { createAuthTestContext } from '../../test/auth-test-db';

describe('UsersService (real database)', () => {
  let ctx: Awaited<ReturnType<typeof createAuthTestContext>>;
  let n = 0;
  const newArtist = () => ctx.artists.createArtist({ email: `user${++n}@example.com`, password: 'Secret-pass1', name: 'Someone' });
  const row = async (id: string) => (await ctx.dataSource.query(`SELECT * FROM users WHERE id = $1`, [id]))[0];
  const liveTokens = async (userId: string) =>
    (await ctx.dataSource.query(`SELECT id FROM access_tokens WHERE user_id = $1 AND revoked_at IS NULL`, [userId])).map((r: { id: string }) => r.id);

  beforeAll(async () => {
    ctx = await createAuthTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('finds by id; unknown and malformed ids are null', async () => {
    const { id } = await newArtist();
    await expect(ctx.accounts.findById(id)).resolves.toMatchObject({ id, roles: ['artist'] });
    await expect(ctx.accounts.findById('00000000-0000-4000-8000-000000000000')).resolves.toBeNull();
    await expect(ctx.accounts.findById('42')).resolves.toBeNull();
    await expect(ctx.accounts.getById('42')).rejects.toMatchObject({ status: 404, message: 'User not found.' });
  });

  it('updates name, e-mail, roles and the verified flag, and answers the account without its hash', async () => {
    const { id } = await newArtist();
    const saved = await ctx.accounts.updateAccount(id, { name: ' New ', email: ' Changed@Example.com', roles: ['artist', 'manager'], emailVerified: true });
    expect(saved).toMatchObject({ id, name: 'New', email: 'changed@example.com', roles: ['artist', 'manager'] });
    expect(saved.passwordHash).toBeUndefined();
    const first = (await row(id)).email_verified_at as Date;
    expect(first).toBeInstanceOf(Date);
    // true keeps an existing stamp; false clears it.
    await ctx.accounts.updateAccount(id, { emailVerified: true });
    expect((await row(id)).email_verified_at).toEqual(first);
    await ctx.accounts.updateAccount(id, { emailVerified: false });
    expect((await row(id)).email_verified_at).toBeNull();
  });

  it('refuses bad values per field and an address in use (422 email_taken), changing nothing', async () => {
    const { id, email } = await newArtist();
    const other = await newArtist();
    await expect(ctx.accounts.updateAccount(id, { name: ' ', email: 'bad', roles: ['root'] })).rejects.toMatchObject({
      status: 422,
      errors: { name: ['The name field is required.'], email: ['Invalid email.'], roles: ['Roles must be among: admin, manager, artist.'] },
    });
    await expect(ctx.accounts.updateAccount(id, { email: other.email.toUpperCase() })).rejects.toMatchObject({
      status: 422,
      code: 'email_taken',
      errors: { email: ['This email is already registered.'] },
    });
    await expect(ctx.accounts.updateAccount('00000000-0000-4000-8000-000000000000', { name: 'X' })).rejects.toMatchObject({ status: 404 });
    expect(await row(id)).toMatchObject({ email, name: 'Someone', roles: ['artist'] });
  });

  it('a new password is hashed and signs the account out, except the kept token', async () => {
    const { id } = await newArtist();
    const kept = await ctx.tokens.issue(id, 'artist');
    await ctx.tokens.issue(id, 'artist');
    await ctx.accounts.updateAccount(id, { password: 'Brand-new-1' }, { keepTokenId: kept.id });
    await expect(ctx.passwords.verify((await row(id)).password_hash, 'Brand-new-1')).resolves.toBe(true);
    await expect(liveTokens(id)).resolves.toEqual([kept.id]);
    // A blank password changes nothing and revokes nothing.
    await ctx.accounts.updateAccount(id, { password: '' });
    await expect(liveTokens(id)).resolves.toEqual([kept.id]);
    await expect(ctx.passwords.verify((await row(id)).password_hash, 'Brand-new-1')).resolves.toBe(true);
  });

  it('blocks (default reason "Manual block", every token revoked) and unblocks', async () => {
    const { id } = await newArtist();
    await ctx.tokens.issue(id, 'artist');
    await ctx.tokens.issue(id, 'onboarding');
    await ctx.accounts.block(id);
    expect(await row(id)).toMatchObject({ status: 'blocked', blocked_reason: 'Manual block' });
    await expect(liveTokens(id)).resolves.toEqual([]);
    await ctx.accounts.unblock(id);
    expect(await row(id)).toMatchObject({ status: 'active', blocked_reason: null });
    await expect(ctx.accounts.block('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status: 404 });
  });

  it('deletes the account with its tokens and codes', async () => {
    const { id } = await newArtist();
    await ctx.tokens.issue(id, 'artist');
    await ctx.dataSource.query(`INSERT INTO one_time_codes (user_id, purpose, code_hash, expires_at) VALUES ($1, 'artist_login', $2, now())`, [id, 'a'.repeat(64)]);
    await ctx.accounts.delete(id);
    expect(await row(id)).toBeUndefined();
    await expect(ctx.dataSource.query(`SELECT 1 FROM access_tokens WHERE user_id = $1 UNION ALL SELECT 1 FROM one_time_codes WHERE user_id = $1`, [id])).resolves.toEqual([]);
    await expect(ctx.accounts.delete(id)).rejects.toMatchObject({ status: 404 });
  });
});
