import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { assertSafeCents, WALLET_CURRENCY } from '@soundpost/contracts';
import { centsTransformer } from '@soundpost/server-core/money';
import { EntityManager } from 'typeorm';
import { Wallet } from '../wallets/wallet.entity';
import { WalletTransaction } from '../wallets/wallet-transaction.entity';
import { WalletTransactionsRepository } from '../wallets/wallet-transactions.repository';
import { WalletsRepository } from '../wallets/wallets.repository';
import { WalletErrors } from '../wallet.errors';

export interface LedgerEntryInput {
  amountCents: number;
  kind: 'royalty' | 'adjustment' | 'payout' | 'refund' | (string & {});
  description: string;
  externalRef?: string | null;
  meta?: Record<string, unknown> | null;
  createdBy?: string | null;
}

export interface LedgerCreditInput extends LedgerEntryInput {
  userId: string;
}

/** Always the system's own: staff credits go through `credit`, which audits them. */
export type LedgerBulkCreditInput = Omit<LedgerCreditInput, 'createdBy'>;

export interface LedgerDebitInput extends LedgerEntryInput {
  walletId: string;
  status: 'pending' | 'completed';
  insufficientMessage?: string;
}

export interface LedgerEntryRef {
  id: string;
  walletId: string;
}

export interface WalletMismatch {
  walletId: string;
  userId: string;
  balanceCents: number;
  expectedCents: number;
}

/** The only code that writes entries or balances: each method locks the wallet row in the caller's transaction first. */
@Injectable()
export class LedgerService {
  constructor(
    private readonly wallets: WalletsRepository,
    private readonly entries: WalletTransactionsRepository,
  ) {}

  /** The user's wallet id, creating the (empty, EUR) wallet if there is none yet. Safe under concurrency. */
  async ensureWallet(manager: EntityManager, userId: string): Promise<string> {
    const found = await this.wallets.idOfUser(userId, manager);
    if (found) return found;
    const inserted = await this.wallets.insertForUser(userId, manager);
    if (inserted) return inserted;
    // A new statement sees the wallet a concurrent transaction has just committed.
    return (await this.wallets.idOfUser(userId, manager)) as string;
  }

  async lockWalletOfUser(manager: EntityManager, userId: string): Promise<Wallet> {
    const wallet = await this.wallets.lockOfUser(userId, manager);
    if (wallet) return wallet;
    await this.ensureWallet(manager, userId);
    return (await this.wallets.lockOfUser(userId, manager)) as Wallet;
  }

  async lockWallet(manager: EntityManager, walletId: string): Promise<Wallet> {
    const wallet = await this.wallets.lockById(walletId, manager);
    if (!wallet) throw WalletErrors.walletNotFound();
    return wallet;
  }

  async credit(manager: EntityManager, input: LedgerCreditInput): Promise<LedgerEntryRef> {
    assertPositive(input.amountCents);
    const walletId = await this.ensureWallet(manager, input.userId);
    const wallet = await this.lockWallet(manager, walletId);
    return { id: await this.record(manager, wallet, 'credit', 'completed', input, input.amountCents), walletId };
  }

  /** `credit` for many users in a fixed number of statements, whatever their count; refs in the order given. */
  async creditMany(manager: EntityManager, entries: LedgerBulkCreditInput[]): Promise<Array<LedgerEntryRef & { userId: string }>> {
    const refs = await this.lockForBulk(manager, entries, 'A staff credit goes through LedgerService.credit, which audits it');
    if (refs.length) await this.entries.insertCreditsMovingBalances(bulkRows(entries, refs), manager);
    return refs;
  }

  /**
   * US tax withheld from royalties just credited: completed debits of kind `withholding`, one per entry, for many users in a
   * fixed number of statements (the wallets locked in id order, as `creditMany` does; the caller's transaction usually holds
   * those locks already). Refs in the order given. A withholding never exceeds the credit it comes from, so the balance CHECK
   * holds; if it did not, the statement fails and the caller's transaction rolls back.
   */
  async withholdMany(manager: EntityManager, entries: LedgerBulkCreditInput[]): Promise<Array<LedgerEntryRef & { userId: string }>> {
    const refs = await this.lockForBulk(manager, entries, "A withholding is the system's own entry");
    if (refs.length) await this.entries.insertDebitsMovingBalances(bulkRows(entries, refs, 'withholding'), manager);
    return refs;
  }

  /** Checks bulk entries, makes missing wallets and locks them all in id order; one ref (new entry id, wallet) per entry. */
  private async lockForBulk(manager: EntityManager, entries: LedgerBulkCreditInput[], staffRefusal: string): Promise<Array<LedgerEntryRef & { userId: string }>> {
    for (const e of entries) {
      assertPositive(e.amountCents);
      if ((e as LedgerCreditInput).createdBy) throw new Error(staffRefusal);
    }
    if (!entries.length) return [];
    const userIds = [...new Set(entries.map((e) => e.userId))].sort();
    await this.wallets.insertMissingForUsers(userIds, manager);
    const locked = await this.wallets.lockAllOfUsers(userIds, manager);
    const walletOf = new Map(locked.map((w) => [w.userId, w.id]));
    return entries.map((e) => {
      const walletId = walletOf.get(e.userId);
      if (!walletId) throw WalletErrors.walletNotFound();
      return { id: randomUUID(), walletId, userId: e.userId };
    });
  }

  /** What the account's royalties came to: completed royalty credits (gross) and withholding debits, lifetime and since `yearStart`. */
  async royaltyEarnings(userId: string, yearStart: Date, manager?: EntityManager): Promise<{ grossCents: number; withheldCents: number; yearGrossCents: number; yearWithheldCents: number }> {
    const walletId = await this.wallets.idOfUser(userId, manager);
    if (!walletId) return { grossCents: 0, withheldCents: 0, yearGrossCents: 0, yearWithheldCents: 0 };
    const row = await this.entries.earningsOfWallet(walletId, yearStart, manager);
    const c = (v: string): number => centsTransformer.from(v) as number;
    return { grossCents: c(row.gross), withheldCents: c(row.withheld), yearGrossCents: c(row.year_gross), yearWithheldCents: c(row.year_withheld) };
  }

  /** The account's withholding by import id (royalty statements show it per posting). */
  async withheldByImport(userId: string, importIds: string[], manager?: EntityManager): Promise<Map<string, number>> {
    const rows = await this.entries.withheldByImport(userId, importIds, manager);
    return new Map(rows.map((r) => [r.import_id, centsTransformer.from(r.withheld) as number]));
  }

  async debit(manager: EntityManager, input: LedgerDebitInput, locked?: Wallet): Promise<LedgerEntryRef> {
    assertPositive(input.amountCents);
    // A caller that already holds the wallet's lock in this transaction passes the row it locked.
    const wallet = locked?.id === input.walletId ? locked : await this.lockWallet(manager, input.walletId);
    if (input.amountCents > wallet.balanceCents) throw WalletErrors.insufficientFunds(wallet.balanceCents, input.insufficientMessage);
    return { id: await this.record(manager, wallet, 'debit', input.status, input, -input.amountCents), walletId: wallet.id };
  }

  /**
   * Closing an account: its owner gives up the whole balance (under the payout minimum; the caller checks)
   * with explicit consent: one completed debit of kind `forfeit`, the consent's text and time in `meta`.
   * Answers null when the balance is already 0.
   */
  async forfeit(manager: EntityManager, userId: string, consent: { text: string; at: Date; ref?: string }): Promise<(LedgerEntryRef & { amountCents: number }) | null> {
    const wallet = await this.lockWalletOfUser(manager, userId);
    if (wallet.balanceCents <= 0) return null;
    const amountCents = wallet.balanceCents;
    const id = await this.record(
      manager,
      wallet,
      'debit',
      'completed',
      {
        amountCents,
        kind: 'forfeit',
        description: 'Balance given up when the account was closed',
        externalRef: consent.ref ?? null,
        meta: { consent: consent.text, consented_at: consent.at.toISOString() },
      },
      -amountCents,
    );
    return { id, walletId: wallet.id, amountCents };
  }

  async settle(manager: EntityManager, entryId: string, outcome: 'completed' | 'failed', extra: { stripeTransferId?: string } = {}): Promise<WalletTransaction> {
    const walletId = await this.entries.walletIdOf(entryId, manager);
    if (!walletId) throw WalletErrors.entryNotFound();
    // Wallet first, then the entry: the same lock order as debit, so no deadlock.
    const wallet = await this.lockWallet(manager, walletId);
    const entry = await this.entries.lockById(entryId, manager);
    if (!entry) throw WalletErrors.entryNotFound();
    if (entry.status !== 'pending') throw WalletErrors.entryNotPending(entry.status);
    const delta = entry.type === 'debit' ? (outcome === 'failed' ? entry.amountCents : 0) : outcome === 'completed' ? entry.amountCents : 0;
    await this.entries.markSettled(entry.id, outcome, extra.stripeTransferId, manager);
    if (delta !== 0) await this.moveBalance(manager, wallet, delta);
    return { ...entry, status: outcome };
  }

  async setTransferId(manager: EntityManager, entryId: string, stripeTransferId: string): Promise<void> {
    await this.entries.setTransferId(entryId, stripeTransferId, manager);
  }

  async verify(manager?: EntityManager): Promise<WalletMismatch[]> {
    const rows = await this.wallets.disagreeingWithEntries(manager);
    return rows.map((r) => ({
      walletId: r.walletId,
      userId: r.userId,
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
    return this.entries.insert(
      {
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
      },
      manager,
    );
  }

  /**
   * The entry and the balance's move. A change staff made by hand goes through the entities, so the audit log keeps it
   * with the actor; every other one (a payout request's held debit, for one) is a single statement.
   */
  private async record(
    manager: EntityManager,
    wallet: Wallet,
    type: 'credit' | 'debit',
    status: 'pending' | 'completed',
    input: LedgerEntryInput,
    delta: number,
  ): Promise<string> {
    if (input.createdBy) {
      const entry = await this.insertEntry(manager, wallet.id, type, status, input);
      await this.moveBalance(manager, wallet, delta, true);
      return entry.id;
    }
    const id = await this.entries.insertMovingBalance(
      {
        walletId: wallet.id,
        type,
        status,
        amountCents: input.amountCents,
        kind: input.kind,
        description: input.description,
        externalRef: input.externalRef ?? null,
        meta: input.meta ?? null,
      },
      delta,
      manager,
    );
    wallet.balanceCents += delta;
    return id;
  }

  /** A change staff made by hand is saved through the entity, so the audit log keeps it with the actor. */
  private async moveBalance(manager: EntityManager, wallet: Wallet, delta: number, audited = false): Promise<void> {
    wallet.balanceCents += delta;
    if (audited) {
      await this.wallets.save(wallet, manager);
      return;
    }
    await this.wallets.addToBalance(wallet.id, delta, manager);
  }
}

function assertPositive(amountCents: number): void {
  assertSafeCents(amountCents);
  if (amountCents <= 0) throw new RangeError(`A ledger amount is positive cents, got ${amountCents}`);
}

/** The rows of a bulk statement: each entry with its new id and wallet (`kind` forced for a debit of one kind). */
function bulkRows(entries: LedgerBulkCreditInput[], refs: LedgerEntryRef[], kind?: LedgerEntryInput['kind']) {
  return entries.map((e, i) => ({
    id: refs[i].id,
    walletId: refs[i].walletId,
    amountCents: e.amountCents,
    kind: kind ?? e.kind,
    description: e.description,
    externalRef: e.externalRef ?? null,
    meta: e.meta ?? null,
  }));
}
