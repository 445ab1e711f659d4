import { DataSource } from 'typeorm';
import { ArtistAccountsService, PASSWORD_RESET_CODE_JOB, StaffUsersService, TokensService } from '@soundpost/server-auth';
import { JobsService } from '@soundpost/server-core/jobs';
import { mailboxFor, readCodeFromMailbox } from './support/mailbox';
import { createTestApp, TestApp } from './test-app';

// The hostile test's second pass on sign-in: limits per client address, credentials that die with
// a password, role or status change, staff blocking themselves, and what a manager is refused.

const PASSWORD = 'Secret-pass1';
const TOO_MANY = { message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds?\.$/), code: 'too_many_requests', retry_after: expect.any(Number) };
const INVALID_LOGIN_CODE = { message: 'Invalid code.', code: 'invalid_code' };
const INVALID_OR_EXPIRED = { message: 'Invalid or expired code.', code: 'invalid_code' };
const RESET_EXPIRED = { message: 'Reset session expired. Please start again.', code: 'reset_expired' };
// The defaults (RATE_LIMIT_IP_*): failed logins per 15 minutes, sign-ups and code e-mails per hour.
const LOGIN_FAILURES = 20;
const REGISTRATIONS = 10;
const CODE_SENDS = 10;

let n = 0;
const email = (prefix: string) => `${prefix}${++n}@example.com`;
let ip = 0;
/** A client address of its own, as a proxy would forward it (TRUST_PROXY=true). */
const newIp = () => ({ 'X-Forwarded-For': `203.0.113.${++ip}` });

async function expect429(res: Response): Promise<void> {
  expect({ status: res.status, body: await res.json() }).toEqual({ status: 429, body: TOO_MANY });
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('Hostile sign-in, second pass (over HTTP)', () => {
  let t: TestApp;
  let db: DataSource;

  const post = (path: string, json: unknown, headers: Record<string, string> = {}, token?: string) => t.api(`/api${path}`, { method: 'POST', json, headers, token });
  const artist = (address = email('artist')) => t.app.get(ArtistAccountsService).createArtist({ email: address, password: PASSWORD, name: 'An Artist', emailVerified: true });
  const staff = async (role: 'admin' | 'manager', address = email(role)) => {
    const user = await t.app.get(StaffUsersService).createStaff({ email: address, password: PASSWORD, name: `The ${role}`, role });
    const { token } = await t.app.get(TokensService).issue(user.id, 'admin');
    return { id: user.id, email: address, token };
  };
  const userCount = async (address: string) => Number((await db.query(`SELECT count(*) AS n FROM users WHERE email = $1`, [address]))[0].n);
  /** Works off the queued reset-code jobs as a worker would (test apps only enqueue). */
  const runResetJobs = async () => {
    const queued: Array<{ data: { email: string; language: string | null } }> = await db.query(
      `WITH taken AS (DELETE FROM pgboss.job WHERE name = $1 RETURNING data, created_on) SELECT data FROM taken ORDER BY created_on`,
      [PASSWORD_RESET_CODE_JOB],
    );
    for (const job of queued) await t.app.get(JobsService).runNow(PASSWORD_RESET_CODE_JOB, job.data);
  };

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('limits per client address', () => {
    it(`artist login: ${LOGIN_FAILURES} wrong passwords on as many accounts, then 429 even for a right one; logins that succeed do not count`, async () => {
      const from = newIp();
      // Successes give their point back: a household signing in many times is never stopped.
      for (let i = 0; i < LOGIN_FAILURES + 5; i++) {
        const { email: address } = await artist();
        expect((await post('/artist/login/start', { email: address, password: PASSWORD }, from)).status).toBe(200);
      }
      for (let i = 0; i < LOGIN_FAILURES; i++) {
        const { email: address } = await artist();
        expect((await post('/artist/login/start', { email: address, password: 'wrong-pass-1' }, from)).status).toBe(422);
      }
      const victim = await artist();
      await expect429(await post('/artist/login/start', { email: victim.email, password: 'wrong-pass-1' }, from));
      await expect429(await post('/artist/login/start', { email: victim.email, password: PASSWORD }, from));
      expect(await mailboxFor(t, victim.email)).toEqual([]);
      // Another address is not held up.
      expect((await post('/artist/login/start', { email: victim.email, password: PASSWORD }, newIp())).status).toBe(200);
    });

    it(`staff login: ${LOGIN_FAILURES} wrong passwords on as many staff accounts, then 429; the artist and staff logins share the count`, async () => {
      const from = newIp();
      for (let i = 0; i < LOGIN_FAILURES - 1; i++) {
        const { email: address } = await staff(i % 2 ? 'admin' : 'manager');
        expect((await post('/admin/login', { email: address, password: 'wrong-pass-1' }, from)).status).toBe(422);
      }
      expect((await post('/artist/login/start', { email: email('nobody'), password: 'wrong-pass-1' }, from)).status).toBe(422);
      const victim = await staff('admin');
      await expect429(await post('/admin/login', { email: victim.email, password: PASSWORD }, from));
      expect(await mailboxFor(t, victim.email)).toEqual([]);
      expect((await post('/admin/login', { email: victim.email, password: PASSWORD }, newIp())).status).toBe(200);
    });

    it(`registration: ${REGISTRATIONS} accounts an hour from one address; the next is refused, with no account and no e-mail`, async () => {
      const from = newIp();
      for (let i = 0; i < REGISTRATIONS; i++) {
        expect((await post('/auth/register', { email: email('signup'), password: PASSWORD }, from)).status).toBe(201);
      }
      const refused = email('signup');
      await expect429(await post('/auth/register', { email: refused, password: PASSWORD }, from));
      expect(await userCount(refused)).toBe(0);
      expect(await mailboxFor(t, refused)).toEqual([]);
      expect((await post('/auth/register', { email: refused, password: PASSWORD }, newIp())).status).toBe(201);
    });

    it(`code e-mails: ${CODE_SENDS} an hour from one address across reset, sign-up resend, onboarding and staff resend; no e-mail past it`, async () => {
      const from = newIp();
      const targets = [];
      for (let i = 0; i < CODE_SENDS + 1; i++) targets.push(await artist());
      for (const target of targets.slice(0, CODE_SENDS)) {
        expect((await post('/artist/password/send-code', { email: target.email }, from)).status).toBe(200);
      }
      const last = targets[CODE_SENDS];
      await expect429(await post('/artist/password/send-code', { email: last.email }, from));
      await expect429(await post('/auth/resend-email-code', { email: last.email }, from));
      await expect429(await post('/auth/onboarding/start', { email: last.email }, from));
      await expect429(await post('/admin/resend-code', { email: last.email }, from));
      await runResetJobs();
      expect((await mailboxFor(t, targets[0].email)).map((m) => m.subject)).toHaveLength(1);
      expect(await mailboxFor(t, last.email)).toEqual([]);
    });

    it('TRUST_PROXY=true: each forwarded client has its own count', async () => {
      const [a, b] = [newIp(), newIp()];
      for (let i = 0; i < REGISTRATIONS; i++) expect((await post('/auth/register', { email: email('proxied'), password: PASSWORD }, a)).status).toBe(201);
      await expect429(await post('/auth/register', { email: email('proxied'), password: PASSWORD }, a));
      expect((await post('/auth/register', { email: email('proxied'), password: PASSWORD }, b)).status).toBe(201);
    });

    it('every route with a per-address limit documents its 429 (the fuzzer holds the server to the document)', async () => {
      const doc = (await (await t.api('/api/docs-json')).json()) as { paths: Record<string, { post: { responses: Record<string, { description: string }> } }> };
      const limited = ['/api/artist/login/start', '/api/admin/login', '/api/auth/register', '/api/artist/password/send-code', '/api/auth/resend-email-code', '/api/auth/onboarding/start', '/api/admin/resend-code'];
      for (const path of limited) expect({ path, has429: Boolean(doc.paths[path].post.responses['429']) }).toEqual({ path, has429: true });
    });

    it('TRUST_PROXY=1 (one proxy that appends): a client forging the leftmost X-Forwarded-For address is still counted by the address the proxy saw', async () => {
      const behindOne = await createTestApp({ TRUST_PROXY: '1' });
      try {
        // The proxy appends the address it saw (198.51.100.7) to whatever the client sent.
        const register = (i: number) =>
          behindOne.api('/api/auth/register', { method: 'POST', json: { email: email('hop'), password: PASSWORD }, headers: { 'X-Forwarded-For': `192.0.2.${i}, 198.51.100.7` } });
        for (let i = 0; i < REGISTRATIONS; i++) expect((await register(i)).status).toBe(201);
        await expect429(await register(REGISTRATIONS));
        const other = await behindOne.api('/api/auth/register', { method: 'POST', json: { email: email('hop'), password: PASSWORD }, headers: { 'X-Forwarded-For': '198.51.100.8' } });
        expect(other.status).toBe(201);
      } finally {
        await behindOne.close();
      }
    });

    it('TRUST_PROXY=false (the default): X-Forwarded-For is not believed, so a forged header does not escape the limit', async () => {
      const direct = await createTestApp();
      try {
        const register = (i: number) =>
          direct.api('/api/auth/register', { method: 'POST', json: { email: email('direct'), password: PASSWORD }, headers: { 'X-Forwarded-For': `198.51.100.${i}` } });
        for (let i = 0; i < REGISTRATIONS; i++) expect((await register(i)).status).toBe(201);
        await expect429(await register(REGISTRATIONS));
      } finally {
        await direct.close();
      }
    });
  });

  describe('a password, role or status change kills codes and reset tokens issued before it', () => {
    const loginCode = async (address: string) => {
      expect((await post('/artist/login/start', { email: address, password: PASSWORD })).status).toBe(200);
      return readCodeFromMailbox(t, address);
    };
    const adminCode = async (address: string, password = PASSWORD) => {
      const res = await post('/admin/login', { email: address, password });
      expect({ status: res.status, body: await res.json() }).toMatchObject({ status: 200, body: { require_code: true } });
      return readCodeFromMailbox(t, address);
    };
    const resetCode = async (address: string) => {
      // One code per 30 s per address: let the next one go out at once.
      await db.query(`DELETE FROM rate_limits WHERE key LIKE 'code-send.password_reset.30s:%'`);
      expect((await post('/artist/password/send-code', { email: address })).status).toBe(200);
      await runResetJobs();
      return readCodeFromMailbox(t, address);
    };
    const resetToken = async (address: string) => {
      const res = await post('/artist/password/verify-code', { email: address, code: await resetCode(address) });
      expect(res.status).toBe(200);
      return ((await res.json()) as { reset_token: string }).reset_token;
    };
    const expectAnswer = async (res: Response, status: number, body: unknown) => expect({ status: res.status, body: await res.json() }).toMatchObject({ status, body });

    beforeEach(() => db.query(`DELETE FROM rate_limits`));

    it('artist: a login code mailed before a password reset does not open a session after it', async () => {
      const { email: address } = await artist();
      const code = await loginCode(address);
      const token = await resetToken(address);
      const reset = await post('/artist/password/reset', { email: address, reset_token: token, password: 'Another-pass2', password_confirmation: 'Another-pass2' });
      expect(reset.status).toBe(200);
      await expectAnswer(await post('/artist/login/verify', { email: address, code }), 422, INVALID_LOGIN_CODE);
    });

    it("artist: staff changing the password kills the login code, the reset code and the reset token issued before", async () => {
      const admin = await staff('admin');
      const { id, email: address } = await artist();
      const token = await resetToken(address);
      const pendingReset = await resetCode(address);
      const code = await loginCode(address);
      const edit = await t.api(`/api/admin/artists/${id}`, { method: 'PUT', token: admin.token, json: { name: 'An Artist', email: address, password: 'Staff-chosen-2' } });
      expect(edit.status).toBe(200);
      await expectAnswer(await post('/artist/login/verify', { email: address, code }), 422, INVALID_LOGIN_CODE);
      await expectAnswer(await post('/artist/password/verify-code', { email: address, code: pendingReset }), 422, INVALID_OR_EXPIRED);
      await expectAnswer(await post('/artist/password/reset', { email: address, reset_token: token, password: 'Attacker-pass3', password_confirmation: 'Attacker-pass3' }), 422, RESET_EXPIRED);
    });

    it('artist: a block (fraud centre), even once lifted, kills the login code and reset token issued before it', async () => {
      const admin = await staff('admin');
      const { id, email: address } = await artist();
      const token = await resetToken(address);
      const code = await loginCode(address);
      expect((await t.api('/api/admin/fraud/block', { method: 'POST', token: admin.token, json: { user_id: id } })).status).toBe(200);
      expect((await t.api('/api/admin/fraud/unblock', { method: 'POST', token: admin.token, json: { user_id: id } })).status).toBe(200);
      await expectAnswer(await post('/artist/login/verify', { email: address, code }), 422, INVALID_LOGIN_CODE);
      await expectAnswer(await post('/artist/password/reset', { email: address, reset_token: token, password: 'Attacker-pass3', password_confirmation: 'Attacker-pass3' }), 422, RESET_EXPIRED);
    });

    it('artist: a role change kills the login code issued before it', async () => {
      const admin = await staff('admin');
      const { id, email: address } = await artist();
      const code = await loginCode(address);
      const edit = await t.api(`/api/admin/artists/${id}`, { method: 'PUT', token: admin.token, json: { name: 'An Artist', email: address, roles: ['artist', 'manager'] } });
      expect(edit.status).toBe(200);
      await expectAnswer(await post('/artist/login/verify', { email: address, code }), 422, INVALID_LOGIN_CODE);
    });

    it('staff: another admin changing the password kills the sign-in code mailed before', async () => {
      const admin = await staff('admin');
      const target = await staff('manager');
      const code = await adminCode(target.email);
      const edit = await t.api(`/api/admin/users/${target.id}`, { method: 'PUT', token: admin.token, json: { name: 'The manager', email: target.email, role: 'manager', password: 'Admin-chosen-2' } });
      expect(edit.status).toBe(200);
      await expectAnswer(await post('/admin/verify-code', { email: target.email, code }), 422, INVALID_OR_EXPIRED);
    });

    it('staff: a role change kills the sign-in code mailed before', async () => {
      const admin = await staff('admin');
      const target = await staff('manager');
      const code = await adminCode(target.email);
      const edit = await t.api(`/api/admin/users/${target.id}`, { method: 'PUT', token: admin.token, json: { name: 'The manager', email: target.email, role: 'admin' } });
      expect(edit.status).toBe(200);
      await expectAnswer(await post('/admin/verify-code', { email: target.email, code }), 422, INVALID_OR_EXPIRED);
    });

    it('staff: a block, even once lifted, kills the sign-in code mailed before', async () => {
      const admin = await staff('admin');
      const target = await staff('manager');
      const code = await adminCode(target.email);
      expect((await t.api('/api/admin/fraud/block', { method: 'POST', token: admin.token, json: { user_id: target.id } })).status).toBe(200);
      expect((await t.api('/api/admin/fraud/unblock', { method: 'POST', token: admin.token, json: { user_id: target.id } })).status).toBe(200);
      await expectAnswer(await post('/admin/verify-code', { email: target.email, code }), 422, INVALID_OR_EXPIRED);
    });

    it('a change that touches no credential (the name) leaves the codes alone', async () => {
      const admin = await staff('admin');
      const target = await staff('manager');
      const code = await adminCode(target.email);
      const edit = await t.api(`/api/admin/users/${target.id}`, { method: 'PUT', token: admin.token, json: { name: 'Renamed', email: target.email, role: 'manager' } });
      expect(edit.status).toBe(200);
      expect((await post('/admin/verify-code', { email: target.email, code })).status).toBe(200);
    });
  });

  describe('the back office', () => {
    it('staff cannot block themselves in the fraud centre: 422, and the account stays active', async () => {
      const me = await staff('admin');
      const res = await t.api('/api/admin/fraud/block', { method: 'POST', token: me.token, json: { user_id: me.id, reason: 'oops' } });
      const message = 'You cannot block your own account.';
      expect({ status: res.status, body: await res.json() }).toEqual({ status: 422, body: { message, code: 'cannot_block_self', errors: { user_id: [message] } } });
      expect((await db.query(`SELECT status FROM users WHERE id = $1`, [me.id]))[0].status).toBe('active');
      expect((await db.query(`SELECT count(*)::int AS n FROM fraud_blocks WHERE user_id = $1`, [me.id]))[0].n).toBe(0);
      expect((await t.api('/api/admin/me', { token: me.token })).status).toBe(200);
      const manager = await staff('manager');
      const own = await t.api('/api/admin/fraud/block', { method: 'POST', token: manager.token, json: { user_id: manager.id } });
      expect({ status: own.status, body: await own.json() }).toMatchObject({ status: 422, body: { code: 'cannot_block_self' } });
    });

    it("a manager's 403 says what is refused: store delivery targets, and staff users as before", async () => {
      const manager = await staff('manager');
      const target = await t.api('/api/admin/stores/deezer/delivery', { method: 'PUT', token: manager.token, json: { kind: 'folder' } });
      expect({ status: target.status, body: await target.json() }).toEqual({ status: 403, body: { message: 'Only administrators can manage store delivery targets.', code: 'forbidden' } });
      const users = await t.api('/api/admin/users', { token: manager.token });
      expect({ status: users.status, body: await users.json() }).toEqual({ status: 403, body: { message: 'Only administrators can manage staff users.', code: 'forbidden' } });
    });
  });
});
