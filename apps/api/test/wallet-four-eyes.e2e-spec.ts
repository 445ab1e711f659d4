import { randomUUID } from 'node:crypto';
import { WALLET_FOUR_EYES_MESSAGES, type WalletAdjustmentRequestResponse } from '@soundpost/contracts';
import { WalletAdjustmentsService } from '@soundpost/server-wallet';
import { DataSource } from 'typeorm';
import { newStaff } from './support/kyc-fixtures';
import { balanceOf, caller, expectLedgerConsistent, fundedArtist, keyedCaller } from './support/wallet-fixtures';
import { createTestApp, TestApp } from './test-app';

/** Four eyes: staff adjustments above WALLET_FOUR_EYES_THRESHOLD_CENTS (default EUR 1,000) wait for a second staff member. */
describe('Wallet four eyes: large staff adjustments need a second staff member (real app)', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let keyed: ReturnType<typeof keyedCaller>;
  let alice: { id: string; token: string };
  let bob: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    call = caller(t);
    keyed = keyedCaller(t);
    alice = await newStaff(t);
    bob = await newStaff(t, 'manager');
  }, 60_000);
  afterEach(async () => {
    await expectLedgerConsistent(t);
  });
  afterAll(() => t?.close());

  const adjust = (walletId: string, token: string, body: object) => call('POST', `/admin/wallets/${walletId}/adjust`, token, body);
  const approve = (id: string, token: string) => call('POST', `/admin/wallet-adjustments/${id}/approve`, token);
  const reject = (id: string, token: string, body: object) => call('POST', `/admin/wallet-adjustments/${id}/reject`, token, body);
  const entriesOf = async (walletId: string) => Number((await db.query(`SELECT count(*)::int AS n FROM wallet_transactions WHERE wallet_id = $1`, [walletId]))[0].n);

  it('posts at once up to the threshold (EUR 1,000 exactly); above it answers 202 with a pending request and posts nothing', async () => {
    const artist = await fundedArtist(t, 500);
    const atThreshold = await adjust(artist.walletId, alice.token, { type: 'credit', amount: 100_000, description: 'Exactly the threshold' });
    expect(atThreshold.status).toBe(200);
    expect(atThreshold.body).toMatchObject({ message: 'Wallet adjusted successfully.', wallet: { balance: 100_500 } });

    const entries = await entriesOf(artist.walletId);
    const above = await adjust(artist.walletId, alice.token, { type: 'credit', amount: 100_001, description: 'Label advance', meta: { ticket: 42 } });
    expect(above.status).toBe(202);
    expect(above.body).toMatchObject({
      message: 'Sent for approval by a second staff member.',
      request: {
        wallet: { id: artist.walletId, user: { id: artist.id } },
        type: 'credit',
        amount: 100_001,
        description: 'Label advance',
        status: 'pending',
        requested_by: { id: alice.id },
        decided_by: null,
        transaction_id: null,
      },
    });
    expect(await balanceOf(t, artist.walletId)).toBe(100_500);
    expect(await entriesOf(artist.walletId)).toBe(entries);
    const [row] = await db.query(`SELECT amount_cents, requested_by, status FROM wallet_adjustment_requests WHERE id = $1`, [above.body.request.id]);
    expect(row).toEqual({ amount_cents: '100001', requested_by: alice.id, status: 'pending' });
  });

  it('the requester cannot approve or reject (403 four_eyes_same_staff, the table refuses it too); another staff member approves: posted once, balance right', async () => {
    const artist = await fundedArtist(t, 1_000);
    const { body } = await adjust(artist.walletId, alice.token, { type: 'credit', amount: 250_000, description: 'Advance' });
    const id = (body.request as WalletAdjustmentRequestResponse).id;

    const own = await approve(id, alice.token);
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ code: 'four_eyes_same_staff', message: WALLET_FOUR_EYES_MESSAGES.sameStaff });
    expect((await reject(id, alice.token, { reason: 'Changed my mind' })).status).toBe(403);
    // The database holds the rule whatever the code does.
    await expect(
      db.query(`UPDATE wallet_adjustment_requests SET status = 'rejected', decided_by = requested_by, decided_at = now() WHERE id = $1`, [id]),
    ).rejects.toThrow(/wallet_adjustment_requests_four_eyes_ck/);

    const ok = await approve(id, bob.token);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      message: 'Adjustment approved and posted.',
      request: { id, status: 'approved', decided_by: { id: bob.id } },
      wallet: { balance: 251_000 },
      transaction: { type: 'credit', amount: 250_000, status: 'completed', description: 'Advance' },
    });
    expect(ok.body.request.transaction_id).toBe(ok.body.transaction.id);
    const [entry] = await db.query(`SELECT created_by, kind, meta FROM wallet_transactions WHERE id = $1`, [ok.body.transaction.id]);
    expect(entry).toEqual({ created_by: bob.id, kind: 'adjustment', meta: { four_eyes: { request_id: id, requested_by: alice.id, approved_by: bob.id } } });
    expect(await balanceOf(t, artist.walletId)).toBe(251_000);

    const again = await approve(id, bob.token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('adjustment_request_not_pending');
    expect(await balanceOf(t, artist.walletId)).toBe(251_000);

    // Every step is in the audit log: requested by Alice, approved by Bob.
    const audit = await db.query(`SELECT event, actor_id FROM audit_logs WHERE auditable_type = 'WalletAdjustmentRequest' AND auditable_id = $1 ORDER BY id`, [id]);
    expect(audit).toEqual([
      { event: 'created', actor_id: alice.id },
      { event: 'updated', actor_id: bob.id },
    ]);
  });

  it('parallel approvals (real concurrent requests, each with its own Idempotency-Key) post once', async () => {
    const carol = await newStaff(t);
    const artist = await fundedArtist(t, 0 + 1);
    const { body } = await adjust(artist.walletId, alice.token, { type: 'credit', amount: 300_000, description: 'Race' });
    const id = body.request.id as string;
    const answers = await Promise.all(
      [bob, carol, bob, carol, bob, carol].map((s) => keyed('POST', `/admin/wallet-adjustments/${id}/approve`, s.token, undefined, randomUUID())),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await balanceOf(t, artist.walletId)).toBe(300_001);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM wallet_transactions WHERE wallet_id = $1 AND kind = 'adjustment'`, [artist.walletId]);
    expect(n).toBe(1);
    // A retry with the same key answers the same (idempotent), posting nothing more.
    const key = randomUUID();
    const { body: second } = await adjust(artist.walletId, alice.token, { type: 'credit', amount: 100_100, description: 'Retry' });
    const first = await keyed('POST', `/admin/wallet-adjustments/${second.request.id}/approve`, bob.token, undefined, key);
    const retry = await keyed('POST', `/admin/wallet-adjustments/${second.request.id}/approve`, bob.token, undefined, key);
    expect(first.status).toBe(200);
    expect(retry).toEqual(first);
    expect(await balanceOf(t, artist.walletId)).toBe(400_101);
  });

  it('rejects with a reason (422 without one); a rejected request cannot be approved', async () => {
    const artist = await fundedArtist(t, 1_000);
    const { body } = await adjust(artist.walletId, alice.token, { type: 'debit', amount: 150_000, description: 'Chargeback' });
    const id = body.request.id as string;
    const blank = await reject(id, bob.token, { reason: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ reason: [WALLET_FOUR_EYES_MESSAGES.reasonRequired] });
    const done = await reject(id, bob.token, { reason: 'No chargeback on file' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ message: 'Adjustment rejected.', request: { status: 'rejected', reason: 'No chargeback on file', decided_by: { id: bob.id }, type: 'debit', amount: 150_000 } });
    expect((await approve(id, bob.token)).body.code).toBe('adjustment_request_not_pending');
    expect(await balanceOf(t, artist.walletId)).toBe(1_000);
  });

  it('a debit above the balance at approval: 409 and the request stays pending; it posts once the balance covers it', async () => {
    const artist = await fundedArtist(t, 120_000);
    const { body } = await adjust(artist.walletId, alice.token, { type: 'debit', amount: 150_000, description: 'Recovery' });
    const id = body.request.id as string;
    const refused = await approve(id, bob.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'adjustment_exceeds_balance', message: WALLET_FOUR_EYES_MESSAGES.exceedsBalance });
    expect((await call('GET', `/admin/wallet-adjustments/${id}`, bob.token)).body).toMatchObject({ status: 'pending', decided_by: null });
    expect(await balanceOf(t, artist.walletId)).toBe(120_000);

    await adjust(artist.walletId, bob.token, { type: 'credit', amount: 50_000, description: 'Top up' });
    const ok = await approve(id, bob.token);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ wallet: { balance: 20_000 }, transaction: { type: 'debit', amount: 150_000, status: 'completed' } });
  });

  it('a pending request expires after 7 days: approving it then answers 409 adjustment_request_expired and marks it expired', async () => {
    const artist = await fundedArtist(t, 1_000);
    const { body } = await adjust(artist.walletId, alice.token, { type: 'credit', amount: 200_000, description: 'Old' });
    const id = body.request.id as string;
    expect(Date.parse(body.request.expires_at) - Date.parse(body.request.requested_at)).toBe(7 * 86_400_000);
    // Still approvable on day 6 (the clock moved through the service), expired on day 8.
    const service = t.app.get(WalletAdjustmentsService);
    await expect(service.approve(id, bob.id, new Date(Date.now() + 8 * 86_400_000))).rejects.toMatchObject({ code: 'adjustment_request_expired' });
    const [row] = await db.query(`SELECT status, decided_by, transaction_id FROM wallet_adjustment_requests WHERE id = $1`, [id]);
    expect(row).toEqual({ status: 'expired', decided_by: null, transaction_id: null });
    expect((await approve(id, bob.token)).body.code).toBe('adjustment_request_not_pending');
    expect(await balanceOf(t, artist.walletId)).toBe(1_000);

    const { body: fresh } = await adjust(artist.walletId, alice.token, { type: 'credit', amount: 200_000, description: 'Recent' });
    await expect(service.approve(fresh.request.id, bob.id, new Date(Date.now() + 6 * 86_400_000))).resolves.toMatchObject({ request: { status: 'approved' } });
  });

  it('GET /admin/wallet-adjustments lists requests, filtered by status, newest first; 404 for an unknown id; artists get 403', async () => {
    const artist = await fundedArtist(t, 1_000);
    const { body } = await adjust(artist.walletId, alice.token, { type: 'credit', amount: 123_456, description: 'Listed' });
    const pending = await call('GET', `/admin/wallet-adjustments?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`, bob.token);
    expect(pending.status).toBe(200);
    expect(pending.body.data.every((r: WalletAdjustmentRequestResponse) => r.status === 'pending')).toBe(true);
    expect(pending.body.data[0]).toMatchObject({ id: body.request.id, requested_by: { id: alice.id, name: 'The admin' } });
    const approved = await call('GET', `/admin/wallet-adjustments?filter=${encodeURIComponent(JSON.stringify({ status: 'approved' }))}`, bob.token);
    expect(approved.body.data.length).toBeGreaterThan(0);
    expect(approved.body.data.every((r: WalletAdjustmentRequestResponse) => r.status === 'approved')).toBe(true);
    expect((await call('GET', `/admin/wallet-adjustments/${randomUUID()}`, bob.token)).status).toBe(404);
    expect((await approve(randomUUID(), bob.token)).status).toBe(404);
    expect((await call('GET', '/admin/wallet-adjustments', artist.token)).status).toBe(403);
  });
});
