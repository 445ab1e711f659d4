import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StatsGroup } from '@soundpost/contracts';
import { DataSource } from 'typeorm';

export interface SummaryFilter {
  ownerId: string;
  from: string;
  to: string;
  releaseId?: string;
  trackId?: string;
  storeId?: string;
  territory?: string;
}

export interface FigureSums {
  streams: number;
  listeners: number;
  saves: number;
}

export interface GroupSums extends FigureSums {
  key: string;
}

/**
 * What each group sums by (plain columns, so the aggregate compares dates and ids, not text made per row) and its key,
 * made once per group; a UPC-only line (no track) counts for its release in the track group.
 */
const GROUPS: Record<StatsGroup, { by: string; key: string }> = {
  day: { by: 'day', key: `to_char(day, 'YYYY-MM-DD')` },
  week: { by: `date_trunc('week', day) AS day`, key: `to_char(day, 'YYYY-MM-DD')` },
  month: { by: `date_trunc('month', day) AS day`, key: `to_char(day, 'YYYY-MM-DD')` },
  store: { by: 'store_id', key: 'store_id' },
  territory: { by: 'territory', key: 'territory' },
  release: { by: 'release_id', key: 'release_id::text' },
  track: { by: 'track_id, release_id', key: `COALESCE(track_id::text, 'release:' || release_id::text)` },
  source: { by: 'source', key: 'source' },
};

const sums = (row: { streams: string | null; listeners: string | null; saves: string | null }): FigureSums => ({
  streams: Number(row.streams ?? 0),
  listeners: Number(row.listeners ?? 0),
  saves: Number(row.saves ?? 0),
});

/** Reads the rollups only: one artist's rows through (owner_user_id, day), never the daily lines. */
@Injectable()
export class StatsSummaryRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private where(f: SummaryFilter): { sql: string; params: unknown[] } {
    const params: unknown[] = [f.ownerId, f.from, f.to];
    let sql = 'owner_user_id = $1 AND day BETWEEN $2::date AND $3::date';
    const add = (column: string, value: string | undefined) => {
      if (value === undefined) return;
      params.push(value);
      sql += ` AND ${column} = $${params.length}`;
    };
    add('release_id', f.releaseId);
    add('track_id', f.trackId);
    add('store_id', f.storeId);
    add('territory', f.territory);
    return { sql, params };
  }

  async totals(f: SummaryFilter): Promise<FigureSums> {
    const { sql, params } = this.where(f);
    const [row] = await this.db.query(`SELECT sum(streams)::text AS streams, sum(listeners)::text AS listeners, sum(saves)::text AS saves FROM stats_rollups WHERE ${sql}`, params);
    return sums(row);
  }

  async grouped(f: SummaryFilter, group: StatsGroup): Promise<GroupSums[]> {
    const { sql, params } = this.where(f);
    const { by, key } = GROUPS[group];
    const rows: Array<{ key: string; streams: string; listeners: string; saves: string }> = await this.db.query(
      `SELECT ${key} AS key, streams::text, listeners::text, saves::text
         FROM (SELECT ${by}, sum(streams) AS streams, sum(listeners) AS listeners, sum(saves) AS saves
                 FROM stats_rollups WHERE ${sql} GROUP BY ${by.replace(/ AS day$/, '')}) g
        ORDER BY g.streams DESC, 1`,
      params,
    );
    return rows.map((r) => ({ key: r.key, ...sums(r) }));
  }

  async storeNames(ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows: Array<{ store_id: string; name: string }> = await this.db.query('SELECT store_id, name FROM release_catalogue_stores WHERE store_id = ANY($1)', [ids]);
    return new Map(rows.map((r) => [r.store_id, r.name]));
  }

  async releaseTitles(ownerId: string, ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows: Array<{ release_id: string; release_title: string | null }> = await this.db.query(
      'SELECT release_id, release_title FROM release_catalogue_releases WHERE owner_user_id = $1 AND release_id = ANY($2::uuid[])',
      [ownerId, ids],
    );
    return new Map(rows.map((r) => [r.release_id, r.release_title ?? '']));
  }

  async trackTitles(ownerId: string, ids: string[]): Promise<Map<string, { track: string; release: string }>> {
    if (!ids.length) return new Map();
    const rows: Array<{ track_id: string; track_title: string | null; release_title: string | null }> = await this.db.query(
      'SELECT track_id, track_title, release_title FROM release_catalogue_tracks WHERE owner_user_id = $1 AND track_id = ANY($2::uuid[])',
      [ownerId, ids],
    );
    return new Map(rows.map((r) => [r.track_id, { track: r.track_title ?? '', release: r.release_title ?? '' }]));
  }

  async ownsRelease(ownerId: string, releaseId: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM release_catalogue_releases WHERE owner_user_id = $1 AND release_id = $2', [ownerId, releaseId]);
    return rows.length > 0;
  }

  async ownsTrack(ownerId: string, trackId: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM release_catalogue_tracks WHERE owner_user_id = $1 AND track_id = $2', [ownerId, trackId]);
    return rows.length > 0;
  }

  /** The newest day each store has reported (any artist's): how fresh each store's figures can be. */
  async freshness(): Promise<Array<{ store_id: string; store_name: string | null; latest_day: string }>> {
    return this.db.query(
      `SELECT d.store_id, s.name AS store_name, to_char(max(d.day), 'YYYY-MM-DD') AS latest_day
         FROM stats_import_days d LEFT JOIN release_catalogue_stores s ON s.store_id = d.store_id
        GROUP BY d.store_id, s.name ORDER BY max(d.day) DESC, d.store_id`,
    );
  }
}
