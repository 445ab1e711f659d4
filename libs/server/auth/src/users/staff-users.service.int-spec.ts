import { DomainError } from '@soundpost/server-core/http';
import { createAuthTestContext } from '../../test/auth-test-db';
import { STAFF_MESSAGES } from './staff-user.rules';

describe('StaffUsersService (real database)', () => {
  let ctx: Awaited<ReturnType<typeof createAuthTestContext>>;
  const rowsFor = (email: string) => ctx.dataSource.query(`SELECT * FROM users WHERE email = $1`, [email]) as Promise<Array<Record<string, unknown>>>;

  beforeAll(async () => {
    ctx = await createAuthTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('creates an admin with a lower-cased e-mail, an argon2id hash and the role, answering no hash', async () => {
    const user = await ctx.staff.createStaff({ email: 'Boss@Example.com', password: 'correct-horse', name: 'Boss', role: 'admin' });
    expect(user).toEqual({ id: expect.any(String), name: 'Boss', email: 'boss@example.com', roles: ['admin'] });
    const [row] = await rowsFor('boss@example.com');
    expect(row).toMatchObject({ id: user.id, roles: ['admin'], status: 'active', blocked_reason: null, last_login_at: null });
    expect(row.email_verified_at).toBeInstanceOf(Date);
    expect(String(row.password_hash)).toMatch(/^\$argon2id\$/);
    await expect(ctx.passwords.verify(String(row.password_hash), 'correct-horse')).resolves.toBe(true);
  });

  it('creates a manager, named after the e-mail when no name is given', async () => {
    await expect(ctx.staff.createStaff({ email: 'ops@example.com', password: 'correct-horse', role: 'manager' })).resolves.toMatchObject({
      name: 'ops',
      roles: ['manager'],
    });
  });

  it('answers 422 with field errors for bad input and writes nothing', async () => {
    const error = await ctx.staff.createStaff({ email: 'nope', password: 'short', role: 'root' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      errors: { email: ['Invalid email.'], password: [STAFF_MESSAGES.passwordTooShort], role: [STAFF_MESSAGES.roleInvalid] },
    });
    await expect(rowsFor('nope')).resolves.toHaveLength(0);
  });

  it('answers 409 email_taken for an address in use, whatever its case', async () => {
    await ctx.staff.createStaff({ email: 'taken@example.com', password: 'correct-horse', role: 'admin' });
    await expect(ctx.staff.createStaff({ email: 'TAKEN@example.com ', password: 'correct-horse', role: 'manager' })).rejects.toMatchObject({
      status: 409,
      code: 'email_taken',
    });
    await expect(rowsFor('taken@example.com')).resolves.toHaveLength(1);
  });

  it('finds by e-mail in any case', async () => {
    await ctx.staff.createStaff({ email: 'find@example.com', password: 'correct-horse', role: 'admin' });
    await expect(ctx.staff.findByEmail(' FIND@example.com')).resolves.toMatchObject({ email: 'find@example.com' });
    await expect(ctx.staff.findByEmail('missing@example.com')).resolves.toBeNull();
  });

  it('ensures the demo admin once, leaving an existing account untouched, even when called concurrently', async () => {
    const results = await Promise.all([
      ctx.staff.ensureDemoAdmin('demo@example.com', 'demo-password-1'),
      ctx.staff.ensureDemoAdmin('demo@example.com', 'demo-password-1'),
    ]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(results[0].user).toEqual(results[1].user);
    expect(results[0].user).toMatchObject({ name: 'Demo Admin', email: 'demo@example.com', roles: ['admin'] });
    const [before] = await rowsFor('demo@example.com');

    await expect(ctx.staff.ensureDemoAdmin('demo@example.com', 'another-password')).resolves.toMatchObject({ created: false });
    const rows = await rowsFor('demo@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0].password_hash).toBe(before.password_hash);
  });

  it('keeps e-mails lower-case at the database level too', async () => {
    await expect(ctx.dataSource.query(`INSERT INTO users (name, email) VALUES ('x', 'Upper@Example.com')`)).rejects.toThrow(/users_email_lower_ck/);
  });
});
