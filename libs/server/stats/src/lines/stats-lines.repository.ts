import { Injectable } from '@nestjs/common';
import type { StatsImportCount, StatsUnmatchedLine } from '@soundpost/contracts';
import { allowBulkStatements } from '@soundpost/server-core/database';
import type { Readable, Writable } from 'node:stream';
import type { PoolClient } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { EntityManager } from 'typeorm';
import { copyFileInto } from './copy-binary-rows';
import { LINE_COLUMNS } from './line-columns';
import { ROLLUP_SPOOL_COLUMNS } from './rollup-spool';

const UNMATCHED_KEPT = 200;
/** The rollup's sort: about 200 bytes a row, a million rows for a 5-million-line day; past it, it spills to disk. */
const ROLLUP_WORK_MEM = '256MB';

/** A month's partition of stats_daily_lines, named by its month (stats_daily_lines_y2026m11). */
export function monthPartition(month: string): { name: string; from: string; to: string } {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { name: `stats_daily_lines_y${y}m${String(m).padStart(2, '0')}`, from: `${y}-${String(m).padStart(2, '0')}-01`, to: next };
}

/** Daily trend lines and their rollups, in bulk: lines by COPY, matched as they are read; rollups by one statement per import. */
@Injectable()
export class StatsLinesRepository {
  /** One import at a time: replacing a store's days and making month partitions must not interleave. */
  async lockImports(manager: EntityManager): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('stats_imports'))`);
  }

  /**
   * Every ISRC's track and every UPC's release as COPY text rows (kind 't' or 'r', identifier, then track_id,
   * release_id, owner_user_id), streamed on the transaction's own connection; read it to the end before the next query.
   */
  async matchIdentifiers(manager: EntityManager): Promise<Readable> {
    const client = await this.clientOf(manager);
    return client.query(
      copyTo(
        `COPY (SELECT 't', isrc, track_id, release_id, owner_user_id FROM release_catalogue_tracks WHERE isrc IS NOT NULL
               UNION ALL
               SELECT 'r', upc, NULL, release_id, owner_user_id FROM release_catalogue_releases WHERE upc IS NOT NULL) TO STDOUT`,
      ),
    );
  }

  /**
   * A binary COPY of matched lines straight into stats_daily_lines (the partitions of their months must exist), on the
   * transaction's own connection. Given a month, into that month's partition itself, which spares routing each line:
   * every line must then be of that month.
   */
  async linesStream(manager: EntityManager, month: string | null): Promise<Writable> {
    await allowBulkStatements(manager);
    const client = await this.clientOf(manager);
    const table = month === null ? 'stats_daily_lines' : monthPartition(month).name;
    return client.query(copyFrom(`COPY ${table} (${LINE_COLUMNS.join(', ')}) FROM STDIN WITH (FORMAT binary)`));
  }

  private async clientOf(manager: EntityManager): Promise<PoolClient> {
    const runner = manager.queryRunner;
    if (!runner) throw new Error('a COPY needs the EntityManager of a transaction');
    return (await runner.connect()) as PoolClient;
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
   * (stores resend corrected days). This import's own lines may already be written: they are kept. Returns how many
   * days an earlier import held.
   */
  async replaceDays(manager: EntityManager, storeId: string, importId: string, days: string[]): Promise<number> {
    if (days.length === 0) return 0;
    const held: Array<{ n: number }> = await manager.query(
      `SELECT count(*)::int AS n FROM stats_import_days WHERE store_id = $1 AND day = ANY($2::date[])`,
      [storeId, days],
    );
    if (held[0].n > 0) {
      await manager.query(`DELETE FROM stats_daily_lines WHERE store_id = $1 AND day = ANY($2::date[]) AND import_id <> $3`, [storeId, days, importId]);
      await manager.query(`DELETE FROM stats_rollups WHERE store_id = $1 AND day = ANY($2::date[])`, [storeId, days]);
    }
    await manager.query(
      `INSERT INTO stats_import_days (store_id, day, import_id) SELECT $1, d, $3 FROM unnest($2::date[]) AS d
       ON CONFLICT (store_id, day) DO UPDATE SET import_id = EXCLUDED.import_id`,
      [storeId, days, importId],
    );
    return held[0].n;
  }

  /**
   * The import's rollup rows as the writer summed them (lines/rollup-spool.ts) into stats_rollups; its days' rollups
   * were cleared by replaceDays. When no key can repeat (a report grouped by recording, as a DSR is), the file is
   * copied straight in. Otherwise it is staged in a temporary table of the transaction and summed per key first, in
   * the unique key's order: a sorted insert keeps the key's index pages in cache, where a hash aggregate's order
   * scatters it (7.1 s against 4.7 s for 900,000 rows, measured on Postgres 15).
   */
  async rollUp(manager: EntityManager, file: string, mayRepeat: boolean): Promise<void> {
    await allowBulkStatements(manager);
    const columns = ROLLUP_SPOOL_COLUMNS.join(', ');
    const client = await this.clientOf(manager);
    if (!mayRepeat) {
      await copyFileInto(file, client.query(copyFrom(`COPY stats_rollups (${columns}) FROM STDIN WITH (FORMAT binary)`)));
      return;
    }
    await manager.query(`
      CREATE TEMP TABLE stats_rollup_stage (
        store_id varchar(64) NOT NULL, track_id uuid, release_id uuid NOT NULL, owner_user_id uuid NOT NULL, day date NOT NULL,
        territory char(2) NOT NULL, source varchar(16) NOT NULL, streams bigint NOT NULL, listeners bigint NOT NULL, saves bigint NOT NULL
      ) ON COMMIT DROP`);
    await copyFileInto(file, client.query(copyFrom(`COPY stats_rollup_stage (${columns}) FROM STDIN WITH (FORMAT binary)`)));
    await manager.query(`SET LOCAL work_mem = '${ROLLUP_WORK_MEM}'`);
    await manager.query(
      `INSERT INTO stats_rollups (${columns})
       SELECT store_id, track_id, release_id, owner_user_id, day, territory, source, sum(streams), sum(listeners), sum(saves)
         FROM stats_rollup_stage
        GROUP BY store_id, day, track_id, release_id, territory, source, owner_user_id
        ORDER BY store_id, day, track_id, release_id, territory, source`,
    );
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
