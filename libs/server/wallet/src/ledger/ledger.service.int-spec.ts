import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createServicesTestContext, ServicesTestContext } from '@soundpost/server-core/testing';
import { DataSource } from 'typeorm';
import { walletSchema } from '../schema';
import { Wallet } from '../wallets/wallet.entity';
import { WalletTransaction } from '../wallets/wallet-transaction.entity';
import { LedgerService } from './ledger.service';

/** The ledger alone: it needs nothing but its two tables. */
@Module({ imports: [TypeOrmModule.forFeature([Wallet, WalletTransaction])], providers: [LedgerService], exports: [LedgerService] })
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
