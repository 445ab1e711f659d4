import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { DeliveryStatus } from '@soundpost/contracts';
import { isUuid } from '@soundpost/server-core/ids';
import { applyListQuery, ListQuery } from '@soundpost/server-core/lists';
import { EntityManager, In, Repository } from 'typeorm';
import { adminDeliveriesListSpec } from './deliveries.list';
import { DeliveryMessage } from './delivery-message.entity';
import { ReleaseDelivery } from './release-delivery.entity';

@Injectable()
export class ReleaseDeliveriesRepository {
  constructor(
    @InjectRepository(ReleaseDelivery) private readonly deliveries: Repository<ReleaseDelivery>,
    @InjectRepository(DeliveryMessage) private readonly messages: Repository<DeliveryMessage>,
  ) {}

  private repo(manager?: EntityManager): Repository<ReleaseDelivery> {
    return manager ? manager.getRepository(ReleaseDelivery) : this.deliveries;
  }

  ofRelease(releaseId: string, manager?: EntityManager): Promise<ReleaseDelivery[]> {
    return this.repo(manager).find({ where: { releaseId }, order: { storeId: 'ASC' } });
  }

  byId(id: string): Promise<ReleaseDelivery | null> {
    return this.deliveries.findOneBy({ id });
  }

  save(row: ReleaseDelivery, manager?: EntityManager): Promise<ReleaseDelivery> {
    return this.repo(manager).save(row);
  }

  create(values: Partial<ReleaseDelivery>, manager?: EntityManager): ReleaseDelivery {
    return this.repo(manager).create(values);
  }

  remove(row: ReleaseDelivery, manager?: EntityManager): Promise<ReleaseDelivery> {
    return this.repo(manager).remove(row);
  }

  /** The account's deliveries, locked in a fixed order (closing the account takes them all down). */
  async lockOfUser(userId: string, manager: EntityManager): Promise<ReleaseDelivery[]> {
    return manager.getRepository(ReleaseDelivery).createQueryBuilder('d').where('d.user_id = :userId', { userId }).orderBy('d.id').setLock('pessimistic_write').getMany();
  }

  /** Releases of the account that some store was sent and not (yet) told to take down. */
  async releasesAtStores(userId: string, manager?: EntityManager): Promise<number> {
    const [row]: Array<{ n: number }> = await this.repo(manager).query(
      `SELECT count(DISTINCT release_id)::int AS n FROM release_deliveries WHERE user_id = $1 AND message_id IS NOT NULL AND action <> 'takedown'`,
      [userId],
    );
    return row?.n ?? 0;
  }

  /** Takedowns of the account not sent yet (queued, being built, or paused). */
  async takedownsInFlight(userId: string, manager?: EntityManager): Promise<number> {
    return this.repo(manager).count({ where: { userId, action: 'takedown', status: In(['queued', 'building', 'paused']) } });
  }

  async claimQueued(storeId: string, limit: number): Promise<ReleaseDelivery[]> {
    const [rows]: [Array<{ id: string }>, number] = await this.deliveries.query(
      `UPDATE release_deliveries SET status = 'building', started_at = now(), updated_at = now()
        WHERE id IN (SELECT id FROM release_deliveries WHERE store_id = $1 AND status = 'queued' ORDER BY queued_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [storeId, limit],
    );
    return rows.length ? this.deliveries.find({ where: { id: In(rows.map((r) => r.id)) }, order: { queuedAt: 'ASC' } }) : [];
  }

  async storesWithStaleQueue(): Promise<string[]> {
    const rows: Array<{ store_id: string }> = await this.deliveries.query(
      `SELECT DISTINCT store_id FROM release_deliveries
        WHERE (status = 'queued' AND attempts = 0 AND queued_at < now() - interval '1 minute')
           OR (status = 'building' AND started_at < now() - interval '30 minutes')`,
    );
    return rows.map((r) => r.store_id);
  }

  async requeueStuck(): Promise<number> {
    const [, count]: [unknown, number] = await this.deliveries.query(
      `UPDATE release_deliveries SET status = 'queued', updated_at = now() WHERE status = 'building' AND started_at < now() - interval '30 minutes'`,
    );
    return count;
  }

  paused(): Promise<ReleaseDelivery[]> {
    return this.deliveries.find({ where: { status: 'paused' } });
  }

  async storesAwaitingAcknowledgement(): Promise<string[]> {
    const rows: Array<{ store_id: string }> = await this.deliveries.query(`SELECT DISTINCT store_id FROM release_deliveries WHERE status = 'delivered'`);
    return rows.map((r) => r.store_id);
  }

  ofStoreWithStatus(storeId: string, statuses: DeliveryStatus[]): Promise<ReleaseDelivery[]> {
    return this.deliveries.find({ where: { storeId, status: In(statuses) } });
  }

  saveMessage(values: Partial<DeliveryMessage>): Promise<DeliveryMessage> {
    return this.messages.save(this.messages.create(values));
  }

  async setMessageBatch(messageId: string, batchId: string): Promise<void> {
    await this.messages.query(`UPDATE delivery_messages SET batch_id = $2 WHERE message_id = $1`, [messageId, batchId]);
  }

  latestMessage(deliveryId: string): Promise<DeliveryMessage | null> {
    return this.messages.findOne({ where: { deliveryId }, order: { createdAt: 'DESC' } });
  }

  async page(list: ListQuery): Promise<{ rows: ReleaseDelivery[]; total: number }> {
    const release = list.filters.release_id;
    if (release !== undefined && !isUuid(String(release))) return { rows: [], total: 0 };
    const qb = this.deliveries.createQueryBuilder('d');
    applyListQuery(qb, list, adminDeliveriesListSpec);
    qb.addOrderBy('d.updated_at', 'DESC').addOrderBy('d.id', 'DESC');
    const [rows, total] = await qb.getManyAndCount();
    return { rows, total };
  }
}
