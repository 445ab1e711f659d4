import { Injectable } from '@nestjs/common';
import { ReleaseForDeliveryService } from '@soundpost/server-releases';
import type { Readable } from 'node:stream';
import type { InboxFile, InboxOutcome } from '../targets/delivery-connection';
import { DeliveryTargetsService } from '../targets/delivery-targets.service';

export type { InboxFile, InboxOutcome } from '../targets/delivery-connection';

/** A store whose delivery target staff configured, where its trend reports are collected from. */
export interface StoreWithTarget {
  storeId: string;
  storeName: string;
}

/** One open connection to a store's `reports/` inbox; close it when done. */
export interface StoreReportsInbox {
  storeId: string;
  /** What staff read in logs ("sftp store@host:22/inbox"). */
  describe: string;
  /** Regular files with safe names directly in reports/, by name. */
  list(): Promise<InboxFile[]>;
  /** The file's bytes as a stream, never held whole. */
  open(name: string): Promise<Readable>;
  /** Moves the file to reports/imported/ or reports/rejected/. */
  done(name: string, outcome: InboxOutcome): Promise<void>;
  close(): Promise<void>;
}

/**
 * The stores' report inboxes: the `reports/` folder on each store's delivery target (folder, SFTP or S3),
 * which the delivery connections already reach.
 */
@Injectable()
export class StoreReportsInboxService {
  constructor(
    private readonly targets: DeliveryTargetsService,
    private readonly releases: ReleaseForDeliveryService,
  ) {}

  /** Catalogue stores with a target staff set (the default folder of a store without one is not polled). */
  async storesWithTargets(): Promise<StoreWithTarget[]> {
    const configured = new Set(await this.targets.configuredStoreIds());
    return (await this.releases.stores()).filter((s) => configured.has(s.id)).map((s) => ({ storeId: s.id, storeName: s.name }));
  }

  /** Connects to the store's target; throws when the host cannot be reached. */
  async connect(storeId: string): Promise<StoreReportsInbox> {
    const store = (await this.releases.stores()).find((s) => s.id === storeId);
    const target = await this.targets.resolve(storeId, store?.name ?? storeId);
    const connection = await target.connect().catch((error: unknown) => {
      // Staff read which target failed, as the delivery worker's errors say it.
      throw new Error(`${target.describe}: ${error instanceof Error ? error.message : String(error)}`);
    });
    return {
      storeId,
      describe: target.describe,
      list: () => connection.reports(),
      open: (name) => connection.openReport(name),
      done: (name, outcome) => connection.moveReport(name, outcome),
      close: () => connection.close(),
    };
  }
}
