import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RoyaltyTotal, RoyaltyUnmatchedReason } from '@soundpost/contracts';
import { allowBulkStatements } from '@soundpost/server-core/database';
import { centsTransformer } from '@soundpost/server-core/money';
import { DataSource, EntityManager } from 'typeorm';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Writable } from 'node:stream';
import { linePartition } from './line-partition';

const cents = (v: string | number | null): number => centsTransformer.from(v ?? '0') as number;

const TOTALS_KEPT = 500;

export interface ImportCounts {
  lines: number;
  matched: number;
  unmatched: number;
  revenueCents: number;
  matchedCents: number;
  unmatchedCents: number;
}

export interface UnmatchedRow {
  id: string;
  line_no: number;
  territory: string | null;
  isrc: string | null;
  upc: string | null;
  units: number;
  amount_cents: string;
  unmatched_reason: RoyaltyUnmatchedReason;
}

/**
 * Report lines in bulk. royalty_lines is partitioned by import: an import writes its lines into a fresh table of
 * its own (by COPY, or from a stage matched in Postgres), builds its indexes and attaches it when whole, all in the
 * import's transaction; every other statement names the import, so Postgres reads that partition only.
 */
@Injectable()
export class RoyaltyLinesRepository {
  /** How long deleting an import waits for royalty_lines' readers before answering that it is busy. */
  static detachWaitMs = 2000;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A session-private staging table for one import's lines, dropped at commit: no WAL, no index. */
  async createStage(manager: EntityManager): Promise<void> {
    await allowBulkStatements(manager);
    await manager.query(
      `CREATE TEMP TABLE royalty_import_stage (
         line_no int, month date, store text, territory text, isrc text, upc text, upc_alt text, units int, currency text, revenue text, amount_cents bigint
       ) ON COMMIT DROP`,
    );
  }

  /** A COPY into the stage on the transaction's own connection; it completes when the stream finishes. */
  async stageStream(manager: EntityManager): Promise<Writable> {
    const runner = manager.queryRunner;
    if (!runner) throw new Error('stageStream needs the EntityManager of a transaction');
    const client = (await runner.connect()) as PoolClient;
    return client.query(copyFrom('COPY royalty_import_stage (line_no, month, store, territory, isrc, upc, upc_alt, units, currency, revenue, amount_cents) FROM STDIN'));
  }

  /**
   * The import's own table, shaped like royalty_lines (columns, NOT NULLs, the id sequence), with no index yet.
   * Its CHECK on import_id is what lets ATTACH skip scanning it. Created in the import's transaction: a failed
   * import leaves no table.
   */
  async createPartition(manager: EntityManager, importId: string): Promise<void> {
    const table = linePartition(importId);
    await manager.query(`CREATE TABLE ${table} (LIKE royalty_lines INCLUDING DEFAULTS, CONSTRAINT ${table}_import_ck CHECK (import_id = '${importId}'))`);
  }

  /**
   * Builds the partition's indexes once its lines are in (one sort each, not a million inserts), checks its import
   * (the parent's statement trigger does not see lines written into the partition directly) and attaches it.
   * ATTACH holds a lock on royalty_lines that other imports' ATTACH waits for, so it comes last.
   */
  async attachPartition(manager: EntityManager, importId: string): Promise<void> {
    const table = linePartition(importId);
    await manager.query(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_pkey PRIMARY KEY (import_id, id)`);
    await manager.query(`CREATE INDEX ${table}_unmatched ON ${table} (import_id, line_no) WHERE release_id IS NULL`);
    const [found] = await manager.query('SELECT 1 AS ok FROM royalty_imports WHERE id = $1 FOR KEY SHARE', [importId]);
    if (!found) throw new Error(`royalty lines must belong to an existing import (${importId})`);
    await manager.query(`ALTER TABLE royalty_lines ATTACH PARTITION ${table} FOR VALUES IN ('${importId}')`);
  }

  /** A COPY straight into the import's partition (lines already matched), on the transaction's own connection. */
  async linesStream(manager: EntityManager, importId: string): Promise<Writable> {
    await allowBulkStatements(manager);
    const runner = manager.queryRunner;
    if (!runner) throw new Error('linesStream needs the EntityManager of a transaction');
    const client = (await runner.connect()) as PoolClient;
    return client.query(
      copyFrom(
        `COPY ${linePartition(importId)} (import_id, line_no, month, store, territory, isrc, upc, units, currency, revenue, amount_cents, track_id, release_id, owner_user_id, matched_by, unmatched_reason) FROM STDIN`,
      ),
    );
  }

  /** Writes and matches (ISRC, else either UPC spelling) in one statement: hash joins build each catalogue's hash once, where a lookup per line would walk the indexes a million times. */
  async insertStaged(manager: EntityManager, importId: string): Promise<void> {
    await manager.query('ANALYZE royalty_import_stage');
    await manager.query(
      `INSERT INTO ${linePartition(importId)} (import_id, line_no, month, store, territory, isrc, upc, units, currency, revenue, amount_cents,
                                  track_id, release_id, owner_user_id, matched_by, unmatched_reason)
       SELECT $1, u.line_no, u.month, u.store, u.territory, u.isrc, u.upc, u.units, u.currency, u.revenue, u.amount_cents,
              t.track_id, COALESCE(t.release_id, r1.release_id, r2.release_id), COALESCE(t.owner_user_id, r1.owner_user_id, r2.owner_user_id),
              CASE WHEN t.track_id IS NOT NULL THEN 'isrc' WHEN COALESCE(r1.release_id, r2.release_id) IS NOT NULL THEN 'upc' END,
              CASE WHEN t.track_id IS NOT NULL OR COALESCE(r1.release_id, r2.release_id) IS NOT NULL THEN NULL
                   WHEN u.isrc IS NULL AND u.upc IS NULL THEN 'no_identifier'
                   WHEN u.upc IS NULL THEN 'unknown_isrc'
                   WHEN u.isrc IS NULL THEN 'unknown_upc'
                   ELSE 'unknown_isrc_and_upc' END
         FROM royalty_import_stage u
         LEFT JOIN release_catalogue_tracks t ON t.isrc = u.isrc
         LEFT JOIN release_catalogue_releases r1 ON t.track_id IS NULL AND r1.upc = u.upc
         LEFT JOIN release_catalogue_releases r2 ON t.track_id IS NULL AND r1.release_id IS NULL AND r2.upc = u.upc_alt`,
      [importId],
    );
  }

  async counts(manager: EntityManager, importId: string): Promise<ImportCounts> {
    const [row] = await manager.query(
      `SELECT count(*)::int AS lines,
              count(*) FILTER (WHERE release_id IS NOT NULL)::int AS matched,
              COALESCE(sum(amount_cents), 0)::text AS revenue,
              COALESCE(sum(amount_cents) FILTER (WHERE release_id IS NOT NULL), 0)::text AS matched_cents
         FROM royalty_lines WHERE import_id = $1`,
      [importId],
    );
    const revenueCents = cents(row.revenue);
    const matchedCents = cents(row.matched_cents);
    return { lines: row.lines, matched: row.matched, unmatched: row.lines - row.matched, revenueCents, matchedCents, unmatchedCents: revenueCents - matchedCents };
  }

  /** Counts and totals by store and by territory in one scan (grouping sets) of the import's partition, attached or not, keeping the largest of each. */
  async summarise(manager: EntityManager, importId: string): Promise<{ counts: ImportCounts; byStore: RoyaltyTotal[]; byTerritory: RoyaltyTotal[] }> {
    const rows: Array<{ by: 'all' | 'store' | 'territory'; key: string | null; lines: number; matched: number; units: string; revenue: string; matched_cents: string }> = await manager.query(
      `SELECT CASE WHEN GROUPING(store) = 0 THEN 'store' WHEN GROUPING(COALESCE(territory, '')) = 0 THEN 'territory' ELSE 'all' END AS by,
              COALESCE(store, COALESCE(territory, '')) AS key,
              count(*)::int AS lines, count(*) FILTER (WHERE release_id IS NOT NULL)::int AS matched,
              COALESCE(sum(units), 0)::text AS units, COALESCE(sum(amount_cents), 0)::text AS revenue,
              COALESCE(sum(amount_cents) FILTER (WHERE release_id IS NOT NULL), 0)::text AS matched_cents
         FROM ${linePartition(importId)} WHERE import_id = $1
        GROUP BY GROUPING SETS ((store), (COALESCE(territory, '')), ())`,
      [importId],
    );
    const all = rows.find((r) => r.by === 'all');
    const revenueCents = cents(all?.revenue ?? '0');
    const matchedCents = cents(all?.matched_cents ?? '0');
    const lines = all?.lines ?? 0;
    const matched = all?.matched ?? 0;
    const top = (by: 'store' | 'territory'): RoyaltyTotal[] =>
      rows
        .filter((r) => r.by === by)
        .map((r) => ({ key: r.key ?? '', lines: r.lines, units: Number(r.units), revenue_cents: cents(r.revenue) }))
        .sort((x, y) => y.revenue_cents - x.revenue_cents || (x.key < y.key ? -1 : x.key > y.key ? 1 : 0))
        .slice(0, TOTALS_KEPT);
    return {
      counts: { lines, matched, unmatched: lines - matched, revenueCents, matchedCents, unmatchedCents: revenueCents - matchedCents },
      byStore: top('store'),
      byTerritory: top('territory'),
    };
  }

  async unmatchedPage(importId: string, offset: number, limit: number): Promise<{ rows: UnmatchedRow[]; total: number }> {
    const rows: UnmatchedRow[] = await this.db.query(
      `SELECT id::text, line_no, territory, isrc, upc, units, amount_cents::text, unmatched_reason
         FROM royalty_lines WHERE import_id = $1 AND release_id IS NULL ORDER BY line_no LIMIT $2 OFFSET $3`,
      [importId, limit, offset],
    );
    const [{ n }] = await this.db.query('SELECT count(*)::int AS n FROM royalty_lines WHERE import_id = $1 AND release_id IS NULL', [importId]);
    return { rows, total: n };
  }

  async lockLine(manager: EntityManager, importId: string, lineId: string): Promise<{ id: string; release_id: string | null; amount_cents: string } | null> {
    if (!/^\d{1,18}$/.test(lineId)) return null;
    const [row] = await manager.query('SELECT id::text, release_id, amount_cents::text FROM royalty_lines WHERE import_id = $1 AND id = $2 FOR UPDATE', [importId, lineId]);
    return row ?? null;
  }

  async matchByHand(manager: EntityManager, importId: string, lineId: string, target: { trackId: string | null; releaseId: string; ownerUserId: string }): Promise<void> {
    await manager.query(
      `UPDATE royalty_lines SET track_id = $2, release_id = $3, owner_user_id = $4, matched_by = 'manual', unmatched_reason = NULL WHERE import_id = $5 AND id = $1`,
      [lineId, target.trackId, target.releaseId, target.ownerUserId, importId],
    );
  }

  /**
   * An import's lines go as its partition: detached and dropped (no million-row DELETE, no dead rows to vacuum).
   * DETACH needs royalty_lines to itself: it waits at most DETACH_WAIT for readers (a posting reads for tens of
   * seconds), since every reader arriving meanwhile would queue behind it; then it fails with lock_not_available.
   */
  async dropPartition(manager: EntityManager, importId: string): Promise<void> {
    const table = linePartition(importId);
    const [{ attached }] = await manager.query('SELECT to_regclass($1) IS NOT NULL AS attached', [table]);
    if (!attached) return;
    await manager.query(`SET LOCAL lock_timeout = '${RoyaltyLinesRepository.detachWaitMs}ms'`);
    await manager.query(`ALTER TABLE royalty_lines DETACH PARTITION ${table}`);
    await manager.query(`DROP TABLE ${table}`);
  }
}
