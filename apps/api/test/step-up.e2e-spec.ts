import { STEP_UP_MESSAGES } from '@soundpost/contracts';
import { TokensService } from '@soundpost/server-auth';
import { DataSource } from 'typeorm';
import { mailboxFor, readCodeFromMailbox } from './support/mailbox';
import { approvedArtist, caller } from './support/releases-fixtures';
import { stepUp } from './support/step-up';
import { fundedArtist } from './support/wallet-fixtures';
import { createTestApp, TestApp } from './test-app';

describe('Step-up: a fresh e-mailed code before money moves (real app)', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    call = caller(t);
  }, 60_000);
  afterAll(() => t?.close());

  const connect = (token: string, headers: Record<string, string> = {}) =>
    t.api('/api/artist/wallet/stripe/connect', { method: 'POST', token, headers }).then(async (res) => ({ status: res.status, body: await res.json() }));

  it('refuses a payout and a payout destination without one, writing nothing', async () => {
    const funded = await fundedArtist(t, 10_000);
    // A new session of the same person: the fixture's own is stepped up already.
    const artist = { ...funded, token: (await t.app.get(TokensService).issue(funded.id, 'artist')).token };
    const payout = await call('POST', '/artist/wallet/payouts', artist.token, { amount: 5000, method: 'paypal', destination: 'me@example.com' });
    expect(payout).toMatchObject({ status: 403, body: expect.objectContaining({ code: 'step_up_required', message: STEP_UP_MESSAGES.required }) });
    const link = await connect(artist.token);
    expect(link).toEqual({ status: 403, body: expect.objectContaining({ code: 'step_up_required' }) });
    expect(await db.query(`SELECT count(*)::int AS n FROM payout_requests WHERE user_id = $1`, [artist.id])).toEqual([{ n: 0 }]);
    expect(await db.query(`SELECT stripe_account_id FROM wallets WHERE user_id = $1`, [artist.id])).toEqual([{ stripe_account_id: null }]);
  });

  it('mails a code in the person’s language, refuses a wrong one, and a right one opens 10 minutes for this session only', async () => {
    const artist = await approvedArtist(t);
    const sent = await t.api('/api/me/step-up/code', { method: 'POST', token: artist.token, headers: { 'Accept-Language': 'fr' } });
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({ message: STEP_UP_MESSAGES.codeSent, expires_in_seconds: 600 });
    const [mail] = await mailboxFor(t, artist.email);
    expect(mail?.subject).toBe('Votre code de confirmation Soundpost');
    const code = await readCodeFromMailbox(t, artist.email);

    const wrong = code === '000000' ? '111111' : '000000';
    expect(await call('POST', '/me/step-up', artist.token, { code: wrong })).toMatchObject({
      status: 422,
      body: expect.objectContaining({ code: 'step_up_invalid', errors: { code: [STEP_UP_MESSAGES.invalidCode] } }),
    });
    expect((await call('POST', '/me/step-up', artist.token, { code: '12' })).status).toBe(422);
    const ok = await call('POST', '/me/step-up', artist.token, { code });
    expect(ok.status).toBe(200);
    expect(Date.parse(ok.body.stepped_up_until) - Date.now()).toBeGreaterThan(9 * 60_000);
    // One use only.
    expect((await call('POST', '/me/step-up', artist.token, { code })).status).toBe(422);

    expect((await connect(artist.token)).status).toBe(200);
    // Another session of the same person has not proved anything.
    const { token: other } = await t.app.get(TokensService).issue(artist.id, 'artist');
    expect((await connect(other)).body.code).toBe('step_up_required');
  });

  it('takes the code on the call itself (Step-Up-Code header), and a wrong one is a 422 that changes nothing', async () => {
    const artist = await approvedArtist(t);
    await t.api('/api/me/step-up/code', { method: 'POST', token: artist.token });
    const code = await readCodeFromMailbox(t, artist.email);
    const wrong = await connect(artist.token, { 'Step-Up-Code': code === '999999' ? '999998' : '999999' });
    expect(wrong).toEqual({ status: 422, body: expect.objectContaining({ code: 'step_up_invalid' }) });
    expect(await db.query(`SELECT stripe_account_id FROM wallets WHERE user_id = $1`, [artist.id])).toEqual([{ stripe_account_id: null }]);
    const right = await connect(artist.token, { 'Step-Up-Code': code });
    expect(right.status).toBe(200);
    expect(right.body.stripe_account_id).toMatch(/^acct_sandbox_/);
  });

  it('expires: a step-up older than 10 minutes, and a code older than 10 minutes, no longer pass', async () => {
    const artist = await approvedArtist(t);
    await stepUp(t, artist);
    expect((await connect(artist.token)).status).toBe(200);
    await db.query(`UPDATE access_tokens SET stepped_up_at = now() - interval '10 minutes 1 second' WHERE user_id = $1`, [artist.id]);
    expect((await connect(artist.token)).body.code).toBe('step_up_required');

    // The first code was sent seconds ago: let the send limit forget it.
    await db.query(`DELETE FROM rate_limits WHERE key LIKE $1`, [`%${artist.email}%`]);
    await t.api('/api/me/step-up/code', { method: 'POST', token: artist.token });
    const code = await readCodeFromMailbox(t, artist.email);
    await db.query(`UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND purpose = 'step_up'`, [artist.id]);
    expect((await call('POST', '/me/step-up', artist.token, { code })).body.code).toBe('step_up_invalid');
  });

  it('a new PayPal e-mail or IBAN on the profile needs one; other profile changes do not', async () => {
    const artist = await approvedArtist(t);
    const basics = (overrides: Record<string, unknown> = {}) => ({
      artist_name: 'Band',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone_number: '+44 20 7946 0958',
      country: 'United Kingdom',
      country_code: 'gb',
      address: '1 Analytical St',
      city: 'London',
      postal_code: 'sw1a 1aa',
      paypal_email: null,
      iban: null,
      ...overrides,
    });
    const destination = async () =>
      (await db.query(`SELECT paypal_email, iban FROM artist_profiles WHERE user_id = $1`, [artist.id]))[0] ?? { paypal_email: null, iban: null };
    expect((await call('PUT', '/artist/profile', artist.token, basics())).status).toBe(200);
    const changed = await call('PUT', '/artist/profile', artist.token, basics({ artist_name: 'Band II', iban: 'DE89 3704 0044 0532 0130 00' }));
    expect(changed).toMatchObject({ status: 403, body: { code: 'step_up_required' } });
    expect(await destination()).toEqual({ paypal_email: null, iban: null });
    expect((await db.query(`SELECT artist_name FROM artist_profiles WHERE user_id = $1`, [artist.id]))[0].artist_name).toBe('Band');

    await stepUp(t, artist);
    expect((await call('PUT', '/artist/profile', artist.token, basics({ paypal_email: 'ada@example.com', iban: 'DE89 3704 0044 0532 0130 00' }))).status).toBe(200);
    expect((await destination()).paypal_email).toBe('ada@example.com');
    await db.query(`UPDATE access_tokens SET stepped_up_at = NULL WHERE user_id = $1`, [artist.id]);
    // The same destination again, with a new name: no code needed.
    const renamed = await call('PUT', '/artist/profile', artist.token, basics({ artist_name: 'Band III', paypal_email: 'ada@example.com', iban: 'DE89 3704 0044 0532 0130 00' }));
    expect(renamed.status).toBe(200);
  });

  it('limits how often codes are mailed', async () => {
    const artist = await approvedArtist(t);
    expect((await t.api('/api/me/step-up/code', { method: 'POST', token: artist.token })).status).toBe(202);
    expect((await t.api('/api/me/step-up/code', { method: 'POST', token: artist.token })).status).toBe(429);
  });
});
