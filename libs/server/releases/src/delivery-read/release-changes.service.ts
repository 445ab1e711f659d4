import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface ReleaseChange {
  releaseId: string;
  previousStatus: string;
  status: string;
}

export type ReleaseChangeListener = (manager: EntityManager, change: ReleaseChange) => Promise<void>;

/** Lets store delivery act on a staff decision in its transaction without releases depending on it; a listener that throws rolls the decision back. */
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
