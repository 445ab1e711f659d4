import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface ReleaseChange {
  releaseId: string;
  previousStatus: string;
  status: string;
}

export type ReleaseChangeListener = (manager: EntityManager, change: ReleaseChange) => Promise<void>;

/** Lets other domains act on a submit or a staff decision in its transaction (delivery queues, smart links makes the page) without releases depending on them; a listener that throws rolls the change back. */
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
