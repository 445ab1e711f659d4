import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { OPEN_PAYOUT_STATUSES } from '@soundpost/contracts';
import { insertAudited } from '@soundpost/server-core/audit';
import { managerQuery } from '@soundpost/server-core/database';
import { lockOne } from '@soundpost/server-core/locks';
import { EntityManager, In, Repository, SelectQueryBuilder } from 'typeorm';
import { PayoutRequest } from './payout-request.entity';

/** The open statuses as SQL literals (constants of the contract, never input). */
const OPEN_STATUS_LIST = OPEN_PAYOUT_STATUSES.map((status) => `'${status}'`).join(', ');

/** The named queries on `payout_requests`. Pass `manager` to run inside a transaction. */
@Injectable()
export class PayoutsRepository {
  constructor(@InjectRepository(PayoutRequest) private readonly payouts: Repository<PayoutRequest>) {}

  private repo(manager?: EntityManager): Repository<PayoutRequest> {
    return manager ? manager.getRepository(PayoutRequest) : this.payouts;
  }

  /** One prepared INSERT and its audit row (the payout request's hot path); save() would cost most of the request. */
  insert(fields: Partial<PayoutRequest>, manager: EntityManager): Promise<PayoutRequest> {
    return insertAudited(manager, PayoutRequest, fields);
  }

  save(payout: PayoutRequest, manager: EntityManager): Promise<PayoutRequest> {
    return this.repo(manager).save(payout);
  }

  /** The payout, locked; with `ownerId`, only that artist's (another's is as good as missing). */
  lockById(id: string, manager: EntityManager, ownerId?: string): Promise<PayoutRequest | null> {
    return lockOne(manager, PayoutRequest, ownerId ? { id, userId: ownerId } : { id });
  }

  /** Approved bank payouts, oldest first, locked; rows another export holds are skipped, not waited for. */
  lockApprovedBankPayouts(manager: EntityManager): Promise<PayoutRequest[]> {
    return this.repo(manager).find({
      where: { status: 'approved', method: 'bank' },
      order: { createdAt: 'ASC' },
      lock: { mode: 'pessimistic_write', onLocked: 'skip_locked' },
    });
  }

  /** Plain SQL (asked under the wallet's lock on every payout request); the literal list matches the one-open index's predicate. */
  async hasOpen(walletId: string, manager: EntityManager): Promise<boolean> {
    const [row] = await managerQuery<{ open: boolean }>(manager, `SELECT EXISTS (SELECT 1 FROM payout_requests WHERE wallet_id = $1 AND status IN (${OPEN_STATUS_LIST})) AS open`, [walletId]);
    return row.open === true;
  }

  findOpenOfWallet(walletId: string): Promise<PayoutRequest | null> {
    return this.payouts.findOne({ where: { walletId, status: In([...OPEN_PAYOUT_STATUSES]) } });
  }

  async openOfWallets(walletIds: string[]): Promise<Map<string, PayoutRequest>> {
    const rows = await this.payouts.find({ where: { walletId: In(walletIds), status: In([...OPEN_PAYOUT_STATUSES]) } });
    return new Map(rows.map((p) => [p.walletId, p]));
  }

  findById(id: string): Promise<PayoutRequest | null> {
    return this.payouts.findOneBy({ id });
  }

  getById(id: string): Promise<PayoutRequest> {
    return this.payouts.findOneByOrFail({ id });
  }

  existsById(id: string): Promise<boolean> {
    return this.payouts.exists({ where: { id } });
  }

  async idByProviderRef(ref: string): Promise<string | null> {
    const row = await this.payouts.findOne({ select: { id: true }, where: { providerRef: ref } });
    return row?.id ?? null;
  }

  async idsAwaitingRail(limit: number): Promise<string[]> {
    const rows = await this.payouts.find({
      select: { id: true },
      where: { status: 'processing', method: In(['paypal', 'stripe_connect']) },
      order: { updatedAt: 'ASC' },
      take: limit,
    });
    return rows.map((r) => r.id);
  }

  artistListQuery(userId: string): SelectQueryBuilder<PayoutRequest> {
    return this.payouts.createQueryBuilder('p').where('p.user_id = :userId', { userId });
  }

  adminListQuery(): SelectQueryBuilder<PayoutRequest> {
    return this.payouts.createQueryBuilder('p');
  }
}
