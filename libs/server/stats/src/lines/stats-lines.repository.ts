import { Injectable } from '@nestjs/common';
import type { StatsImportCount, StatsUnmatchedLine } from '@soundpost/contracts';
import { allowBulkStatements } from '@soundpost/server-core/database';
import type { Writable } from 'node:stream';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { EntityManager } from 'typeorm';

/** The stage's columns, in COPY order. */
export const STAGE_COLUMNS = ['line_no', 'day', 'territory', 'isrc', 'upc', 'upc_alt', 'streams', 'listeners', 'saves', 'source'] as const;

export interface ImportLineCounts {
  lines: number;
  matched: number;
  streams: number;
  firstDay: string | null;
  lastDay: string | null;
}

const UNMATCHED_KEPT = 200;

/** A month's partition of stats_daily_lines, named by its month (stats_daily_lines_y2026m11). */
export function monthPartition(month: string): { name: string; from: string; to: string } {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { name: `stats_daily_lines_y${y}m${String(m).padStart(2, '0')}`, from: `${y}-${String(m).padStart(2, '0')}-01`, to: next };
}

/** Daily trend lines and their rollups, in bulk: COPY into a stage, then set-based statements per import. */
@Injectable()
export class StatsLinesRepository {
  /** One import at a time: replacing a store's days and making month partitions must not interleave. */
  async lockImports(manager: EntityManager): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('stats_imports'))`);
  }

  /** A session-private stage for one import's lines, dropped at commit. */
  async createStage(manager: EntityManager): Promise<void> {
    await allowBulkStatements(manager);
    await manager.query(
      `CREATE TEMP TABLE stats_import_stage (
         line_no int, day date, territory text, isrc text, upc text, upc_alt text, streams bigint, listeners bigint, saves bigint, source text
       ) ON COMMIT DROP`,
    );
  }

  /** A COPY into the stage on the transaction's own connection; it completes when the stream finishes. */
  async stageStream(manager: EntityManager): Promise<Writable> {
    const runner = manager.queryRunner;
    if (!runner) throw new Error('stageStream needs the EntityManager of a transaction');
    const client = (await runner.connect()) as PoolClient;
    return client.query(copyFrom(`COPY stats_import_stage (${STAGE_COLUMNS.join(', ')}) FROM STDIN`));
  }

  async stagedDays(manager: EntityManager): Promise<string[]> {
    await manager.query('ANALYZE stats_import_stage');
    const rows: Array<{ day: string }> = await manager.query(`SELECT DISTINCT to_char(day, 'YYYY-MM-DD') AS day FROM stats_import_stage ORDER BY 1`);
    return rows.map((r) => r.day);
  }

  /** Creates the month partitions these days need (under lockImports, so no two imports race to create one). */
  async ensurePartitions(manager: EntityManager, days: string[]): Promise<void> {
    const months = [...new Set(days.map((d) => d.slice(0, 7)))];
    for (const month of months) {
      const p = monthPartition(month);
      await manager.query(`CREATE TABLE IF NOT EXISTS ${p.name} PARTITION OF stats_daily_lines FOR VALUES FROM ('${p.from}') TO ('${p.to}')`);
    }
  }

  /**
   * Takes these days of this store for the import: an earlier import's lines and rollups of those days are deleted
   * (stores resend corrected days). Returns how many days an earlier import held.
   */
  async replaceDays(manager: EntityManager, storeId: string, importId: string, days: string[]): Promise<number> {
    if (days.length === 0) return 0;
    const held: Array<{ n: number }> = await manager.query(
      `SELECT count(*)::int AS n FROM stats_import_days WHERE store_id = $1 AND day = ANY($2::date[])`,
      [storeId, days],
    );
    if (held[0].n > 0) {
      await manager.query(`DELETE FROM stats_daily_lines WHERE store_id = $1 AND day = ANY($2::date[])`, [storeId, days]);
      await manager.query(`DELETE FROM stats_rollups WHERE store_id = $1 AND day = ANY($2::date[])`, [storeId, days]);
    }
    await manager.query(
      `INSERT INTO stats_import_days (store_id, day, import_id) SELECT $1, d, $3 FROM unnest($2::date[]) AS d
       ON CONFLICT (store_id, day) DO UPDATE SET import_id = EXCLUDED.import_id`,
      [storeId, days, importId],
    );
    return held[0].n;
  }

  /** Writes the staged lines matched to the catalogue: ISRC to a track, else either UPC spelling to a release. */
  async insertStaged(manager: EntityManager, importId: string, storeId: string): Promise<void> {
    await manager.query(
      `INSERT INTO stats_daily_lines (import_id, line_no, day, store_id, territory, isrc, upc, track_id, release_id, owner_user_id,
                                      streams, listeners, saves, source, unmatched_reason)
       SELECT $1, u.line_no, u.day, $2, u.territory, u.isrc, u.upc,
              t.track_id, COALESCE(t.release_id, r1.release_id, r2.release_id), COALESCE(t.owner_user_id, r1.owner_user_id, r2.owner_user_id),
              u.streams, u.listeners, u.saves, u.source,
              CASE WHEN t.track_id IS NOT NULL OR COALESCE(r1.release_id, r2.release_id) IS NOT NULL THEN NULL
                   WHEN u.upc IS NULL THEN 'unknown_isrc'
                   WHEN u.isrc IS NULL THEN 'unknown_upc'
                   ELSE 'unknown_isrc_and_upc' END
         FROM stats_import_stage u
         LEFT JOIN release_catalogue_tracks t ON t.isrc = u.isrc
         LEFT JOIN release_catalogue_releases r1 ON t.track_id IS NULL AND r1.upc = u.upc
         LEFT JOIN release_catalogue_releases r2 ON t.track_id IS NULL AND r1.release_id IS NULL AND r2.upc = u.upc_alt`,
      [importId, storeId],
    );
  }

  /** The import's matched lines summed per (track, store, territory, source, day); its days' rollups were cleared by replaceDays. */
  async rollUp(manager: EntityManager, importId: string, days: string[]): Promise<void> {
    await manager.query(
      `INSERT INTO stats_rollups (day, store_id, territory, source, release_id, track_id, owner_user_id, streams, listeners, saves)
       SELECT day, store_id, COALESCE(territory, 'ZZ'), source, release_id, track_id, owner_user_id,
              sum(streams), COALESCE(sum(listeners), 0), COALESCE(sum(saves), 0)
         FROM stats_daily_lines
        WHERE import_id = $1 AND day = ANY($2::date[]) AND release_id IS NOT NULL
        GROUP BY day, store_id, COALESCE(territory, 'ZZ'), source, release_id, track_id, owner_user_id`,
      [importId, days],
    );
  }

  async counts(manager: EntityManager, importId: string, days: string[]): Promise<ImportLineCounts> {
    const [row] = await manager.query(
      `SELECT count(*)::int AS lines, count(*) FILTER (WHERE release_id IS NOT NULL)::int AS matched,
              COALESCE(sum(streams), 0)::text AS streams, to_char(min(day), 'YYYY-MM-DD') AS first, to_char(max(day), 'YYYY-MM-DD') AS last
         FROM stats_daily_lines WHERE import_id = $1 AND day = ANY($2::date[])`,
      [importId, days],
    );
    return { lines: row.lines, matched: row.matched, streams: Number(row.streams), firstDay: row.first, lastDay: row.last };
  }

  /** Lines and streams of an import by day and by territory (the lines it still holds: replaced days are gone). */
  async breakdown(manager: EntityManager, importId: string): Promise<{ byDay: StatsImportCount[]; byTerritory: StatsImportCount[] }> {
    const rows: Array<{ by: 'day' | 'territory'; key: string; lines: number; streams: string }> = await manager.query(
      `SELECT CASE WHEN GROUPING(day) = 0 THEN 'day' ELSE 'territory' END AS by,
              COALESCE(to_char(day, 'YYYY-MM-DD'), COALESCE(territory, 'ZZ')) AS key, count(*)::int AS lines, sum(streams)::text AS streams
         FROM stats_daily_lines WHERE import_id = $1
        GROUP BY GROUPING SETS ((day), (territory))
        ORDER BY 1, 2`,
      [importId],
    );
    const pick = (by: 'day' | 'territory') => rows.filter((r) => r.by === by).map((r) => ({ key: r.key, lines: r.lines, streams: Number(r.streams) }));
    return { byDay: pick('day'), byTerritory: pick('territory') };
  }

  async unmatched(manager: EntityManager, importId: string): Promise<Array<Omit<StatsUnmatchedLine, 'reason'> & { reason_code: string }>> {
    const rows: Array<{ line_no: number; day: string; territory: string | null; isrc: string | null; upc: string | null; streams: string; unmatched_reason: string }> =
      await manager.query(
        `SELECT line_no, to_char(day, 'YYYY-MM-DD') AS day, territory, isrc, upc, streams::text, unmatched_reason
           FROM stats_daily_lines WHERE import_id = $1 AND release_id IS NULL ORDER BY line_no LIMIT ${UNMATCHED_KEPT}`,
        [importId],
      );
    return rows.map((r) => ({ line: r.line_no, day: r.day, territory: r.territory, isrc: r.isrc, upc: r.upc, streams: Number(r.streams), reason_code: r.unmatched_reason }));
  }
}
