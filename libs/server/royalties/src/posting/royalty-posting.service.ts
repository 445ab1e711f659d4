import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatMoney, type RoyaltyImportDetail } from '@soundpost/contracts';
import { JobsService } from '@soundpost/server-core/jobs';
import { centsTransformer } from '@soundpost/server-core/money';
import { NoticesService, type NotificationRequest } from '@soundpost/server-notifications';
import { DataSource, EntityManager } from 'typeorm';
import type { RoyaltyImport } from '../imports/royalty-import.entity';
import { RoyaltyImportsRepository } from '../imports/royalty-imports.repository';
import { RoyaltyImportsService } from '../imports/royalty-imports.service';
import { EARNINGS_URL, periodLabel, ROYALTIES_EARNED_FROM_STORES_NOTIFICATION, ROYALTIES_EARNED_NOTIFICATION } from '../notifications/royalties-notification-templates';
import { RoyaltyErrors } from '../royalties.errors';
import { RoyaltyCreditSink } from '../wallet/royalty-credit.sink';
import { royaltyCreditDescription, STORES_NAMED_UP_TO } from './credit-description';
import { RoyaltyAllocationsRepository, type BeneficiarySum } from './royalty-allocations.repository';
import { ROYALTY_PAID_UNITS_JOB, type RoyaltyPaidUnitsJob } from './royalty-paid-units.jobs';
import { US_SOURCE_TERRITORIES } from './us-source';

const cents = (v: string): number => centsTransformer.from(v) as number;

export interface RoyaltyCreditOf {
  importId: string;
  userId: string;
  amountCents: number;
  /** The US-source part of the credit (the account's share of US-territory lines); computed when not given (a released hold). */
  usSourceCents?: number;
  splitId: string | null;
  /** The stores of the lines this credit pays, by name. */
  stores: string[];
  period: string;
}

/** Posting an import: all its credits or none, once. */
@Injectable()
export class RoyaltyPostingService {
  private readonly logger = new Logger('RoyaltyPosting');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly imports: RoyaltyImportsService,
    private readonly importRows: RoyaltyImportsRepository,
    private readonly allocations: RoyaltyAllocationsRepository,
    private readonly jobs: JobsService,
    private readonly sink: RoyaltyCreditSink,
    private readonly notices: NoticesService,
  ) {}

  async post(importId: string, staffId: string | null): Promise<RoyaltyImportDetail> {
    const found = await this.imports.findOr404(importId);
    await this.db.transaction(async (manager) => {
      const row = await this.importRows.lockById(manager, found.id);
      if (!row) throw RoyaltyErrors.importNotFound();
      if (row.status === 'posted') throw RoyaltyErrors.alreadyPosted();
      const started = performance.now();
      const sums = await this.allocations.allocateImport(manager, row.id);
      const allocated = performance.now();
      const held = sums.filter((s) => s.user_id === null).reduce((sum, s) => sum + cents(s.total), 0);
      const credited = await this.creditBeneficiaries(manager, row, sums);
      // What statistics reconciles trends with, grouped by a job queued here: it exists only if this posting commits.
      await this.jobs.enqueue<RoyaltyPaidUnitsJob>(ROYALTY_PAID_UNITS_JOB, { importId: row.id }, { manager });
      this.logger.log({ import: row.id, beneficiaries: sums.length, allocateMs: Math.round(allocated - started), creditMs: Math.round(performance.now() - allocated) }, 'import posted');
      await this.importRows.update(manager, row.id, { status: 'posted', postedAt: new Date(), postedBy: staffId, creditedCents: credited, heldCents: held });
    });
    return this.imports.detail(found.id);
  }

  /** A fixed number of statements whatever the number of beneficiaries. */
  private async creditBeneficiaries(manager: EntityManager, row: RoyaltyImport, sums: BeneficiarySum[]): Promise<number> {
    const period = periodLabel(row.periodStart, row.periodEnd);
    const credits = sums
      .filter((s): s is BeneficiarySum & { user_id: string } => s.user_id !== null)
      .map((s) => ({ importId: row.id, userId: s.user_id, amountCents: cents(s.total), usSourceCents: cents(s.total_us ?? '0'), splitId: null, stores: s.stores ?? [row.storeName], period }))
      .filter((c) => c.amountCents > 0);
    if (credits.length) {
      await this.record(manager, credits);
      await this.notices.tellMany(manager, credits.map((c) => ({ accountId: c.userId, notification: earnedNotice(c) })), 'money');
    }
    return credits.reduce((sum, c) => sum + c.amountCents, 0);
  }

  async creditOne(manager: EntityManager, c: RoyaltyCreditOf): Promise<void> {
    const usSourceCents = c.usSourceCents ?? (c.splitId ? cents(await this.allocations.usSourceOfSplit(manager, c.importId, c.splitId, c.userId, US_SOURCE_TERRITORIES)) : 0);
    await this.record(manager, [{ ...c, usSourceCents }]);
    await this.notices.tell(manager, c.userId, { concerns: 'money', notification: earnedNotice(c) });
  }

  /** The wallet entries (credits, then their US withholding) and their records here, each kind of row in one statement. */
  private async record(manager: EntityManager, credits: RoyaltyCreditOf[]): Promise<void> {
    const entries = await this.sink.creditMany(
      manager,
      credits.map((c) => ({
        userId: c.userId,
        amountCents: c.amountCents,
        usSourceCents: c.usSourceCents ?? 0,
        importId: c.importId,
        period: c.period,
        description: royaltyCreditDescription(c.stores, c.period),
        externalRef: c.splitId ? `royalty-import:${c.importId}:split:${c.splitId}` : `royalty-import:${c.importId}`,
      })),
    );
    await this.allocations.recordCredits(
      manager,
      credits.map((c, i) => ({ importId: c.importId, userId: c.userId, splitId: c.splitId, amountCents: c.amountCents, walletTransactionId: entries[i].id })),
    );
  }
}

/** Store names read the same in every language, joined by commas; past a few, the count in the user's language. */
function earnedNotice(c: RoyaltyCreditOf): NotificationRequest {
  const amount = formatMoney(c.amountCents);
  if (c.stores.length > STORES_NAMED_UP_TO) return { template: ROYALTIES_EARNED_FROM_STORES_NOTIFICATION, params: { amount, count: String(c.stores.length), period: c.period }, url: EARNINGS_URL };
  return { template: ROYALTIES_EARNED_NOTIFICATION, params: { amount, store: c.stores.join(', '), period: c.period }, url: EARNINGS_URL };
}
