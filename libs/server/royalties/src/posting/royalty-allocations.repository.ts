import { Injectable } from '@nestjs/common';
import { allowBulkStatements } from '@soundpost/server-core/database';
import { EntityManager } from 'typeorm';

/**
 * Divides each matched line among the splits in force (a track's own, else its release's) by largest remainder in integer cents.
 * Collaborators' shares are stored per line (held, user_id NULL, until they accept), so a later change of splits never rewrites them;
 * the owner's share is what the line leaves, never stored. Answers each beneficiary's sum and stores (for the credit's wording), computed
 * from the rows as they are written, so nothing reads the fresh rows again.
 *
 * Every read of the lines names the import, so it reads that import's partition only; lines are scanned, never materialised and
 * re-read (a CTE of a million lines spilled to disk and was sorted three times). Only lines with collaborators leave the scan, with
 * what their division needs. A line with one collaborator (most of them) is divided in place: with two shares, largest remainder
 * gives the spare cent to the collaborator only when their remainder is larger than the owner's (ties go to the owner). Lines with
 * more go through the window, the general rule. The owners' sums, line ids and stores are grouped from the lines by hash, in no order.
 *
 * Each beneficiary's sum comes with its US-source part (`total_us`): the same shares, summed over the lines whose territory is in
 * US_SOURCE_TERRITORIES (written out in the SQL as a literal list, since the benchmark reads this statement from the source; a spec
 * holds the two equal). The owner's US part is the US lines minus their collaborators' shares of them, exactly as the total is.
 */
export const ALLOCATE_SQL = `
WITH sp AS (
  SELECT id, track_id, release_id, share_bp AS bp, CASE WHEN status = 'accepted' THEN collaborator_user_id END AS user_id,
         count(*) OVER (PARTITION BY track_id, CASE WHEN track_id IS NULL THEN release_id END) AS n
    FROM royalty_splits WHERE removed_at IS NULL
),
s AS (
  SELECT l.id AS line_id, l.amount_cents AS c, l.owner_user_id AS owner, l.store, COALESCE(l.territory IN ('US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM'), false) AS us, sp.id AS split_id, sp.user_id, sp.bp, sp.n
    FROM royalty_lines l JOIN sp ON sp.track_id IS NOT NULL AND sp.track_id = l.track_id
   WHERE l.import_id = $1 AND l.release_id IS NOT NULL AND l.amount_cents <> 0
  UNION ALL
  SELECT l.id, l.amount_cents, l.owner_user_id, l.store, COALESCE(l.territory IN ('US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM'), false), sp.id, sp.user_id, sp.bp, sp.n
    FROM royalty_lines l JOIN sp ON sp.track_id IS NULL AND sp.release_id = l.release_id
   WHERE l.import_id = $1 AND l.release_id IS NOT NULL AND l.amount_cents <> 0
     AND (l.track_id IS NULL OR NOT EXISTS (SELECT 1 FROM sp own WHERE own.track_id = l.track_id))
),
one AS (
  SELECT line_id, split_id, user_id, owner, store, us, CASE WHEN c < 0 THEN -1 ELSE 1 END AS sg, abs(c) AS a, bp FROM s WHERE n = 1
),
b AS (
  SELECT line_id, c, split_id, user_id, owner, store, us, bp FROM s WHERE n > 1
  UNION ALL
  SELECT line_id, c, NULL, owner, owner, store, us, 10000 - sum(bp) FROM s WHERE n > 1 GROUP BY line_id, c, owner, store, us
),
f AS (
  SELECT line_id, split_id, user_id, owner, store, us, CASE WHEN c < 0 THEN -1 ELSE 1 END AS sg, abs(c) AS a, (abs(c) * bp) / 10000 AS base, (abs(c) * bp) % 10000 AS rem
    FROM b WHERE bp > 0
),
r AS (
  SELECT f.*, (a - sum(base) OVER (PARTITION BY line_id))::bigint AS leftover,
         row_number() OVER (PARTITION BY line_id ORDER BY rem DESC, split_id NULLS FIRST) AS rn
    FROM f
),
xs AS (
  SELECT line_id, split_id, user_id, owner, store, us, amount FROM (
    SELECT line_id, split_id, user_id, owner, store, us,
           sg * ((a * bp) / 10000 + CASE WHEN a - (a * bp) / 10000 - (a * (10000 - bp)) / 10000 > 0 AND (a * bp) % 10000 > (a * (10000 - bp)) % 10000 THEN 1 ELSE 0 END) AS amount
      FROM one
    UNION ALL
    SELECT line_id, split_id, user_id, owner, store, us, sg * (base + CASE WHEN rn <= leftover THEN 1 ELSE 0 END) FROM r WHERE split_id IS NOT NULL
  ) x WHERE amount <> 0
),
ins AS (
  INSERT INTO royalty_allocations (import_id, line_id, split_id, user_id, owner_user_id, amount_cents)
  SELECT $1, line_id, split_id, user_id, owner, amount FROM xs
),
og AS (
  SELECT owner_user_id AS owner, array_agg(id) AS line_ids, sum(amount_cents) AS total,
         COALESCE(sum(amount_cents) FILTER (WHERE territory IN ('US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM')), 0) AS total_us
    FROM royalty_lines WHERE import_id = $1 AND release_id IS NOT NULL AND amount_cents <> 0 GROUP BY owner_user_id
),
owners AS (
  INSERT INTO royalty_owner_lines (owner_user_id, import_id, line_ids) SELECT owner, $1, line_ids FROM og WHERE owner IS NOT NULL
),
owner_stores AS (
  SELECT owner_user_id AS owner, store FROM royalty_lines
   WHERE import_id = $1 AND release_id IS NOT NULL AND amount_cents <> 0 AND owner_user_id IS NOT NULL GROUP BY 1, 2
),
sums AS (
  SELECT user_id, sum(amount) AS total, sum(us_amount) AS total_us FROM (
    SELECT owner AS user_id, total AS amount, total_us AS us_amount FROM og
    UNION ALL
    SELECT owner, -amount, CASE WHEN us THEN -amount ELSE 0 END FROM xs
    UNION ALL
    SELECT user_id, amount, CASE WHEN us THEN amount ELSE 0 END FROM xs
  ) t GROUP BY user_id
),
beneficiary_stores AS (
  SELECT user_id, array_agg(DISTINCT store ORDER BY store) AS stores FROM (
    SELECT owner AS user_id, store FROM owner_stores
    UNION ALL
    SELECT user_id, store FROM xs WHERE user_id IS NOT NULL
  ) t GROUP BY user_id
)
SELECT sums.user_id, sums.total::text AS total, sums.total_us::text AS total_us, beneficiary_stores.stores FROM sums LEFT JOIN beneficiary_stores ON beneficiary_stores.user_id = sums.user_id ORDER BY sums.user_id`;

/** One beneficiary's total of an import; `user_id` null is what is held for invited collaborators. */
export interface BeneficiarySum {
  user_id: string | null;
  total: string;
  /** The US-source part of `total` (lines of US territories), same exact shares. */
  total_us: string;
  /** The stores of the lines this beneficiary is paid for, by name; null for what is held. */
  stores: string[] | null;
}

export interface CreditRecord {
  importId: string;
  userId: string;
  splitId: string | null;
  amountCents: number;
  walletTransactionId: string;
}

export interface ReleasedHold {
  import_id: string;
  total: string;
  /** The stores of the lines released, by name. */
  stores: string[];
  period_start: string;
  period_end: string;
}

@Injectable()
export class RoyaltyAllocationsRepository {
  /** Writes the import's allocations (ALLOCATE_SQL) and answers each beneficiary's sum. */
  async allocateImport(manager: EntityManager, importId: string): Promise<BeneficiarySum[]> {
    await allowBulkStatements(manager);
    // The million-line estimates make Postgres JIT-compile for seconds, and its sorts of the lines spill to disk at the default work_mem.
    await manager.query(`SET LOCAL jit = off`);
    await manager.query(`SET LOCAL work_mem = '64MB'`);
    return manager.query(ALLOCATE_SQL, [importId]);
  }

  async recordCredits(manager: EntityManager, credits: CreditRecord[]): Promise<void> {
    await manager.query(
      `INSERT INTO royalty_credits (import_id, user_id, split_id, amount_cents, wallet_transaction_id)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::bigint[], $5::uuid[])`,
      [credits.map((c) => c.importId), credits.map((c) => c.userId), credits.map((c) => c.splitId), credits.map((c) => c.amountCents), credits.map((c) => c.walletTransactionId)],
    );
  }

  /** The US-source part of what a split's accepted collaborator got from one import (their released shares), as bigint text. */
  async usSourceOfSplit(manager: EntityManager, importId: string, splitId: string, userId: string, territories: readonly string[]): Promise<string> {
    const [row]: Array<{ total: string }> = await manager.query(
      `SELECT COALESCE(sum(a.amount_cents), 0)::text AS total
         FROM royalty_allocations a JOIN royalty_lines l ON l.import_id = a.import_id AND l.id = a.line_id
        WHERE a.import_id = $1 AND a.split_id = $2 AND a.user_id = $3 AND l.import_id = $1 AND l.territory = ANY($4::text[])`,
      [importId, splitId, userId, territories],
    );
    return row?.total ?? '0';
  }

  releaseHeldShares(manager: EntityManager, splitId: string, userId: string): Promise<ReleasedHold[]> {
    return manager.query(
      `WITH moved AS (
         UPDATE royalty_allocations SET user_id = $2 WHERE split_id = $1 AND user_id IS NULL RETURNING import_id, line_id, amount_cents
       )
       SELECT m.import_id, sum(m.amount_cents)::text AS total, array_agg(DISTINCT l.store ORDER BY l.store) AS stores,
              i.period_start::text, i.period_end::text
         FROM moved m JOIN royalty_imports i ON i.id = m.import_id JOIN royalty_lines l ON l.import_id = m.import_id AND l.id = m.line_id
        GROUP BY m.import_id, i.period_start, i.period_end ORDER BY m.import_id`,
      [splitId, userId],
    );
  }
}
