import { pipeline, Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { WALLET_CURRENCY } from '@soundpost/contracts';
import { BULK_STATEMENT_TIMEOUT, lockOneBy, managerQuery } from '@soundpost/server-core/database';
import type { PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { adminTransactionsQuery } from './wallet-transactions.list';
import { CrlfRows, FORCE_QUOTED, inlineParameters, selectExportColumns } from './wallet-transactions.export';
import { WalletTransaction } from './wallet-transaction.entity';

export interface BulkCreditRow {
  id: string;
  walletId: string;
  amountCents: number;
  kind: string;
  description: string;
  externalRef: string | null;
  meta: Record<string, unknown> | null;
}

/** One entry of `insertMovingBalance`: a bulk row's fields (its id from the database) with its type and status. */
export type EntryFields = Omit<BulkCreditRow, 'id'> & { type: 'credit' | 'debit'; status: 'pending' | 'completed' };

/** The named queries on `wallet_transactions`. Pass `manager` to run inside a transaction. */
@Injectable()
export class WalletTransactionsRepository {
  constructor(@InjectRepository(WalletTransaction) private readonly entries: Repository<WalletTransaction>) {}

  private repo(manager?: EntityManager): Repository<WalletTransaction> {
    return manager ? manager.getRepository(WalletTransaction) : this.entries;
  }

  insert(fields: Partial<WalletTransaction>, manager: EntityManager): Promise<WalletTransaction> {
    const repo = this.repo(manager);
    return repo.save(repo.create(fields));
  }

  /**
   * One entry inserted and its wallet's balance moved by `delta` in one statement (the caller holds the wallet's lock);
   * the balance CHECK (>= 0) still stands behind it. Answers the entry's id.
   */
  async insertMovingBalance(fields: EntryFields, delta: number, manager: EntityManager): Promise<string> {
    // Prepared on the transaction's connection: a payout request's held debit is this statement.
    const [row] = await managerQuery<{ id: string }>(
      manager,
      `WITH e AS (
         INSERT INTO wallet_transactions (wallet_id, type, status, amount_cents, currency, kind, description, external_ref, meta)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)
         RETURNING id, wallet_id
       ), w AS (
         UPDATE wallets SET balance_cents = balance_cents + $10, updated_at = now() WHERE id = (SELECT wallet_id FROM e) RETURNING id
       )
       SELECT e.id FROM e, w`,
      [
        fields.walletId,
        fields.type,
        fields.status,
        fields.amountCents,
        WALLET_CURRENCY,
        fields.kind,
        fields.description,
        fields.externalRef,
        fields.meta ? JSON.stringify(fields.meta) : null,
        delta,
      ],
    );
    return row.id;
  }

  /** Every entry inserted, and each wallet's balance moved by the sum of exactly those rows, in one statement. */
  async insertCreditsMovingBalances(rows: BulkCreditRow[], manager: EntityManager): Promise<void> {
    await this.repo(manager).query(
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
        rows.map((r) => r.id),
        rows.map((r) => r.walletId),
        rows.map((r) => r.amountCents),
        rows.map((r) => r.kind),
        rows.map((r) => r.description),
        rows.map((r) => r.externalRef),
        rows.map((r) => (r.meta ? JSON.stringify(r.meta) : null)),
        WALLET_CURRENCY,
      ],
    );
  }

  /**
   * Completed system debits (withholding) inserted, and each wallet's balance lowered by the sum of exactly those rows, in one
   * statement. The balance CHECK (>= 0) still stands behind it: a debit beyond the balance fails the whole statement.
   */
  async insertDebitsMovingBalances(rows: BulkCreditRow[], manager: EntityManager): Promise<void> {
    await this.repo(manager).query(
      `WITH e AS (
         INSERT INTO wallet_transactions (id, wallet_id, type, status, amount_cents, currency, kind, description, external_ref, meta)
         SELECT id, wallet_id, 'debit', 'completed', amount, $8, kind, description, external_ref, meta::jsonb
           FROM unnest($1::uuid[], $2::uuid[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[]) AS t(id, wallet_id, amount, kind, description, external_ref, meta)
         RETURNING wallet_id, amount_cents
       )
       UPDATE wallets w SET balance_cents = w.balance_cents - s.total, updated_at = now()
         FROM (SELECT wallet_id, sum(amount_cents) AS total FROM e GROUP BY wallet_id) s
        WHERE w.id = s.wallet_id`,
      [
        rows.map((r) => r.id),
        rows.map((r) => r.walletId),
        rows.map((r) => r.amountCents),
        rows.map((r) => r.kind),
        rows.map((r) => r.description),
        rows.map((r) => r.externalRef),
        rows.map((r) => (r.meta ? JSON.stringify(r.meta) : null)),
        WALLET_CURRENCY,
      ],
    );
  }

  /** The account's completed royalty credits and withholding debits, lifetime and since `yearStart`, as bigint text. */
  async earningsOfWallet(walletId: string, yearStart: Date, manager?: EntityManager): Promise<{ gross: string; withheld: string; year_gross: string; year_withheld: string }> {
    const [row] = await this.repo(manager).query(
      `SELECT COALESCE(sum(amount_cents) FILTER (WHERE kind = 'royalty' AND type = 'credit'), 0)::text AS gross,
              COALESCE(sum(amount_cents) FILTER (WHERE kind = 'withholding' AND type = 'debit'), 0)::text AS withheld,
              COALESCE(sum(amount_cents) FILTER (WHERE kind = 'royalty' AND type = 'credit' AND created_at >= $2), 0)::text AS year_gross,
              COALESCE(sum(amount_cents) FILTER (WHERE kind = 'withholding' AND type = 'debit' AND created_at >= $2), 0)::text AS year_withheld
         FROM wallet_transactions
        WHERE wallet_id = $1 AND status = 'completed' AND kind IN ('royalty', 'withholding')`,
      [walletId, yearStart],
    );
    return row;
  }

  /** The withholding debits of one account by the import they came from (`meta.import_id`), as bigint text. */
  async withheldByImport(userId: string, importIds: string[], manager?: EntityManager): Promise<Array<{ import_id: string; withheld: string }>> {
    if (!importIds.length) return [];
    return this.repo(manager).query(
      `SELECT t.meta->>'import_id' AS import_id, sum(t.amount_cents)::text AS withheld
         FROM wallet_transactions t JOIN wallets w ON w.id = t.wallet_id
        WHERE w.user_id = $1 AND t.kind = 'withholding' AND t.type = 'debit' AND t.status = 'completed' AND t.meta->>'import_id' = ANY($2::text[])
        GROUP BY 1`,
      [userId, importIds],
    );
  }

  async walletIdOf(id: string, manager: EntityManager): Promise<string | null> {
    const [row]: Array<{ wallet_id: string }> = await this.repo(manager).query(`SELECT wallet_id FROM wallet_transactions WHERE id = $1`, [id]);
    return row?.wallet_id ?? null;
  }

  lockById(id: string, manager: EntityManager): Promise<WalletTransaction | null> {
    return lockOneBy(manager, WalletTransaction, 'id', id);
  }

  async markSettled(id: string, status: 'completed' | 'failed', stripeTransferId: string | undefined, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ id }, { status, settledAt: new Date(), ...(stripeTransferId ? { stripeTransferId } : {}) });
  }

  async setTransferId(id: string, stripeTransferId: string, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ id }, { stripeTransferId });
  }

  getById(id: string): Promise<WalletTransaction> {
    return this.entries.findOneByOrFail({ id });
  }

  artistListQuery(walletId: string): SelectQueryBuilder<WalletTransaction> {
    return this.entries.createQueryBuilder('t').where('t.wallet_id = :walletId', { walletId });
  }

  adminListQuery(walletId?: string): SelectQueryBuilder<WalletTransaction> {
    const qb = adminTransactionsQuery(this.entries.createQueryBuilder('t'));
    if (walletId !== undefined) qb.andWhere('t.wallet_id = :pinnedWallet', { pinnedWallet: walletId });
    return qb;
  }

  /** Completed royalty credits in EUR, as bigint text so a large sum is range-checked rather than rounded. */
  async totalRoyaltiesText(): Promise<string> {
    const row = await this.entries
      .createQueryBuilder('t')
      .select('COALESCE(SUM(t.amount_cents), 0)::bigint::text', 'total')
      .where("t.kind = 'royalty' AND t.type = 'credit' AND t.status = 'completed'")
      .andWhere('lower(t.currency) = :currency', { currency: WALLET_CURRENCY })
      .getRawOne<{ total: string }>();
    return row?.total ?? '0';
  }

  /** COPY on a pool client of its own, one snapshot, with backpressure; a copy cut short discards the connection. */
  async exportCsv(listQuery: SelectQueryBuilder<WalletTransaction>): Promise<Readable> {
    const [sql, params] = selectExportColumns(listQuery).getQueryAndParameters();
    const driver = this.entries.manager.connection.driver as PostgresDriver;
    const [client, release] = (await driver.obtainMasterConnection()) as [PoolClient, (discard?: Error) => void];
    let copy: Readable;
    try {
      await client.query(`BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY; SET LOCAL statement_timeout = '${BULK_STATEMENT_TIMEOUT}'`);
      copy = client.query(copyTo(`COPY (${inlineParameters(sql, params, client)}) TO STDOUT WITH (FORMAT csv, HEADER true, FORCE_QUOTE (${FORCE_QUOTED.join(', ')}))`));
    } catch (error) {
      release(error as Error);
      throw error;
    }
    // Ending a discarded client fails its COPY once more, after the pipeline is over.
    copy.on('error', () => undefined);
    return pipeline(copy, new CrlfRows(), (error) => {
      if (error) return release(error);
      client.query('COMMIT').then(
        () => release(),
        (commitError: Error) => release(commitError),
      );
    });
  }
}
