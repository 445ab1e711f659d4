import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatMoney, type RoyaltyImportDetail } from '@soundpost/contracts';
import { allowBulkStatements } from '@soundpost/server-core/database';
import { centsTransformer } from '@soundpost/server-core/money';
import { NotificationsService } from '@soundpost/server-notifications';
import { DataSource, EntityManager } from 'typeorm';
import { RoyaltyImport } from '../imports/royalty-import.entity';
import { RoyaltyImportsService } from '../imports/royalty-imports.service';
import { EARNINGS_URL, periodLabel, ROYALTIES_EARNED_NOTIFICATION } from '../notifications/royalties-notification-templates';
import { RoyaltyErrors } from '../royalties.errors';
import { RoyaltyCreditSink } from '../wallet/royalty-credit.sink';

const cents = (v: string): number => centsTransformer.from(v) as number;

/**
 * Divides every matched line between its beneficiaries, largest remainder in integer cents, in
 * one statement: the splits in force now (a track's own splits, else its release's), the owner
 * keeping the rest. Each line's cents add up exactly. Collaborators' shares are kept per line, so
 * a later change of splits never rewrites what was posted; the owner's share is what the line
 * leaves after them, so it is not written (the statements derive it). Beneficiaries who have not
 * accepted yet get a held share (user_id NULL, keyed by their split). Each owner's lines are
 * recorded once (royalty_owner_lines), for their statement. Only lines with collaborators go
 * through the largest-remainder ranking (the owner ranks with them); a line without any is the
 * owner's whole. Answers every beneficiary's sum (the held shares as user NULL), an owner's being
 * their lines less what their collaborators were given: the shares are computed once and never
 * read back.
 */
export const ALLOCATE_SQL = `
WITH m AS (
  SELECT id AS line_id, amount_cents AS c, owner_user_id AS owner, track_id, release_id
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
  SELECT s.line_id, m.c, s.split_id, s.user_id, m.owner, s.bp FROM s JOIN m ON m.line_id = s.line_id
  UNION ALL
  SELECT m.line_id, m.c, NULL, m.owner, m.owner, 10000 - st.bp FROM m JOIN st ON st.line_id = m.line_id
),
f AS (
  SELECT line_id, split_id, user_id, owner, CASE WHEN c < 0 THEN -1 ELSE 1 END AS sg, abs(c) AS a, (abs(c) * bp) / 10000 AS base, (abs(c) * bp) % 10000 AS rem
    FROM b WHERE bp > 0
),
r AS (
  SELECT f.*, (a - sum(base) OVER (PARTITION BY line_id))::bigint AS leftover,
         row_number() OVER (PARTITION BY line_id ORDER BY rem DESC, split_id NULLS FIRST) AS rn
    FROM f
),
x AS (SELECT line_id, split_id, user_id, owner, sg * (base + CASE WHEN rn <= leftover THEN 1 ELSE 0 END) AS amount FROM r),
owners AS (
  INSERT INTO royalty_owner_lines (owner_user_id, import_id, line_ids)
  SELECT owner, $1, array_agg(line_id ORDER BY line_id) FROM m WHERE owner IS NOT NULL GROUP BY owner
),
ins AS (
  INSERT INTO royalty_allocations (import_id, line_id, split_id, user_id, owner_user_id, amount_cents)
  SELECT $1, line_id, split_id, user_id, owner, amount FROM x WHERE split_id IS NOT NULL AND amount <> 0
  RETURNING user_id, owner_user_id, amount_cents
)
SELECT user_id, sum(amount)::text AS total FROM (
  SELECT owner AS user_id, c AS amount FROM m
  UNION ALL
  SELECT owner_user_id, -amount_cents FROM ins
  UNION ALL
  SELECT user_id, amount_cents FROM ins
) t GROUP BY user_id ORDER BY user_id`;

/** What one credit of royalties is: the import (and, for a released hold, the split) it comes from. */
export interface RoyaltyCreditOf {
  importId: string;
  userId: string;
  amountCents: number;
  splitId: string | null;
  store: string;
  period: string;
}

/** Posting an import: all its credits or none, once. */
@Injectable()
export class RoyaltyPostingService {
  private readonly logger = new Logger('RoyaltyPosting');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly imports: RoyaltyImportsService,
    private readonly sink: RoyaltyCreditSink,
    private readonly notifications: NotificationsService,
  ) {}

  async post(importId: string, staffId: string | null): Promise<RoyaltyImportDetail> {
    const found = await this.imports.findOr404(importId);
    await this.db.transaction(async (manager) => {
      // The row lock makes a second, concurrent post wait and then see `posted` (409).
      const row = await manager.getRepository(RoyaltyImport).findOne({ where: { id: found.id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw RoyaltyErrors.importNotFound();
      if (row.status === 'posted') throw RoyaltyErrors.alreadyPosted();
      await allowBulkStatements(manager);
      const started = performance.now();
      const sums: Array<{ user_id: string | null; total: string }> = await manager.query(ALLOCATE_SQL, [row.id]);
      const allocated = performance.now();
      const held = sums.filter((s) => s.user_id === null).reduce((sum, s) => sum + cents(s.total), 0);
      const credited = await this.creditBeneficiaries(manager, row, sums);
      // Where a big posting spends its time, for operators (and docs/benchmarks.md).
      this.logger.log({ import: row.id, beneficiaries: sums.length, allocateMs: Math.round(allocated - started), creditMs: Math.round(performance.now() - allocated) }, 'import posted');
      await manager.getRepository(RoyaltyImport).update(row.id, { status: 'posted', postedAt: new Date(), postedBy: staffId, creditedCents: credited, heldCents: held });
    });
    return this.imports.detail(found.id);
  }

  /** Every beneficiary with a positive total, credited in one bulk pass: a fixed number of statements whatever their count. */
  private async creditBeneficiaries(manager: EntityManager, row: RoyaltyImport, sums: Array<{ user_id: string | null; total: string }>): Promise<number> {
    const period = periodLabel(row.periodStart, row.periodEnd);
    const credits = sums
      .filter((s): s is { user_id: string; total: string } => s.user_id !== null)
      .map((s) => ({ importId: row.id, userId: s.user_id, amountCents: cents(s.total), splitId: null, store: row.storeName, period }))
      .filter((c) => c.amountCents > 0);
    await this.creditAll(manager, credits);
    return credits.reduce((sum, c) => sum + c.amountCents, 0);
  }

  /** One credit of a posted import (or of a released hold): the wallet entry, its record here, the notification. */
  async creditOne(manager: EntityManager, c: RoyaltyCreditOf): Promise<void> {
    await this.creditAll(manager, [c]);
  }

  /**
   * The wallet entries, their records here and the notifications of many credits, each kind of row
   * in one statement (a posting credits tens of thousands of wallets in one transaction).
   */
  private async creditAll(manager: EntityManager, credits: RoyaltyCreditOf[]): Promise<void> {
    if (!credits.length) return;
    const entries = await this.sink.creditMany(
      manager,
      credits.map((c) => ({
        userId: c.userId,
        amountCents: c.amountCents,
        description: `Royalties from ${c.store} (${c.period})`,
        externalRef: c.splitId ? `royalty-import:${c.importId}:split:${c.splitId}` : `royalty-import:${c.importId}`,
      })),
    );
    await manager.query(
      `INSERT INTO royalty_credits (import_id, user_id, split_id, amount_cents, wallet_transaction_id)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::bigint[], $5::uuid[])`,
      [credits.map((c) => c.importId), credits.map((c) => c.userId), credits.map((c) => c.splitId), credits.map((c) => c.amountCents), entries.map((e) => e.id)],
    );
    await this.notifications.notifyMany(
      manager,
      credits.map((c) => ({
        userId: c.userId,
        request: { template: ROYALTIES_EARNED_NOTIFICATION, params: { amount: formatMoney(c.amountCents), store: c.store, period: c.period }, url: EARNINGS_URL },
      })),
    );
  }
}
