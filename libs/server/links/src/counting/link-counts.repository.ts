import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** One row of counts to add: a view has store '', a click the store's id. */
export interface LinkCountDelta {
  linkId: string;
  day: string;
  channel: string;
  country: string;
  storeId: string;
  views: number;
  clicks: number;
}

/** A batch that cannot be written within this long is kept and retried, rather than holding the counter up. */
export const COUNT_WRITE_TIMEOUT_MS = 2000;

@Injectable()
export class LinkCountsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Adds a batch in one statement: the rows as parallel arrays (one parameter each, whatever the batch's
   * size), upserted onto the day's key. A link deleted since the visit (its counts cascade) is skipped.
   */
  async addCounts(rows: readonly LinkCountDelta[]): Promise<void> {
    if (rows.length === 0) return;
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL statement_timeout = ${COUNT_WRITE_TIMEOUT_MS}`);
      await manager.query(
        `INSERT INTO link_daily_counts AS c (link_id, day, channel, country, store_id, views, clicks)
         SELECT b.link_id, b.day, b.channel, b.country, b.store_id, b.views, b.clicks
           FROM unnest($1::uuid[], $2::date[], $3::varchar[], $4::char(2)[], $5::varchar[], $6::int[], $7::int[])
                AS b (link_id, day, channel, country, store_id, views, clicks)
          WHERE EXISTS (SELECT 1 FROM release_links l WHERE l.id = b.link_id)
          ORDER BY b.link_id, b.day, b.channel, b.country, b.store_id
         ON CONFLICT (link_id, day, channel, country, store_id)
         DO UPDATE SET views = c.views + excluded.views, clicks = c.clicks + excluded.clicks`,
        [
          rows.map((r) => r.linkId),
          rows.map((r) => r.day),
          rows.map((r) => r.channel),
          rows.map((r) => r.country),
          rows.map((r) => r.storeId),
          rows.map((r) => r.views),
          rows.map((r) => r.clicks),
        ],
      );
    });
  }
}
