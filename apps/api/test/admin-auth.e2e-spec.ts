import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { PasswordService, seedAuth, StaffUsersService, TokensService } from '@soundpost/server-auth';
import { createTestApp, TestApp } from './test-app';

const INVALID_CREDENTIALS = { message: 'These credentials do not match our records.', code: 'invalid_credentials' };
const UNAUTHENTICATED = { message: 'Unauthenticated.', code: 'unauthenticated' };
const NO_ADMIN_ACCESS = { message: 'You do not have admin access.', code: 'forbidden' };
const ACCOUNT_BLOCKED = { message: 'Your account is blocked. Please contact support.', code: 'account_blocked' };
const PASSWORD = 'correct-horse-1';

describe('Admin auth over HTTP', () => {
  let t: TestApp;
  let db: DataSource;
  let n = 0;

  const email = (prefix: string) => `${prefix}${++n}@example.com`;
  const staff = (role: 'admin' | 'manager' = 'admin', address = email(role)) =>
    t.app.get(StaffUsersService).createStaff({ email: address, password: PASSWORD, name: `The ${role}`, role });
  /** An account without a staff role (the identity issue will create artists through its own service). */
  const artist = async (address = email('artist')) => {
    const hash = await t.app.get(PasswordService).hash(PASSWORD);
    const [row] = await db.query(`INSERT INTO users (name, email, password_hash, roles) VALUES ('An Artist', $1, $2, '{artist}') RETURNING id`, [address, hash]);
    return { id: row.id as string, email: address };
  };
  const login = (body: unknown) => t.api('/api/admin/login', { method: 'POST', json: body });
  const loginToken = async (address: string) => {
    const res = await login({ email: address, password: PASSWORD });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  };
  const me = (token?: string, headers?: Record<string, string>) => t.api('/api/admin/me', { token, headers });
  const block = (id: string) => db.query(`UPDATE users SET status = 'blocked', blocked_reason = 'Manual block' WHERE id = $1`, [id]);

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs an admin in: the token works on /admin/me, only its hash is stored, last_login_at is set', async () => {
    const admin = await staff('admin');
    const res = await login({ email: admin.email, password: PASSWORD });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), user: { id: admin.id, name: 'The admin', email: admin.email, roles: ['admin'] } });

    const mine = await me(body.token);
    expect(mine.status).toBe(200);
    await expect(mine.json()).resolves.toEqual({ id: admin.id, name: 'The admin', email: admin.email, roles: ['admin'] });

    const tokens = await db.query(`SELECT token_hash, scope, revoked_at FROM access_tokens WHERE user_id = $1`, [admin.id]);
    expect(tokens).toEqual([{ token_hash: createHash('sha256').update(body.token).digest('hex'), scope: 'admin', revoked_at: null }]);
    const [user] = await db.query(`SELECT email, password_hash, last_login_at FROM users WHERE id = $1`, [admin.id]);
    expect(user.email).toBe(admin.email);
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(Date.now() - new Date(user.last_login_at).getTime()).toBeLessThan(60_000);
  });

  it('lets a manager in too, with the e-mail in any case and spaces around it', async () => {
    const manager = await staff('manager');
    const res = await login({ email: `  ${manager.email.toUpperCase()} `, password: PASSWORD });
    expect(res.status).toBe(200);
    const { token } = await res.json();
    await expect((await me(token)).json()).resolves.toMatchObject({ roles: ['manager'] });
  });

  it('answers a wrong password and an unknown e-mail identically (422 invalid_credentials)', async () => {
    const admin = await staff('admin');
    const wrong = await login({ email: admin.email, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@example.com', password: PASSWORD });
    expect([wrong.status, unknown.status]).toEqual([422, 422]);
    const [a, b] = [await wrong.text(), await unknown.text()];
    expect(a).toBe(b);
    expect(JSON.parse(a)).toEqual(INVALID_CREDENTIALS);
    await expect(db.query(`SELECT 1 FROM access_tokens WHERE user_id = $1`, [admin.id])).resolves.toHaveLength(0);
  });

  it('refuses a non-staff account with the right password: 403, no token issued', async () => {
    const a = await artist();
    const res = await login({ email: a.email, password: PASSWORD });
    expect(res.status).toBe(403);
    await expect(res.json()).resolves.toEqual(NO_ADMIN_ACCESS);
    await expect(db.query(`SELECT 1 FROM access_tokens WHERE user_id = $1`, [a.id])).resolves.toHaveLength(0);
  });

  it('keeps a non-staff account out of /admin/me even with an admin-scope token', async () => {
    const a = await artist();
    const { token } = await t.app.get(TokensService).issue(a.id, 'admin');
    const res = await me(token);
    expect(res.status).toBe(403);
    await expect(res.json()).resolves.toEqual(NO_ADMIN_ACCESS);
  });

  it('refuses a blocked account at login with 403 account_blocked, and its existing tokens too', async () => {
    const admin = await staff('admin');
    const token = await loginToken(admin.email);
    await block(admin.id);

    const res = await login({ email: admin.email, password: PASSWORD });
    expect(res.status).toBe(403);
    await expect(res.json()).resolves.toEqual(ACCOUNT_BLOCKED);

    const mine = await me(token);
    expect(mine.status).toBe(403);
    await expect(mine.json()).resolves.toEqual(ACCOUNT_BLOCKED);
  });

  it('does not reveal a blocked account to a wrong password', async () => {
    const admin = await staff('admin');
    await block(admin.id);
    const res = await login({ email: admin.email, password: 'not-the-password' });
    expect(res.status).toBe(422);
    await expect(res.json()).resolves.toEqual(INVALID_CREDENTIALS);
  });

  it('logs out: 204, the token is revoked on the server and answers 401 at once', async () => {
    const admin = await staff('admin');
    const token = await loginToken(admin.email);
    const other = await loginToken(admin.email);

    const out = await t.api('/api/admin/logout', { method: 'POST', token });
    expect(out.status).toBe(204);
    expect(await out.text()).toBe('');

    const after = await me(token);
    expect(after.status).toBe(401);
    await expect(after.json()).resolves.toEqual(UNAUTHENTICATED);
    const again = await t.api('/api/admin/logout', { method: 'POST', token });
    expect(again.status).toBe(401);
    // Only the presented token is revoked: another session of the same admin goes on.
    expect((await me(other)).status).toBe(200);
    const rows = await db.query(`SELECT count(*)::int AS revoked FROM access_tokens WHERE user_id = $1 AND revoked_at IS NOT NULL`, [admin.id]);
    expect(rows).toEqual([{ revoked: 1 }]);
  });

  it('answers 401 unauthenticated without a token, with a malformed header and with a made-up token', async () => {
    for (const res of [
      await me(),
      await me(undefined, { Authorization: 'Basic dXNlcjpwYXNz' }),
      await me(undefined, { Authorization: 'Bearer' }),
      await me('A'.repeat(43)),
      await me('not a token at all'),
      await t.api('/api/admin/logout', { method: 'POST' }),
    ]) {
      expect(res.status).toBe(401);
      await expect(res.json()).resolves.toEqual(UNAUTHENTICATED);
    }
  });

  it('refuses a token of another scope on admin routes', async () => {
    const admin = await staff('admin');
    const { token } = await t.app.get(TokensService).issue(admin.id, 'artist');
    const res = await me(token);
    expect(res.status).toBe(401);
    await expect(res.json()).resolves.toEqual(UNAUTHENTICATED);
  });

  it('refuses an expired token', async () => {
    const admin = await staff('admin');
    const token = await loginToken(admin.email);
    await db.query(`UPDATE access_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [admin.id]);
    expect((await me(token)).status).toBe(401);
  });

  it('validates the login body: unknown fields and missing fields are 422 with per-field messages', async () => {
    const admin = await staff('admin');
    const extra = await login({ email: admin.email, password: PASSWORD, roles: ['admin'] });
    expect(extra.status).toBe(422);
    await expect(extra.json()).resolves.toMatchObject({ code: 'validation_failed', errors: { roles: ['This field is not allowed.'] } });

    const missing = await login({});
    expect(missing.status).toBe(422);
    await expect(missing.json()).resolves.toMatchObject({
      code: 'validation_failed',
      errors: { email: ['Email is required.'], password: ['Password is required.'] },
    });
    const wrongType = await login({ email: admin.email, password: 12345678 });
    expect(wrongType.status).toBe(422);
    await expect(db.query(`SELECT 1 FROM access_tokens WHERE user_id = $1`, [admin.id])).resolves.toHaveLength(0);
  });

  it('limits login attempts per IP and e-mail: the 11th in 15 minutes is 429 with Retry-After', async () => {
    const admin = await staff('admin');
    for (let i = 0; i < 10; i++) expect((await login({ email: admin.email, password: `wrong-${i}` })).status).toBe(422);
    // Case and spaces do not make a new e-mail, and the right password does not get through either.
    const limited = await login({ email: ` ${admin.email.toUpperCase()}`, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    await expect(limited.json()).resolves.toMatchObject({ code: 'too_many_requests' });
    // Another account from the same client is not affected.
    const other = await staff('admin');
    expect((await login({ email: other.email, password: PASSWORD })).status).toBe(200);
  });

  it('records account creation in the audit log without the password hash, and no entry for a login', async () => {
    const admin = await staff('admin');
    await loginToken(admin.email);
    const logs = await db.query(`SELECT event, user_id, changes FROM audit_logs WHERE auditable_type = 'User' AND auditable_id = $1`, [admin.id]);
    expect(logs).toEqual([{ event: 'created', user_id: admin.id, changes: expect.objectContaining({ email: admin.email, roles: ['admin'] }) }]);
    expect(JSON.stringify(logs)).not.toContain('argon2');
    expect(Object.keys(logs[0].changes)).not.toEqual(expect.arrayContaining(['password_hash']));
  });

  it('seeds the demo admin once (name Demo Admin, role admin), who can then log in', async () => {
    const log: string[] = [];
    await seedAuth({ app: t.app, config: t.config, log: (m) => log.push(m) });
    await seedAuth({ app: t.app, config: t.config, log: (m) => log.push(m) });
    const rows = await db.query(`SELECT name, roles FROM users WHERE email = $1`, [t.config.seed.adminEmail]);
    expect(rows).toEqual([{ name: 'Demo Admin', roles: ['admin'] }]);
    expect(log).toEqual([`Demo admin created: ${t.config.seed.adminEmail}`, `Demo admin already exists: ${t.config.seed.adminEmail}`]);
    const res = await login({ email: t.config.seed.adminEmail, password: t.config.seed.adminPassword });
    expect(res.status).toBe(200);
  });

  it('documents the routes in OpenAPI, with bearer auth on /admin/me', async () => {
    const doc = await (await t.api('/api/docs-json')).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/admin/login', '/api/admin/me', '/api/admin/logout']));
    expect(doc.paths['/api/admin/me'].get.security).toEqual(expect.arrayContaining([{ bearer: [] }]));
  });
});
