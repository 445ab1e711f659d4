import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AUTH_CLEANUP_JOB, PasswordService, seedAuth, StaffUsersService, TokensService, UsersService } from '@soundpost/server-auth';
import { JobsService } from '@soundpost/server-core/jobs';
import { mailboxFor, readCodeFromMailbox } from './support/mailbox';
import { createTestApp, TestApp } from './test-app';

const INVALID_CREDENTIALS = { message: 'These credentials do not match our records.', code: 'invalid_credentials' };
const UNAUTHENTICATED = { message: 'Unauthenticated.', code: 'unauthenticated' };
const NO_ADMIN_ACCESS = { message: 'You do not have admin access.', code: 'forbidden' };
const ACCOUNT_BLOCKED = { message: 'Your account is blocked. Please contact support.', code: 'account_blocked' };
const INVALID_CODE = { message: 'Invalid or expired code.', code: 'invalid_code' };
// The wait is in the message and in retry_after (its exact value depends on the clock).
const TOO_MANY = { message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds?\.$/), code: 'too_many_requests', retry_after: expect.any(Number) };
const PASSWORD = 'correct-horse-1';
// Many code e-mails and failed logins from one address here: the per-address limits
// (RATE_LIMIT_IP_*) are raised so they do not stand in for the per-account ones tested here;
// hostile-auth.e2e-spec tests them.
const MANY_FROM_ONE_ADDRESS = { RATE_LIMIT_IP_REGISTRATIONS: '1000', RATE_LIMIT_IP_CODE_SENDS: '1000', RATE_LIMIT_IP_LOGIN_FAILURES: '1000' };

describe('Admin auth over HTTP (password only: ADMIN_LOGIN_CODE_REQUIRED=false)', () => {
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
    t = await createTestApp({ ADMIN_LOGIN_CODE_REQUIRED: 'false' });
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

  it("refuses a staff member's artist session on admin routes: signed in, but not with an admin token (403)", async () => {
    const admin = await staff('admin');
    const { token } = await t.app.get(TokensService).issue(admin.id, 'artist');
    const res = await me(token);
    expect(res.status).toBe(403);
    await expect(res.json()).resolves.toEqual(NO_ADMIN_ACCESS);
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

  it('seeds the demo admin and the demo manager once, who can then log in', async () => {
    const log: string[] = [];
    await seedAuth({ app: t.app, config: t.config, log: (m) => log.push(m) });
    await seedAuth({ app: t.app, config: t.config, log: (m) => log.push(m) });
    const rows = await db.query(`SELECT email, name, roles FROM users WHERE email IN ($1, 'manager@soundpost.local') ORDER BY email`, [t.config.seed.adminEmail]);
    expect(rows).toEqual([
      { email: t.config.seed.adminEmail, name: 'Demo Admin', roles: ['admin'] },
      { email: 'manager@soundpost.local', name: 'Demo Manager', roles: ['manager'] },
    ]);
    expect(log).toEqual([
      `Demo admin created: ${t.config.seed.adminEmail}`,
      'Demo manager created: manager@soundpost.local',
      `Demo admin already exists: ${t.config.seed.adminEmail}`,
      'Demo manager already exists: manager@soundpost.local',
    ]);
    const res = await login({ email: t.config.seed.adminEmail, password: t.config.seed.adminPassword });
    expect(res.status).toBe(200);
    const manager = await login({ email: 'manager@soundpost.local', password: 'Soundpost-manager-1' });
    expect(manager.status).toBe(200);
    await expect(manager.json()).resolves.toMatchObject({ user: { roles: ['manager'] } });
  });

  it('documents the routes in OpenAPI, with bearer auth on /admin/me', async () => {
    const doc = await (await t.api('/api/docs-json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/admin/login', '/api/admin/verify-code', '/api/admin/resend-code', '/api/admin/me', '/api/admin/logout']),
    );
    expect(doc.paths['/api/admin/me'].get.security).toEqual(expect.arrayContaining([{ bearer: [] }]));
  });
});

describe('Admin login with the e-mail code step (the default)', () => {
  let t: TestApp;
  let db: DataSource;
  let n = 0;

  const email = (prefix: string) => `${prefix}${++n}@example.com`;
  const staff = (role: 'admin' | 'manager' = 'admin', address = email(role)) =>
    t.app.get(StaffUsersService).createStaff({ email: address, password: PASSWORD, name: `The ${role}`, role });
  const post = (path: string, json: unknown) => t.api(`/api/admin/${path}`, { method: 'POST', json });
  const expectAnswer = async (res: Response, status: number, body: unknown) => {
    expect({ status: res.status, body: await res.json() }).toEqual({ status, body });
  };
  const pass30Seconds = (address: string) => db.query(`DELETE FROM rate_limits WHERE key LIKE 'code-send.%.30s:' || $1`, [address]);
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const tokensOf = (userId: string) => db.query(`SELECT scope FROM access_tokens WHERE user_id = $1`, [userId]);

  beforeAll(async () => {
    t = await createTestApp(MANY_FROM_ONE_ADDRESS);
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is on by default', () => {
    expect(t.config.auth.adminLoginCodeRequired).toBe(true);
  });

  it('asks for the code after the password, mails it, and answers the token for the right code', async () => {
    const admin = await staff('admin');
    await expectAnswer(await post('login', { email: admin.email, password: PASSWORD }), 200, {
      require_code: true,
      message: 'A verification code has been sent to your email.',
    });
    await expect(tokensOf(admin.id)).resolves.toEqual([]);
    const [mail] = await mailboxFor(t, admin.email);
    expect(mail.subject).toBe('Your Soundpost back office login code');

    const res = await post('verify-code', { email: admin.email.toUpperCase(), code: await readCodeFromMailbox(t, admin.email) });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), user: { id: admin.id, name: 'The admin', email: admin.email, roles: ['admin'] } });
    await expect(tokensOf(admin.id)).resolves.toEqual([{ scope: 'admin' }]);
    const me = await t.api('/api/admin/me', { token: body.token });
    await expect(me.json()).resolves.toMatchObject({ id: admin.id, roles: ['admin'] });
    const [row] = await db.query(`SELECT last_login_at FROM users WHERE id = $1`, [admin.id]);
    expect(row.last_login_at).not.toBeNull();
  });

  it('mails nothing for a wrong password, a non-staff account or a blocked account', async () => {
    const admin = await staff('admin');
    expect((await post('login', { email: admin.email, password: 'wrong-password' })).status).toBe(422);
    const blocked = await staff('manager');
    await t.app.get(UsersService).block(blocked.id);
    await expectAnswer(await post('login', { email: blocked.email, password: PASSWORD }), 403, ACCOUNT_BLOCKED);
    await expect(mailboxFor(t, admin.email)).resolves.toHaveLength(0);
    await expect(mailboxFor(t, blocked.email)).resolves.toHaveLength(0);
  });

  it('refuses a wrong, used, expired or dead code with invalid_code, and a bad format with 422', async () => {
    const admin = await staff('admin');
    await post('login', { email: admin.email, password: PASSWORD });
    const code = await readCodeFromMailbox(t, admin.email);
    await expectAnswer(await post('verify-code', { email: admin.email, code: '12a' }), 422, {
      message: 'Enter the 6-digit code.',
      code: 'validation_failed',
      errors: { code: ['Enter the 6-digit code.'] },
    });
    await expectAnswer(await post('verify-code', { email: admin.email, code: wrongCode(code) }), 422, INVALID_CODE);
    expect((await post('verify-code', { email: admin.email, code })).status).toBe(200);
    await expectAnswer(await post('verify-code', { email: admin.email, code }), 422, INVALID_CODE);

    await pass30Seconds(admin.email);
    await post('login', { email: admin.email, password: PASSWORD });
    await db.query(`UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [admin.id]);
    await expectAnswer(await post('verify-code', { email: admin.email, code: await readCodeFromMailbox(t, admin.email) }), 422, INVALID_CODE);

    await pass30Seconds(admin.email);
    await post('login', { email: admin.email, password: PASSWORD });
    const last = await readCodeFromMailbox(t, admin.email);
    for (let i = 0; i < 5; i++) await expectAnswer(await post('verify-code', { email: admin.email, code: wrongCode(last) }), 422, INVALID_CODE);
    await expectAnswer(await post('verify-code', { email: admin.email, code: last }), 422, INVALID_CODE);
    await expectAnswer(await post('verify-code', { email: email('nobody'), code: last }), 422, INVALID_CODE);
    await expect(tokensOf(admin.id)).resolves.toHaveLength(1);
  });

  it('refuses the code of an account blocked after the password step: the block killed it', async () => {
    const admin = await staff('admin');
    await post('login', { email: admin.email, password: PASSWORD });
    const code = await readCodeFromMailbox(t, admin.email);
    await t.app.get(UsersService).block(admin.id);
    await expectAnswer(await post('verify-code', { email: admin.email, code }), 422, INVALID_CODE);
    await expect(tokensOf(admin.id)).resolves.toEqual([]);
  });

  it('resends a new code (the old one stops working), throttled to one per 30 seconds', async () => {
    const admin = await staff('manager');
    await post('login', { email: admin.email, password: PASSWORD });
    const first = await readCodeFromMailbox(t, admin.email);
    const tooSoon = await post('resend-code', { email: admin.email });
    await expectAnswer(tooSoon, 429, TOO_MANY);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);

    await pass30Seconds(admin.email);
    await expectAnswer(await post('resend-code', { email: admin.email }), 200, { message: 'A new code has been sent to your email.' });
    await expect(mailboxFor(t, admin.email)).resolves.toHaveLength(2);
    const second = await readCodeFromMailbox(t, admin.email);
    if (first !== second) await expectAnswer(await post('verify-code', { email: admin.email, code: first }), 422, INVALID_CODE);
    expect((await post('verify-code', { email: admin.email, code: second })).status).toBe(200);
  });

  it('never mails a code without a live password step, and answers alike for unknown addresses', async () => {
    const admin = await staff('admin');
    const unknown = email('nobody');
    for (const address of [admin.email, unknown]) {
      await expectAnswer(await post('resend-code', { email: address }), 200, { message: 'A new code has been sent to your email.' });
    }
    await expect(mailboxFor(t, admin.email)).resolves.toHaveLength(0);
    // Unknown addresses count against the throttle too, so a 429 tells nothing.
    await expectAnswer(await post('resend-code', { email: unknown }), 429, TOO_MANY);

    // After the code was used, no resend either.
    await pass30Seconds(admin.email);
    await post('login', { email: admin.email, password: PASSWORD });
    expect((await post('verify-code', { email: admin.email, code: await readCodeFromMailbox(t, admin.email) })).status).toBe(200);
    await pass30Seconds(admin.email);
    expect((await post('resend-code', { email: admin.email })).status).toBe(200);
    await expect(mailboxFor(t, admin.email)).resolves.toHaveLength(1);
  });

  it('keeps a code killed by wrong tries dead: the resend mails nothing, only the password step issues a new code', async () => {
    const admin = await staff('admin');
    await post('login', { email: admin.email, password: PASSWORD });
    const killed = await readCodeFromMailbox(t, admin.email);
    for (let i = 0; i < 5; i++) await expectAnswer(await post('verify-code', { email: admin.email, code: wrongCode(killed) }), 422, INVALID_CODE);

    await pass30Seconds(admin.email);
    await expectAnswer(await post('resend-code', { email: admin.email }), 200, { message: 'A new code has been sent to your email.' });
    await expect(mailboxFor(t, admin.email)).resolves.toHaveLength(1);
    await expectAnswer(await post('verify-code', { email: admin.email, code: killed }), 422, INVALID_CODE);
    await expect(tokensOf(admin.id)).resolves.toEqual([]);

    // The password step again gives a working code.
    await pass30Seconds(admin.email);
    expect((await post('login', { email: admin.email, password: PASSWORD })).status).toBe(200);
    expect((await post('verify-code', { email: admin.email, code: await readCodeFromMailbox(t, admin.email) })).status).toBe(200);
  });

  it('carries the wrong tries over to a resent code, so resending never adds tries', async () => {
    const admin = await staff('admin');
    await post('login', { email: admin.email, password: PASSWORD });
    const first = await readCodeFromMailbox(t, admin.email);
    for (let i = 0; i < 4; i++) await expectAnswer(await post('verify-code', { email: admin.email, code: wrongCode(first) }), 422, INVALID_CODE);
    await pass30Seconds(admin.email);
    expect((await post('resend-code', { email: admin.email })).status).toBe(200);
    await expect(mailboxFor(t, admin.email)).resolves.toHaveLength(2);
    const second = await readCodeFromMailbox(t, admin.email);
    await expectAnswer(await post('verify-code', { email: admin.email, code: wrongCode(second) }), 422, INVALID_CODE);
    await expectAnswer(await post('verify-code', { email: admin.email, code: second }), 422, INVALID_CODE);
    await expect(tokensOf(admin.id)).resolves.toEqual([]);
  });

  it('throttles resends like every code: one per 30 s and five per hour for an address', async () => {
    const admin = await staff('admin');
    await post('login', { email: admin.email, password: PASSWORD });
    await expectAnswer(await post('resend-code', { email: admin.email }), 429, TOO_MANY);
    for (let i = 0; i < 4; i++) {
      await pass30Seconds(admin.email);
      expect((await post('resend-code', { email: admin.email })).status).toBe(200);
    }
    await pass30Seconds(admin.email);
    const hourly = await post('resend-code', { email: admin.email });
    await expectAnswer(hourly, 429, TOO_MANY);
    expect(Number(hourly.headers.get('retry-after'))).toBeGreaterThan(30);
    await expect(mailboxFor(t, admin.email)).resolves.toHaveLength(5);
  });

  it('prunes dead tokens and codes nightly (auth.cleanup), keeping live ones and recent dead ones', async () => {
    const admin = await staff('admin');
    const tokens = t.app.get(TokensService);
    const live = await tokens.issue(admin.id, 'admin');
    const recentlyRevoked = await tokens.issue(admin.id, 'admin');
    await tokens.revokeById(recentlyRevoked.id);
    const oldRevoked = await tokens.issue(admin.id, 'admin');
    const oldExpired = await tokens.issue(admin.id, 'artist');
    await db.query(`UPDATE access_tokens SET revoked_at = now() - interval '2 days' WHERE id = $1`, [oldRevoked.id]);
    await db.query(`UPDATE access_tokens SET expires_at = now() - interval '2 days' WHERE id = $1`, [oldExpired.id]);
    await post('login', { email: admin.email, password: PASSWORD });
    const other = await staff('admin');
    await post('login', { email: other.email, password: PASSWORD });
    await db.query(`UPDATE one_time_codes SET expires_at = now() - interval '2 days' WHERE user_id = $1`, [other.id]);

    expect(t.app.get(JobsService).registered()).toEqual(expect.arrayContaining([{ name: AUTH_CLEANUP_JOB, kind: 'scheduled', cron: '23 3 * * *' }]));
    const run = await t.app.get(JobsService).runNow<{ tokens: number; codes: number }>(AUTH_CLEANUP_JOB);
    expect(run).toMatchObject({ ran: true });
    const kept = (await db.query(`SELECT id FROM access_tokens WHERE user_id = $1`, [admin.id])).map((r: { id: string }) => r.id).sort();
    expect(kept).toEqual([live.id, recentlyRevoked.id].sort());
    await expect(db.query(`SELECT 1 FROM one_time_codes WHERE user_id = $1`, [admin.id])).resolves.toHaveLength(1);
    await expect(db.query(`SELECT 1 FROM one_time_codes WHERE user_id = $1`, [other.id])).resolves.toHaveLength(0);
  });
});
