import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createServicesTestContext, ServicesTestContext } from '@soundpost/server-core/testing';
import { DataSource } from 'typeorm';
import { walletSchema } from '../schema';
import { Wallet } from '../wallets/wallet.entity';
import { WalletTransaction } from '../wallets/wallet-transaction.entity';
import { WalletTransactionsRepository } from '../wallets/wallet-transactions.repository';
import { WalletsRepository } from '../wallets/wallets.repository';
import { LedgerService } from './ledger.service';

/** The ledger alone: it needs nothing but its two tables. */
@Module({ imports: [TypeOrmModule.forFeature([Wallet, WalletTransaction])], providers: [LedgerService, WalletsRepository, WalletTransactionsRepository], exports: [LedgerService] })
class LedgerTestModule {}

describe('LedgerService (real Postgres)', () => {
  let ctx: ServicesTestContext;
  let ds: DataSource;
  let ledger: LedgerService;
  let n = 0;

  const newUser = async (): Promise<string> => {
    const [u] = await ds.query(`INSERT INTO users (name, email, roles) VALUES ('Payee', $1, '{artist}') RETURNING id`, [`ledger-${++n}@wallet.test`]);
    return u.id;
  };
  const balanceOf = async (walletId: string): Promise<number> => Number((await ds.query('SELECT balance_cents FROM wallets WHERE id = $1', [walletId]))[0].balance_cents);
  const funded = async (cents: number) => {
    const userId = await newUser();
    const { walletId } = await ds.transaction((m) => ledger.credit(m, { userId, amountCents: cents, kind: 'royalty', description: 'Royalties' }));
    return { userId, walletId };
  };

  beforeAll(async () => {
    ctx = await createServicesTestContext({ entities: walletSchema.entities, imports: [LedgerTestModule], label: 'wallet-ledger' });
    ds = ctx.dataSource;
    ledger = ctx.app.get(LedgerService);
  });
  afterEach(async () => {
    // The invariant, after every test: every cached balance equals its entries.
    await expect(ledger.verify()).resolves.toEqual([]);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('ensureWallet makes one EUR wallet per user, also when called in parallel', async () => {
    const userId = await newUser();
    const ids = await Promise.all(Array.from({ length: 8 }, () => ds.transaction((m) => ledger.ensureWallet(m, userId))));
    expect(new Set(ids).size).toBe(1);
    expect(await ds.query('SELECT currency, balance_cents::int AS b FROM wallets WHERE user_id = $1', [userId])).toEqual([{ currency: 'eur', b: 0 }]);
  });

  it('credit writes a completed entry in the caller’s transaction and updates the cached balance', async () => {
    const userId = await newUser();
    const ref = await ds.transaction((m) => ledger.credit(m, { userId, amountCents: 12_000, kind: 'royalty', description: 'March royalties', externalRef: 'report-1' }));
    expect(await balanceOf(ref.walletId)).toBe(12_000);
    const [entry] = await ds.query('SELECT type, status, kind, amount_cents::int AS a, external_ref FROM wallet_transactions WHERE id = $1', [ref.id]);
    expect(entry).toEqual({ type: 'credit', status: 'completed', kind: 'royalty', a: 12_000, external_ref: 'report-1' });
    // Rolled back with the caller: no entry, no balance.
    await expect(
      ds.transaction(async (m) => {
        await ledger.credit(m, { userId, amountCents: 500, kind: 'adjustment', description: 'x' });
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await balanceOf(ref.walletId)).toBe(12_000);
  });

  describe('creditMany', () => {
    const walletOfUser = async (userId: string): Promise<{ id: string; b: number } | undefined> =>
      (await ds.query('SELECT id, balance_cents::int AS b FROM wallets WHERE user_id = $1', [userId]))[0];
    const entriesOf = (walletId: string) =>
      ds.query(
        `SELECT type, status, kind, amount_cents::int AS a, description, external_ref, meta, created_by FROM wallet_transactions WHERE wallet_id = $1 ORDER BY amount_cents`,
        [walletId],
      );

    it('credits many users in one go: an entry each, balances moved by their sums, a missing wallet made', async () => {
      const { userId: rich, walletId: richWallet } = await funded(1_000);
      const plain = await newUser();
      // Not an artist: no wallet comes with the account.
      const [{ id: noWallet }] = await ds.query(`INSERT INTO users (name, email, roles) VALUES ('Listener', $1, '{}') RETURNING id`, [`ledger-${++n}@wallet.test`]);
      expect(await walletOfUser(noWallet)).toBeUndefined();

      const input = [
        { userId: plain, amountCents: 250, kind: 'royalty', description: 'Royalties A', externalRef: 'import-1' },
        { userId: rich, amountCents: 4_000, kind: 'royalty', description: 'Royalties B', externalRef: 'import-1' },
        { userId: noWallet, amountCents: 1, kind: 'royalty', description: 'Royalties C', externalRef: null },
        { userId: rich, amountCents: 500, kind: 'adjustment', description: 'Bonus', externalRef: 'import-1:bonus', meta: { reason: 'test' } },
      ];
      const refs = await ds.transaction((m) => ledger.creditMany(m, input));

      expect(refs.map((r) => r.userId)).toEqual([plain, rich, noWallet, rich]);
      expect(new Set(refs.map((r) => r.id)).size).toBe(4);
      expect(refs[1].walletId).toBe(richWallet);
      expect(refs[3].walletId).toBe(richWallet);
      const made = await walletOfUser(noWallet);
      expect(made).toEqual({ id: refs[2].walletId, b: 1 });
      expect(await balanceOf(richWallet)).toBe(1_000 + 4_000 + 500);
      expect((await walletOfUser(plain))?.b).toBe(250);
      // Each returned id is its own entry, written like `credit` writes one.
      const [b] = await ds.query('SELECT wallet_id, amount_cents::int AS a, external_ref FROM wallet_transactions WHERE id = $1', [refs[1].id]);
      expect(b).toEqual({ wallet_id: richWallet, a: 4_000, external_ref: 'import-1' });
      expect(await entriesOf(richWallet)).toEqual([
        { type: 'credit', status: 'completed', kind: 'adjustment', a: 500, description: 'Bonus', external_ref: 'import-1:bonus', meta: { reason: 'test' }, created_by: null },
        { type: 'credit', status: 'completed', kind: 'royalty', a: 1_000, description: 'Royalties', external_ref: null, meta: null, created_by: null },
        { type: 'credit', status: 'completed', kind: 'royalty', a: 4_000, description: 'Royalties B', external_ref: 'import-1', meta: null, created_by: null },
      ]);
      expect(await entriesOf(refs[2].walletId)).toEqual([
        { type: 'credit', status: 'completed', kind: 'royalty', a: 1, description: 'Royalties C', external_ref: null, meta: null, created_by: null },
      ]);
      await expect(ledger.verify()).resolves.toEqual([]);
    });

    it('keeps pending debits held: the balance stays credits − completed and pending debits', async () => {
      const { userId, walletId } = await funded(3_000);
      await ds.transaction((m) => ledger.debit(m, { walletId, amountCents: 2_000, kind: 'payout', description: 'Payout', status: 'pending' }));
      await ds.transaction((m) => ledger.creditMany(m, [{ userId, amountCents: 700, kind: 'royalty', description: 'More' }]));
      expect(await balanceOf(walletId)).toBe(1_700);
      await expect(ledger.verify()).resolves.toEqual([]);
    });

    it('a thousand credits to a thousand users sum exactly', async () => {
      await ds.query(`INSERT INTO users (name, email, roles) SELECT 'Bulk ' || i, 'ledger-bulk-' || i || '@wallet.test', '{artist}' FROM generate_series(1, 1000) i`);
      const users: Array<{ id: string }> = await ds.query(`SELECT id FROM users WHERE email LIKE 'ledger-bulk-%@wallet.test' ORDER BY email`);
      const input = users.map((u, i) => ({ userId: u.id, amountCents: 1 + i * 3, kind: 'royalty', description: 'Bulk', externalRef: 'bulk' }));
      const refs = await ds.transaction((m) => ledger.creditMany(m, input));
      expect(refs).toHaveLength(1_000);
      const [{ total, entries }] = await ds.query(
        `SELECT sum(w.balance_cents)::bigint::text AS total, (SELECT count(*)::int FROM wallet_transactions WHERE external_ref = 'bulk') AS entries
           FROM wallets w JOIN users u ON u.id = w.user_id WHERE u.email LIKE 'ledger-bulk-%@wallet.test'`,
      );
      expect(entries).toBe(1_000);
      expect(Number(total)).toBe(input.reduce((s, e) => s + e.amountCents, 0));
      await expect(ledger.verify()).resolves.toEqual([]);
    });

    it('parallel bulk credits over the same wallets, given in opposite orders, and single credits neither deadlock nor lose a cent', async () => {
      const users = await Promise.all(Array.from({ length: 20 }, () => newUser()));
      const batch = (list: string[]) => list.map((userId) => ({ userId, amountCents: 10, kind: 'royalty', description: 'Parallel' }));
      await Promise.all([
        ...Array.from({ length: 3 }, () => ds.transaction((m) => ledger.creditMany(m, batch(users)))),
        ...Array.from({ length: 3 }, () => ds.transaction((m) => ledger.creditMany(m, batch([...users].reverse())))),
        ...users.slice(0, 5).map((userId) => ds.transaction((m) => ledger.credit(m, { userId, amountCents: 1, kind: 'royalty', description: 'Single' }))),
      ]);
      const balances = await Promise.all(users.map(async (u) => (await walletOfUser(u))?.b));
      expect(balances).toEqual(users.map((_, i) => 60 + (i < 5 ? 1 : 0)));
    });

    it('all or nothing: a failing entry, or a failure after it, leaves no entry, no balance and no new wallet', async () => {
      const { userId, walletId } = await funded(100);
      const [{ id: noWallet }] = await ds.query(`INSERT INTO users (name, email, roles) VALUES ('Listener', $1, '{}') RETURNING id`, [`ledger-${++n}@wallet.test`]);
      const before = await entriesOf(walletId);
      // The database refuses the unknown kind of the last entry after the others were sent.
      await expect(
        ds.transaction((m) =>
          ledger.creditMany(m, [
            { userId, amountCents: 50, kind: 'royalty', description: 'x' },
            { userId: noWallet, amountCents: 50, kind: 'royalty', description: 'x' },
            { userId, amountCents: 50, kind: 'gift', description: 'x' },
          ]),
        ),
      ).rejects.toThrow(/wallet_transactions_kind_ck/);
      await expect(
        ds.transaction(async (m) => {
          await ledger.creditMany(m, [
            { userId, amountCents: 50, kind: 'royalty', description: 'x' },
            { userId: noWallet, amountCents: 50, kind: 'royalty', description: 'x' },
          ]);
          throw new Error('caller failed');
        }),
      ).rejects.toThrow('caller failed');
      expect(await balanceOf(walletId)).toBe(100);
      expect(await entriesOf(walletId)).toEqual(before);
      expect(await walletOfUser(noWallet)).toBeUndefined();
    });

    it('refuses a non-positive or fractional amount, and a staff actor, before writing anything', async () => {
      const { userId, walletId } = await funded(100);
      for (const amountCents of [0, -5, 1.5]) {
        await expect(
          ds.transaction((m) => ledger.creditMany(m, [{ userId, amountCents: 10, kind: 'royalty', description: 'ok' }, { userId, amountCents, kind: 'royalty', description: 'x' }])),
        ).rejects.toThrow(RangeError);
      }
      const staffCredit = { userId, amountCents: 10, kind: 'adjustment', description: 'by hand', createdBy: userId };
      await expect(ds.transaction((m) => ledger.creditMany(m, [staffCredit]))).rejects.toThrow(/audits/);
      await expect(ds.transaction((m) => ledger.creditMany(m, []))).resolves.toEqual([]);
      expect(await balanceOf(walletId)).toBe(100);
    });
  });

  describe('withholdMany and the wallet_us_withholding read model', () => {
    it('debits many wallets as completed withholding entries in one go, moving balances by their sums; the view sums the year', async () => {
      const a = await newUser();
      const b = await newUser();
      const credited = await ds.transaction((m) =>
        ledger.creditMany(m, [
          { userId: a, amountCents: 1_001, kind: 'royalty', description: 'Royalties', meta: { import_id: 'i1', gross_us_cents: 701, rate_bp: 3000, basis: 'no_form' } },
          { userId: b, amountCents: 999, kind: 'royalty', description: 'Royalties', meta: { import_id: 'i1', gross_us_cents: 999, rate_bp: 1500, basis: 'treaty' } },
        ]),
      );
      const refs = await ds.transaction((m) =>
        ledger.withholdMany(m, [
          { userId: b, amountCents: 149, kind: 'withholding', description: 'US tax withheld', externalRef: 'royalty-import:i1', meta: { import_id: 'i1', rate_bp: 1500 } },
          { userId: a, amountCents: 210, kind: 'withholding', description: 'US tax withheld', externalRef: 'royalty-import:i1', meta: { import_id: 'i1', rate_bp: 3000 } },
        ]),
      );
      expect(refs.map((r) => r.userId)).toEqual([b, a]);
      expect(await balanceOf(credited[0].walletId)).toBe(1_001 - 210);
      expect(await balanceOf(credited[1].walletId)).toBe(999 - 149);
      const [entry] = await ds.query(`SELECT type, status, kind, amount_cents::int AS a, external_ref, meta->>'rate_bp' AS rate FROM wallet_transactions WHERE id = $1`, [refs[1].id]);
      expect(entry).toEqual({ type: 'debit', status: 'completed', kind: 'withholding', a: 210, external_ref: 'royalty-import:i1', rate: '3000' });
      const year = new Date().getUTCFullYear();
      const view = await ds.query(
        `SELECT account_id, year, gross_cents::int AS gross, gross_us_cents::int AS gross_us, withheld_cents::int AS withheld, rate_bp, basis FROM wallet_us_withholding WHERE account_id = ANY($1::uuid[]) ORDER BY withheld_cents`,
        [[a, b]],
      );
      expect(view).toEqual([
        { account_id: b, year, gross: 999, gross_us: 999, withheld: 149, rate_bp: 1500, basis: 'treaty' },
        { account_id: a, year, gross: 1_001, gross_us: 701, withheld: 210, rate_bp: 3000, basis: 'no_form' },
      ]);
      await expect(ledger.withheldByImport(a, ['i1', 'i2'])).resolves.toEqual(new Map([['i1', 210]]));
      await expect(ledger.royaltyEarnings(a, new Date(Date.UTC(year, 0, 1)))).resolves.toEqual({ grossCents: 1_001, withheldCents: 210, yearGrossCents: 1_001, yearWithheldCents: 210 });
    });

    it('a withholding beyond the balance fails the whole statement (balance CHECK), leaving nothing', async () => {
      const { userId, walletId } = await funded(100);
      const other = await funded(100);
      await expect(
        ds.transaction((m) =>
          ledger.withholdMany(m, [
            { userId: other.userId, amountCents: 50, kind: 'withholding', description: 'x' },
            { userId, amountCents: 101, kind: 'withholding', description: 'x' },
          ]),
        ),
      ).rejects.toThrow(/balance/);
      expect(await balanceOf(walletId)).toBe(100);
      expect(await balanceOf(other.walletId)).toBe(100);
      await expect(ds.transaction((m) => ledger.withholdMany(m, [{ userId, amountCents: 0, kind: 'withholding', description: 'x' }]))).rejects.toThrow(RangeError);
      await expect(ds.transaction((m) => ledger.withholdMany(m, []))).resolves.toEqual([]);
    });
  });

  it('refuses non-positive and fractional amounts before touching the database', async () => {
    const userId = await newUser();
    await expect(ds.transaction((m) => ledger.credit(m, { userId, amountCents: 0, kind: 'royalty', description: 'x' }))).rejects.toThrow(RangeError);
    await expect(ds.transaction((m) => ledger.credit(m, { userId, amountCents: 1.5, kind: 'royalty', description: 'x' }))).rejects.toThrow(RangeError);
  });

  it('a debit beyond the available balance is a 422; pending debits hold money at once', async () => {
    const { walletId } = await funded(10_000);
    await expect(ds.transaction((m) => ledger.debit(m, { walletId, amountCents: 10_001, kind: 'adjustment', description: 'x', status: 'completed' }))).rejects.toMatchObject({
      status: 422,
    });
    const held = await ds.transaction((m) => ledger.debit(m, { walletId, amountCents: 4_000, kind: 'payout', description: 'Payout', status: 'pending' }));
    expect(await balanceOf(walletId)).toBe(6_000);
    await expect(ds.transaction((m) => ledger.debit(m, { walletId, amountCents: 6_001, kind: 'adjustment', description: 'x', status: 'completed' }))).rejects.toMatchObject({ status: 422 });
    // Failed gives it back; the entry then cannot move again.
    await ds.transaction((m) => ledger.settle(m, held.id, 'failed'));
    expect(await balanceOf(walletId)).toBe(10_000);
    await expect(ds.transaction((m) => ledger.settle(m, held.id, 'completed'))).rejects.toMatchObject({ status: 409 });
    const paid = await ds.transaction((m) => ledger.debit(m, { walletId, amountCents: 2_500, kind: 'payout', description: 'Payout', status: 'pending' }));
    await ds.transaction((m) => ledger.settle(m, paid.id, 'completed'));
    expect(await balanceOf(walletId)).toBe(7_500);
  });

  it('writes an entry and moves its balance in one statement: every field kept, the locked row the caller holds updated too', async () => {
    const { walletId } = await funded(9_000);
    const held = await ds.transaction(async (m) => {
      const locked = await ledger.lockWallet(m, walletId);
      const ref = await ledger.debit(m, { walletId, amountCents: 2_000, kind: 'payout', description: 'Payout request (sepa)', externalRef: 'req-1', meta: { method: 'sepa' }, status: 'pending' }, locked);
      expect(locked.balanceCents).toBe(7_000);
      return ref;
    });
    const [entry] = await ds.query(
      'SELECT wallet_id, type, status, kind, amount_cents::int AS a, currency, description, external_ref, meta, created_by FROM wallet_transactions WHERE id = $1',
      [held.id],
    );
    expect(entry).toEqual({ wallet_id: walletId, type: 'debit', status: 'pending', kind: 'payout', a: 2_000, currency: 'eur', description: 'Payout request (sepa)', external_ref: 'req-1', meta: { method: 'sepa' }, created_by: null });
    expect(await balanceOf(walletId)).toBe(7_000);
    // The balance CHECK still stands behind the one statement: past the balance, neither the entry nor the move is kept.
    const entries = ctx.app.get(WalletTransactionsRepository);
    await expect(
      ds.transaction((m) =>
        entries.insertMovingBalance({ walletId, type: 'debit', status: 'completed', amountCents: 7_001, kind: 'adjustment', description: 'x', externalRef: null, meta: null }, -7_001, m),
      ),
    ).rejects.toThrow(/check constraint/);
    expect(await balanceOf(walletId)).toBe(7_000);
    expect((await ds.query('SELECT count(*)::int AS n FROM wallet_transactions WHERE wallet_id = $1', [walletId]))[0].n).toBe(2);
  });

  it('50 parallel debits on one wallet never overdraw it', async () => {
    const { walletId } = await funded(10_000);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => ds.transaction((m) => ledger.debit(m, { walletId, amountCents: 3_000, kind: 'payout', description: 'Payout', status: 'pending' }))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.status === 422)).toBe(true);
    expect(await balanceOf(walletId)).toBe(1_000);
  });

  it('the database refuses a negative balance, edits of an entry, illegal status moves and deletes', async () => {
    const { walletId, userId } = await funded(3_000);
    await expect(ds.query('UPDATE wallets SET balance_cents = -1 WHERE id = $1', [walletId])).rejects.toThrow(/wallets_balance_ck/);
    const [entry] = await ds.query('SELECT id FROM wallet_transactions WHERE wallet_id = $1', [walletId]);
    await expect(ds.query('UPDATE wallet_transactions SET amount_cents = 1 WHERE id = $1', [entry.id])).rejects.toThrow(/immutable/);
    await expect(ds.query(`UPDATE wallet_transactions SET type = 'debit' WHERE id = $1`, [entry.id])).rejects.toThrow(/immutable/);
    await expect(ds.query(`UPDATE wallet_transactions SET status = 'failed' WHERE id = $1`, [entry.id])).rejects.toThrow(/cannot move from completed to failed/);
    await expect(ds.query('DELETE FROM wallet_transactions WHERE id = $1', [entry.id])).rejects.toThrow(/never deleted/);
    await expect(ds.query(`INSERT INTO wallet_transactions (wallet_id, type, amount_cents, status, kind) VALUES ($1, 'credit', -5, 'completed', 'royalty')`, [walletId])).rejects.toThrow(
      /wallet_transactions_amount_ck/,
    );
    // Deleting the account still cascades through its wallet and entries.
    await ds.query('DELETE FROM users WHERE id = $1', [userId]);
    expect(await ds.query('SELECT 1 FROM wallet_transactions WHERE wallet_id = $1', [walletId])).toEqual([]);
  });

  it('verify names the wallet whose cached balance disagrees with its entries', async () => {
    const { walletId, userId } = await funded(5_000);
    await ds.query('UPDATE wallets SET balance_cents = 4999 WHERE id = $1', [walletId]);
    await expect(ledger.verify()).resolves.toEqual([{ walletId, userId, balanceCents: 4_999, expectedCents: 5_000 }]);
    await ds.query('UPDATE wallets SET balance_cents = 5000 WHERE id = $1', [walletId]);
  });
});
