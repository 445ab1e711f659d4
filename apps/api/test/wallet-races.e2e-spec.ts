import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { LedgerService, PayoutsService } from '@soundpost/server-wallet';
import { DataSource } from 'typeorm';
import { newStaff } from './support/kyc-fixtures';
import { balanceOf, caller, expectLedgerConsistent, fundedArtist as fundedArtistWithoutTaxForm } from './support/wallet-fixtures';
import { withTaxForm } from './support/tax-fixtures';
import { createTestApp, TestApp } from './test-app';

/** Payouts need a valid tax form: every funded artist here has a W-8BEN on file. */
const fundedArtist = (t: Parameters<typeof fundedArtistWithoutTaxForm>[0], cents: number) => withTaxForm(t, fundedArtistWithoutTaxForm(t, cents));

/** Money under races and faults: parallel requests against the real app and database. */
describe('Wallet races and faults (real app)', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let staff: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    call = caller(t);
    staff = await newStaff(t);
  }, 60_000);
  afterEach(async () => {
    await expectLedgerConsistent(t);
  });
  afterAll(() => t?.close());

  it('50 parallel payout requests on one wallet, 20 times: exactly one accepted, never a 5xx, never below zero', async () => {
    for (let round = 0; round < 20; round++) {
      const artist = await fundedArtist(t, 10_000);
      const answers = await Promise.all(Array.from({ length: 50 }, () => call('POST', '/artist/wallet/payouts', artist.token, { amount: 6_000, method: 'manual' })));
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(new Set(statuses.filter((s) => s !== 201))).toEqual(new Set([409]));
      expect(await balanceOf(t, artist.walletId)).toBe(4_000);
    }
  }, 240_000);

  it('an artist payout and a staff debit racing, 50 times: the balance stays consistent and never negative', async () => {
    for (let round = 0; round < 50; round++) {
      const artist = await fundedArtist(t, 5_000);
      const [payout, debit] = await Promise.all([
        call('POST', '/artist/wallet/payouts', artist.token, { amount: 3_000, method: 'manual' }),
        call('POST', `/admin/wallets/${artist.walletId}/adjust`, staff.token, { type: 'debit', amount: 3_000 }),
      ]);
      // Both cannot fit in 50 EUR: exactly one wins, the other is a 422.
      expect([payout.status === 201, debit.status === 200].filter(Boolean)).toHaveLength(1);
      expect([payout.status, debit.status]).toContain(422);
      expect(await balanceOf(t, artist.walletId)).toBe(2_000);
    }
  }, 120_000);

  it('10 concurrent staff moves of one payout to rejected: one refund', async () => {
    const artist = await fundedArtist(t, 10_000);
    const created = await call('POST', '/artist/wallet/payouts', artist.token, { amount: 4_000, method: 'manual' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('PUT', `/admin/wallets/payouts/${created.body.id}`, staff.token, { status: 'rejected' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await balanceOf(t, artist.walletId)).toBe(10_000);
    const [entries] = await db.query(`SELECT count(*)::int AS n FROM wallet_transactions WHERE wallet_id = $1`, [artist.walletId]);
    expect(entries.n).toBe(2);
  }, 30_000);

  it('random sequences of credits, debits, payouts, rejections and payments agree with a model after every step (fast-check)', async () => {
    const ledger = t.app.get(LedgerService);
    const payouts = t.app.get(PayoutsService);
    const step = fc.oneof(
      fc.record({ op: fc.constant('credit' as const), cents: fc.integer({ min: 1, max: 20_000 }) }),
      fc.record({ op: fc.constant('debit' as const), cents: fc.integer({ min: 1, max: 20_000 }) }),
      fc.record({ op: fc.constant('payout' as const), cents: fc.integer({ min: 1, max: 20_000 }) }),
      fc.record({ op: fc.constantFrom('approve' as const, 'reject' as const, 'pay' as const, 'cancel' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const artist = await fundedArtist(t, 1);
        const model = { balance: 1, open: null as null | { id: string; cents: number; status: 'requested' | 'approved' } };
        for (const s of steps) {
          if (s.op === 'credit') {
            await db.transaction((m) => ledger.credit(m, { userId: artist.id, amountCents: s.cents, kind: 'royalty', description: 'p' }));
            model.balance += s.cents;
          } else if (s.op === 'debit') {
            const ok = s.cents <= model.balance;
            const res = await call('POST', `/admin/wallets/${artist.walletId}/adjust`, staff.token, { type: 'debit', amount: s.cents });
            expect([200, 422]).toContain(res.status);
            expect(res.status === 200).toBe(ok);
            if (ok) model.balance -= s.cents;
          } else if (s.op === 'payout') {
            // Validation first (422), then one open request (409), then the balance under the lock (422).
            const expected = s.cents < 2500 ? 422 : model.open ? 409 : s.cents > model.balance ? 422 : 201;
            const res = await call('POST', '/artist/wallet/payouts', artist.token, { amount: s.cents, method: 'manual' });
            const got = { status: res.status, id: res.body?.id ?? '' };
            expect(got.status).toBe(expected);
            if (got.status === 201) {
              model.balance -= s.cents;
              model.open = { id: got.id, cents: s.cents, status: 'requested' };
            }
          } else if (model.open) {
            const open = model.open;
            const to = s.op === 'approve' ? 'approved' : s.op === 'reject' ? 'rejected' : s.op === 'cancel' ? 'cancelled' : 'paid';
            const legal = to === 'approved' ? open.status === 'requested' : to === 'paid' ? open.status === 'approved' : true;
            const moved = await payouts.move(open.id, to).then(
              () => true,
              (e: { status?: number }) => (e.status === 409 ? false : Promise.reject(e)),
            );
            expect(moved).toBe(legal);
            if (moved && to === 'approved') open.status = 'approved';
            if (moved && (to === 'rejected' || to === 'cancelled')) model.balance += open.cents;
            if (moved && to !== 'approved') model.open = null;
          }
          expect(await balanceOf(t, artist.walletId)).toBe(model.balance);
          expect(model.balance).toBeGreaterThanOrEqual(0);
        }
        expect(await ledger.verify()).toEqual([]);
      }),
      { numRuns: 30 },
    );
  }, 240_000);

  it('a payout transaction cut in the middle (its database session killed) leaves no half-written rows; verify passes and the API goes on', async () => {
    const artist = await fundedArtist(t, 10_000);
    const [credit] = await db.query(`SELECT id FROM wallet_transactions WHERE wallet_id = $1`, [artist.walletId]);
    // Another session takes the wallet's one open-payout slot without committing: the API's request
    // then writes its held entry and the new balance and waits on that slot, mid-transaction.
    const blocker = new Client({ connectionString: t.db.url });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query(
        `INSERT INTO payout_requests (wallet_id, user_id, amount_cents, method, status, transaction_id) VALUES ($1, $2, 2500, 'manual', 'requested', $3)`,
        [artist.walletId, artist.id, credit.id],
      );
      const pending = call('POST', '/artist/wallet/payouts', artist.token, { amount: 5_000, method: 'manual' });
      let victim: number | undefined;
      // Up to 20 s: on a loaded machine the request can take seconds to reach the insert.
      for (let i = 0; i < 400 && victim === undefined; i++) {
        await new Promise((r) => setTimeout(r, 50));
        const rows = await blocker.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock' AND query ILIKE 'INSERT INTO "payout_requests"%'`);
        victim = rows.rows[0]?.pid;
      }
      expect(victim).toBeDefined();
      await blocker.query('SELECT pg_terminate_backend($1)', [victim]);
      const answer = await pending;
      expect(answer.status).toBe(503);
      await blocker.query('ROLLBACK');
    } finally {
      await blocker.end();
    }
    expect(await db.query(`SELECT id FROM payout_requests WHERE wallet_id = $1`, [artist.walletId])).toEqual([]);
    expect(await db.query(`SELECT id FROM wallet_transactions WHERE wallet_id = $1 AND type = 'debit'`, [artist.walletId])).toEqual([]);
    expect(await balanceOf(t, artist.walletId)).toBe(10_000);
    expect(await t.app.get(LedgerService).verify()).toEqual([]);
    // The pool replaced the dead connection: the same request now goes through.
    expect((await call('POST', '/artist/wallet/payouts', artist.token, { amount: 5_000, method: 'manual', notes: randomUUID() })).status).toBe(201);
  }, 60_000);
});
