import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StatsCollectedOutcome, StatsCollectedReportPage } from '@soundpost/contracts';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import { DomainError } from '@soundpost/server-core/http';
import type { ListQuery } from '@soundpost/server-core/lists';
import { withAdvisoryLock } from '@soundpost/server-core/locks';
import { spoolWithChecksum } from '@soundpost/server-core/storage';
import { StoreReportsInboxService, type InboxFile, type StoreReportsInbox, type StoreWithTarget } from '@soundpost/server-delivery';
import { DataSource } from 'typeorm';
import { StatsImportsService, type TrendFile } from '../imports/stats-imports.service';
import { TREND_REPORT_MAX_BYTES } from '../imports/trend-form.reader';
import { StatsPresetsRepository } from '../presets/stats-presets.repository';
import { StatsErrors } from '../stats.errors';
import { DSR_RECORDS, type DsrRecordDef } from '../trends/dsr-records';
import { forEachLine } from '../trends/text-lines';
import { openTrendText } from '../trends/trend-values';
import { toStatsCollectedReportResponse } from './stats-collected-report.mapper';
import { StatsCollectedReportsRepository } from './stats-collected-reports.repository';

/** What one store's run did: reports imported, already imported, refused, files left for a later run. */
export interface StoreCollectResult {
  storeId: string;
  storeName: string;
  imported: number;
  duplicates: number;
  rejected: number;
  /** Files left for a later run: written in the last minutes (maybe still arriving), or part of a multi-file report whose other files have not arrived. */
  waiting: number;
  /** Reports left in the inbox after an unexpected failure, tried again next run. */
  failed: number;
  /** Why the store could not be collected from (host down, credentials refused); null when it could. */
  error: string | null;
}

export interface StatsCollectResult {
  stores: StoreCollectResult[];
}

interface Spooled {
  name: string;
  file: TrendFile;
  /** A DSR file's place in its report, read from its HEAD; null for anything else. */
  part: { messageId: string; fileNumber: number; numberOfFiles: number } | null;
}

/** One collection at a time (the job and the CLI): two would read and move the same inbox files. */
const COLLECT_LOCK = 'stats.collect.inboxes';
const RUNNING = 'A collection of the stores\' reports is already running; try again when it ends.';
/** A file the store wrote this recently may still be arriving (over SFTP a file is visible while written). */
const SETTLE_MS = 5 * 60_000;
const NO_TARGET = (storeId: string) => `The store ${storeId} has no delivery target to collect reports from: set its delivery target first.`;
const TOO_LARGE = (size: number) => `The file is ${size} bytes; a trend report may be at most ${TREND_REPORT_MAX_BYTES} bytes.`;

class ReportTooLargeError extends Error {}

/** Stops a stream that grows past the limit while it is read (the listing's size may be stale). */
function byteLimit(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      done(seen > max ? new ReportTooLargeError(TOO_LARGE(seen)) : null, chunk);
    },
  });
}

/**
 * Collects the trend reports stores leave in the `reports/` inbox of their delivery target: every file of a
 * multi-file DSR report together (waiting while some are missing), imported as staff would upload it, then moved
 * to reports/imported/ (a duplicate too) or reports/rejected/ with the reason logged for staff.
 */
@Injectable()
export class StatsCollectService {
  private readonly logger = new Logger('StatsCollect');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly inboxes: StoreReportsInboxService,
    private readonly imports: StatsImportsService,
    private readonly presets: StatsPresetsRepository,
    private readonly collected: StatsCollectedReportsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Every store with a target, or only the one named; one store's failure never stops the others. */
  async collect(options: { storeId?: string } = {}): Promise<StatsCollectResult> {
    let stores = await this.inboxes.storesWithTargets();
    if (options.storeId !== undefined) {
      stores = stores.filter((s) => s.storeId === options.storeId);
      if (stores.length === 0) throw StatsErrors.field('store_id', NO_TARGET(options.storeId));
    }
    const run = await withAdvisoryLock(this.db, COLLECT_LOCK, async () => {
      const results: StoreCollectResult[] = [];
      for (const store of stores) results.push(await this.collectStore(store));
      return results;
    });
    if (!run.acquired) throw DomainError.conflict(RUNNING, 'stats_collect_running');
    return { stores: run.result };
  }

  /** The collection log, newest first: what was imported, what was refused and why, which store could not be reached. */
  list(list: ListQuery): Promise<StatsCollectedReportPage> {
    return this.collected.page(list, toStatsCollectedReportResponse);
  }

  private async collectStore(store: StoreWithTarget): Promise<StoreCollectResult> {
    const result: StoreCollectResult = { ...store, imported: 0, duplicates: 0, rejected: 0, waiting: 0, failed: 0, error: null };
    let inbox: StoreReportsInbox | null = null;
    const dir = await mkdtemp(join(tmpdir(), 'soundpost-collect-'));
    try {
      inbox = await this.inboxes.connect(store.storeId);
      await this.collectFrom(inbox, store, result, dir);
    } catch (error) {
      result.error = error instanceof Error ? error.message : String(error);
      this.logger.warn({ store: store.storeId, error: result.error }, "could not collect the store's trend reports");
      await this.log(store, null, 'unreachable', null, result.error);
    } finally {
      await inbox?.close().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    }
    return result;
  }

  private async collectFrom(inbox: StoreReportsInbox, store: StoreWithTarget, result: StoreCollectResult, dir: string): Promise<void> {
    const spooled: Spooled[] = [];
    const settled = Date.now() - SETTLE_MS;
    for (const file of await inbox.list()) {
      if (file.modifiedAt.getTime() > settled) {
        result.waiting++;
        continue;
      }
      if (file.size > TREND_REPORT_MAX_BYTES) {
        await this.refuse(inbox, store, [file.name], TOO_LARGE(file.size));
        result.rejected++;
        continue;
      }
      try {
        spooled.push(await this.spool(inbox, file, join(dir, `report-${spooled.length + 1}`)));
      } catch (error) {
        if (!(error instanceof ReportTooLargeError)) throw error;
        await this.refuse(inbox, store, [file.name], error.message);
        result.rejected++;
      }
    }
    const presets = await this.presets.list(store.storeId);
    // A store with one column preset writes its CSV files that way; with none or several, Soundpost's layout is assumed.
    const csvPreset = presets.length === 1 ? presets[0].id : null;
    for (const group of this.reportsOf(spooled)) {
      const part = group[0].part;
      if (part && group.length < Math.max(...group.map((g) => g.part?.numberOfFiles ?? 1))) {
        result.waiting += group.length;
        continue;
      }
      const names = group.map((g) => g.name);
      let outcome: Exclude<StatsCollectedOutcome, 'unreachable'>;
      let importId: string | null = null;
      let reason: string | null = null;
      try {
        importId = (await this.imports.importTrends({ storeId: store.storeId, presetId: part ? null : csvPreset, files: group.map((g) => g.file), staffId: null })).id;
        outcome = 'imported';
      } catch (error) {
        if (error instanceof DomainError && error.code === 'duplicate_report') {
          [outcome, importId, reason] = ['duplicate', String(error.details?.import_id ?? '') || null, error.message];
        } else if (error instanceof DomainError && error.status === 422) {
          [outcome, reason] = ['rejected', error.errors ? Object.values(error.errors).flat().join(' ') : error.message];
        } else {
          this.logger.error({ store: store.storeId, files: names, error: error instanceof Error ? error.message : String(error) }, 'collected trend report failed; left in the inbox for the next run');
          result.failed++;
          continue;
        }
      }
      // Logged before the move: a move that fails leaves the file to be seen again next run (then a duplicate), never an unlogged import.
      await this.log(store, names, outcome, importId, reason);
      if (outcome === 'imported') result.imported++;
      else if (outcome === 'duplicate') result.duplicates++;
      else {
        result.rejected++;
        this.logger.warn({ store: store.storeId, files: names, reason }, 'collected trend report refused');
      }
      await this.settle(inbox, store, names, outcome === 'rejected' ? 'rejected' : 'imported');
    }
  }

  private async spool(inbox: StoreReportsInbox, file: InboxFile, path: string): Promise<Spooled> {
    const source = await inbox.open(file.name);
    const limited = byteLimit(TREND_REPORT_MAX_BYTES);
    // pipe() does not pass a read error on: without this a dropped connection would leave the spool waiting.
    source.on('error', (error) => limited.destroy(error));
    limited.on('error', () => source.destroy());
    const checksum = await spoolWithChecksum(source.pipe(limited), path);
    const spooledFile: TrendFile = { path, fileName: file.name, checksum };
    return { name: file.name, file: spooledFile, part: await this.partOf(path) };
  }

  /** The HEAD's message id and file N of M, when the file starts like a DSR; a file that does not read is its own report (the import says why). */
  private async partOf(path: string): Promise<Spooled['part']> {
    const def = DSR_RECORDS.get('HEAD') as DsrRecordDef;
    let cells: string[] | null = null;
    try {
      await forEachLine(await openTrendText(path, this.config.reports), (line) => {
        if (line.trim() === '' || line.startsWith('#')) return true;
        cells = line.split('\t');
        return false;
      });
    } catch {
      return null;
    }
    const head = cells as string[] | null;
    if (!head || head[0] !== 'HEAD') return null;
    const cell = (field: string) => (head[def.at[field]] ?? '').trim();
    const [fileNumber, numberOfFiles] = [Number(cell('FileNumber')), Number(cell('NumberOfFiles'))];
    if (!cell('MessageId') || !Number.isSafeInteger(fileNumber) || !Number.isSafeInteger(numberOfFiles) || fileNumber < 1 || numberOfFiles < 1) return null;
    return { messageId: cell('MessageId'), fileNumber, numberOfFiles };
  }

  /** The inbox's files as reports: a DSR report's files by message id (in file order), anything else alone. */
  private reportsOf(files: Spooled[]): Spooled[][] {
    const groups = new Map<string, Spooled[]>();
    for (const f of files) {
      const key = f.part ? `dsr:${f.part.messageId}` : `file:${f.name}`;
      groups.set(key, [...(groups.get(key) ?? []), f]);
    }
    return [...groups.values()].map((g) => g.sort((a, b) => (a.part?.fileNumber ?? 0) - (b.part?.fileNumber ?? 0)));
  }

  private async refuse(inbox: StoreReportsInbox, store: StoreWithTarget, names: string[], reason: string): Promise<void> {
    await this.log(store, names, 'rejected', null, reason);
    this.logger.warn({ store: store.storeId, files: names, reason }, 'collected trend report refused');
    await this.settle(inbox, store, names, 'rejected');
  }

  private async settle(inbox: StoreReportsInbox, store: StoreWithTarget, names: string[], outcome: 'imported' | 'rejected'): Promise<void> {
    try {
      for (const name of names) await inbox.done(name, outcome);
    } catch (error) {
      this.logger.warn({ store: store.storeId, files: names, error: error instanceof Error ? error.message : String(error) }, `collected trend report could not be moved to reports/${outcome}/; it is read again next run`);
    }
  }

  private async log(store: StoreWithTarget, names: string[] | null, outcome: StatsCollectedOutcome, importId: string | null, reason: string | null): Promise<void> {
    await this.collected.insert({ storeId: store.storeId, storeName: store.storeName, fileName: names ? names.join(', ').slice(0, 1024) : null, outcome, importId, reason });
  }
}
