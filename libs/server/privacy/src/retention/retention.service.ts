import { Injectable, Logger } from '@nestjs/common';
import { IdentityDocumentsService, type DocumentPurgeReason, type HeldDocument } from '@soundpost/server-kyc';
import { RetentionRepository } from './retention.repository';
import { RetentionSettings } from './retention.settings';

/** Identity documents of a rejected application are purged this many days after the decision. */
export const REJECTED_DOCUMENT_RETENTION_DAYS = 90;
const DAY_MS = 86_400_000;
const BATCH = 200;

export interface RetentionSweepOptions {
  /** The sweep's clock (tests move it forward). */
  now?: Date;
  /** Report what would be purged, purge nothing. */
  dryRun?: boolean;
  /** Documents (and closed accounts) per batch. */
  batchSize?: number;
}

/** What one reason purged (or, in a dry run, would purge): ids only, no personal data. */
export interface RetentionReasonReport {
  documentIds: string[];
  accountIds: string[];
}

export interface RetentionSweepReport {
  dryRun: boolean;
  /** The cut-off times used: documents decided / closed at or before these are due. */
  rejectedBefore: string;
  closedBefore: string;
  reasons: Record<DocumentPurgeReason, RetentionReasonReport>;
}

/**
 * The retention sweep (docs/privacy.md "Retention"): identity documents of a rejected application
 * 90 days after the decision, of a closed account `KYC_DOCUMENT_RETENTION_DAYS` after its closure.
 * KYC owns the documents: this asks it which are due and to purge them, a batch at a time. Safe to
 * rerun after a crash (kyc deletes the file before marking the row, and tolerates a missing file).
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger('Retention');

  constructor(
    private readonly documents: IdentityDocumentsService,
    private readonly closures: RetentionRepository,
    private readonly settings: RetentionSettings,
  ) {}

  async sweep(options: RetentionSweepOptions = {}): Promise<RetentionSweepReport> {
    const now = options.now ?? new Date();
    const dryRun = options.dryRun ?? false;
    const batch = options.batchSize ?? BATCH;
    const rejectedBefore = new Date(now.getTime() - REJECTED_DOCUMENT_RETENTION_DAYS * DAY_MS);
    const closedBefore = new Date(now.getTime() - this.settings.KYC_DOCUMENT_RETENTION_DAYS * DAY_MS);
    const seen = new Set<string>();
    const reasons: Record<DocumentPurgeReason, RetentionReasonReport> = {
      rejected_application: { documentIds: [], accountIds: [] },
      closed_account: { documentIds: [], accountIds: [] },
    };

    const take = async (reason: DocumentPurgeReason, page: HeldDocument[]): Promise<void> => {
      const fresh = page.filter((d) => !seen.has(d.id));
      fresh.forEach((d) => seen.add(d.id));
      if (!fresh.length) return;
      const ids = fresh.map((d) => d.id);
      const purged = dryRun ? ids : new Set(await this.documents.purge(ids, reason, now));
      const done = dryRun ? fresh : fresh.filter((d) => (purged as Set<string>).has(d.id));
      reasons[reason].documentIds.push(...done.map((d) => d.id));
      for (const d of done) if (!reasons[reason].accountIds.includes(d.userId)) reasons[reason].accountIds.push(d.userId);
    };

    for (let after: string | null = null; ; ) {
      const page = await this.documents.heldAfterRejection(rejectedBefore, after, batch);
      if (!page.length) break;
      await take('rejected_application', page);
      after = page[page.length - 1].id;
    }

    for (let afterUser: string | null = null; ; ) {
      const accounts = await this.closures.closedBefore(closedBefore, afterUser, batch);
      if (!accounts.length) break;
      for (let after: string | null = null; ; ) {
        const page = await this.documents.heldOf(accounts, after, batch);
        if (!page.length) break;
        await take('closed_account', page);
        after = page[page.length - 1].id;
      }
      afterUser = accounts[accounts.length - 1];
    }

    for (const r of Object.values(reasons)) {
      r.documentIds.sort();
      r.accountIds.sort();
    }
    const report: RetentionSweepReport = { dryRun, rejectedBefore: rejectedBefore.toISOString(), closedBefore: closedBefore.toISOString(), reasons };
    const counts = Object.entries(reasons).map(([reason, r]) => `${reason}: ${r.documentIds.length} document(s) of ${r.accountIds.length} account(s)`);
    this.logger.log(`${dryRun ? 'Retention dry run' : 'Retention sweep'}: ${counts.join(', ')}`);
    return report;
  }
}
