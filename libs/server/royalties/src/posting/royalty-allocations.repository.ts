import { Injectable } from '@nestjs/common';
import { allowBulkStatements } from '@soundpost/server-core/database';
import { EntityManager } from 'typeorm';

/**
 * Divides each matched line among the splits in force (a track's own, else its release's) by largest remainder in integer cents.
 * Collaborators' shares are stored per line (held, user_id NULL, until they accept), so a later change of splits never rewrites them;
 * the owner's share is what the line leaves, never stored. Answers each beneficiary's sum and stores (for the credit's wording), computed
 * from the rows as they are written, so nothing reads the fresh rows or the lines again.
 */
export const ALLOCATE_SQL = `
WITH m AS (
  SELECT id AS line_id, amount_cents AS c, owner_user_id AS owner, track_id, release_id, store
    FROM royalty_lines WHERE import_id = $1 AND release_id IS NOT NULL AND amount_cents <> 0
),
own AS (SELECT DISTINCT track_id FROM royalty_splits WHERE track_id IS NOT NULL AND removed_at IS NULL),
s AS (
  SELECT m.line_id, sp.id AS split_id, CASE WHEN sp.status = 'accepted' THEN sp.collaborator_user_id END AS user_id, sp.share_bp AS bp
    FROM m JOIN royalty_splits sp ON sp.removed_at IS NULL AND sp.track_id = m.track_id
  UNION ALL
  SELECT m.line_id, sp.id, CASE WHEN sp.status = 'accepted' THEN sp.collaborator_user_id END, sp.share_bp
    FROM m JOIN royalty_splits sp ON sp.removed_at IS NULL AND sp.track_id IS NULL AND sp.release_id = m.release_id
   WHERE m.track_id IS NULL OR NOT EXISTS (SELECT 1 FROM own WHERE own.track_id = m.track_id)
),
st AS (SELECT line_id, sum(bp) AS bp FROM s GROUP BY line_id),
b AS (
  SELECT s.line_id, m.c, s.split_id, s.user_id, m.owner, m.store, s.bp FROM s JOIN m ON m.line_id = s.line_id
  UNION ALL
  SELECT m.line_id, m.c, NULL, m.owner, m.owner, m.store, 10000 - st.bp FROM m JOIN st ON st.line_id = m.line_id
),
f AS (
  SELECT line_id, split_id, user_id, owner, store, CASE WHEN c < 0 THEN -1 ELSE 1 END AS sg, abs(c) AS a, (abs(c) * bp) / 10000 AS base, (abs(c) * bp) % 10000 AS rem
    FROM b WHERE bp > 0
),
r AS (
  SELECT f.*, (a - sum(base) OVER (PARTITION BY line_id))::bigint AS leftover,
         row_number() OVER (PARTITION BY line_id ORDER BY rem DESC, split_id NULLS FIRST) AS rn
    FROM f
),
x AS (SELECT line_id, split_id, user_id, owner, store, sg * (base + CASE WHEN rn <= leftover THEN 1 ELSE 0 END) AS amount FROM r),
og AS (SELECT owner, array_agg(line_id ORDER BY line_id) AS line_ids, array_agg(DISTINCT store ORDER BY store) AS stores FROM m WHERE owner IS NOT NULL GROUP BY owner),
owners AS (
  INSERT INTO royalty_owner_lines (owner_user_id, import_id, line_ids) SELECT owner, $1, line_ids FROM og
),
xs AS (SELECT * FROM x WHERE split_id IS NOT NULL AND amount <> 0),
ins AS (
  INSERT INTO royalty_allocations (import_id, line_id, split_id, user_id, owner_user_id, amount_cents)
  SELECT $1, line_id, split_id, user_id, owner, amount FROM xs
),
sums AS (
  SELECT user_id, sum(amount) AS total FROM (
    SELECT owner AS user_id, c AS amount FROM m
    UNION ALL
    SELECT owner, -amount FROM xs
    UNION ALL
    SELECT user_id, amount FROM xs
  ) t GROUP BY user_id
),
beneficiary_stores AS (
  SELECT user_id, array_agg(DISTINCT store ORDER BY store) AS stores FROM (
    SELECT owner AS user_id, unnest(stores) AS store FROM og
    UNION ALL
    SELECT user_id, store FROM xs WHERE user_id IS NOT NULL
  ) t GROUP BY user_id
)
SELECT sums.user_id, sums.total::text AS total, beneficiary_stores.stores FROM sums LEFT JOIN beneficiary_stores ON beneficiary_stores.user_id = sums.user_id ORDER BY sums.user_id`;

/** One beneficiary's total of an import; `user_id` null is what is held for invited collaborators. */
export interface BeneficiarySum {
  user_id: string | null;
  total: string;
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
