import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { WriteBehind } from '@soundpost/server-core/database';
import { LinkCountDelta, LinkCountsRepository } from './link-counts.repository';

/** Counts are at most this far behind the page: one batched write per interval, however many visits. */
export const COUNT_FLUSH_INTERVAL_MS = 1000;

/**
 * Views and clicks, added up in memory and written in one batched upsert at most every second, so a
 * redirect never waits for the database. A batch whose write fails (slow or unreachable database) is
 * kept and written with the next one: no count is lost while the process lives, and the last batch is
 * written on shutdown.
 */
@Injectable()
export class LinkCounterService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('LinkCounter');
  private readonly pending: WriteBehind<LinkCountDelta>;

  constructor(counts: LinkCountsRepository) {
    this.pending = new WriteBehind<LinkCountDelta>({
      intervalMs: COUNT_FLUSH_INTERVAL_MS,
      write: (batch) => counts.addCounts(batch),
      merge: (pending, later) => {
        pending.views += later.views;
        pending.clicks += later.clicks;
      },
      onError: (error) => this.logger.warn(`counts kept for the next write: ${error.message}`),
    });
  }

  view(linkId: string, channel: string, country: string, now = new Date()): void {
    this.add({ linkId, day: utcDay(now), channel, country, storeId: '', views: 1, clicks: 0 });
  }

  click(linkId: string, storeId: string, channel: string, country: string, now = new Date()): void {
    this.add({ linkId, day: utcDay(now), channel, country, storeId, views: 0, clicks: 1 });
  }

  /** Writes what is pending now (after any write in flight); rejects when that write fails, keeping the counts for the next. */
  flush(): Promise<void> {
    return this.pending.flush();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.pending.close().catch((error: Error) => this.logger.error(`counts not written on shutdown: ${error.message}`));
  }

  private add(delta: LinkCountDelta): void {
    this.pending.add(`${delta.linkId}\u0000${delta.day}\u0000${delta.channel}\u0000${delta.country}\u0000${delta.storeId}`, delta);
  }
}

const DAY_MS = 86_400_000;
let today = { day: Number.NaN, text: '' };

/** The UTC date, formatted once a day rather than on every click (toISOString was a twentieth of a click's time). */
function utcDay(now: Date): string {
  const day = Math.floor(now.getTime() / DAY_MS);
  if (day !== today.day) today = { day, text: now.toISOString().slice(0, 10) };
  return today.text;
}
