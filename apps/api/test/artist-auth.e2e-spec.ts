import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ArtistAccountsService, ArtistVerificationStatus, PASSWORD_RESET_CODE_JOB, StaffUsersService, TokensService, UsersService } from '@soundpost/server-auth';
import { JobsService } from '@soundpost/server-core/jobs';
import { mailboxFor, readCodeFromMailbox } from './support/mailbox';
import { createTestApp, TestApp } from './test-app';

const PASSWORD = 'Secret-pass1';
// Many sign-ups, code e-mails and failed logins from one address here: the per-address limits
// (RATE_LIMIT_IP_*) are raised so they do not stand in for the per-account ones tested here;
// hostile-auth.e2e-spec tests them.
const MANY_FROM_ONE_ADDRESS = { RATE_LIMIT_IP_REGISTRATIONS: '1000', RATE_LIMIT_IP_CODE_SENDS: '1000', RATE_LIMIT_IP_LOGIN_FAILURES: '1000' };
const UNAUTHENTICATED = { message: 'Unauthenticated.', code: 'unauthenticated' };
const ACCOUNT_BLOCKED = { message: 'Your account is blocked. Please contact support.', code: 'account_blocked' };
const INVALID_OR_EXPIRED = { message: 'Invalid or expired code.', code: 'invalid_code' };
const INVALID_LOGIN_CODE = { message: 'Invalid code.', code: 'invalid_code' };
const INVALID_CREDENTIALS = { message: 'These credentials do not match our records.', code: 'invalid_credentials' };
const RESET_EXPIRED = { message: 'Reset session expired. Please start again.', code: 'reset_expired' };
const EMAIL_TAKEN = { message: 'This email is already registered.', code: 'email_taken', errors: { email: ['This email is already registered.'] } };
// The wait is in the message and in retry_after (its exact value depends on the clock).
const TOO_MANY = { message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds?\.$/), code: 'too_many_requests', retry_after: expect.any(Number) };

describe('Artist sign-up, login and password reset over HTTP', () => {
  let t: TestApp;
  let db: DataSource;
  let n = 0;

  const email = (prefix = 'artist') => `${prefix}${++n}@example.com`;
  const post = (path: string, json?: unknown, token?: string) => t.api(`/api${path}`, { method: 'POST', json, token });
  const expectAnswer = async (res: Response, status: number, body: unknown) => {
    expect({ status: res.status, body: await res.json() }).toEqual({ status, body });
  };
  /** An artist with a password, e-mail verified (as after sign-up). */
  const artist = (address = email(), emailVerified = true) =>
    t.app.get(ArtistAccountsService).createArtist({ email: address, password: PASSWORD, name: 'An Artist', emailVerified });
  const userRow = async (address: string) => (await db.query(`SELECT * FROM users WHERE email = $1`, [address]))[0];
  const codeRow = async (userId: string, purpose: string) => (await db.query(`SELECT * FROM one_time_codes WHERE user_id = $1 AND purpose = $2`, [userId, purpose]))[0];
  /** Lets the next code go out at once, as if 30 seconds had passed. */
  /** Works off the queued reset-code jobs as a worker would (test apps only enqueue); answers their results. */
  const runResetJobs = async () => {
    const queued: Array<{ data: { email: string; language: string | null } }> = await db.query(
      `WITH taken AS (DELETE FROM pgboss.job WHERE name = $1 RETURNING data, created_on) SELECT data FROM taken ORDER BY created_on`,
      [PASSWORD_RESET_CODE_JOB],
    );
    const results = [];
    for (const job of queued) results.push(await t.app.get(JobsService).runNow(PASSWORD_RESET_CODE_JOB, job.data));
    return results;
  };
  const pass30Seconds = (address: string) => db.query(`DELETE FROM rate_limits WHERE key LIKE 'code-send.%.30s:' || $1`, [address]);
  const expireCodes = (userId: string) => db.query(`UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [userId]);
  /** Logout is the one route every artist/onboarding token can call: 204 while the token works. */
  const logoutStatus = async (token: string) => (await post('/auth/logout', undefined, token)).status;
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  const loginToken = async (address: string, password = PASSWORD) => {
    expect((await post('/artist/login/start', { email: address, password })).status).toBe(200);
    const res = await post('/artist/login/verify', { email: address, code: await readCodeFromMailbox(t, address) });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  };

  beforeAll(async () => {
    t = await createTestApp(MANY_FROM_ONE_ADDRESS);
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('POST /auth/register', () => {
    it('creates an unverified artist and mails a 6-digit code, of which only a hash is stored', async () => {
      const address = email();
      const res = await post('/auth/register', { email: `  ${address.toUpperCase()} `, password: PASSWORD });
      await expectAnswer(res, 201, { message: 'A verification code has been sent to your email.' });

      const user = await userRow(address);
      expect(user).toMatchObject({ email: address, roles: ['artist'], status: 'active', email_verified_at: null });
      expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);

      const code = await readCodeFromMailbox(t, address);
      const [mail] = await mailboxFor(t, address);
      expect(mail.subject).toBe('Your Soundpost verification code');
      const row = await codeRow(user.id, 'email_verification');
      expect(row.code_hash).toBe(createHash('sha256').update(`${user.id}:email_verification:${code}`).digest('hex'));
      expect(row.code_hash).not.toContain(code);
      expect(row.attempts).toBe(0);
      const ttl = new Date(row.expires_at).getTime() - new Date(row.created_at).getTime();
      expect(Math.abs(ttl - 10 * 60_000)).toBeLessThan(5_000);

      const logs = await db.query(`SELECT event, changes FROM audit_logs WHERE auditable_type = 'User' AND auditable_id = $1`, [user.id]);
      expect(logs).toEqual([{ event: 'created', changes: expect.objectContaining({ email: address, roles: ['artist'] }) }]);
      expect(JSON.stringify(logs)).not.toContain('argon2');
    });

    it('answers 422 with the spec messages per field', async () => {
      await expectAnswer(await post('/auth/register', { password: PASSWORD }), 422, {
        message: 'Email is required.',
        code: 'validation_failed',
        errors: { email: ['Email is required.'] },
      });
      await expectAnswer(await post('/auth/register', { email: 'not-an-email', password: PASSWORD }), 422, {
        message: 'Invalid email.',
        code: 'validation_failed',
        errors: { email: ['Invalid email.'] },
      });
      // Each rule on its own: length, letter, upper case, digit, special character, no whitespace.
      for (const password of [undefined, '', 'Aa1-', 'secret-pass1', 'SECRET-PASS1'.replace(/[A-Z]/g, '9'), 'Secret-pass', 'Secretpass1', 'Secret pass-1', 'Secret_pass1']) {
        const res = await post('/auth/register', { email: email(), password });
        await expectAnswer(res, 422, {
          message: 'Password does not meet requirements.',
          code: 'validation_failed',
          errors: { password: ['Password does not meet requirements.'] },
        });
      }
    });

    it('refuses fields a client may not set (roles, status, email_verified)', async () => {
      const address = email();
      const res = await post('/auth/register', { email: address, password: PASSWORD, roles: ['admin'], status: 'active', email_verified: 1 });
      expect(res.status).toBe(422);
      await expect(res.json()).resolves.toMatchObject({
        errors: { roles: ['This field is not allowed.'], status: ['This field is not allowed.'], email_verified: ['This field is not allowed.'] },
      });
      expect(await userRow(address)).toBeUndefined();
    });

    it('answers 422 email_taken for an address already registered (any case)', async () => {
      const { email: address } = await artist();
      await expectAnswer(await post('/auth/register', { email: address.toUpperCase(), password: PASSWORD }), 422, EMAIL_TAKEN);
      await expect(mailboxFor(t, address)).resolves.toHaveLength(0);
    });
  });

  describe('POST /auth/onboarding/start', () => {
    it('mails a new code to an existing artist, replacing the previous one', async () => {
      const address = email();
      await post('/auth/register', { email: address, password: PASSWORD });
      const first = await readCodeFromMailbox(t, address);
      await pass30Seconds(address);

      const res = await post('/auth/onboarding/start', { email: address });
      await expectAnswer(res, 200, { message: "You already have an account. We've sent a verification code to your email." });
      const second = await readCodeFromMailbox(t, address);
      await expect(mailboxFor(t, address)).resolves.toHaveLength(2);
      if (first !== second) {
        await expectAnswer(await post('/auth/verify-email-code', { email: address, code: first }), 422, INVALID_OR_EXPIRED);
      }
      expect((await post('/auth/verify-email-code', { email: address, code: second })).status).toBe(200);
    });

    it('answers 404 for an unknown e-mail', async () => {
      await expectAnswer(await post('/auth/onboarding/start', { email: email() }), 404, {
        message: 'Email not found. Please create an account first.',
        code: 'email_not_found',
      });
      await expectAnswer(await post('/auth/onboarding/start', {}), 422, { message: 'Email is required.', code: 'validation_failed', errors: { email: ['Email is required.'] } });
    });

    it('sends staff to the login with 403 onboarding_not_allowed and redirect_to', async () => {
      const staff = await t.app.get(StaffUsersService).createStaff({ email: email('staff'), password: 'long-secret-1', role: 'manager' });
      await expectAnswer(await post('/auth/onboarding/start', { email: staff.email }), 403, {
        message: "This email can't use the public onboarding.",
        code: 'onboarding_not_allowed',
        redirect_to: '/login',
      });
      // Nor can staff get an onboarding token through the other sign-up calls.
      expect((await post('/auth/resend-email-code', { email: staff.email })).status).toBe(403);
      expect((await post('/auth/verify-email-code', { email: staff.email, code: '123456' })).status).toBe(403);
      await expect(mailboxFor(t, staff.email)).resolves.toHaveLength(0);
    });

    it('answers 409 onboarding_complete with redirect_to for an artist whose documents are approved', async () => {
      const approved = await artist();
      const status = t.app.get(ArtistVerificationStatus);
      status.setReader(async (userId) => (userId === approved.id ? 'approved' : 'pending'));
      try {
        await expectAnswer(await post('/auth/onboarding/start', { email: approved.email }), 409, {
          message: 'Your account is already verified. Please log in.',
          code: 'onboarding_complete',
          redirect_to: '/login',
        });
        expect((await post('/auth/onboarding/start', { email: (await artist()).email })).status).toBe(200);
      } finally {
        status.setReader(async () => null);
      }
    });

    it('answers 403 account_blocked for a blocked artist', async () => {
      const blocked = await artist();
      await t.app.get(UsersService).block(blocked.id);
      await expectAnswer(await post('/auth/onboarding/start', { email: blocked.email }), 403, ACCOUNT_BLOCKED);
      await expectAnswer(await post('/auth/resend-email-code', { email: blocked.email }), 403, ACCOUNT_BLOCKED);
      await expectAnswer(await post('/auth/verify-email-code', { email: blocked.email, code: '123456' }), 403, ACCOUNT_BLOCKED);
    });
  });

  describe('POST /auth/resend-email-code', () => {
    it('re-sends a code, throttled to one per 30 seconds (429 with Retry-After)', async () => {
      const address = email();
      await post('/auth/register', { email: address, password: PASSWORD });
      const tooSoon = await post('/auth/resend-email-code', { email: address });
      await expectAnswer(tooSoon, 429, TOO_MANY);
      expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(tooSoon.headers.get('retry-after'))).toBeLessThanOrEqual(30);
      await expect(mailboxFor(t, address)).resolves.toHaveLength(1);

      await pass30Seconds(address);
      await expectAnswer(await post('/auth/resend-email-code', { email: address }), 200, { message: 'Verification code re-sent. Please check your inbox/spam.' });
      await expect(mailboxFor(t, address)).resolves.toHaveLength(2);
    });

    it('sends at most 5 codes an hour to one address', async () => {
      const address = email();
      await post('/auth/register', { email: address, password: PASSWORD });
      for (let i = 2; i <= 5; i++) {
        await pass30Seconds(address);
        expect((await post('/auth/resend-email-code', { email: address })).status).toBe(200);
      }
      await pass30Seconds(address);
      const sixth = await post('/auth/resend-email-code', { email: address });
      await expectAnswer(sixth, 429, TOO_MANY);
      expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(30);
      await expect(mailboxFor(t, address)).resolves.toHaveLength(5);
    });

    it('answers 404 for an unknown e-mail', async () => {
      await expectAnswer(await post('/auth/resend-email-code', { email: email() }), 404, { message: 'Email not found.', code: 'email_not_found' });
    });
  });

  describe('POST /auth/verify-email-code', () => {
    it('verifies the address and answers an onboarding token (hashed, 24 h) that logout revokes', async () => {
      const address = email();
      await post('/auth/register', { email: address, password: PASSWORD });
      const code = await readCodeFromMailbox(t, address);
      const res = await post('/auth/verify-email-code', { email: address, code: `${code.slice(0, 3)} ${code.slice(3)}` });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), message: 'Email verified successfully.' });

      const user = await userRow(address);
      expect(user.email_verified_at).not.toBeNull();
      const [token] = await db.query(`SELECT token_hash, scope, expires_at FROM access_tokens WHERE user_id = $1`, [user.id]);
      expect(token.token_hash).toBe(createHash('sha256').update(body.token).digest('hex'));
      expect(token.scope).toBe('onboarding');
      expect(Math.abs(new Date(token.expires_at).getTime() - Date.now() - 24 * 3600_000)).toBeLessThan(60_000);
      // Not an admin token (signed in, not staff: 403), not an artist session.
      expect((await t.api('/api/admin/me', { token: body.token })).status).toBe(403);

      expect(await logoutStatus(body.token)).toBe(204);
      await expectAnswer(await post('/auth/logout', undefined, body.token), 401, UNAUTHENTICATED);
    });

    it('wants 6 digits: 422 "Enter the 6-digit code."', async () => {
      const address = email();
      await post('/auth/register', { email: address, password: PASSWORD });
      for (const code of [undefined, '', '12345', '1234567', 'abcdef', 123456]) {
        await expectAnswer(await post('/auth/verify-email-code', { email: address, code }), 422, {
          message: 'Enter the 6-digit code.',
          code: 'validation_failed',
          errors: { code: ['Enter the 6-digit code.'] },
        });
      }
    });

    it('refuses a wrong code, a used code and an expired code with invalid_code', async () => {
      const address = email();
      await post('/auth/register', { email: address, password: PASSWORD });
      const code = await readCodeFromMailbox(t, address);
      await expectAnswer(await post('/auth/verify-email-code', { email: address, code: wrongCode(code) }), 422, INVALID_OR_EXPIRED);
      expect((await post('/auth/verify-email-code', { email: address, code })).status).toBe(200);
      await expectAnswer(await post('/auth/verify-email-code', { email: address, code }), 422, INVALID_OR_EXPIRED);

      // Expiry: 10 minutes, moved in the database.
      await pass30Seconds(address);
      await post('/auth/resend-email-code', { email: address });
      const fresh = await readCodeFromMailbox(t, address);
      const user = await userRow(address);
      await expireCodes(user.id);
      await expectAnswer(await post('/auth/verify-email-code', { email: address, code: fresh }), 422, INVALID_OR_EXPIRED);
    });

    it('kills the code after 5 wrong tries: the right one fails afterwards', async () => {
      const address = email();
      await post('/auth/register', { email: address, password: PASSWORD });
      const code = await readCodeFromMailbox(t, address);
      for (let i = 0; i < 5; i++) {
        await expectAnswer(await post('/auth/verify-email-code', { email: address, code: wrongCode(code) }), 422, INVALID_OR_EXPIRED);
      }
      expect((await codeRow((await userRow(address)).id, 'email_verification')).attempts).toBe(5);
      await expectAnswer(await post('/auth/verify-email-code', { email: address, code }), 422, INVALID_OR_EXPIRED);
      expect((await userRow(address)).email_verified_at).toBeNull();
    });

    it('answers 404 for an unknown e-mail', async () => {
      await expectAnswer(await post('/auth/verify-email-code', { email: email(), code: '123456' }), 404, { message: 'Email not found.', code: 'email_not_found' });
    });
  });

  describe('POST /artist/login/start and /artist/login/verify', () => {
    it('logs an artist in with the password and then the mailed code', async () => {
      const { id, email: address } = await artist(email(), false);
      await expectAnswer(await post('/artist/login/start', { email: address.toUpperCase(), password: PASSWORD }), 200, {
        message: 'A verification code has been sent to your email.',
      });
      const [mail] = await mailboxFor(t, address);
      expect(mail.subject).toBe('Your Soundpost login code');
      const res = await post('/artist/login/verify', { email: address, code: await readCodeFromMailbox(t, address) });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), message: 'Artist login successful!' });

      const user = await userRow(address);
      expect(user.last_login_at).not.toBeNull();
      expect(user.email_verified_at).not.toBeNull();
      const tokens = await db.query(`SELECT scope, expires_at FROM access_tokens WHERE user_id = $1`, [id]);
      expect(tokens).toHaveLength(1);
      expect(tokens[0].scope).toBe('artist');
      expect(Math.abs(new Date(tokens[0].expires_at).getTime() - Date.now() - 30 * 24 * 3600_000)).toBeLessThan(60_000);
      expect((await t.api('/api/admin/me', { token: body.token })).status).toBe(403);
    });

    it('answers 422 "Email and password are required." for a missing field', async () => {
      for (const body of [{}, { email: email() }, { password: PASSWORD }, { email: '', password: '' }]) {
        const res = await post('/artist/login/start', body);
        expect(res.status).toBe(422);
        await expect(res.json()).resolves.toMatchObject({ message: 'Email and password are required.', code: 'validation_failed' });
      }
    });

    it('answers a wrong password and an unknown e-mail identically, and sends nothing', async () => {
      const { email: address } = await artist();
      const wrong = await post('/artist/login/start', { email: address, password: 'Wrong-pass1' });
      const unknown = await post('/artist/login/start', { email: email(), password: PASSWORD });
      expect([wrong.status, unknown.status]).toEqual([422, 422]);
      const [a, b] = [await wrong.text(), await unknown.text()];
      expect(a).toBe(b);
      expect(JSON.parse(a)).toEqual(INVALID_CREDENTIALS);
      await expect(mailboxFor(t, address)).resolves.toHaveLength(0);
    });

    it('refuses staff with 403 not_an_artist', async () => {
      const staff = await t.app.get(StaffUsersService).createStaff({ email: email('staff'), password: PASSWORD, role: 'admin' });
      await expectAnswer(await post('/artist/login/start', { email: staff.email, password: PASSWORD }), 403, {
        message: 'This account cannot log in here.',
        code: 'not_an_artist',
      });
    });

    it('refuses a blocked artist at the password step; a block kills the code mailed before it', async () => {
      const blocked = await artist();
      await t.app.get(UsersService).block(blocked.id);
      await expectAnswer(await post('/artist/login/start', { email: blocked.email, password: PASSWORD }), 403, ACCOUNT_BLOCKED);

      const later = await artist();
      await post('/artist/login/start', { email: later.email, password: PASSWORD });
      const code = await readCodeFromMailbox(t, later.email);
      await t.app.get(UsersService).block(later.id, 'Fraud');
      await expectAnswer(await post('/artist/login/verify', { email: later.email, code }), 422, INVALID_LOGIN_CODE);
      await expect(db.query(`SELECT 1 FROM access_tokens WHERE user_id = $1`, [later.id])).resolves.toHaveLength(0);
    });

    it('checks the code: format, wrong, used, expired and dead after 5 tries', async () => {
      const { id, email: address } = await artist();
      await post('/artist/login/start', { email: address, password: PASSWORD });
      const code = await readCodeFromMailbox(t, address);
      await expectAnswer(await post('/artist/login/verify', { email: address, code: '12ab' }), 422, {
        message: 'Please enter the 6-digit code.',
        code: 'validation_failed',
        errors: { code: ['Please enter the 6-digit code.'] },
      });
      await expectAnswer(await post('/artist/login/verify', { email: address, code: wrongCode(code) }), 422, INVALID_LOGIN_CODE);
      expect((await post('/artist/login/verify', { email: address, code })).status).toBe(200);
      await expectAnswer(await post('/artist/login/verify', { email: address, code }), 422, INVALID_LOGIN_CODE);

      await pass30Seconds(address);
      await post('/artist/login/start', { email: address, password: PASSWORD });
      await expireCodes(id);
      await expectAnswer(await post('/artist/login/verify', { email: address, code: await readCodeFromMailbox(t, address) }), 422, INVALID_LOGIN_CODE);

      await pass30Seconds(address);
      await post('/artist/login/start', { email: address, password: PASSWORD });
      const last = await readCodeFromMailbox(t, address);
      for (let i = 0; i < 5; i++) await expectAnswer(await post('/artist/login/verify', { email: address, code: wrongCode(last) }), 422, INVALID_LOGIN_CODE);
      await expectAnswer(await post('/artist/login/verify', { email: address, code: last }), 422, INVALID_LOGIN_CODE);
      // An unknown address gets the same answer as a wrong code.
      await expectAnswer(await post('/artist/login/verify', { email: email(), code: last }), 422, INVALID_LOGIN_CODE);
    });

    it('throttles the code e-mail (429 within 30 s) and password guessing (11th try in 15 min)', async () => {
      const { email: address } = await artist();
      expect((await post('/artist/login/start', { email: address, password: PASSWORD })).status).toBe(200);
      await expectAnswer(await post('/artist/login/start', { email: address, password: PASSWORD }), 429, TOO_MANY);

      const other = await artist();
      for (let i = 0; i < 10; i++) expect((await post('/artist/login/start', { email: other.email, password: `Wrong-pass${i}` })).status).toBe(422);
      const limited = await post('/artist/login/start', { email: other.email, password: PASSWORD });
      await expectAnswer(limited, 429, TOO_MANY);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  describe('password reset', () => {
    it('resets the password end to end and revokes every token of the account', async () => {
      const { email: address } = await artist();
      const session = await loginToken(address);
      await pass30Seconds(address);

      await expectAnswer(await post('/artist/password/send-code', { email: address }), 200, { message: 'If the email exists, a reset code has been sent.' });
      await runResetJobs();
      const [mail] = await mailboxFor(t, address);
      expect(mail.subject).toBe('Reset your Soundpost password');
      const verified = await post('/artist/password/verify-code', { email: address, code: await readCodeFromMailbox(t, address) });
      expect(verified.status).toBe(200);
      const { reset_token } = await verified.json();
      expect(reset_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await db.query(`SELECT scope, expires_at FROM access_tokens WHERE token_hash = $1`, [createHash('sha256').update(reset_token).digest('hex')]);
      expect(row.scope).toBe('password_reset');
      expect(Math.abs(new Date(row.expires_at).getTime() - Date.now() - 15 * 60_000)).toBeLessThan(60_000);
      // A reset token opens nothing but the reset.
      expect(await logoutStatus(reset_token)).toBe(401);

      const reset = await post('/artist/password/reset', { email: address, reset_token, password: 'New-pass-2', password_confirmation: 'New-pass-2' });
      await expectAnswer(reset, 200, { message: 'Password reset successful. Please log in.' });

      expect(await logoutStatus(session)).toBe(401);
      const live = await db.query(`SELECT count(*)::int AS n FROM access_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1 AND t.revoked_at IS NULL`, [address]);
      expect(live).toEqual([{ n: 0 }]);
      // Single use.
      await expectAnswer(await post('/artist/password/reset', { email: address, reset_token, password: 'Other-pass-3', password_confirmation: 'Other-pass-3' }), 422, RESET_EXPIRED);
      await expectAnswer(await post('/artist/login/start', { email: address, password: PASSWORD }), 422, INVALID_CREDENTIALS);
      await pass30Seconds(address);
      expect((await post('/artist/login/start', { email: address, password: 'New-pass-2' })).status).toBe(200);
      // The change is in the audit log, without the hash.
      const logs = await db.query(`SELECT event FROM audit_logs WHERE auditable_type = 'User' AND auditable_id = (SELECT id::text FROM users WHERE email = $1) ORDER BY id`, [address]);
      expect(logs.map((l: { event: string }) => l.event)).toContain('updated');
    });

    it('answers known and unknown addresses alike after the same work (a queued job); the job mails the known one only', async () => {
      const unknown = email('nobody');
      const { id, email: known } = await artist();
      const answers = [];
      for (const address of [unknown, known]) {
        const res = await post('/artist/password/send-code', { email: address });
        answers.push({ status: res.status, body: await res.json() });
      }
      expect(answers).toEqual([
        { status: 200, body: { message: 'If the email exists, a reset code has been sent.' } },
        { status: 200, body: { message: 'If the email exists, a reset code has been sent.' } },
      ]);
      // The request itself wrote no code: only the job, which carries the address, does.
      await expect(db.query(`SELECT 1 FROM one_time_codes WHERE user_id = $1`, [id])).resolves.toEqual([]);
      const queued = await db.query(`SELECT data FROM pgboss.job WHERE name = $1 ORDER BY created_on`, [PASSWORD_RESET_CODE_JOB]);
      expect(queued.map((j: { data: { email: string } }) => j.data.email)).toEqual([unknown, known]);
      await expect(runResetJobs()).resolves.toEqual([
        { ran: true, result: { sent: false } },
        { ran: true, result: { sent: true } },
      ]);
      await expect(mailboxFor(t, unknown)).resolves.toHaveLength(0);
      await expect(db.query(`SELECT count(*)::int AS n FROM one_time_codes c JOIN users u ON u.id = c.user_id WHERE u.email = $1`, [unknown])).resolves.toEqual([{ n: 0 }]);
      await expect(mailboxFor(t, known)).resolves.toHaveLength(1);
      expect((await post('/artist/password/verify-code', { email: known, code: await readCodeFromMailbox(t, known) })).status).toBe(200);

      // Throttled alike.
      await expectAnswer(await post('/artist/password/send-code', { email: unknown }), 429, TOO_MANY);
      await expectAnswer(await post('/artist/password/send-code', { email: known }), 429, TOO_MANY);
      await expect(runResetJobs()).resolves.toEqual([]);
    });

    it('answers 422 "Email is required." for an empty e-mail; a blocked account gets the common answer and no code', async () => {
      await expectAnswer(await post('/artist/password/send-code', { email: '' }), 422, {
        message: 'Email is required.',
        code: 'validation_failed',
        errors: { email: ['Email is required.'] },
      });
      const blocked = await artist();
      await t.app.get(UsersService).block(blocked.id);
      await expectAnswer(await post('/artist/password/send-code', { email: blocked.email }), 200, { message: 'If the email exists, a reset code has been sent.' });
      await expect(runResetJobs()).resolves.toEqual([{ ran: true, result: { sent: false } }]);
      await expect(mailboxFor(t, blocked.email)).resolves.toHaveLength(0);
      await expect(db.query(`SELECT 1 FROM one_time_codes WHERE user_id = $1`, [blocked.id])).resolves.toEqual([]);
    });

    it('keeps a reset code killed by wrong tries dead; a new request mails a new code (throttled like every code)', async () => {
      const { email: address } = await artist();
      await post('/artist/password/send-code', { email: address });
      await runResetJobs();
      const killed = await readCodeFromMailbox(t, address);
      for (let i = 0; i < 5; i++) await expectAnswer(await post('/artist/password/verify-code', { email: address, code: wrongCode(killed) }), 422, INVALID_OR_EXPIRED);
      await expectAnswer(await post('/artist/password/verify-code', { email: address, code: killed }), 422, INVALID_OR_EXPIRED);
      await expectAnswer(await post('/artist/password/send-code', { email: address }), 429, TOO_MANY);
      await pass30Seconds(address);
      await post('/artist/password/send-code', { email: address });
      await runResetJobs();
      const fresh = await readCodeFromMailbox(t, address);
      if (fresh !== killed) await expectAnswer(await post('/artist/password/verify-code', { email: address, code: killed }), 422, INVALID_OR_EXPIRED);
      expect((await post('/artist/password/verify-code', { email: address, code: fresh })).status).toBe(200);
    });

    it('refuses a wrong, used or expired reset code with invalid_code', async () => {
      const { id, email: address } = await artist();
      await post('/artist/password/send-code', { email: address });
      await runResetJobs();
      const code = await readCodeFromMailbox(t, address);
      await expectAnswer(await post('/artist/password/verify-code', { email: address, code: wrongCode(code) }), 422, INVALID_OR_EXPIRED);
      expect((await post('/artist/password/verify-code', { email: address, code })).status).toBe(200);
      await expectAnswer(await post('/artist/password/verify-code', { email: address, code }), 422, INVALID_OR_EXPIRED);

      await pass30Seconds(address);
      await post('/artist/password/send-code', { email: address });
      await runResetJobs();
      await expireCodes(id);
      await expectAnswer(await post('/artist/password/verify-code', { email: address, code: await readCodeFromMailbox(t, address) }), 422, INVALID_OR_EXPIRED);
      await expectAnswer(await post('/artist/password/verify-code', { email: address, code: '12' }), 422, {
        message: 'Please enter the 6-digit code.',
        code: 'validation_failed',
        errors: { code: ['Please enter the 6-digit code.'] },
      });
    });

    it('checks the reset: token first, then the password rules', async () => {
      const { id, email: address } = await artist();
      const { token: resetToken } = await t.app.get(TokensService).issue(id, 'password_reset');
      const body = (extra: Record<string, unknown>) => ({ email: address, password: 'New-pass-2', password_confirmation: 'New-pass-2', ...extra });

      await expectAnswer(await post('/artist/password/reset', body({ reset_token: undefined, password: '1' })), 422, RESET_EXPIRED);
      await expectAnswer(await post('/artist/password/reset', body({ reset_token: 'garbage' })), 422, RESET_EXPIRED);
      await expectAnswer(await post('/artist/password/reset', body({ reset_token: resetToken, password: '12345', password_confirmation: '12345' })), 422, {
        message: 'Password must be at least 6 characters.',
        code: 'validation_failed',
        errors: { password: ['Password must be at least 6 characters.'] },
      });
      await expectAnswer(await post('/artist/password/reset', body({ reset_token: resetToken, password_confirmation: 'New-pass-3' })), 422, {
        message: 'Passwords do not match.',
        code: 'validation_failed',
        errors: { password_confirmation: ['Passwords do not match.'] },
      });
      // Another account's address, an artist session token, an expired reset token: start again.
      await expectAnswer(await post('/artist/password/reset', body({ reset_token: resetToken, email: email() })), 422, RESET_EXPIRED);
      const { token: session } = await t.app.get(TokensService).issue(id, 'artist');
      await expectAnswer(await post('/artist/password/reset', body({ reset_token: session })), 422, RESET_EXPIRED);
      await db.query(`UPDATE access_tokens SET expires_at = now() - interval '1 second' WHERE scope = 'password_reset' AND user_id = $1`, [id]);
      await expectAnswer(await post('/artist/password/reset', body({ reset_token: resetToken })), 422, RESET_EXPIRED);
      expect(await logoutStatus(session)).toBe(204);
    });

    it('refuses a reset for a blocked account', async () => {
      const { id, email: address } = await artist();
      const { token } = await t.app.get(TokensService).issue(id, 'password_reset');
      await t.app.get(UsersService).block(id);
      await expectAnswer(await post('/artist/password/reset', { email: address, reset_token: token, password: 'New-pass-2', password_confirmation: 'New-pass-2' }), 403, ACCOUNT_BLOCKED);
    });
  });

  describe('POST /auth/logout and blocking', () => {
    it('revokes only the presented artist token; needs a token; refuses admin tokens', async () => {
      const { id, email: address } = await artist();
      const one = await loginToken(address);
      const { token: two } = await t.app.get(TokensService).issue(id, 'artist');
      expect(await logoutStatus(one)).toBe(204);
      await expectAnswer(await post('/auth/logout', undefined, one), 401, UNAUTHENTICATED);
      expect(await logoutStatus(two)).toBe(204);

      await expectAnswer(await post('/auth/logout'), 401, UNAUTHENTICATED);
      const { token: admin } = await t.app.get(TokensService).issue(id, 'admin');
      await expectAnswer(await post('/auth/logout', undefined, admin), 401, UNAUTHENTICATED);
    });

    it('a block revokes every token; the next request says account_blocked; unblock lets the artist log in again', async () => {
      const { id, email: address } = await artist();
      const session = await loginToken(address);
      await t.app.get(UsersService).block(id, 'Chargebacks');

      expect(await userRow(address)).toMatchObject({ status: 'blocked', blocked_reason: 'Chargebacks' });
      await expect(db.query(`SELECT 1 FROM access_tokens WHERE user_id = $1 AND revoked_at IS NULL`, [id])).resolves.toHaveLength(0);
      await expectAnswer(await post('/auth/logout', undefined, session), 403, ACCOUNT_BLOCKED);

      await t.app.get(UsersService).unblock(id);
      expect(await logoutStatus(session)).toBe(401);
      await pass30Seconds(address);
      expect(typeof (await loginToken(address))).toBe('string');
      const logs = await db.query(`SELECT changes FROM audit_logs WHERE auditable_type = 'User' AND auditable_id = $1 AND event = 'updated' ORDER BY id`, [id]);
      expect(logs.map((l: { changes: Record<string, unknown> }) => l.changes.status)).toEqual(expect.arrayContaining(['blocked', 'active']));
    });
  });
});
