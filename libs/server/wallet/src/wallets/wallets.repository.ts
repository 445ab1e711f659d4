import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { WALLET_CURRENCY } from '@soundpost/contracts';
import { lockOneBy } from '@soundpost/server-core/database';
import { EntityManager, In, Repository, SelectQueryBuilder } from 'typeorm';
import { Wallet } from './wallet.entity';

export interface WalletBalanceRow {
  walletId: string;
  userId: string;
  balance: string;
  expected: string;
}

/** The named queries on `wallets`. Pass `manager` to run inside a transaction. */
@Injectable()
export class WalletsRepository {
  constructor(@InjectRepository(Wallet) private readonly wallets: Repository<Wallet>) {}

  private repo(manager?: EntityManager): Repository<Wallet> {
    return manager ? manager.getRepository(Wallet) : this.wallets;
  }

  async idOfUser(userId: string, manager?: EntityManager): Promise<string | null> {
    const [row]: Array<{ id: string }> = await this.repo(manager).query(`SELECT id FROM wallets WHERE user_id = $1`, [userId]);
    return row?.id ?? null;
  }

  async insertForUser(userId: string, manager?: EntityManager): Promise<string | null> {
    const [row]: Array<{ id: string }> = await this.repo(manager).query(
      `INSERT INTO wallets (user_id, currency) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING RETURNING id`,
      [userId, WALLET_CURRENCY],
    );
    return row?.id ?? null;
  }

  async insertMissingForUsers(userIds: string[], manager: EntityManager): Promise<void> {
    await this.repo(manager).query(
      `INSERT INTO wallets (user_id, currency)
       SELECT u, $2 FROM unnest($1::uuid[]) AS u WHERE NOT EXISTS (SELECT 1 FROM wallets w WHERE w.user_id = u) ORDER BY u
       ON CONFLICT (user_id) DO NOTHING`,
      [userIds, WALLET_CURRENCY],
    );
  }

  /** FOR NO KEY UPDATE: balance changes serialize, yet entries and payouts referencing the wallet can still be inserted. */
  lockById(id: string, manager: EntityManager): Promise<Wallet | null> {
    return lockOneBy(manager, Wallet, 'id', id, 'no_key_update');
  }

  lockOfUser(userId: string, manager: EntityManager): Promise<Wallet | null> {
    return lockOneBy(manager, Wallet, 'userId', userId, 'no_key_update');
  }

  /** The users' wallets locked in id order, so two bulk credits never deadlock. */
  async lockAllOfUsers(userIds: string[], manager: EntityManager): Promise<Array<{ id: string; userId: string }>> {
    const rows: Array<{ id: string; user_id: string }> = await this.repo(manager).query(
      `SELECT id, user_id FROM wallets WHERE user_id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`,
      [userIds],
    );
    return rows.map((r) => ({ id: r.id, userId: r.user_id }));
  }

  /** The system's own balance moves: one UPDATE, no audit row (the entry is the record). */
  async addToBalance(id: string, delta: number, manager: EntityManager): Promise<void> {
    await this.repo(manager).query(`UPDATE wallets SET balance_cents = balance_cents + $2, updated_at = now() WHERE id = $1`, [id, delta]);
  }

  save(wallet: Wallet, manager?: EntityManager): Promise<Wallet> {
    return this.repo(manager).save(wallet);
  }

  findById(id: string, manager?: EntityManager): Promise<Wallet | null> {
    return this.repo(manager).findOneBy({ id });
  }

  findOfUser(userId: string): Promise<Wallet | null> {
    return this.wallets.findOneBy({ userId });
  }

  getById(id: string, manager?: EntityManager): Promise<Wallet> {
    return this.repo(manager).findOneByOrFail({ id });
  }

  async ownersOf(ids: string[]): Promise<Map<string, string>> {
    const rows = await this.wallets.find({ select: { id: true, userId: true }, where: { id: In(ids) } });
    return new Map(rows.map((w) => [w.id, w.userId]));
  }

  adminListQuery(): SelectQueryBuilder<Wallet> {
    return this.wallets.createQueryBuilder('w');
  }

  async disagreeingWithEntries(manager?: EntityManager): Promise<WalletBalanceRow[]> {
    const rows: Array<{ wallet_id: string; user_id: string; balance: string; expected: string }> = await this.repo(manager).query(`
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
    return rows.map((r) => ({ walletId: r.wallet_id, userId: r.user_id, balance: r.balance, expected: r.expected }));
  }
}
