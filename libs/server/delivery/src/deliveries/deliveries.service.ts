import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { AdminDeliveryPage, DeliveryMessageResponse, ReleaseDeliveriesResponse } from '@soundpost/contracts';
import { UserSummariesService } from '@soundpost/server-auth';
import { isUuid } from '@soundpost/server-core/ids';
import { JobSchedule, JobsService } from '@soundpost/server-core/jobs';
import { ListQuery, toPage } from '@soundpost/server-core/lists';
import { ReleaseChange, ReleaseChangesService, ReleaseForDeliveryService } from '@soundpost/server-releases';
import { DataSource, EntityManager } from 'typeorm';
import { DeliveryConfig } from '../config/delivery-config';
import { DeliveryErrors } from '../delivery.errors';
import { DeliveryTargetsService } from '../targets/delivery-targets.service';
import { readAcknowledgement, UnreadableAcknowledgementError } from './acknowledgement-reader';
import { adminDeliveriesListSpec } from './deliveries.list';
import { toAdminDeliveryRow, toDeliveryMessageResponse, toReleaseDeliveryResponse } from './delivery.mapper';
import { DeliveryRunnerService } from './delivery-runner.service';
import { ReleaseDeliveriesRepository } from './release-deliveries.repository';

export const DELIVERY_STORE_JOB = 'delivery.store';

export const DELIVERY_SWEEP_SCHEDULE: JobSchedule = {
  name: 'delivery.sweep',
  cron: '* * * * *',
  owner: 'delivery',
  what: 'queues stores whose delivery job was lost, resumes deliveries of unblocked artists',
};

export const DELIVERY_ACKNOWLEDGEMENTS_SCHEDULE: JobSchedule = {
  name: 'delivery.acknowledgements',
  cron: '*/5 * * * *',
  owner: 'delivery',
  what: "reads the stores' acknowledgement files and marks deliveries acknowledged or rejected",
};

const DELIVERED_STATUSES = new Set(['approved', 'live']);
const REMOVED_STATUS = 'removed';

@Injectable()
export class DeliveriesService implements OnModuleInit {
  private readonly logger = new Logger('Delivery');

  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: ReleaseDeliveriesRepository,
    private readonly releases: ReleaseForDeliveryService,
    private readonly changes: ReleaseChangesService,
    private readonly runner: DeliveryRunnerService,
    private readonly users: UserSummariesService,
    private readonly targets: DeliveryTargetsService,
    private readonly jobs: JobsService,
    private readonly config: DeliveryConfig,
  ) {}

  onModuleInit(): void {
    this.changes.subscribe((manager, change) => this.onReleaseChange(manager, change));
    this.jobs.register<{ storeId: string }>(DELIVERY_STORE_JOB, ({ storeId }) => this.runner.runStore(storeId), {
      retryLimit: this.config.settings.maxAttempts - 1,
      retryDelay: 30,
      retryBackoff: true,
    });
    this.jobs.schedule(DELIVERY_SWEEP_SCHEDULE, () => this.sweep());
    this.jobs.schedule(DELIVERY_ACKNOWLEDGEMENTS_SCHEDULE, () => this.readAcknowledgements());
  }

  async onReleaseChange(manager: EntityManager, change: ReleaseChange): Promise<void> {
    if (DELIVERED_STATUSES.has(change.status)) await this.queue(manager, change.releaseId, { takedown: false });
    else if (change.status === REMOVED_STATUS && change.previousStatus !== REMOVED_STATUS) await this.queue(manager, change.releaseId, { takedown: true });
  }

  async queue(manager: EntityManager, releaseId: string, options: { takedown: boolean; storeIds?: string[] }): Promise<number> {
    const release = await this.releases.forDelivery(releaseId, manager);
    if (!release) throw DeliveryErrors.releaseNotFound();
    const existing = new Map((await this.repository.ofRelease(releaseId, manager)).map((d) => [d.storeId, d]));
    const wanted = options.storeIds ? new Set(options.storeIds) : null;
    const stores = new Set<string>();
    const now = new Date();
    const storeIds = options.takedown ? [...existing.keys()] : release.stores.map((s) => s.id);
    for (const storeId of storeIds) {
      if (wanted && !wanted.has(storeId)) continue;
      const row = existing.get(storeId);
      if (options.takedown) {
        if (!row) continue;
        // Never sent: there is nothing at the store to take down.
        if (!row.messageId) {
          await this.repository.remove(row, manager);
          continue;
        }
      }
      const next = row ?? this.repository.create({ releaseId, storeId, userId: release.userId }, manager);
      next.action = options.takedown ? 'takedown' : row?.messageId ? 'update' : 'insert';
      next.status = 'queued';
      next.attempts = 0;
      next.lastError = null;
      next.queuedAt = now;
      next.userId = release.userId;
      await this.repository.save(next, manager);
      stores.add(storeId);
    }
    for (const storeId of stores) await this.jobs.enqueue(DELIVERY_STORE_JOB, { storeId }, { manager });
    return stores.size;
  }

  /**
   * Closing an account (privacy asks, in its transaction): a takedown for every (release, store) pair
   * that was sent something and is not already taken down; a delivery never sent is deleted (nothing
   * to take down). Answers how many takedowns were queued.
   */
  async takeDownAccount(manager: EntityManager, userId: string): Promise<number> {
    const rows = await this.repository.lockOfUser(userId, manager);
    const stores = new Set<string>();
    const now = new Date();
    let queued = 0;
    for (const row of rows) {
      if (!row.messageId) {
        await this.repository.remove(row, manager);
        continue;
      }
      if (row.action === 'takedown') continue;
      row.action = 'takedown';
      row.status = 'queued';
      row.attempts = 0;
      row.lastError = null;
      row.queuedAt = now;
      await this.repository.save(row, manager);
      stores.add(row.storeId);
      queued += 1;
    }
    for (const storeId of stores) await this.jobs.enqueue(DELIVERY_STORE_JOB, { storeId }, { manager });
    return queued;
  }

  /** Releases of the account at some store (each gets takedowns when the account closes). */
  releasesAtStores(userId: string, manager?: EntityManager): Promise<number> {
    return this.repository.releasesAtStores(userId, manager);
  }

  /** Takedowns of the account not yet sent to their store (a closing account waits for them before its erasure). */
  takedownsInFlight(userId: string, manager?: EntityManager): Promise<number> {
    return this.repository.takedownsInFlight(userId, manager);
  }

  async redeliver(releaseId: string, storeIds?: string[]): Promise<ReleaseDeliveriesResponse> {
    const release = isUuid(releaseId) ? await this.releases.forDelivery(releaseId) : null;
    if (!release) throw DeliveryErrors.releaseNotFound();
    const takedown = release.status === REMOVED_STATUS;
    if (!takedown && !DELIVERED_STATUSES.has(release.status)) throw DeliveryErrors.notDeliverable();
    await this.dataSource.transaction((m) => this.queue(m, releaseId, { takedown, storeIds }));
    return this.forRelease(releaseId);
  }

  async forRelease(releaseId: string, ownerId?: string): Promise<ReleaseDeliveriesResponse> {
    const release = isUuid(releaseId) ? await this.releases.forDelivery(releaseId) : null;
    if (!release || (ownerId !== undefined && release.userId !== ownerId)) throw DeliveryErrors.releaseNotFound();
    const names = await this.storeNames();
    const rows = await this.repository.ofRelease(releaseId);
    return { deliveries: rows.map((d) => toReleaseDeliveryResponse(d, names.get(d.storeId) ?? d.storeId)).sort((a, b) => a.store_name.localeCompare(b.store_name)) };
  }

  async message(deliveryId: string): Promise<DeliveryMessageResponse> {
    const delivery = isUuid(deliveryId) ? await this.repository.byId(deliveryId) : null;
    if (!delivery) throw DeliveryErrors.deliveryNotFound();
    const message = await this.repository.latestMessage(delivery.id);
    if (!message) throw DeliveryErrors.messageNotFound();
    return toDeliveryMessageResponse(message);
  }

  async adminList(list: ListQuery): Promise<AdminDeliveryPage> {
    const { rows, total } = await this.repository.page(list);
    const names = await this.storeNames();
    const releases = await this.releases.summaries(rows.map((r) => r.releaseId));
    const page = toPage(
      rows.map((d) => toAdminDeliveryRow(d, names.get(d.storeId) ?? d.storeId, releases.get(d.releaseId) ?? null)),
      total,
      list,
      adminDeliveriesListSpec.resource,
    );
    // Object.assign keeps the page object (and its hidden Content-Range marker).
    return Object.assign(page, page.meta);
  }

  async sweep(): Promise<{ requeued: number; resumed: number }> {
    const requeued = await this.repository.requeueStuck();
    const paused = await this.repository.paused();
    const blocked = await this.users.blockedAmong(paused.map((d) => d.userId));
    const stores = new Set(await this.repository.storesWithStaleQueue());
    let resumed = 0;
    for (const delivery of paused.filter((d) => !blocked.has(d.userId))) {
      delivery.status = 'queued';
      delivery.lastError = null;
      delivery.queuedAt = new Date();
      await this.repository.save(delivery);
      stores.add(delivery.storeId);
      resumed++;
    }
    for (const storeId of stores) await this.jobs.enqueue(DELIVERY_STORE_JOB, { storeId });
    return { requeued, resumed };
  }

  async readAcknowledgements(): Promise<{ read: number; matched: number }> {
    let read = 0;
    let matched = 0;
    const names = await this.storeNames();
    for (const storeId of await this.repository.storesAwaitingAcknowledgement()) {
      const target = await this.targets.resolve(storeId, names.get(storeId) ?? storeId);
      let connection;
      try {
        connection = await target.connect();
      } catch (error) {
        this.logger.warn(`Could not read ${storeId}'s acknowledgements: ${String(error)}`);
        continue;
      }
      try {
        const waiting = await this.repository.ofStoreWithStatus(storeId, ['delivered']);
        for (const file of await connection.acknowledgements()) {
          read++;
          let ack;
          try {
            ack = readAcknowledgement(file.xml);
          } catch (error) {
            if (!(error instanceof UnreadableAcknowledgementError)) throw error;
            this.logger.warn(`${storeId}'s acknowledgement ${file.name} was set aside, ${error.message}`);
            await connection.processed(file.name);
            continue;
          }
          for (const delivery of waiting.filter((d) => d.status === 'delivered' && d.messageId && ack.messageIds.includes(d.messageId))) {
            delivery.status = ack.accepted ? 'acknowledged' : 'rejected';
            delivery.acknowledgedAt = new Date();
            delivery.lastError = ack.accepted ? null : `${names.get(storeId) ?? storeId}: ${ack.errorText}`;
            delivery.storeReleaseUrl = ack.storeReleaseUrl;
            delivery.storeReleaseId = ack.storeReleaseId;
            await this.repository.save(delivery);
            matched++;
          }
          await connection.processed(file.name);
        }
      } finally {
        await connection.close().catch(() => undefined);
      }
    }
    return { read, matched };
  }

  private async storeNames(): Promise<Map<string, string>> {
    return new Map((await this.releases.stores()).map((s) => [s.id, s.name]));
  }
}
