import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A staff decision on a release: its status before and after, inside the decision's transaction. */
export interface ReleaseChange {
  releaseId: string;
  previousStatus: string;
  status: string;
}

export type ReleaseChangeListener = (manager: EntityManager, change: ReleaseChange) => Promise<void>;

/**
 * Lets a domain that depends on releases (store delivery) act on a staff decision in the same
 * transaction, without releases depending on it: the listener subscribes at start-up, releases
 * calls it after saving. A listener that throws rolls the decision back.
 */
@Injectable()
export class ReleaseChangesService {
  private readonly listeners: ReleaseChangeListener[] = [];

  subscribe(listener: ReleaseChangeListener): void {
    this.listeners.push(listener);
  }

  async changed(manager: EntityManager, change: ReleaseChange): Promise<void> {
    for (const listener of this.listeners) await listener(manager, change);
  }
}
