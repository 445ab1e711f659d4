import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { LinkStatsGroupBy } from '@soundpost/contracts';
import { DataSource } from 'typeorm';

export interface LinkStatsDbRow {
  key: string;
  views: number;
  clicks: number;
}

/** The grouping column per axis; views live on store '' rows and clicks on the store's. */
const GROUP_COLUMN: Record<Exclude<LinkStatsGroupBy, 'day'>, string> = { store: 'store_id', channel: 'channel', country: 'country' };

@Injectable()
export class LinkStatsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The period's sums for one link by an axis; by day every day of the period is a row, zero when nothing was counted. */
  grouped(linkId: string, from: string, to: string, groupBy: LinkStatsGroupBy): Promise<LinkStatsDbRow[]> {
    if (groupBy === 'day') {
      return this.db.query(
        `SELECT d.day::date::text AS key, coalesce(sum(c.views), 0)::int AS views, coalesce(sum(c.clicks), 0)::int AS clicks
           FROM generate_series($2::date, $3::date, interval '1 day') AS d(day)
           LEFT JOIN link_daily_counts c ON c.link_id = $1 AND c.day = d.day::date
          GROUP BY d.day ORDER BY d.day`,
        [linkId, from, to],
      );
    }
    const column = GROUP_COLUMN[groupBy];
    return this.db.query(
      `SELECT ${column}::text AS key, sum(views)::int AS views, sum(clicks)::int AS clicks
         FROM link_daily_counts
        WHERE link_id = $1 AND day BETWEEN $2::date AND $3::date ${groupBy === 'store' ? `AND store_id <> ''` : ''}
        GROUP BY ${column}`,
      [linkId, from, to],
    );
  }

  async totals(linkId: string, from: string, to: string): Promise<{ views: number; clicks: number }> {
    const [row]: { views: number; clicks: number }[] = await this.db.query(
      `SELECT coalesce(sum(views), 0)::int AS views, coalesce(sum(clicks), 0)::int AS clicks
         FROM link_daily_counts WHERE link_id = $1 AND day BETWEEN $2::date AND $3::date`,
      [linkId, from, to],
    );
    return row;
  }

  async hasCounts(linkId: string): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM link_daily_counts WHERE link_id = $1 LIMIT 1`, [linkId]);
    return rows.length > 0;
  }
}
