import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { ACCOUNT_CLOSING_MESSAGES, MINIMUM_PAYOUT_CENTS, PAYOUT_MESSAGES, type AccountClosingCheckResponse } from '@soundpost/contracts';
import { TokensService } from '@soundpost/server-auth';
import { JobsService } from '@soundpost/server-core/jobs';
import { StorageService } from '@soundpost/server-core/storage';
import { AccountClosingService } from '@soundpost/server-privacy';
import { LedgerService } from '@soundpost/server-wallet';
import { DataSource } from 'typeorm';
import { newArtist, newStaff, PASSWORD, PNG } from './support/kyc-fixtures';
import { mailboxFor } from './support/mailbox';
import { approvedArtist, caller, completeRelease, type TestArtist } from './support/releases-fixtures';
import { stepUp } from './support/step-up';
import { withTaxForm } from './support/tax-fixtures';
import { fundedArtist } from './support/wallet-fixtures';
import { createTestApp, TestApp } from './test-app';

describe('Closing an account (POST /api/me/close) over HTTP, real database', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    db = t.app.get(DataSource);
  }, 60_000);
  afterAll(() => t?.close());

  const close = (token: string, body: Record<string, unknown> = {}) => call('POST', '/me/close', token, { password: PASSWORD, confirm: true, ...body });
  const closures = async (userId: string) => db.query(`SELECT status FROM account_closures WHERE user_id = $1`, [userId]);
  const userRow = async (userId: string) => (await db.query(`SELECT name, email, status, password_hash IS NULL AS no_password FROM users WHERE id = $1`, [userId]))[0];
  const expectLedgerConsistent = async () => expect(await t.app.get(LedgerService).verify()).toEqual([]);
  /** An approved artist stepped up (a fresh e-mailed code confirmed), as the close call needs. */
  const steppedUpArtist = async () => {
    const artist = await approvedArtist(t);
    await stepUp(t, artist);
    return artist;
  };
  /** Nothing was closed: no closure row, the user still active with a password. */
  const expectNotClosed = async (userId: string) => {
    expect(await closures(userId)).toEqual([]);
    expect(await userRow(userId)).toMatchObject({ status: 'active', no_password: false });
  };

  describe('refusals', () => {
    it('is the owner’s: a member of the account, even an admin, gets 403 role_forbidden', async () => {
      const owner = await newArtist(t);
      const person = await newArtist(t);
      await db.query(`INSERT INTO account_members (account_id, user_id, role) VALUES ($1, $1, 'owner'), ($1, $2, 'admin')`, [owner.id, person.id]);
      const { token } = await t.app.get(TokensService).issue(person.id, 'artist', undefined, undefined, { id: owner.id, role: 'admin' });
      const res = await close(token);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'role_forbidden' });
      expect((await call('GET', '/me/close', token)).status).toBe(403);
      await expectNotClosed(owner.id);
    });

    it('needs a fresh e-mailed code: without a step-up it is 403 step_up_required', async () => {
      const artist = await approvedArtist(t);
      const res = await close(artist.token);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'step_up_required' });
      await expectNotClosed(artist.id);
    });

    it('refuses a wrong password (422 on password) and a missing confirmation (422 on confirm)', async () => {
      const artist = await steppedUpArtist();
      const wrong = await close(artist.token, { password: 'not-the-password' });
      expect(wrong).toMatchObject({ status: 422, body: { errors: { password: [ACCOUNT_CLOSING_MESSAGES.passwordWrong] } } });
      const unconfirmed = await close(artist.token, { confirm: false });
      expect(unconfirmed).toMatchObject({ status: 422, body: { errors: { confirm: [ACCOUNT_CLOSING_MESSAGES.confirmRequired] } } });
      await expectNotClosed(artist.id);
    });

    it('refuses while a payout is in progress (409 payout_in_progress)', async () => {
      const artist = await withTaxForm(t, fundedArtist(t, 5000));
      const payout = await call('POST', '/artist/wallet/payouts', artist.token, { amount: 5000, method: 'paypal', destination: 'me@example.com' });
      expect(payout.status).toBe(201);
      const res = await close(artist.token);
      expect(res).toMatchObject({ status: 409, body: { code: 'payout_in_progress', message: ACCOUNT_CLOSING_MESSAGES.payoutInProgress } });
      await expectNotClosed(artist.id);
    });

    it('refuses while the wallet holds money (409 balance_above_zero), and will not let a balance at or above the minimum be given up', async () => {
      const artist = await fundedArtist(t, MINIMUM_PAYOUT_CENTS);
      const check = (await call('GET', '/me/close', artist.token)).body as AccountClosingCheckResponse;
      expect(check).toMatchObject({ balance_cents: MINIMUM_PAYOUT_CENTS, payout_minimum_cents: MINIMUM_PAYOUT_CENTS, blockers: ['balance_above_zero'], may_forfeit: false });
      const res = await close(artist.token);
      expect(res).toMatchObject({ status: 409, body: { code: 'balance_above_zero', message: ACCOUNT_CLOSING_MESSAGES.balanceAboveZero } });
      const forfeit = await close(artist.token, { forfeit_balance: true });
      expect(forfeit).toMatchObject({ status: 409, body: { code: 'forfeit_not_allowed', message: ACCOUNT_CLOSING_MESSAGES.forfeitAtMinimum } });
      await expectNotClosed(artist.id);
      expect(await db.query(`SELECT count(*)::int AS n FROM wallet_transactions WHERE wallet_id = $1 AND kind = 'forfeit'`, [artist.walletId])).toEqual([{ n: 0 }]);
    });

    it('refuses while a live chat is open (409 chat_open)', async () => {
      const artist = await steppedUpArtist();
      await db.query(`INSERT INTO chats (user_id, status, waiting_since) VALUES ($1, 'waiting', now())`, [artist.id]);
      expect(((await call('GET', '/me/close', artist.token)).body as AccountClosingCheckResponse).blockers).toEqual(['chat_open']);
      const res = await close(artist.token);
      expect(res).toMatchObject({ status: 409, body: { code: 'chat_open', message: ACCOUNT_CLOSING_MESSAGES.chatOpen } });
      await expectNotClosed(artist.id);
    });
  });

  describe('emptying the wallet', () => {
    it('a closing payout is not bound by the minimum but must be the whole balance', async () => {
      const artist = await withTaxForm(t, fundedArtist(t, 1234));
      const small = await call('POST', '/artist/wallet/payouts', artist.token, { amount: 1234, method: 'paypal', destination: 'me@example.com' });
      expect(small).toMatchObject({ status: 422, body: { errors: { amount: [PAYOUT_MESSAGES.minimum] } } });
      const part = await call('POST', '/artist/wallet/payouts', artist.token, { amount: 1000, method: 'paypal', destination: 'me@example.com', closing: true });
      expect(part).toMatchObject({ status: 422, body: { code: 'closing_payout_not_whole', errors: { amount: [ACCOUNT_CLOSING_MESSAGES.closingPayoutWholeBalance] } } });
      const whole = await call('POST', '/artist/wallet/payouts', artist.token, { amount: 1234, method: 'paypal', destination: 'me@example.com', closing: true });
      expect(whole).toMatchObject({ status: 201, body: { amount: 1234, status: 'requested' } });
      // Paid: the wallet is empty, and the account may close.
      await db.query(`UPDATE payout_requests SET status = 'paid' WHERE user_id = $1`, [artist.id]);
      const res = await close(artist.token);
      expect(res).toMatchObject({ status: 200, body: { status: 'closed', forfeited_cents: 0 } });
      await expectLedgerConsistent();
    });

    it('gives up a balance under the minimum with consent: a forfeit entry with the consent in the ledger, balance 0', async () => {
      const artist = await fundedArtist(t, 1999);
      const check = (await call('GET', '/me/close', artist.token)).body as AccountClosingCheckResponse;
      expect(check).toMatchObject({ blockers: ['balance_above_zero'], may_forfeit: true });
      const res = await close(artist.token, { forfeit_balance: true, reasons: ['other_distributor'] });
      expect(res).toMatchObject({ status: 200, body: { status: 'closed', forfeited_cents: 1999, takedowns: 0 } });
      const entries = await db.query(`SELECT type, status, amount_cents::int AS amount, meta FROM wallet_transactions WHERE wallet_id = $1 AND kind = 'forfeit'`, [artist.walletId]);
      expect(entries).toEqual([{ type: 'debit', status: 'completed', amount: 1999, meta: { consent: ACCOUNT_CLOSING_MESSAGES.forfeitConsent, consented_at: expect.any(String) } }]);
      expect(await db.query(`SELECT balance_cents::int AS b FROM wallets WHERE id = $1`, [artist.walletId])).toEqual([{ b: 0 }]);
      expect(await db.query(`SELECT forfeited_cents::int AS f, reason_codes FROM account_closures WHERE user_id = $1`, [artist.id])).toEqual([{ f: 1999, reason_codes: ['other_distributor'] }]);
      await expectLedgerConsistent();
    });
  });

  describe('the full closure', () => {
    /** An account with personal data in every domain, each record carrying `marker`. */
    async function seedAccount(): Promise<TestArtist & { marker: string; releaseId: string; walletId: string; docKey: string; attachmentKey: string }> {
      const marker = `mark${randomUUID().slice(0, 8)}`;
      const artist = await fundedArtist(t, 3000);
      await db.query(
        `UPDATE artist_profiles SET first_name = $2, last_name = 'Silva', phone_number = '+351900000000', address = 'Rua 1', city = 'Lisboa', postal_code = '1000-001',
                paypal_email = $3, iban = 'PT50000201231234567890154', passport_number = 'P1234567', nationality = 'PT' WHERE user_id = $1`,
        [artist.id, `First ${marker}`, `${marker}@paypal.example`],
      );
      const storage = t.app.get(StorageService);
      const doc = await storage.save(Readable.from([PNG]), { maxBytes: 1_000_000, contentType: 'image/png', visibility: 'private', prefix: 'kyc' });
      await db.query(`INSERT INTO identity_documents (user_id, storage_key, original_name, content_type, size_bytes, sha256) VALUES ($1, $2, 'passport.png', 'image/png', $3, $4)`, [
        artist.id,
        doc.key,
        doc.size,
        doc.sha256,
      ]);
      // A catalogue fact: kept (and left in the audit log) after the closure.
      const release = await completeRelease(t, artist, call, { title: 'Catalogue title' });
      // Sent to Spotify and acknowledged: live at the store.
      await db.query(
        `INSERT INTO release_deliveries (release_id, store_id, user_id, status, action, message_id, delivered_at, acknowledged_at) VALUES ($1, 'spotify', $2, 'acknowledged', 'insert', $3, now(), now())`,
        [release.id, artist.id, `MSG${marker}`],
      );
      // Paid out 30.00: the wallet is empty again, the payout keeps its destination until the closure.
      const [entry] = await db.query(`SELECT id FROM wallet_transactions WHERE wallet_id = $1`, [artist.walletId]);
      await db.transaction((m) => t.app.get(LedgerService).debit(m, { walletId: artist.walletId, amountCents: 3000, kind: 'payout', status: 'completed', description: 'Payout' }));
      await db.query(`INSERT INTO payout_requests (wallet_id, user_id, amount_cents, method, destination, transaction_id, notes, status) VALUES ($1, $2, 3000, 'paypal', $3, $4, $5, 'paid')`, [
        artist.walletId,
        artist.id,
        `${marker}@paypal.example`,
        entry.id,
        `Notes ${marker}`,
      ]);
      const [ticket] = await db.query(
        `INSERT INTO support_tickets (user_id, subject, message, number) VALUES ($1, $2, $3, (SELECT coalesce(max(number), 0) + 1 FROM support_tickets)) RETURNING id`,
        [artist.id, `Ticket ${marker}`, `My phone is ${marker}`],
      );
      await db.query(`INSERT INTO ticket_replies (ticket_id, user_id, message) VALUES ($1, $2, $3)`, [ticket.id, artist.id, `Reply ${marker}`]);
      const attachment = await storage.save(Readable.from([PNG]), { maxBytes: 1_000_000, contentType: 'image/png', visibility: 'private', prefix: 'tickets' });
      await db.query(`INSERT INTO ticket_attachments (ticket_id, storage_key, original_name, content_type, size_bytes) VALUES ($1, $2, 'me.png', 'image/png', $3)`, [
        ticket.id,
        attachment.key,
        attachment.size,
      ]);
      const [chat] = await db.query(`INSERT INTO chats (user_id, status, ended_at) VALUES ($1, 'ended', now()) RETURNING id`, [artist.id]);
      await db.query(`INSERT INTO chat_messages (chat_id, "from", author_id, body) VALUES ($1, 'artist', $2, $3)`, [chat.id, artist.id, `Chat ${marker}`]);
      await db.query(`INSERT INTO notifications (user_id, account_id, template, title, message) VALUES ($1, $1, 'custom', $2, 'Hello')`, [artist.id, `Notice ${marker}`]);
      await db.query(`INSERT INTO stats_report_settings (user_id, frequency) VALUES ($1, 'weekly')`, [artist.id]);
      await db.query(`INSERT INTO team_invitations (account_id, email, role, token_hash, invited_by, expires_at) VALUES ($1, $2, 'viewer', $3, $1, now() + interval '1 day')`, [
        artist.id,
        `${marker}@team.example`,
        randomUUID().replace(/-/g, '').repeat(2),
      ]);
      await db.query(`INSERT INTO audit_logs (event, auditable_type, auditable_id, user_id, actor_id, actor_name, actor_email, changes) VALUES ('updated', 'User', $1, $1, $1, $2, $3, $4)`, [
        artist.id,
        `First ${marker}`,
        artist.email,
        JSON.stringify({ name: `First ${marker}`, email: artist.email, roles: ['artist'] }),
      ]);
      return { ...artist, marker, releaseId: release.id, docKey: doc.key, attachmentKey: attachment.key };
    }

    it('takes down live releases, signs out, mails the address, then erases every domain’s personal data and keeps the ledger', async () => {
      const me = await seedAccount();
      const other = await seedAccount();
      const [ledgerBefore] = await db.query(`SELECT count(*)::int AS n, sum(amount_cents)::int AS sum FROM wallet_transactions WHERE wallet_id = $1`, [me.walletId]);

      const check = (await call('GET', '/me/close', me.token)).body as AccountClosingCheckResponse;
      expect(check).toMatchObject({ balance_cents: 0, blockers: [], live_releases: 1, may_forfeit: false });

      const res = await close(me.token, { reasons: ['stopping_music', 'stopping_music'] });
      expect(res).toMatchObject({ status: 200, body: { status: 'closing', takedowns: 1, forfeited_cents: 0, closed_at: null } });

      // Signed out everywhere at once: the old token is a 401, and the password no longer opens anything.
      expect((await call('GET', '/me/close', me.token)).status).toBe(401);
      const login = await call('POST', '/artist/login/start', undefined, { email: me.email, password: PASSWORD });
      expect(login.status).toBe(422);
      expect(await userRow(me.id)).toMatchObject({ status: 'closed', no_password: true });
      // The takedown is queued for the store that has the release.
      expect(await db.query(`SELECT store_id, action, status FROM release_deliveries WHERE user_id = $1`, [me.id])).toEqual([{ store_id: 'spotify', action: 'takedown', status: 'queued' }]);
      // The confirmation went to the address before it is erased.
      const [mail] = await mailboxFor(t, me.email);
      expect(mail.subject).toBe('Your Soundpost account is closed');
      expect(mail.text).toContain('Takedowns sent to the stores: 1.');

      // Pending: nothing is erased while the takedown is on its way.
      const closing = t.app.get(AccountClosingService);
      await expect(closing.finishDue()).resolves.toMatchObject({ closed: 0, waiting: 1 });
      expect((await userRow(me.id)).email).toBe(me.email);
      // Staff see the pending closure.
      const staff = await newStaff(t);
      const pending = await call('GET', `/admin/account-closures?filter=${encodeURIComponent(JSON.stringify({ status: 'closing' }))}`, staff.token);
      expect(pending.status).toBe(200);
      expect(pending.body.data).toContainEqual(expect.objectContaining({ user_id: me.id, status: 'closing', takedowns: 1, reason_codes: ['stopping_music'] }));

      // The store was sent the takedown: the next run erases the account.
      await db.query(`UPDATE release_deliveries SET status = 'delivered', delivered_at = now() WHERE user_id = $1`, [me.id]);
      await expect(closing.finishDue()).resolves.toMatchObject({ closed: 1 });

      expect(await userRow(me.id)).toEqual({ name: 'Closed account', email: `closed-${me.id}@closed.invalid`, status: 'closed', no_password: true });
      const [profile] = await db.query(`SELECT artist_name, first_name, last_name, phone_number, address, city, postal_code, paypal_email, iban, passport_number, nationality FROM artist_profiles WHERE user_id = $1`, [me.id]);
      expect(profile).toEqual({ artist_name: 'Test Artist', first_name: null, last_name: null, phone_number: null, address: null, city: null, postal_code: null, paypal_email: null, iban: null, passport_number: null, nationality: null });
      // Identity documents wait for the retention sweep.
      expect(await db.query(`SELECT storage_key FROM identity_documents WHERE user_id = $1`, [me.id])).toEqual([{ storage_key: me.docKey }]);
      expect(await db.query(`SELECT subject, message FROM support_tickets WHERE user_id = $1`, [me.id])).toEqual([{ subject: '[erased]', message: '[erased]' }]);
      expect(await db.query(`SELECT r.message FROM ticket_replies r JOIN support_tickets s ON s.id = r.ticket_id WHERE s.user_id = $1`, [me.id])).toEqual([{ message: '[erased]' }]);
      expect(await db.query(`SELECT count(*)::int AS n FROM ticket_attachments a JOIN support_tickets s ON s.id = a.ticket_id WHERE s.user_id = $1`, [me.id])).toEqual([{ n: 0 }]);
      await expect(t.app.get(StorageService).exists(me.attachmentKey)).resolves.toBe(false);
      expect(await db.query(`SELECT m.body FROM chat_messages m JOIN chats c ON c.id = m.chat_id WHERE c.user_id = $1`, [me.id])).toEqual([{ body: '[erased]' }]);
      expect(await db.query(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1`, [me.id])).toEqual([{ n: 0 }]);
      expect(await db.query(`SELECT count(*)::int AS n FROM stats_report_settings WHERE user_id = $1`, [me.id])).toEqual([{ n: 0 }]);
      expect(await db.query(`SELECT count(*)::int AS n FROM team_invitations WHERE account_id = $1`, [me.id])).toEqual([{ n: 0 }]);
      expect(await db.query(`SELECT count(*)::int AS n FROM access_tokens WHERE user_id = $1`, [me.id])).toEqual([{ n: 0 }]);
      expect(await db.query(`SELECT destination, notes, amount_cents::int AS amount, status FROM payout_requests WHERE user_id = $1`, [me.id])).toEqual([
        { destination: '…mple', notes: null, amount: 3000, status: 'paid' },
      ]);
      // The catalogue and the ledger stay under the same (now pseudonymous) id, and the ledger still verifies.
      expect(await db.query(`SELECT title FROM releases WHERE id = $1`, [me.releaseId])).toEqual([{ title: 'Catalogue title' }]);
      expect(await db.query(`SELECT count(*)::int AS n, sum(amount_cents)::int AS sum FROM wallet_transactions WHERE wallet_id = $1`, [me.walletId])).toEqual([ledgerBefore]);
      expect(await db.query(`SELECT user_id FROM wallets WHERE id = $1`, [me.walletId])).toEqual([{ user_id: me.id }]);
      await expectLedgerConsistent();

      // The audit log keeps the fact, not the data.
      const audit = await db.query(`SELECT event, auditable_type, actor_name, actor_email, changes::text AS changes FROM audit_logs WHERE user_id = $1 OR actor_id = $1`, [me.id]);
      expect(audit).toContainEqual(expect.objectContaining({ event: 'created', auditable_type: 'AccountClosure' }));
      for (const row of audit) {
        expect({ row, leaks: [me.email, me.marker, 'Silva', 'P1234567'].some((v) => JSON.stringify(row).includes(v)) }).toEqual({ row, leaks: false });
        expect(row).toMatchObject({ actor_email: null });
      }
      // Nothing of the other account changed.
      expect(await userRow(other.id)).toMatchObject({ email: other.email, status: 'active' });
      expect(await db.query(`SELECT first_name FROM artist_profiles WHERE user_id = $1`, [other.id])).toEqual([{ first_name: `First ${other.marker}` }]);
      expect(await db.query(`SELECT m.body FROM chat_messages m JOIN chats c ON c.id = m.chat_id WHERE c.user_id = $1`, [other.id])).toEqual([{ body: `Chat ${other.marker}` }]);

      // Staff see it closed; an artist may not list closures.
      const closed = await call('GET', `/admin/account-closures?filter=${encodeURIComponent(JSON.stringify({ status: 'closed' }))}`, staff.token);
      expect(closed.body.data).toContainEqual(expect.objectContaining({ user_id: me.id, status: 'closed', closed_at: expect.any(String) }));
      expect(closed.body.data.every((c: { status: string }) => c.status === 'closed')).toBe(true);
      expect((await call('GET', '/admin/account-closures', other.token)).status).toBe(403);
    });

    it('sends nothing but takedowns for a closed account: a release approved after the closure is not delivered', async () => {
      const artist = await steppedUpArtist();
      const release = await completeRelease(t, artist, call);
      expect((await close(artist.token)).body.status).toBe('closed');
      const staff = await newStaff(t);
      expect((await call('PATCH', `/admin/releases/${release.id}/status`, staff.token, { status: 'approved' })).status).toBe(200);
      expect(await db.query(`SELECT action, status FROM release_deliveries WHERE release_id = $1`, [release.id])).toEqual([{ action: 'insert', status: 'queued' }]);
      await t.app.get(JobsService).runNow('delivery.store', { storeId: 'spotify' });
      expect(await db.query(`SELECT status, last_error, message_id FROM release_deliveries WHERE release_id = $1`, [release.id])).toEqual([
        { status: 'error', last_error: 'Not sent: the artist closed their account.', message_id: null },
      ]);
    });

    it('closes at once when no release is at a store, and a closed account cannot close again or sign in', async () => {
      const artist = await steppedUpArtist();
      const res = await close(artist.token);
      expect(res).toMatchObject({ status: 200, body: { status: 'closed', takedowns: 0, closed_at: expect.any(String) } });
      expect((await userRow(artist.id)).email).toBe(`closed-${artist.id}@closed.invalid`);
      expect((await close(artist.token)).status).toBe(401);
      expect((await call('POST', '/artist/login/start', undefined, { email: artist.email, password: PASSWORD })).status).toBe(422);
    });
  });
});
