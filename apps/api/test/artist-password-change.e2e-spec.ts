import { DataSource } from 'typeorm';
import { ArtistAccountsService, TokensService } from '@soundpost/server-auth';
import { mailboxFor } from './support/mailbox';
import { createTestApp, TestApp } from './test-app';

const OLD = 'Secret-pass1';
const NEW = 'Fresh-pass2?';
const UNAUTHENTICATED = { message: 'Unauthenticated.', code: 'unauthenticated' };
const WRONG_CURRENT = {
  message: 'The current password is incorrect.',
  code: 'invalid_current_password',
  errors: { current_password: ['The current password is incorrect.'] },
};
const TOO_MANY = { message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds?\.$/), code: 'too_many_requests', retry_after: expect.any(Number) };

describe('PUT /api/artist/profile/password (a logged-in artist changes their password)', () => {
  let t: TestApp;
  let db: DataSource;
  let n = 0;

  const change = (token: string | undefined, json: unknown) => t.api('/api/artist/profile/password', { method: 'PUT', json, token });
  const expectAnswer = async (res: Response, status: number, body: unknown) => {
    expect({ status: res.status, body: await res.json() }).toEqual({ status, body });
  };
  /** An approved-or-not artist with a password, and a session token of the given scope. */
  const artist = async () => {
    const account = await t.app.get(ArtistAccountsService).createArtist({ email: `changer${++n}@example.com`, password: OLD, name: 'Changer', emailVerified: true });
    return account;
  };
  const session = async (userId: string, scope: 'artist' | 'onboarding' = 'artist') => (await t.app.get(TokensService).issue(userId, scope)).token;
  const meStatus = async (token: string) => (await t.api('/api/artist/me', { token })).status;
  const loginStatus = async (email: string, password: string) => {
    // The code e-mail may go out once per 30 s: each check starts from a fresh window.
    await db.query(`DELETE FROM rate_limits WHERE key LIKE 'code-send.%' || $1`, [email]);
    return (await t.api('/api/artist/login/start', { method: 'POST', json: { email, password } })).status;
  };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_IP_LOGIN_FAILURES: '1000', RATE_LIMIT_IP_CODE_SENDS: '1000' });
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  it('changes it: the old one is refused, the new one works, other sessions end, this one stays, the artist is mailed in their language, the audit has no hash', async () => {
    const { id, email } = await artist();
    await db.query(`UPDATE users SET language = 'fr' WHERE id = $1`, [id]);
    const current = await session(id);
    const otherDevice = await session(id);
    const onboarding = await session(id, 'onboarding');

    const res = await change(current, { current_password: OLD, password: NEW, password_confirmation: NEW });
    await expectAnswer(res, 200, { message: 'Your password was changed. Every other session was logged out.' });

    expect(await meStatus(current)).toBe(200);
    expect(await meStatus(otherDevice)).toBe(401);
    expect(await meStatus(onboarding)).toBe(401);
    expect(await loginStatus(email, OLD)).toBe(422);
    expect(await loginStatus(email, NEW)).toBe(200);

    const mails = await mailboxFor(t, email);
    const told = mails.find((m) => m.subject === 'Votre mot de passe Soundpost a été modifié');
    expect(told?.text).toContain(`Le mot de passe de votre compte Soundpost (${email}) vient d’être modifié`);

    const [{ password_hash: hash }] = await db.query(`SELECT password_hash FROM users WHERE id = $1`, [id]);
    const logs: Array<{ event: string; changes: unknown; original: unknown }> = await db.query(
      `SELECT event, changes, original FROM audit_logs WHERE auditable_type = 'User' AND auditable_id = $1 ORDER BY id`,
      [id],
    );
    expect(logs.map((l) => l.event)).toContain('updated');
    expect(JSON.stringify(logs)).not.toContain(hash);
    expect(JSON.stringify(logs)).not.toMatch(/password/i);
  });

  it('refuses a wrong current password with 422 on current_password, changing nothing and ending no session', async () => {
    const { id, email } = await artist();
    const current = await session(id);
    const otherDevice = await session(id);
    await expectAnswer(await change(current, { current_password: 'Wrong-pass1', password: NEW, password_confirmation: NEW }), 422, WRONG_CURRENT);
    expect(await meStatus(otherDevice)).toBe(200);
    expect(await loginStatus(email, OLD)).toBe(200);
    expect((await mailboxFor(t, email)).map((m) => m.subject)).not.toContain('Your Soundpost password was changed');
  });

  it('holds the new password to the sign-up rules, refuses the current one again, wants it twice and the current one (422 per field)', async () => {
    const { id } = await artist();
    const current = await session(id);
    await expectAnswer(await change(current, { current_password: OLD, password: 'weakpass', password_confirmation: 'weakpass' }), 422, {
      message: 'Password does not meet requirements.',
      code: 'validation_failed',
      errors: { password: ['Password does not meet requirements.'] },
    });
    await expectAnswer(await change(current, { current_password: OLD, password: NEW, password_confirmation: 'Other-pass3' }), 422, {
      message: 'Passwords do not match.',
      code: 'validation_failed',
      errors: { password_confirmation: ['Passwords do not match.'] },
    });
    await expectAnswer(await change(current, { current_password: OLD, password: OLD, password_confirmation: OLD }), 422, {
      message: 'Choose a password different from your current one.',
      code: 'validation_failed',
      errors: { password: ['Choose a password different from your current one.'] },
    });
    await expectAnswer(await change(current, { password: NEW, password_confirmation: NEW }), 422, {
      message: 'Enter your current password.',
      code: 'validation_failed',
      errors: { current_password: ['Enter your current password.'] },
    });
    expect(await meStatus(current)).toBe(200);
  });

  it('answers 401 without a token or with a sign-up (onboarding) token', async () => {
    const { id } = await artist();
    await expectAnswer(await change(undefined, { current_password: OLD, password: NEW, password_confirmation: NEW }), 401, UNAUTHENTICATED);
    await expectAnswer(await change(await session(id, 'onboarding'), { current_password: OLD, password: NEW, password_confirmation: NEW }), 401, UNAUTHENTICATED);
  });

  it('limits guessing the current password like the login: the 11th try in 15 minutes is 429', async () => {
    const { id } = await artist();
    const current = await session(id);
    for (let i = 0; i < 10; i++) {
      expect((await change(current, { current_password: `Wrong-pass${i}`, password: NEW, password_confirmation: NEW })).status).toBe(422);
    }
    await expectAnswer(await change(current, { current_password: OLD, password: NEW, password_confirmation: NEW }), 429, TOO_MANY);
  });
});
