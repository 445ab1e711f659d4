import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { LinkCountDelta, LinkCountsRepository } from './link-counts.repository';

/** Counts are at most this far behind the page: one batched write per interval, however many visits. */
export const COUNT_FLUSH_INTERVAL_MS = 1000;

/**
 * Views and clicks, added up in memory and written in one batched upsert at most every second, so a
 * redirect never waits for the database. A batch whose write fails (slow or unreachable database) is
 * merged back and written with the next one: no count is lost while the process lives, and the last
 * batch is written on shutdown.
 */
@Injectable()
export class LinkCounterService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('LinkCounter');
  private pending = new Map<string, LinkCountDelta>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly counts: LinkCountsRepository) {}

  view(linkId: string, channel: string, country: string, now = new Date()): void {
    this.add({ linkId, day: utcDay(now), channel, country, storeId: '', views: 1, clicks: 0 });
  }

  click(linkId: string, storeId: string, channel: string, country: string, now = new Date()): void {
    this.add({ linkId, day: utcDay(now), channel, country, storeId, views: 0, clicks: 1 });
  }

  /** Writes what is pending now (after any write in flight); rejects when that write fails, keeping the counts for the next. */
  flush(): Promise<void> {
    const next = this.writing.catch(() => undefined).then(() => this.writeBatch());
    this.writing = next;
    return next;
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush().catch((error: Error) => this.logger.error(`counts not written on shutdown: ${error.message}`));
  }

  private add(delta: LinkCountDelta): void {
    const key = `${delta.linkId}\u0000${delta.day}\u0000${delta.channel}\u0000${delta.country}\u0000${delta.storeId}`;
    const existing = this.pending.get(key);
    if (existing) {
      existing.views += delta.views;
      existing.clicks += delta.clicks;
    } else {
      this.pending.set(key, delta);
    }
    this.schedule();
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush().catch((error: Error) => this.logger.warn(`counts kept for the next write: ${error.message}`));
    }, COUNT_FLUSH_INTERVAL_MS);
    // The timer alone never keeps the process alive; shutdown writes the last batch.
    this.timer.unref();
  }

  private async writeBatch(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await this.counts.addCounts([...batch.values()]);
    } catch (error) {
      // Merge the failed batch into whatever arrived meanwhile, and try again on the next tick.
      for (const [key, delta] of batch) {
        const later = this.pending.get(key);
        if (later) {
          later.views += delta.views;
          later.clicks += delta.clicks;
        } else {
          this.pending.set(key, delta);
        }
      }
      this.schedule();
      throw error;
    }
  }
}

function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
