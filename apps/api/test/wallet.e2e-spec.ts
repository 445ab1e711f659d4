import { randomUUID } from 'node:crypto';
import { formatCentsPlain, WALLET_TRANSACTION_CSV_COLUMNS } from '@soundpost/contracts';
import { csvCell, csvLine } from '@soundpost/shared-csv';
import { LedgerService, WalletJobs } from '@soundpost/server-wallet';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { newStaff } from './support/kyc-fixtures';
import { mailboxFor } from './support/mailbox';
import { approvedArtist } from './support/releases-fixtures';
import { balanceOf, caller, expectLedgerConsistent, fundedArtist as fundedArtistWithoutTaxForm, keyedCaller } from './support/wallet-fixtures';
import { withTaxForm } from './support/tax-fixtures';
import { createTestApp, TestApp } from './test-app';

/** Payouts need a valid tax form: every funded artist here has a W-8BEN on file. */
const fundedArtist = (t: Parameters<typeof fundedArtistWithoutTaxForm>[0], cents: number) => withTaxForm(t, fundedArtistWithoutTaxForm(t, cents));

describe('Wallets and payouts (real app)', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let keyed: ReturnType<typeof keyedCaller>;
  let staff: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    call = caller(t);
    keyed = keyedCaller(t);
    staff = await newStaff(t);
  }, 60_000);
  afterEach(async () => {
    await expectLedgerConsistent(t);
  });
  afterAll(() => t?.close());

  const move = (id: string, status: string, reason?: string) => call('PUT', `/admin/wallets/payouts/${id}`, staff.token, reason ? { status, reason } : { status });

  it('answers 401 without a token, 403 to an artist on the back office', async () => {
    for (const [method, path] of [
      ['GET', '/artist/wallet'],
      ['GET', '/artist/wallet/payouts'],
      ['POST', '/artist/wallet/payouts'],
      ['GET', '/artist/wallet/transactions'],
      ['POST', `/artist/wallet/payouts/${randomUUID()}/cancel`],
      ['GET', '/admin/wallets'],
      ['GET', '/admin/wallets/transactions'],
      ['GET', '/admin/wallets/transactions/export'],
      ['GET', '/admin/wallets/payouts'],
      ['PUT', `/admin/wallets/payouts/${randomUUID()}`],
      ['POST', `/admin/wallets/${randomUUID()}/adjust`],
    ]) {
      expect([method, path, (await call(method, path)).status]).toEqual([method, path, 401]);
    }
    const artist = await approvedArtist(t);
    expect((await call('GET', '/admin/wallets', artist.token)).status).toBe(403);
    expect((await call('GET', '/artist/wallet', staff.token)).status).toBe(401);
  });

  it('gives every artist an empty EUR wallet, created with the account', async () => {
    const artist = await approvedArtist(t);
    expect(await db.query(`SELECT balance_cents::int AS balance, currency FROM wallets WHERE user_id = $1`, [artist.id])).toEqual([{ balance: 0, currency: 'eur' }]);
    const staffWallets = await db.query(`SELECT 1 FROM wallets WHERE user_id = $1`, [staff.id]);
    expect(staffWallets).toEqual([]);
    const res = await call('GET', '/artist/wallet', artist.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_id: artist.id, balance: 0, currency: 'eur', stripe_account_id: null, pending_payout: null });
    expect(res.body.wallet.id).toBe(res.body.id);
    expect((await call('GET', '/artist/wallet/payouts', artist.token)).body).toMatchObject({ data: [], meta: { total: 0, per_page: 10 } });
  });

  it('staff adjust: credit and debit, each message word for word, idempotent retries, audited with the staff user', async () => {
    const artist = await approvedArtist(t);
    const walletId = (await call('GET', '/artist/wallet', artist.token)).body.id;
    const path = `/admin/wallets/${walletId}/adjust`;
    expect((await call('POST', path, staff.token, { type: 'credit', amount: 0 })).body).toMatchObject({ message: 'Enter a valid positive amount.', errors: { amount: ['Enter a valid positive amount.'] } });
    expect((await call('POST', path, staff.token, { type: 'credit', amount: 12.5 })).status).toBe(422);
    expect((await call('POST', path, staff.token, { type: 'credit', amount: 100, meta: '{oops' })).body).toMatchObject({ message: 'Meta must be valid JSON.' });
    expect((await call('POST', path, staff.token, { type: 'credit', amount: 100, meta: '[1,2]' })).body.message).toBe('Meta must be valid JSON.');
    expect((await call('POST', path, staff.token, { type: 'credit', amount: 100, balance: 5 })).status).toBe(422);
    expect((await call('POST', `/admin/wallets/${randomUUID()}/adjust`, staff.token, { type: 'credit', amount: 100 })).status).toBe(404);

    const key = randomUUID();
    const first = await keyed('POST', path, staff.token, { type: 'credit', amount: 12_000, currency: 'eur', description: 'Bonus', meta: '{"ticket":7}' }, key);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ message: 'Wallet adjusted successfully.', wallet: { balance: 12_000 }, transaction: { type: 'credit', amount: 12_000, status: 'completed', description: 'Bonus' } });
    const again = await keyed('POST', path, staff.token, { type: 'credit', amount: 12_000, currency: 'eur', description: 'Bonus', meta: '{"ticket":7}' }, key);
    expect(again.body.transaction.id).toBe(first.body.transaction.id);
    expect(await balanceOf(t, walletId)).toBe(12_000);

    const tooMuch = await call('POST', path, staff.token, { type: 'debit', amount: 12_001 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.amount[0]).toBe("The debit exceeds the wallet's available balance (EUR 120.00).");
    const debit = await call('POST', path, staff.token, { type: 'debit', amount: 2_000, description: 'Chargeback' });
    expect(debit.body.wallet.balance).toBe(10_000);

    const [entry] = await db.query(`SELECT created_by, meta, kind FROM wallet_transactions WHERE id = $1`, [first.body.transaction.id]);
    expect(entry).toEqual({ created_by: staff.id, meta: { ticket: 7 }, kind: 'adjustment' });
    const audits = await db.query(`SELECT actor_id FROM audit_logs WHERE auditable_type = 'Wallet' AND auditable_id = $1 AND event = 'updated'`, [walletId]);
    expect(audits.length).toBeGreaterThanOrEqual(2);
    expect(audits.every((a: { actor_id: string }) => a.actor_id === staff.id)).toBe(true);

    const tx = await call('GET', '/artist/wallet/transactions', artist.token);
    expect(tx.body.meta).toMatchObject({ total: 2, per_page: 20 });
    expect(tx.body.data.map((r: { type: string; amount: number }) => [r.type, r.amount])).toEqual([
      ['debit', 2_000],
      ['credit', 12_000],
    ]);
  });

  it('payout request: each spec message, the money held at once, one open request, idempotent retries', async () => {
    const artist = await fundedArtist(t, 10_000);
    const ask = (body: Record<string, unknown>) => call('POST', '/artist/wallet/payouts', artist.token, body);
    const messageOf = async (body: Record<string, unknown>) => {
      const res = await ask(body);
      expect(res.status).toBe(422);
      return res.body.message;
    };
    expect(await messageOf({ amount: 2499, method: 'manual' })).toBe('Minimum payout is EUR 25.00');
    expect(await messageOf({ amount: -100, method: 'manual' })).toBe('Enter a valid positive amount.');
    expect(await messageOf({ amount: '50', method: 'manual' })).toBe('Enter a valid positive amount.');
    expect(await messageOf({ amount: 10_001, method: 'manual' })).toBe('Amount exceeds your available balance.');
    expect(await messageOf({ amount: 5000, method: 'paypal', destination: 'not-an-email' })).toBe('Enter a valid PayPal email.');
    expect(await messageOf({ amount: 5000, method: 'bank', destination: 'DE12' })).toBe('Enter a valid IBAN.');
    expect((await ask({ amount: 5000, method: 'cheque' })).status).toBe(422);
    expect((await ask({ amount: 5000, method: 'manual', status: 'paid' })).status).toBe(422);

    const key = randomUUID();
    const body = { amount: 5000, currency: 'eur', method: 'paypal', destination: ' Artist@Example.COM ', notes: 'Thanks' };
    const created = await keyed('POST', '/artist/wallet/payouts', artist.token, body, key);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ amount: 5000, currency: 'eur', method: 'paypal', status: 'requested', destination: 'artist@example.com', notes: 'Thanks' });
    const replay = await keyed('POST', '/artist/wallet/payouts', artist.token, body, key);
    expect(replay).toEqual(created);

    const wallet = await call('GET', '/artist/wallet', artist.token);
    expect(wallet.body.balance).toBe(5_000);
    expect(wallet.body.pending_payout).toMatchObject({ id: created.body.id, status: 'requested' });
    const second = await ask({ amount: 2500, method: 'manual' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('You already have a payout request in progress. Wait until it is paid, or cancel it, before requesting another.');
    const [held] = await db.query(`SELECT t.type, t.status, t.kind, t.amount_cents::int AS amount FROM wallet_transactions t JOIN payout_requests p ON p.transaction_id = t.id WHERE p.id = $1`, [created.body.id]);
    expect(held).toEqual({ type: 'debit', status: 'pending', kind: 'payout', amount: 5000 });
    expect((await call('GET', '/artist/wallet/transactions', artist.token)).body.data[0]).toMatchObject({ type: 'debit', status: 'pending', amount: 5000 });
  });

  it('the artist cancels their own requested payout (money back); another artist gets 404; a final status is 409', async () => {
    const artist = await fundedArtist(t, 8_000);
    const other = await approvedArtist(t);
    const created = await call('POST', '/artist/wallet/payouts', artist.token, { amount: 3000, method: 'bank', destination: 'de89 3704 0044 0532 0130 00' });
    expect(created.body.destination).toBe('DE89370400440532013000');
    expect((await call('POST', `/artist/wallet/payouts/${created.body.id}/cancel`, other.token)).status).toBe(404);
    expect((await call('POST', '/artist/wallet/payouts/not-a-uuid/cancel', artist.token)).status).toBe(404);
    const cancelled = await call('POST', `/artist/wallet/payouts/${created.body.id}/cancel`, artist.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await balanceOf(t, artist.walletId)).toBe(8_000);
    const again = await call('POST', `/artist/wallet/payouts/${created.body.id}/cancel`, artist.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A payout cannot move from cancelled to cancelled.');
    // Once approved, only staff may cancel it.
    const next = await call('POST', '/artist/wallet/payouts', artist.token, { amount: 3000, method: 'manual' });
    await move(next.body.id, 'approved');
    expect((await call('POST', `/artist/wallet/payouts/${next.body.id}/cancel`, artist.token)).body.message).toBe('A payout cannot move from approved to cancelled.');
    expect((await move(next.body.id, 'cancelled')).body.status).toBe('cancelled');
    expect(await balanceOf(t, artist.walletId)).toBe(8_000);
  });

  it('staff moves: only legal ones (409 naming both statuses), the dropdown lists them, PayPal sandbox pays, the artist is told', async () => {
    const artist = await fundedArtist(t, 12_000);
    const created = await call('POST', '/artist/wallet/payouts', artist.token, { amount: 5000, method: 'paypal', destination: 'artist-paid@example.com' });
    const id = created.body.id;
    const illegal = await move(id, 'paid');
    expect(illegal.status).toBe(409);
    expect(illegal.body.message).toBe('A payout cannot move from requested to paid.');
    expect((await move(id, 'processing')).body.message).toBe('A payout cannot move from requested to processing.');
    expect((await move(randomUUID(), 'approved')).status).toBe(404);
    expect((await move(id, 'lost')).status).toBe(422);

    const listed = await call('GET', `/admin/wallets/payouts?wallet=${artist.walletId}`, staff.token);
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0]).toMatchObject({ id, allowed_statuses: ['approved', 'rejected', 'cancelled'], wallet: { id: artist.walletId, user: { email: artist.email } } });

    const approved = await move(id, 'approved');
    expect(approved.body).toMatchObject({ status: 'approved', allowed_statuses: ['processing', 'rejected', 'cancelled'] });
    const sent = await move(id, 'processing');
    expect(sent.status).toBe(200);
    // The sandbox pays at once: processing → paid, the held entry completed.
    expect(sent.body).toMatchObject({ status: 'paid', allowed_statuses: [] });
    expect(sent.body.provider_ref).toMatch(/^SANDBOX-BATCH-/);
    expect((await move(id, 'rejected')).body.message).toBe('A payout cannot move from paid to rejected.');
    const wallet = await call('GET', '/artist/wallet', artist.token);
    expect(wallet.body).toMatchObject({ balance: 7_000, pending_payout: null });
    expect((await call('GET', '/artist/wallet/transactions', artist.token)).body.data[0]).toMatchObject({ type: 'debit', status: 'completed', amount: 5000 });

    const notes = await call('GET', '/notifications', artist.token);
    expect(notes.body.items.map((n: { data: { title: string } }) => n.data.title)).toEqual(['Payout paid', 'Payout sent', 'Payout approved']);
    expect(notes.body.items[0].data.message).toBe('Your payout of EUR 50.00 has been paid.');
    const mail = await mailboxFor(t, artist.email);
    expect(mail.map((m) => m.subject)).toEqual(expect.arrayContaining(['Your payout of EUR 50.00: approved', 'Your payout of EUR 50.00: sent', 'Your payout of EUR 50.00: paid']));
    const audits = await db.query(`SELECT actor_id FROM audit_logs WHERE auditable_type = 'PayoutRequest' AND auditable_id = $1 AND event = 'updated'`, [id]);
    expect(audits.length).toBe(3);
  });

  it('a failed PayPal payment rejects the payout with its reason and gives the money back', async () => {
    const artist = await fundedArtist(t, 6_000);
    const created = await call('POST', '/artist/wallet/payouts', artist.token, { amount: 4000, method: 'paypal', destination: 'fail@example.com' });
    await move(created.body.id, 'approved');
    const sent = await move(created.body.id, 'processing');
    expect(sent.body).toMatchObject({ status: 'rejected', failure_reason: 'PayPal sandbox: the receiver cannot be paid.' });
    expect(await balanceOf(t, artist.walletId)).toBe(6_000);
    const notes = await call('GET', '/notifications', artist.token);
    expect(notes.body.items[0].data.message).toBe('Your payout of EUR 40.00 was not paid and the money is back in your wallet. PayPal sandbox: the receiver cannot be paid.');
  });

  it('manual payouts may go approved → paid; rejected ones give the money back', async () => {
    const artist = await fundedArtist(t, 9_000);
    const a = await call('POST', '/artist/wallet/payouts', artist.token, { amount: 3000, method: 'manual' });
    await move(a.body.id, 'approved');
    expect((await move(a.body.id, 'paid')).body.status).toBe('paid');
    expect(await balanceOf(t, artist.walletId)).toBe(6_000);
    const b = await call('POST', '/artist/wallet/payouts', artist.token, { amount: 2500, method: 'manual' });
    expect((await move(b.body.id, 'rejected', 'Details missing')).body).toMatchObject({ status: 'rejected', failure_reason: 'Details missing' });
    expect(await balanceOf(t, artist.walletId)).toBe(6_000);
    const c = await call('POST', '/artist/wallet/payouts', artist.token, { amount: 2500, method: 'paypal', destination: 'x@example.com' });
    await move(c.body.id, 'approved');
    expect((await move(c.body.id, 'paid')).body.message).toBe('A payout cannot move from approved to paid.');
    await move(c.body.id, 'rejected');
  });

  it('bank payouts: the SEPA file holds the approved ones and moves them to processing; staff mark them paid', async () => {
    const artist = await fundedArtist(t, 9_000);
    const created = await call('POST', '/artist/wallet/payouts', artist.token, { amount: 4200, method: 'bank', destination: 'DE89 3704 0044 0532 0130 00' });
    await move(created.body.id, 'approved');
    const res = await t.api('/api/admin/wallets/payouts/sepa-export', { method: 'POST', token: staff.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="sepa-payouts-\d+\.xml"/);
    const xml = await res.text();
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    expect(xml).toContain(`<EndToEndId>${created.body.id.replace(/-/g, '')}</EndToEndId>`);
    expect(xml).toContain('<InstdAmt Ccy="EUR">42.00</InstdAmt>');
    expect(xml).toContain('<IBAN>DE89370400440532013000</IBAN>');
    const after = await call('GET', `/admin/wallets/payouts?wallet=${artist.walletId}`, staff.token);
    expect(after.body.data[0]).toMatchObject({ status: 'processing', allowed_statuses: ['paid', 'rejected'] });
    // Nothing approved is left: a second download is a 409, and the payout is in one file only.
    expect((await call('POST', '/admin/wallets/payouts/sepa-export', staff.token)).status).toBe(409);
    expect((await move(created.body.id, 'paid')).body.status).toBe('paid');
    expect(await balanceOf(t, artist.walletId)).toBe(4_800);
  });

  it('Stripe Connect: without a linked account the payment fails; linking (sandbox) then pays by transfer', async () => {
    const artist = await fundedArtist(t, 10_000);
    const first = await call('POST', '/artist/wallet/payouts', artist.token, { amount: 3000, method: 'stripe_connect' });
    expect(first.body.destination).toBeNull();
    await move(first.body.id, 'approved');
    expect((await move(first.body.id, 'processing')).body).toMatchObject({ status: 'rejected', failure_reason: 'No payment account is linked to this wallet.' });
    const link = await call('POST', '/artist/wallet/stripe/connect', artist.token);
    expect(link.status).toBe(200);
    expect(link.body.stripe_account_id).toMatch(/^acct_sandbox_/);
    expect(link.body.url).toMatch(/\/artist\/wallet\?stripe=linked$/);
    expect((await call('GET', '/artist/wallet', artist.token)).body.stripe_account_id).toBe(link.body.stripe_account_id);
    const second = await call('POST', '/artist/wallet/payouts', artist.token, { amount: 3000, method: 'stripe_connect' });
    await move(second.body.id, 'approved');
    expect((await move(second.body.id, 'processing')).body.status).toBe('paid');
    const entry = (await call('GET', '/artist/wallet/transactions', artist.token)).body.data[0];
    expect(entry).toMatchObject({ status: 'completed', amount: 3000 });
    expect(entry.stripe_transfer_id).toMatch(/^tr_sandbox_/);
    const ids = await db.query(`SELECT kind, value FROM wallet_payout_identifiers WHERE user_id = $1`, [artist.id]);
    expect(ids).toEqual([{ kind: 'stripe_account', value: link.body.stripe_account_id }]);
  });

  it('a blocked account cannot request, and no rail sends or pays its payout: it stays where it is', async () => {
    const artist = await fundedArtist(t, 10_000);
    const created = await call('POST', '/artist/wallet/payouts', artist.token, { amount: 3000, method: 'paypal', destination: 'blocked@example.com' });
    await move(created.body.id, 'approved');
    await db.query(`UPDATE users SET status = 'blocked' WHERE id = $1`, [artist.id]);
    const refused = await move(created.body.id, 'processing');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The artist account is blocked: this payout is held until the account is unblocked.');
    expect((await call('GET', `/admin/wallets/payouts?wallet=${artist.walletId}`, staff.token)).body.data[0].status).toBe('approved');
    expect((await call('POST', '/artist/wallet/payouts', artist.token, { amount: 2500, method: 'manual' })).status).toBe(403);
    await db.query(`UPDATE users SET status = 'active' WHERE id = $1`, [artist.id]);
    expect((await move(created.body.id, 'processing')).body.status).toBe('paid');
  });

  it('publishes payout identifiers for fraud: lower-cased e-mails, compact upper-case IBANs, first and last seen', async () => {
    const artist = await fundedArtist(t, 20_000);
    for (const [method, destination] of [
      ['paypal', 'Same@Example.com'],
      ['bank', 'fr14 2004 1010 0505 0001 3m02 606'],
      ['paypal', 'same@example.com'],
    ]) {
      const p = await call('POST', '/artist/wallet/payouts', artist.token, { amount: 2500, method, destination });
      await move(p.body.id, 'rejected');
    }
    const rows = await db.query(`SELECT kind, value, first_seen_at <= last_seen_at AS ordered FROM wallet_payout_identifiers WHERE user_id = $1 ORDER BY kind`, [artist.id]);
    expect(rows).toEqual([
      { kind: 'iban', value: 'FR1420041010050500013M02606', ordered: true },
      { kind: 'paypal_email', value: 'same@example.com', ordered: true },
    ]);
  });

  it('back office lists: wallets with user and e-mail, all transactions with every filter, one wallet’s transactions', async () => {
    const artist = await fundedArtist(t, 5_000);
    const wallets = await call('GET', `/admin/wallets?q=${encodeURIComponent(artist.email)}`, staff.token);
    expect(wallets.body.data).toHaveLength(1);
    expect(wallets.body.data[0]).toMatchObject({ id: artist.walletId, balance: 5_000, user: { id: artist.id, email: artist.email } });
    expect((await call('GET', `/admin/wallets/${artist.walletId}`, staff.token)).body.id).toBe(artist.walletId);
    await call('POST', `/admin/wallets/${artist.walletId}/adjust`, staff.token, { type: 'debit', amount: 700, description: 'Handling charge' });

    const list = (query: string) => call('GET', `/admin/wallets/transactions?${query}`, staff.token);
    expect((await list(`wallet_id=${artist.walletId}`)).body.meta.total).toBe(2);
    expect((await list(`wallet=${artist.walletId}&type=debit`)).body.data.map((r: { amount: number }) => r.amount)).toEqual([700]);
    expect((await list(`user_id=${artist.id}&status=completed`)).body.meta.total).toBe(2);
    // A word no random id can hold (the search also reads references, which are UUIDs: 'fee' is hex).
    expect((await list(`user=${artist.id}&q=charge`)).body.meta.total).toBe(1);
    expect((await list(`q=${encodeURIComponent(artist.email)}`)).body.meta.total).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`wallet=${artist.walletId}&date_from=${today}&date_to=${today}`)).body.meta.total).toBe(2);
    expect((await list(`wallet=${artist.walletId}&from=${today}&to=${today}`)).body.meta.total).toBe(2);
    expect((await list(`wallet=${artist.walletId}&from=2001-01-01&to=2001-01-02`)).body.meta.total).toBe(0);
    expect((await list('type=gift')).status).toBe(400);
    const row = (await list(`wallet=${artist.walletId}&type=debit`)).body.data[0];
    expect(row).toMatchObject({ kind: 'adjustment', wallet: { id: artist.walletId, user: { email: artist.email } } });
    const one = await call('GET', `/admin/wallets/${artist.walletId}/transactions?per_page=1`, staff.token);
    expect(one.body).toMatchObject({ meta: { total: 2, per_page: 1, last_page: 2 } });
    expect((await call('GET', `/admin/wallets/${randomUUID()}/transactions`, staff.token)).status).toBe(404);
  });

  it('exports the filtered transactions as CSV with exactly the spec columns, formula-safe', async () => {
    const artist = await fundedArtist(t, 5_000);
    await call('POST', `/admin/wallets/${artist.walletId}/adjust`, staff.token, { type: 'debit', amount: 1234, description: '=HYPERLINK("http://evil","x"), "quoted"' });
    const res = await t.api(`/api/admin/wallets/transactions/export?wallet_id=${artist.walletId}`, { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,wallet_id,user_name,user_email,type,amount_eur,status,description,external_ref,stripe_transfer_id,created_at');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,${artist.walletId},`);
    expect(lines[1]).toContain(`,"${artist.email}",debit,12.34,completed,"'=HYPERLINK(""http://evil"",""x""), ""quoted""",,,`);
    expect(lines[2]).toContain(',credit,50.00,completed,"Royalties",');
    const filtered = await t.api(`/api/admin/wallets/transactions/export?wallet_id=${artist.walletId}&type=credit`, { token: staff.token });
    expect((await filtered.text()).trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('the export is byte for byte the reference CSV (formula cells, quotes, commas, line breaks, empty cells) and holds exactly the list\'s rows for every filter', async () => {
    const artist = await fundedArtist(t, 5_000);
    const ledger = t.app.get(LedgerService);
    await db.query(`UPDATE users SET name = $1 WHERE id = $2`, ['@Evil, "Name"', artist.id]);
    const descriptions = ['+SUM(A1)', '-2', '@cmd', '\tTabbed', '\rCarriage', 'line one\nline two', 'crlf\r\ninside', 'comma, here', 'say "hi"', 'C:\\path\\.', '\\.', 'Café 🎵', ''];
    const ids: string[] = [];
    for (const [i, description] of descriptions.entries()) {
      const ref = await db.transaction((m) => ledger.credit(m, { userId: artist.id, amountCents: 101 + i, kind: 'royalty', description, externalRef: i === 0 ? '=1+1' : null }));
      ids.push(ref.id);
    }
    await db.transaction((m) => ledger.setTransferId(m, ids[1], '-tr_1'));
    expect((await call('POST', `/admin/wallets/${artist.walletId}/adjust`, staff.token, { type: 'debit', amount: 700, description: 'Fee' })).status).toBe(200);

    // The reference: the shared writer's cells (csvCell) from the rows as node-postgres reads them,
    // the free-text ones always quoted (the export's FORCE_QUOTE).
    const rows: Array<Record<string, string | null> & { amount_cents: string; created_at: Date }> = await db.query(
      `SELECT t.id, t.wallet_id, u.name, u.email, t.type, t.amount_cents, t.status, t.description, t.external_ref, t.stripe_transfer_id, t.created_at
         FROM wallet_transactions t JOIN wallets w ON w.id = t.wallet_id LEFT JOIN auth_user_summaries u ON u.id = w.user_id
        WHERE t.wallet_id = $1 ORDER BY t.created_at DESC, t.id DESC`,
      [artist.walletId],
    );
    const reference =
      csvLine([...WALLET_TRANSACTION_CSV_COLUMNS]) +
      rows
        .map((r) => {
          const text = (value: string | null) => {
            const cell = csvCell(value);
            return cell === '' || cell.startsWith('"') ? cell : `"${cell}"`;
          };
          const cells = [csvCell(r.id), csvCell(r.wallet_id), text(r.name), text(r.email), csvCell(r.type), csvCell(formatCentsPlain(Number(r.amount_cents))), csvCell(r.status)];
          return [...cells, text(r.description), text(r.external_ref), text(r.stripe_transfer_id), csvCell(r.created_at.toISOString())].join(',') + '\r\n';
        })
        .join('');
    const exported = async (query: string) => {
      const res = await t.api(`/api/admin/wallets/transactions/export?${query}`, { token: staff.token });
      expect(res.status).toBe(200);
      return res.text();
    };
    const body = await exported(`wallet_id=${artist.walletId}`);
    expect(body).toBe(reference);
    expect(body).toContain(`,"'@Evil, ""Name""",`);
    expect(body).toContain(`,"'\rCarriage",`);
    expect(body).toContain(`,"'-tr_1",`);
    expect(body).toContain(`,"'+SUM(A1)","'=1+1",,`);

    // Every filter: the export's rows are the list's, in the list's order.
    const idsOf = (csv: string) => csv.split('\r\n').slice(1, -1).filter((line) => /^[0-9a-f-]{36},/.test(line)).map((line) => line.slice(0, 36));
    const today = new Date().toISOString().slice(0, 10);
    for (const query of [
      `wallet=${artist.walletId}&type=debit`,
      `wallet=${artist.walletId}&status=completed&sort=amount&order=asc`,
      `user_id=${artist.id}&q=comma`,
      `q=${encodeURIComponent(artist.email)}`,
      `user=${artist.id}&date_from=${today}&date_to=${today}`,
      `wallet=${artist.walletId}&from=2001-01-01&to=2001-01-02`,
      `wallet=${artist.walletId}&q=${encodeURIComponent("x'); DROP TABLE wallets; --")}`,
      `wallet=${artist.walletId}&q=${encodeURIComponent("\\' OR 1=1 --")}`,
    ]) {
      const listed = (await call('GET', `/admin/wallets/transactions?${query}&per_page=100`, staff.token)).body;
      const csv = await exported(query);
      expect([query, idsOf(csv)]).toEqual([query, listed.data.map((r: { id: string }) => r.id)]);
      expect(csv.startsWith(`${WALLET_TRANSACTION_CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
    }
    expect(idsOf(await exported(`user_id=${artist.id}&q=comma`))).toEqual([ids[7]]);
    expect((await db.query(`SELECT count(*)::int AS n FROM wallet_transactions WHERE wallet_id = $1`, [artist.walletId]))[0].n).toBe(15);
    expect((await t.api('/api/admin/wallets/transactions/export?type=gift', { token: staff.token })).status).toBe(400);
  });

  it('an export cut short mid-COPY gives its connection back to the pool (discarded), and the next export is whole', async () => {
    const artist = await fundedArtist(t, 100);
    const ledger = t.app.get(LedgerService);
    // ~24 MB of CSV: more than the sockets buffer, so the COPY waits on the client that stops reading.
    const big = 'x'.repeat(1_000_000);
    for (let i = 0; i < 24; i++) await db.transaction((m) => ledger.credit(m, { userId: artist.id, amountCents: 1, kind: 'royalty', description: `${i} ${big}` }));
    const pool = (db.driver as PostgresDriver).master as { totalCount: number; idleCount: number };
    const copying = async () => (await db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'COPY (SELECT%' AND state = 'active' AND pid <> pg_backend_pid()`))[0].n;
    const until = async (what: () => Promise<boolean>) => {
      for (let i = 0; i < 100 && !(await what()); i++) await new Promise((r) => setTimeout(r, 50));
      return what();
    };

    const abort = new AbortController();
    const res = await t.api(`/api/admin/wallets/transactions/export?wallet=${artist.walletId}`, { token: staff.token, signal: abort.signal });
    const reader = res.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    expect(await until(async () => (await copying()) === 1)).toBe(true);
    abort.abort();
    await reader.read().catch(() => undefined);
    expect(await until(async () => (await copying()) === 0)).toBe(true);
    expect(await until(async () => pool.totalCount === pool.idleCount)).toBe(true);

    const whole = await (await t.api(`/api/admin/wallets/transactions/export?wallet=${artist.walletId}`, { token: staff.token })).text();
    expect(whole.split('\r\n')).toHaveLength(1 + 25 + 1);
    expect(whole.length).toBeGreaterThan(24_000_000);
  });

  it('soundpost-style verify finds nothing wrong, and the nightly job alerts staff on a mismatch', async () => {
    const jobs = t.app.get(WalletJobs);
    expect((await jobs.verifyAndAlert()).mismatches).toEqual([]);
    const artist = await fundedArtist(t, 1_000);
    await db.query('UPDATE wallets SET balance_cents = 999 WHERE id = $1', [artist.walletId]);
    try {
      const { mismatches } = await jobs.verifyAndAlert();
      expect(mismatches).toEqual([{ walletId: artist.walletId, userId: artist.id, balanceCents: 999, expectedCents: 1_000 }]);
      const notes = await call('GET', '/notifications', staff.token);
      expect(notes.body.items[0].data).toMatchObject({ title: 'Wallet check failed', message: '1 wallet(s) have a balance that disagrees with their entries. Run soundpost wallets verify.' });
    } finally {
      await db.query('UPDATE wallets SET balance_cents = 1000 WHERE id = $1', [artist.walletId]);
    }
  });
});
