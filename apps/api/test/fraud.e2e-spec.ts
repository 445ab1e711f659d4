import { DataSource } from 'typeorm';
import { ArtistAccountsService, StaffUsersService, TokensService } from '@soundpost/server-auth';
import { JobsService } from '@soundpost/server-core/jobs';
import { FRAUD_RULE_CODES, FraudBlocksService, FraudScanService, FraudSettings } from '@soundpost/server-fraud';
import { mailboxFor, readCodeFromMailbox } from './support/mailbox';
import { createTestApp, TestApp } from './test-app';

const PASSWORD = 'Secret-pass1';
const ACCOUNT_BLOCKED = { message: 'Your account is blocked. Please contact support.', code: 'account_blocked' };

/**
 * Wallet's published `wallet_payout_identifiers` (issue 14, built beside this one). Without it (this
 * branch alone) a stand-in table of the same shape is created and written; with it, identifiers are
 * planted the way wallet makes them: payout requests with their destination (PayPal, bank) and the
 * wallet's linked Stripe account.
 */
async function walletPlanter(db: DataSource) {
  const [{ present }] = await db.query(`SELECT to_regclass('wallet_payout_identifiers') IS NOT NULL AS present`);
  if (!present) {
    await db.query(`
      CREATE TABLE wallet_payout_identifiers (
        user_id uuid NOT NULL, kind text NOT NULL CHECK (kind IN ('paypal_email', 'iban', 'stripe_account')),
        value text NOT NULL, first_seen_at timestamptz NOT NULL, last_seen_at timestamptz NOT NULL
      )`);
    return (userId: string, kind: string, value: string, firstHoursAgo: number, lastHoursAgo: number) =>
      db.query(
        `INSERT INTO wallet_payout_identifiers (user_id, kind, value, first_seen_at, last_seen_at) VALUES ($1, $2, $3, now() - make_interval(hours => $4), now() - make_interval(hours => $5))`,
        [userId, kind, value, firstHoursAgo, lastHoursAgo],
      );
  }
  return async (userId: string, kind: string, value: string, firstHoursAgo: number, lastHoursAgo: number) => {
    await db.query(`INSERT INTO wallets (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`, [userId]);
    if (kind === 'stripe_account') {
      await db.query(`UPDATE wallets SET stripe_account_id = $2, stripe_account_linked_at = now() - make_interval(hours => $3) WHERE user_id = $1`, [userId, value, firstHoursAgo]);
      return;
    }
    for (const hoursAgo of [...new Set([firstHoursAgo, lastHoursAgo])]) {
      await db.query(
        `WITH t AS (
           INSERT INTO wallet_transactions (wallet_id, type, amount_cents, kind, status, created_at)
           SELECT id, 'debit', 100, 'payout', 'completed', now() - make_interval(hours => $4) FROM wallets WHERE user_id = $1
           RETURNING id, wallet_id, created_at)
         INSERT INTO payout_requests (wallet_id, user_id, amount_cents, method, destination, status, transaction_id, created_at)
         SELECT wallet_id, $1, 100, $2, $3, 'paid', id, created_at FROM t`,
        [userId, kind === 'paypal_email' ? 'paypal' : 'bank', value, hoursAgo],
      );
    }
  };
}

describe('Fraud centre (/admin/fraud) over HTTP', () => {
  let t: TestApp;
  let db: DataSource;
  let n = 0;
  let adminToken: string;
  let managerToken: string;

  const artist = async (prefix = 'artist', domain = 'fraud.example') => {
    const a = await t.app.get(ArtistAccountsService).createArtist({ email: `${prefix}${++n}@${domain}`, password: PASSWORD });
    await db.query(`INSERT INTO artist_profiles (user_id) VALUES ($1) ON CONFLICT DO NOTHING`, [a.id]);
    return a;
  };
  const profile = (userId: string, fields: Record<string, string>) =>
    db.query(`UPDATE artist_profiles SET ${Object.keys(fields).map((k, i) => `${k} = $${i + 2}`).join(', ')} WHERE user_id = $1`, [userId, ...Object.values(fields)]);
  const loginEvent = (userId: string, kind: 'signup' | 'login', ip: string, hoursAgo = 0) =>
    db.query(`INSERT INTO login_events (user_id, kind, ip, occurred_at) VALUES ($1, $2, $3, now() - make_interval(hours => $4))`, [userId, kind, ip, hoursAgo]);
  let payoutId: Awaited<ReturnType<typeof walletPlanter>>;
  const staffToken = async (role: 'admin' | 'manager') => {
    const s = await t.app.get(StaffUsersService).createStaff({ email: `${role}${++n}@staff.example`, password: 'long-secret-1', name: `The ${role}`, role });
    return (await t.app.get(TokensService).issue(s.id, 'admin')).token;
  };
  const call = (method: string, path: string, token?: string, json?: unknown) => t.api(`/api/admin/fraud${path}`, { method, token, json });
  const usersByRule = async (): Promise<Record<string, string[]>> => {
    const rows: Array<{ rule_code: string; users: string[] }> = await db.query(
      `SELECT rule_code, array_agg(user_id::text ORDER BY user_id) AS users FROM fraud_findings GROUP BY rule_code`,
    );
    return Object.fromEntries(rows.map((r) => [r.rule_code, r.users]));
  };
  const sorted = (...ids: string[]) => [...ids].sort();
  const status = async (userId: string) => (await db.query(`SELECT status FROM users WHERE id = $1`, [userId]))[0]?.status;

  // The planted cases, one (or a group) per rule; every other user is clean.
  const p: Record<string, { id: string; email: string }> = {};

  beforeAll(async () => {
    t = await createTestApp({ FRAUD_AUTO_BLOCK: 'false' });
    db = t.app.get(DataSource);
    payoutId = await walletPlanter(db);
    adminToken = await staffToken('admin');
    managerToken = await staffToken('manager');

    for (const key of ['a1', 'a2', 'b1', 'b2', 'c1', 'c2', 'd1', 'd2', 'e1', 'e2', 'e3', 'f1', 'f2', 'f3', 'g1', 'g2', 'x1', 'h1', 'i1', 'j1', 'k1', 'clean']) p[key] = await artist(key);
    p.l1 = await artist('l', 'mailinator.com');
    // R1: one PayPal e-mail typed two ways.
    await profile(p.a1.id, { paypal_email: ' Shared.Pay@Example.com ' });
    await profile(p.a2.id, { paypal_email: 'shared.pay@example.com' });
    // R2: one IBAN with and without spaces.
    await profile(p.b1.id, { iban: 'FR76 3000 6000 0112 3456 7890 189' });
    await profile(p.b2.id, { iban: 'fr7630006000011234567890189' });
    // R3: one passport number.
    await profile(p.c1.id, { passport_number: 'X1234567' });
    await profile(p.c2.id, { passport_number: 'x-1234567' });
    // R4: one Stripe account (wallet's payout destinations).
    await payoutId(p.d1.id, 'stripe_account', 'acct_shared', 500, 400);
    await payoutId(p.d2.id, 'stripe_account', 'acct_shared', 300, 200);
    // R5: three sign-ups from one public address within hours; three from a private one (ignored); two from another (too few).
    for (const [k, h] of [['e1', 1], ['e2', 5], ['e3', 20]] as const) await loginEvent(p[k].id, 'signup', '203.0.113.5', h);
    for (const k of ['f1', 'f2', 'f3']) await loginEvent(p[k].id, 'signup', '10.1.2.3', 1);
    for (const k of ['g1', 'g2']) await loginEvent(p[k].id, 'signup', '203.0.113.9', 1);
    // R6 and R7: a blocked account; h1 logged in from its address, i1 shares its IBAN.
    await db.query(`UPDATE users SET status = 'blocked', blocked_reason = 'Earlier block' WHERE id = $1`, [p.x1.id]);
    await loginEvent(p.x1.id, 'login', '198.51.100.7', 30);
    await loginEvent(p.h1.id, 'login', '198.51.100.7', 2);
    await loginEvent(p.clean.id, 'login', '127.0.0.1', 2);
    await profile(p.x1.id, { iban: 'DE89370400440532013000' });
    await profile(p.i1.id, { iban: 'DE89 3704 0044 0532 0130 00' });
    // R8: j1 switched PayPal two hours ago and asked a payout an hour later; k1 switched ten days ago.
    await payoutId(p.j1.id, 'paypal_email', 'j-old@example.com', 24 * 30, 24 * 20);
    await payoutId(p.j1.id, 'paypal_email', 'j-new@example.com', 2, 1);
    await payoutId(p.k1.id, 'paypal_email', 'k-old@example.com', 24 * 30, 24 * 20);
    await payoutId(p.k1.id, 'paypal_email', 'k-new@example.com', 24 * 10, 0);
    // Two dozen accounts, each with a real password hash.
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('each rule finds its planted case and nothing else', async () => {
    const res = await call('POST', '/run-manual', adminToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Fraud scan completed.', blocked_users: 0, findings_added: expect.any(Number) });
    expect(await usersByRule()).toEqual({
      R1_SHARED_PAYPAL: sorted(p.a1.id, p.a2.id),
      R2_SHARED_IBAN: sorted(p.b1.id, p.b2.id, p.x1.id, p.i1.id),
      R3_SHARED_DOCUMENT: sorted(p.c1.id, p.c2.id),
      R4_SHARED_STRIPE: sorted(p.d1.id, p.d2.id),
      R5_SIGNUP_IP_BURST: sorted(p.e1.id, p.e2.id, p.e3.id),
      R6_LOGIN_IP_OF_BLOCKED: [p.h1.id],
      R7_SHARED_WITH_BLOCKED: [p.i1.id],
      R8_PAYOUT_DESTINATION_CHANGED: [p.j1.id],
      R9_DISPOSABLE_EMAIL: [p.l1.id],
    });
    // The evidence names the others and the entity.
    const [a1] = await db.query(`SELECT entity_type, entity_id, weight, details_json FROM fraud_findings WHERE user_id = $1`, [p.a1.id]);
    expect(a1).toEqual({ entity_type: 'paypal_email', entity_id: 'shared.pay@example.com', weight: 40, details_json: { value: 'shared.pay@example.com', shared_with: [p.a2.id] } });
    const [e1] = await db.query(`SELECT host(ip_address) AS ip, details_json FROM fraud_findings WHERE user_id = $1`, [p.e1.id]);
    expect(e1.ip).toBe('203.0.113.5');
    expect(e1.details_json.signed_up_with).toEqual(sorted(p.e2.id, p.e3.id));
    // The nine scan rules; signals other domains raise (S…) have no statement to run.
    expect(FRAUD_RULE_CODES.filter((code) => code.startsWith('R'))).toHaveLength(9);
  });

  it('a rescan adds nothing', async () => {
    const before = await db.query(`SELECT count(*)::int AS n FROM fraud_findings`);
    // Nothing changed since: the rules are skipped (their sources' change marks are the same).
    const quick = await t.app.get(FraudScanService).run();
    expect(quick.findings_added).toBe(0);
    expect(new Set(quick.rules.map((r) => r.skipped))).toEqual(new Set(['nothing new since the last scan']));
    // Run in full, every rule finds only what it found before.
    const result = await t.app.get(FraudScanService).run({ full: true });
    expect(result.findings_added).toBe(0);
    expect(result.rules.every((r) => r.added === 0 && !r.skipped)).toBe(true);
    await expect(db.query(`SELECT count(*)::int AS n FROM fraud_findings`)).resolves.toEqual(before);
    // A new sign-up changes the marks: the next scan runs every rule again.
    const fresh = await artist('fresh');
    await loginEvent(fresh.id, 'signup', '192.0.2.200', 0);
    expect((await t.app.get(FraudScanService).run()).rules.some((r) => r.skipped)).toBe(false);
  });

  it('a dismissed finding stops counting and stays dismissed through rescans', async () => {
    const [finding] = await db.query(`SELECT id FROM fraud_findings WHERE user_id = $1 AND rule_code = 'R1_SHARED_PAYPAL'`, [p.a1.id]);
    const res = await call('POST', `/findings/${finding.id}/dismiss`, adminToken);
    expect(res.status).toBe(200);
    expect((await res.json()).finding).toMatchObject({ id: finding.id, dismissed_at: expect.any(String) });
    await t.app.get(FraudScanService).run();
    await expect(db.query(`SELECT count(*)::int AS n, count(dismissed_at)::int AS dismissed FROM fraud_findings WHERE user_id = $1`, [p.a1.id])).resolves.toEqual([{ n: 1, dismissed: 1 }]);
    const detail = await (await call('GET', `/user/${p.a1.id}`, adminToken)).json();
    expect(detail.score).toEqual({ total_score: 0, level: 'low', last_event_at: null });
    expect(detail.findings).toHaveLength(1);
    await expect((await call('POST', `/findings/00000000-0000-4000-8000-000000000000/dismiss`, adminToken)).json()).resolves.toMatchObject({ code: 'finding_not_found' });
  });

  it('lists: overview, scores (level, minimum, search), findings (user, rule, ip), blocks, one user', async () => {
    const overview = await (await call('GET', '/overview', adminToken)).json();
    expect(overview).toMatchObject({ tot_blocked_users: 1, users_by_level: { low: expect.any(Number), medium: expect.any(Number), high: 2, critical: 1 } });
    expect(overview.top_rules[0]).toEqual({ rule_code: 'R2_SHARED_IBAN', hits: 4 });

    const scores = await (await call('GET', '/scores?level=high', adminToken)).json();
    // i1: shared IBAN (40) + shared with a blocked account (60) = 100 is critical, not high; c1, c2: 50.
    expect(scores.data.map((r: { id: string }) => r.id).sort()).toEqual(sorted(p.c1.id, p.c2.id));
    expect(scores.data[0]).toMatchObject({ total_score: 50, level: 'high', user_status: 'active', email: expect.stringContaining('@fraud.example') });
    const critical = await (await call('GET', '/scores?level=critical', adminToken)).json();
    expect(critical.data.map((r: { id: string }) => r.id)).toEqual([p.i1.id]);
    const min = await (await call('GET', `/scores?min_score=45&q=${encodeURIComponent(p.c1.email)}`, adminToken)).json();
    expect(min.data.map((r: { id: string }) => r.id)).toEqual([p.c1.id]);
    expect(min.meta).toMatchObject({ current_page: 1, per_page: 20, total: 1 });

    const byRule = await (await call('GET', '/findings?rule=R5_SIGNUP_IP_BURST', adminToken)).json();
    expect(byRule.meta).toMatchObject({ per_page: 50, total: 3 });
    const byIp = await (await call('GET', '/findings?ip=198.51.100.7', adminToken)).json();
    expect(byIp.data.map((f: { user_id: string }) => f.user_id)).toEqual([p.h1.id]);
    const byUser = await (await call('GET', `/findings?user_id=${p.i1.id}`, adminToken)).json();
    expect(byUser.data.map((f: { rule_code: string }) => f.rule_code).sort()).toEqual(['R2_SHARED_IBAN', 'R7_SHARED_WITH_BLOCKED']);
    expect((await call('GET', '/findings?rule=NOPE', adminToken)).status).toBe(400);
    expect((await (await call('GET', '/findings?user_id=not-a-uuid', adminToken)).json()).data).toEqual([]);

    expect((await call('GET', `/user/not-a-uuid`, adminToken)).status).toBe(404);
  });

  it('findings name the account they are about: name and e-mail, in the list, the user detail and a dismissal', async () => {
    await db.query(`UPDATE users SET name = 'Henri Hopper' WHERE id = $1`, [p.h1.id]);
    const expected = { id: p.h1.id, name: 'Henri Hopper', email: p.h1.email };
    const byIp = await (await call('GET', '/findings?ip=198.51.100.7', adminToken)).json();
    expect(byIp.data.map((f: { user: unknown }) => f.user)).toEqual([expected]);
    // Every row of the unfiltered list carries its own account.
    const all: { data: Array<{ user_id: string; user: { id: string; email: string } | null }> } = await (await call('GET', '/findings?per_page=100', adminToken)).json();
    expect(all.data.length).toBeGreaterThan(5);
    for (const f of all.data) expect(f.user).toMatchObject({ id: f.user_id, email: expect.stringContaining('@') });
    expect(all.data.find((f) => f.user_id === p.l1.id)?.user?.email).toBe(p.l1.email);

    const detail = await (await call('GET', `/user/${p.h1.id}`, adminToken)).json();
    expect(detail.findings.map((f: { user: unknown }) => f.user)).toEqual([expected]);
    const dismissed = await (await call('POST', `/findings/${byIp.data[0].id}/dismiss`, adminToken)).json();
    expect(dismissed.finding.user).toEqual(expected);
  });

  it('staff-only: no token 401, artists 403, on every fraud route', async () => {
    const a = await artist('probe');
    const artistToken = (await t.app.get(TokensService).issue(a.id, 'artist')).token;
    for (const [method, path, body] of [
      ['GET', '/overview'],
      ['POST', '/scan'],
      ['POST', '/run-manual'],
      ['GET', '/scores'],
      ['GET', '/findings'],
      ['GET', '/blocks'],
      ['GET', `/user/${a.id}`],
      ['POST', '/block', { user_id: a.id }],
      ['POST', '/unblock', { user_id: a.id }],
      ['POST', `/findings/${a.id}/dismiss`],
    ] as const) {
      expect({ path, status: (await call(method, path, undefined, body)).status }).toEqual({ path, status: 401 });
      expect({ path, status: (await call(method, path, artistToken, body)).status }).toEqual({ path, status: 403 });
    }
    expect(await status(a.id)).toBe('active');
  });

  it('a block bites: token refused, login refused with account_blocked; the artist is told how to appeal; unblock restores login', async () => {
    const a = await artist('blockme');
    await profile(a.id, { paypal_email: 'blockme@pay.example', iban: 'GB33BUKB20201555555555' });
    await loginEvent(a.id, 'login', '192.0.2.44', 1);
    const token = (await t.app.get(TokensService).issue(a.id, 'artist')).token;
    expect((await t.api('/api/notifications/unread-count', { token })).status).toBe(200);

    expect((await call('POST', '/block', adminToken, { user_id: a.id, reason: 42 })).status).toBe(422);
    expect((await call('POST', '/block', adminToken, { user_id: a.id, extra: 1 })).status).toBe(422);
    const res = await call('POST', '/block', managerToken, { user_id: a.id });
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 200, body: { message: 'User blocked.', user_id: a.id, user_status: 'blocked' } });

    const refused = await t.api('/api/notifications/unread-count', { token });
    expect({ status: refused.status, body: await refused.json() }).toEqual({ status: 403, body: ACCOUNT_BLOCKED });
    const login = await t.api('/api/artist/login/start', { method: 'POST', json: { email: a.email, password: PASSWORD } });
    expect({ status: login.status, body: await login.json() }).toEqual({ status: 403, body: ACCOUNT_BLOCKED });
    await expect(db.query(`SELECT count(*)::int AS n FROM access_tokens WHERE user_id = $1 AND revoked_at IS NULL`, [a.id])).resolves.toEqual([{ n: 0 }]);

    // The block records what the account used then: default reason, source, address, PayPal, IBAN.
    const blocks = await (await call('GET', `/blocks?q=${encodeURIComponent(a.email)}`, adminToken)).json();
    expect(blocks.data).toEqual([
      expect.objectContaining({ user_id: a.id, reason: 'Manual block', source: 'manual', user_status: 'blocked', ip_address: '192.0.2.44', paypal_email: 'blockme@pay.example', iban: 'GB33BUKB20201555555555', stripe_account_id: null, lifted_at: null }),
    ]);
    const detail = await (await call('GET', `/user/${a.id}`, adminToken)).json();
    expect(detail.block).toMatchObject({ source: 'manual', reason: 'Manual block' });
    const [mail] = await mailboxFor(t, a.email);
    expect(mail.subject).toBe('Your Soundpost account is under review');
    expect(mail.text).toContain(`${t.config.publicUrl}/appeal`);

    // The appeal: an e-mail code, then a support ticket in the artist's name.
    const codeRes = await t.api('/api/fraud/appeal/code', { method: 'POST', json: { email: a.email } });
    expect(await codeRes.json()).toEqual({ message: 'If this account is blocked, we sent a code to its e-mail address.' });
    const code = await readCodeFromMailbox(t, a.email);
    const wrong = await t.api('/api/fraud/appeal', { method: 'POST', json: { email: a.email, code: code === '000000' ? '111111' : '000000', message: 'Please look again' } });
    expect(wrong.status).toBe(422);
    const appeal = await t.api('/api/fraud/appeal', { method: 'POST', json: { email: a.email, code, message: 'I am one person with one account.' } });
    expect(await appeal.json()).toEqual({ message: 'Your appeal was sent. Our support team will answer by e-mail.' });
    await expect(db.query(`SELECT subject, message, priority FROM support_tickets WHERE user_id = $1`, [a.id])).resolves.toEqual([
      { subject: 'Appeal against my account block', message: 'I am one person with one account.', priority: 'high' },
    ]);

    const unblock = await call('POST', '/unblock', adminToken, { user_id: a.id });
    expect(await unblock.json()).toEqual({ message: 'User unblocked.', user_id: a.id, user_status: 'active' });
    const again = await t.api('/api/artist/login/start', { method: 'POST', json: { email: a.email, password: PASSWORD } });
    expect(again.status).toBe(200);
    const loginCode = await readCodeFromMailbox(t, a.email);
    const verified = await t.api('/api/artist/login/verify', { method: 'POST', json: { email: a.email, code: loginCode } });
    expect(verified.status).toBe(200);
    // The login was recorded with its address (the fraud rules' IP signal).
    await expect(db.query(`SELECT kind, host(ip) AS ip FROM login_events WHERE user_id = $1 ORDER BY id DESC LIMIT 1`, [a.id])).resolves.toEqual([{ kind: 'login', ip: '127.0.0.1' }]);
    expect((await mailboxFor(t, a.email)).some((m) => m.subject === 'Your Soundpost account is active again')).toBe(true);
    await expect(db.query(`SELECT template FROM notifications WHERE user_id = $1`, [a.id])).resolves.toEqual([{ template: 'account_unblocked' }]);
    expect((await call('POST', '/unblock', adminToken, { user_id: a.id })).status).toBe(409);
    await expect(db.query(`SELECT lift_reason FROM fraud_blocks WHERE user_id = $1`, [a.id])).resolves.toEqual([{ lift_reason: 'manual' }]);
  });

  it('a manager cannot block a staff account; an unknown user is 404', async () => {
    const admin = await t.app.get(StaffUsersService).createStaff({ email: `target${++n}@staff.example`, password: 'long-secret-1', name: 'Target', role: 'admin' });
    expect((await call('POST', '/block', managerToken, { user_id: admin.id })).status).toBe(403);
    expect(await status(admin.id)).toBe('active');
    expect((await call('POST', '/block', adminToken, { user_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
  });

  it('blocked_until: the scheduler lifts the block once it has passed', async () => {
    const a = await artist('timed');
    const until = new Date(Date.now() + 60 * 60 * 1000);
    expect((await call('POST', '/block', adminToken, { user_id: a.id, reason: 'Cooling off', blocked_until: until.toISOString() })).status).toBe(200);
    await expect(t.app.get(FraudBlocksService).liftExpired(new Date())).resolves.toEqual({ lifted: 0 });
    expect(await status(a.id)).toBe('blocked');
    await db.query(`UPDATE fraud_blocks SET blocked_until = now() - interval '1 minute' WHERE user_id = $1`, [a.id]);
    const run = await t.app.get(JobsService).runNow('fraud.lift-expired-blocks');
    expect(run).toEqual({ ran: true, result: { lifted: 1 } });
    expect(await status(a.id)).toBe('active');
    await expect(db.query(`SELECT lift_reason FROM fraud_blocks WHERE user_id = $1`, [a.id])).resolves.toEqual([{ lift_reason: 'expired' }]);
  });

  it('auto-block at critical (FRAUD_AUTO_BLOCK): blocks those at critical once, and not again after staff unblock them', async () => {
    const [m1, m2] = [await artist('m'), await artist('m')];
    for (const m of [m1, m2]) await profile(m.id, { paypal_email: 'ring@pay.example', iban: 'NL91ABNA0417164300', passport_number: 'RING0001' });
    t.app.get(FraudSettings).FRAUD_AUTO_BLOCK = true;
    try {
      const res = await call('POST', '/run-manual', adminToken);
      const body = await res.json();
      // m1, m2: 40 + 40 + 50 = 130; i1: 40 + 60 = 100.
      expect(body).toEqual({ message: 'Fraud scan completed.', blocked_users: 3, findings_added: 6 });
      for (const id of [m1.id, m2.id, p.i1.id]) expect(await status(id)).toBe('blocked');
      await expect(db.query(`SELECT DISTINCT source, reason FROM fraud_blocks WHERE user_id = ANY($1)`, [[m1.id, m2.id, p.i1.id]])).resolves.toEqual([
        { source: 'auto', reason: 'Automatic block: fraud score reached critical' },
      ]);
      // Staff decide i1 is honest: the next scan does not block them again on the same evidence.
      expect((await call('POST', '/unblock', adminToken, { user_id: p.i1.id })).status).toBe(200);
      const rescan = await (await call('POST', '/run-manual', adminToken)).json();
      expect(rescan.blocked_users).toBe(0);
      expect(await status(p.i1.id)).toBe('active');
    } finally {
      t.app.get(FraudSettings).FRAUD_AUTO_BLOCK = false;
    }
  });

  it('POST /scan queues a job and answers at once', async () => {
    const res = await call('POST', '/scan', adminToken);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: 'Fraud scan queued.', job_id: expect.any(String) });
  });

  it('the scheduled job and the back office call the same service method (the CLI: apps/cli fraud.command.int-spec)', async () => {
    const spy = jest.spyOn(FraudScanService.prototype, 'run');
    try {
      const run = await t.app.get(JobsService).runNow('fraud.scan');
      expect(run).toMatchObject({ ran: true, result: { dry_run: false, findings_added: 0 } });
      expect((await call('POST', '/run-manual', adminToken)).status).toBe(200);
      expect(spy.mock.calls.map(([options]) => options?.trigger)).toEqual(['schedule', 'http']);
    } finally {
      spy.mockRestore();
    }
  });

  it('two scans never overlap: the second answers 409 while the first holds the lock', async () => {
    const runner = db.createQueryRunner();
    await runner.query(`SELECT pg_advisory_lock(hashtextextended('fraud.scan', 0))`);
    try {
      const res = await call('POST', '/run-manual', adminToken);
      expect({ status: res.status, body: await res.json() }).toEqual({ status: 409, body: { message: 'A fraud scan is already running. Try again when it has finished.', code: 'fraud_scan_running' } });
      await expect(t.app.get(JobsService).runNow('fraud.scan')).resolves.toEqual({ ran: true, result: { skipped: 'already running' } });
    } finally {
      await runner.query(`SELECT pg_advisory_unlock(hashtextextended('fraud.scan', 0))`);
      await runner.release();
    }
  });
});
