import { Inject, Injectable, Logger } from '@nestjs/common';
import { DATA_EXPORT_LIMITS, PRIVACY_MESSAGES, type DataExportListResponse, type DataExportResponse } from '@soundpost/contracts';
import { UserSummariesService } from '@soundpost/server-auth';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import { DomainError } from '@soundpost/server-core/http';
import { isUuid } from '@soundpost/server-core/ids';
import { JobsService } from '@soundpost/server-core/jobs';
import { MailService } from '@soundpost/server-core/mail';
import { StorageService } from '@soundpost/server-core/storage';
import { DataSource } from 'typeorm';
import { DATA_EXPORT_READY_MAIL } from '../mail/privacy-mail-templates';
import { PrivacySettings } from '../privacy.settings';
import { DataExport } from './data-export.entity';
import { toDataExportResponse } from './data-export.mapper';
import { DataExportsRepository } from './data-exports.repository';

/** The job that writes the archive; its handler is the platform's (it alone reads every domain's exporter). */
export const DATA_EXPORT_JOB = 'privacy.data-export';
export interface DataExportJob {
  exportId: string;
}

const EXPIRY_BATCH = 200;

/** What the archive writer hands back. */
export interface WrittenArchive {
  key: string;
  size: number;
  linkedFiles: number;
}

/** An account's data exports: asked for by its owner, written by a job, downloadable for 7 days through a signed link. */
@Injectable()
export class DataExportsService {
  private readonly logger = new Logger('DataExports');

  constructor(
    private readonly dataSource: DataSource,
    private readonly exports: DataExportsRepository,
    private readonly jobs: JobsService,
    private readonly storage: StorageService,
    private readonly mail: MailService,
    private readonly users: UserSummariesService,
    private readonly settings: PrivacySettings,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts an export of account `accountId` asked by `personId`; 409 while one is being prepared. */
  async request(accountId: string, personId: string, language: string | null): Promise<DataExportResponse> {
    const row = await this.dataSource.transaction(async (manager) => {
      await this.exports.failStale(accountId, this.settings.PRIVACY_EXPORT_STALE_MINUTES, 'The export did not finish in time.', manager);
      const created = await this.exports.insertPreparing({ userId: accountId, requestedBy: personId, language }, manager);
      if (!created) throw DomainError.conflict(PRIVACY_MESSAGES.exportInProgress, 'export_in_progress');
      // In the same transaction: no job without its row, no row without its job.
      await this.jobs.enqueue<DataExportJob>(DATA_EXPORT_JOB, { exportId: created.id }, { manager });
      return created;
    });
    return toDataExportResponse(row, null);
  }

  async list(accountId: string): Promise<DataExportListResponse> {
    const rows = await this.exports.newestForUser(accountId, DATA_EXPORT_LIMITS.listMax);
    return { items: rows.map((row) => this.toResponse(row)) };
  }

  /** Another account's export is a 404, like one that does not exist. */
  async get(accountId: string, id: string): Promise<DataExportResponse> {
    const row = isUuid(id) ? await this.exports.findForUser(id, accountId) : null;
    if (!row) throw DomainError.notFound(PRIVACY_MESSAGES.exportNotFound, 'export_not_found');
    return this.toResponse(row);
  }

  /** For the job: the export to write, or null when it is no longer being prepared (then the job does nothing). */
  async toPrepare(exportId: string): Promise<{ id: string; accountId: string; maxBytes: number; linkDays: number } | null> {
    const row = isUuid(exportId) ? await this.exports.findById(exportId) : null;
    if (!row || row.status !== 'preparing') return null;
    return { id: row.id, accountId: row.userId, maxBytes: this.settings.PRIVACY_EXPORT_MAX_BYTES, linkDays: DATA_EXPORT_LIMITS.linkDays };
  }

  /** The archive is written: ready for 7 days, and the person who asked gets the link by e-mail, in one transaction. */
  async prepared(exportId: string, archive: WrittenArchive): Promise<void> {
    const ready = await this.dataSource.transaction(async (manager) => {
      const row = await this.exports.markReady(exportId, archive, DATA_EXPORT_LIMITS.linkDays, manager);
      if (!row) return null;
      const to = (await this.users.recipients([row.requestedBy], manager)).get(row.requestedBy);
      // Only the person who asked: the link opens the whole account's data, so not every admin NoticesService would tell.
      if (to) {
        const language = row.language ?? to.language;
        await this.mail.queue(
          {
            to: to.email,
            template: DATA_EXPORT_READY_MAIL,
            language,
            params: { name: to.name, url: this.config.publicUrl + this.signedUrl(row), days: String(DATA_EXPORT_LIMITS.linkDays), size: megabytes(archive.size, language) },
          },
          manager,
        );
      }
      return row;
    });
    if (!ready) await this.storage.delete(archive.key).catch(() => undefined);
  }

  async failed(exportId: string, error: unknown): Promise<void> {
    this.logger.error({ err: error, exportId }, 'Data export failed');
    await this.exports.markFailed(exportId, error instanceof Error ? error.message : String(error));
  }

  /** Nightly: deletes the files of exports whose link has expired. */
  async expireDue(): Promise<{ expired: number }> {
    let expired = 0;
    for (;;) {
      const done = await this.dataSource.transaction(async (manager) => {
        const due = await this.exports.lockExpired(EXPIRY_BATCH, manager);
        for (const { storage_key: key } of due) if (key) await this.storage.delete(key);
        await this.exports.markExpired(due.map((d) => d.id), manager);
        return due.length;
      });
      expired += done;
      if (done < EXPIRY_BATCH) return { expired };
    }
  }

  private toResponse(row: DataExport): DataExportResponse {
    const downloadable = row.status === 'ready' && row.storageKey && row.expiresAt && row.expiresAt.getTime() > Date.now();
    return toDataExportResponse(row, downloadable ? this.signedUrl(row) : null);
  }

  /** Valid until the export expires, never longer. */
  private signedUrl(row: DataExport): string {
    const now = Date.now();
    const ttl = Math.max(1, Math.floor(((row.expiresAt?.getTime() ?? now) - now) / 1000));
    return this.storage.signedUrl(row.storageKey as string, ttl, now, { name: `soundpost-data-${row.createdAt.toISOString().slice(0, 10)}.zip` });
  }
}

function megabytes(bytes: number, language: string | null): string {
  const unit = bytes >= 1_000_000 ? { unit: 'megabyte', value: bytes / 1_000_000 } : { unit: 'kilobyte', value: Math.max(1, bytes / 1000) };
  return new Intl.NumberFormat(language ?? 'en', { style: 'unit', unit: unit.unit, maximumFractionDigits: 1 }).format(unit.value);
}
