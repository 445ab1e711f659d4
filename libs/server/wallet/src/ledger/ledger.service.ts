import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { assertSafeCents, WALLET_CURRENCY } from '@soundpost/contracts';
import { centsTransformer } from '@soundpost/server-core/money';
import { DataSource, EntityManager } from 'typeorm';
import { Wallet } from '../wallets/wallet.entity';
import { WalletTransaction } from '../wallets/wallet-transaction.entity';
import { WalletErrors } from '../wallet.errors';

/** What moved money and why; `kind` is checked by the database (wallet_transactions_kind_ck). */
export interface LedgerEntryInput {
  amountCents: number;
  kind: 'royalty' | 'adjustment' | 'payout' | 'refund' | (string & {});
  description: string;
  externalRef?: string | null;
  meta?: Record<string, unknown> | null;
  /** The staff user who made it by hand; null for the system's own entries. */
  createdBy?: string | null;
}

export interface LedgerCreditInput extends LedgerEntryInput {
  userId: string;
}

/** One credit of a bulk credit: always the system's own (staff credits go one by one through `credit`, which audits them). */
export type LedgerBulkCreditInput = Omit<LedgerCreditInput, 'createdBy'>;

export interface LedgerDebitInput extends LedgerEntryInput {
  walletId: string;
  /** pending holds the money at once (a payout); completed takes it for good (a staff debit). */
  status: 'pending' | 'completed';
  /** The 422 message when the balance does not cover it (payouts say it in the artist's words). */
  insufficientMessage?: string;
}

export interface LedgerEntryRef {
  id: string;
  walletId: string;
}

/** A wallet whose cached balance disagrees with its entries. */
export interface WalletMismatch {
  walletId: string;
  userId: string;
  balanceCents: number;
  expectedCents: number;
}

/**
 * The ledger: the ONLY code that writes entries or changes a balance. Every method runs in the
 * caller's transaction (its EntityManager), locks the wallet row first (`SELECT … FOR UPDATE`), then
 * writes the entry and the cached balance together, so the cache always equals
 * completed credits − completed debits − pending debits. The database backs it up: balance ≥ 0,
 * amount > 0, entries immutable except one status move pending → completed|failed (trigger).
 */
@Injectable()
export class LedgerService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The user's wallet id, creating the (empty, EUR) wallet if there is none yet. Safe under concurrency. */
  async ensureWallet(manager: EntityManager, userId: string): Promise<string> {
    // Wallets come with the account: a read first, the insert only for an account that has none.
    const [found]: Array<{ id: string }> = await manager.query(`SELECT id FROM wallets WHERE user_id = $1`, [userId]);
    if (found) return found.id;
    const inserted: Array<{ id: string }> = await manager.query(
      `INSERT INTO wallets (user_id, currency) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING RETURNING id`,
      [userId, WALLET_CURRENCY],
    );
    if (inserted[0]) return inserted[0].id;
    // A new statement, so it sees a wallet a concurrent transaction has just committed.
    const [row]: Array<{ id: string }> = await manager.query(`SELECT id FROM wallets WHERE user_id = $1`, [userId]);
    return row.id;
  }

  /** The user's wallet, made if missing, locked like `lockWallet` (one statement on the usual path). */
  async lockWalletOfUser(manager: EntityManager, userId: string): Promise<Wallet> {
    const lockByUser = () =>
      manager.getRepository(Wallet).createQueryBuilder('w').setLock('for_no_key_update').where('w.user_id = :userId', { userId }).getOne();
    const wallet = await lockByUser();
    if (wallet) return wallet;
    await this.ensureWallet(manager, userId);
    return (await lockByUser()) as Wallet;
  }

  /**
   * The wallet row, locked until the caller's transaction ends. 404 when there is none. FOR NO KEY
   * UPDATE: it serializes every balance change, yet rows that merely reference the wallet (entries,
   * payout requests) can still be inserted by others meanwhile.
   */
  async lockWallet(manager: EntityManager, walletId: string): Promise<Wallet> {
    const wallet = await manager.getRepository(Wallet).createQueryBuilder('w').setLock('for_no_key_update').where('w.id = :walletId', { walletId }).getOne();
    if (!wallet) throw WalletErrors.walletNotFound();
    return wallet;
  }

  /** A completed credit: the money is available at once. */
  async credit(manager: EntityManager, input: LedgerCreditInput): Promise<LedgerEntryRef> {
    assertPositive(input.amountCents);
    const walletId = await this.ensureWallet(manager, input.userId);
    const wallet = await this.lockWallet(manager, walletId);
    const entry = await this.insertEntry(manager, walletId, 'credit', 'completed', input);
    await this.moveBalance(manager, wallet, input.amountCents, Boolean(input.createdBy));
    return { id: entry.id, walletId };
  }

  /**
   * Many completed credits at once, the same entries and balances as `credit` one by one, in a
   * fixed number of statements whatever their count: make the missing wallets, lock them all (in
   * id order, so two bulk credits never deadlock and single-wallet paths simply wait), then write
   * every entry and move every balance by the sum of its entries in one statement. Answers each
   * entry's id and wallet, in the order given.
   */
  async creditMany(manager: EntityManager, entries: LedgerBulkCreditInput[]): Promise<Array<LedgerEntryRef & { userId: string }>> {
    for (const e of entries) {
      assertPositive(e.amountCents);
      // A staff credit must leave its audit row, which only the entity save in `credit` writes.
      if ((e as LedgerCreditInput).createdBy) throw new Error('A staff credit goes through LedgerService.credit, which audits it');
    }
    if (!entries.length) return [];
    const userIds = [...new Set(entries.map((e) => e.userId))].sort();
    await manager.query(
      `INSERT INTO wallets (user_id, currency)
       SELECT u, $2 FROM unnest($1::uuid[]) AS u WHERE NOT EXISTS (SELECT 1 FROM wallets w WHERE w.user_id = u) ORDER BY u
       ON CONFLICT (user_id) DO NOTHING`,
      [userIds, WALLET_CURRENCY],
    );
    // A new statement: it also sees wallets a concurrent transaction committed while we waited on them.
    const locked: Array<{ id: string; user_id: string }> = await manager.query(
      `SELECT id, user_id FROM wallets WHERE user_id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`,
      [userIds],
    );
    const walletOf = new Map(locked.map((w) => [w.user_id, w.id]));
    const refs = entries.map((e) => {
      const walletId = walletOf.get(e.userId);
      if (!walletId) throw WalletErrors.walletNotFound();
      return { id: randomUUID(), walletId, userId: e.userId };
    });
    // The balances move by exactly what was inserted: the update reads the inserted rows.
    await manager.query(
      `WITH e AS (
         INSERT INTO wallet_transactions (id, wallet_id, type, status, amount_cents, currency, kind, description, external_ref, meta)
         SELECT id, wallet_id, 'credit', 'completed', amount, $8, kind, description, external_ref, meta::jsonb
           FROM unnest($1::uuid[], $2::uuid[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[]) AS t(id, wallet_id, amount, kind, description, external_ref, meta)
         RETURNING wallet_id, amount_cents
       )
       UPDATE wallets w SET balance_cents = w.balance_cents + s.total, updated_at = now()
         FROM (SELECT wallet_id, sum(amount_cents) AS total FROM e GROUP BY wallet_id) s
        WHERE w.id = s.wallet_id`,
      [
        refs.map((r) => r.id),
        refs.map((r) => r.walletId),
        entries.map((e) => e.amountCents),
        entries.map((e) => e.kind),
        entries.map((e) => e.description),
        entries.map((e) => e.externalRef ?? null),
        entries.map((e) => (e.meta ? JSON.stringify(e.meta) : null)),
        WALLET_CURRENCY,
      ],
    );
    return refs;
  }

  /**
   * A debit, pending (held: a payout) or completed (a staff debit). Refused with 422 when the
   * available balance does not cover it; the check and the write happen under the wallet's lock.
   */
  async debit(manager: EntityManager, input: LedgerDebitInput, locked?: Wallet): Promise<LedgerEntryRef> {
    assertPositive(input.amountCents);
    // A caller that already holds the wallet's lock in this transaction passes the row it locked.
    const wallet = locked?.id === input.walletId ? locked : await this.lockWallet(manager, input.walletId);
    if (input.amountCents > wallet.balanceCents) throw WalletErrors.insufficientFunds(wallet.balanceCents, input.insufficientMessage);
    const entry = await this.insertEntry(manager, wallet.id, 'debit', input.status, input);
    await this.moveBalance(manager, wallet, -input.amountCents, Boolean(input.createdBy));
    return { id: entry.id, walletId: wallet.id };
  }

  /**
   * The one status move an entry makes: pending → completed or failed. A failed debit gives the
   * money back; a completed pending credit makes it available. 409 if the entry is already settled.
   */
  async settle(manager: EntityManager, entryId: string, outcome: 'completed' | 'failed', extra: { stripeTransferId?: string } = {}): Promise<WalletTransaction> {
    const [ref]: Array<{ wallet_id: string }> = await manager.query(`SELECT wallet_id FROM wallet_transactions WHERE id = $1`, [entryId]);
    if (!ref) throw WalletErrors.entryNotFound();
    // Wallet first, then the entry: the same lock order as debit, so no deadlock.
    const wallet = await this.lockWallet(manager, ref.wallet_id);
    const entries = manager.getRepository(WalletTransaction);
    const entry = await entries.createQueryBuilder('t').setLock('pessimistic_write').where('t.id = :entryId', { entryId }).getOneOrFail();
    if (entry.status !== 'pending') throw WalletErrors.entryNotPending(entry.status);
    const delta = entry.type === 'debit' ? (outcome === 'failed' ? entry.amountCents : 0) : outcome === 'completed' ? entry.amountCents : 0;
    await entries.update(
      { id: entry.id },
      { status: outcome, settledAt: new Date(), ...(extra.stripeTransferId ? { stripeTransferId: extra.stripeTransferId } : {}) },
    );
    if (delta !== 0) await this.moveBalance(manager, wallet, delta);
    return { ...entry, status: outcome };
  }

  /** Records a pending entry's provider reference (a Stripe transfer id) before it settles. */
  async setTransferId(manager: EntityManager, entryId: string, stripeTransferId: string): Promise<void> {
    await manager.getRepository(WalletTransaction).update({ id: entryId }, { stripeTransferId });
  }

  /**
   * Every wallet whose cached balance differs from its entries (`soundpost wallets verify`, the
   * nightly check). One grouped scan of the ledger, read-only.
   */
  async verify(manager: EntityManager = this.dataSource.manager): Promise<WalletMismatch[]> {
    const rows: Array<{ wallet_id: string; user_id: string; balance: string; expected: string }> = await manager.query(`
      SELECT w.id AS wallet_id, w.user_id, w.balance_cents::text AS balance, COALESCE(e.expected, 0)::text AS expected
        FROM wallets w
        LEFT JOIN (
          SELECT wallet_id,
                 SUM(CASE WHEN type = 'credit' AND status = 'completed' THEN amount_cents
                          WHEN type = 'debit' AND status IN ('completed', 'pending') THEN -amount_cents
                          ELSE 0 END) AS expected
            FROM wallet_transactions GROUP BY wallet_id
        ) e ON e.wallet_id = w.id
       WHERE w.balance_cents <> COALESCE(e.expected, 0)
       ORDER BY w.created_at, w.id`);
    return rows.map((r) => ({
      walletId: r.wallet_id,
      userId: r.user_id,
      balanceCents: centsTransformer.from(r.balance) as number,
      expectedCents: centsTransformer.from(r.expected) as number,
    }));
  }

  private insertEntry(
    manager: EntityManager,
    walletId: string,
    type: 'credit' | 'debit',
    status: 'pending' | 'completed',
    input: LedgerEntryInput,
  ): Promise<WalletTransaction> {
    const entries = manager.getRepository(WalletTransaction);
    return entries.save(
      entries.create({
        walletId,
        type,
        status,
        amountCents: input.amountCents,
        currency: WALLET_CURRENCY,
        kind: input.kind as WalletTransaction['kind'],
        description: input.description,
        externalRef: input.externalRef ?? null,
        meta: input.meta ?? null,
        createdBy: input.createdBy ?? null,
      }),
    );
  }

  /**
   * The cached balance. A change staff made by hand is saved through the entity, so the audit log
   * keeps the balance before and after with the acting staff user; the system's own moves (royalties,
   * payouts, settlements) are one UPDATE: their entry is the record, and the payout row is audited.
   */
  private async moveBalance(manager: EntityManager, wallet: Wallet, delta: number, audited = false): Promise<void> {
    wallet.balanceCents += delta;
    if (audited) {
      await manager.getRepository(Wallet).save(wallet);
      return;
    }
    await manager.query(`UPDATE wallets SET balance_cents = balance_cents + $2, updated_at = now() WHERE id = $1`, [wallet.id, delta]);
  }
}

function assertPositive(amountCents: number): void {
  assertSafeCents(amountCents);
  if (amountCents <= 0) throw new RangeError(`A ledger amount is positive cents, got ${amountCents}`);
}
