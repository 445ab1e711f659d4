import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  STATS_MESSAGES as M,
  type StatsImportCount,
  type StatsImportDetailResponse,
  type StatsImportPage,
  type StatsUnmatchedLine,
  type TrendBadLine,
  type TrendColumnMapping,
} from '@soundpost/contracts';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import { isUniqueViolation } from '@soundpost/server-core/database';
import { DomainError } from '@soundpost/server-core/http';
import { isUuid } from '@soundpost/server-core/ids';
import type { ListQuery } from '@soundpost/server-core/lists';
import { DataSource } from 'typeorm';
import { StatsCatalogueRepository } from '../catalogue/stats-catalogue.repository';
import { CopyBinaryRows } from '../lines/copy-binary-rows';
import { DailyLinesWriter, type WrittenCounts } from '../lines/daily-lines-writer';
import { RollupSpool } from '../lines/rollup-spool';
import { StatsLinesRepository } from '../lines/stats-lines.repository';
import { TrendMatch } from '../lines/trend-match';
import { StatsPresetsRepository } from '../presets/stats-presets.repository';
import { ReconciliationService } from '../reconciliation/reconciliation.service';
import { StatsErrors } from '../stats.errors';
import type { TrendLine } from '../trends/trend-line';
import { readTrendFiles } from '../trends/trend-reader';
import type { StatsImport } from './stats-import.entity';
import { toStatsImportDetail, toStatsImportResponse } from './stats-import.mapper';
import { StatsImportsRepository } from './stats-imports.repository';

/** One received file of a report, spooled to disk with its SHA-256. */
export interface TrendFile {
  path: string;
  fileName: string;
  checksum: string;
}

export interface ImportTrendsInput {
  storeId: string;
  presetId: string | null;
  files: TrendFile[];
  staffId: string | null;
  onProgress?: (linesRead: number) => void;
}

const PROGRESS_EVERY = 10_000;
/** Refused lines listed on the import; all of them are counted. */
const REJECTED_KEPT = 1_000;
const UNMATCHED_TEXT: Record<string, string> = { unknown_isrc: M.unmatchedIsrc, unknown_upc: M.unmatchedUpc, unknown_isrc_and_upc: M.unmatchedBoth };

@Injectable()
export class StatsImportsService {
  private readonly logger = new Logger('StatsImports');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly imports: StatsImportsRepository,
    private readonly lines: StatsLinesRepository,
    private readonly presets: StatsPresetsRepository,
    private readonly catalogue: StatsCatalogueRepository,
    private readonly reconciliation: ReconciliationService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Reads a trend report (a CSV, or every file of a DSR report) into daily lines and rollups, in one transaction:
   * a refused file writes nothing, and days this store already had are replaced by the new file's.
   */
  async importTrends(input: ImportTrendsInput): Promise<StatsImportDetailResponse> {
    const { storeName, mapping, presetId } = await this.choicesOf(input);
    const checksum = input.files.length === 1 ? input.files[0].checksum : createHash('sha256').update(input.files.map((f) => f.checksum).sort().join('\n')).digest('hex');
    await this.refuseDuplicate(checksum);
    const today = new Date().toISOString().slice(0, 10);
    let written: { id: string; counts: WrittenCounts };
    let spool = null as RollupSpool | null;
    try {
      written = await this.db.transaction(async (manager) => {
        await this.lines.lockImports(manager);
        const row = await this.imports.insert(manager, {
          storeId: input.storeId,
          storeName,
          presetId,
          format: 'csv',
          fileName: input.files.map((f) => f.fileName).join(', ').slice(0, 255),
          checksum,
          createdBy: input.staffId,
        });
        const started = performance.now();
        const match = await TrendMatch.load(await this.lines.matchIdentifiers(manager));
        // The first month's COPY goes into its partition (a DSR's one day, most CSVs' one month); once a second month
        // comes, into the parent, which routes the lines of every month already made.
        let copies = 0;
        const rollups = new RollupSpool(path.join(os.tmpdir(), `soundpost-rollup-${row.id}`), input.storeId, (columns) => match.fields(columns));
        spool = rollups;
        const writer = new DailyLinesWriter(
          row.id,
          input.storeId,
          match,
          async (month) => {
            await this.lines.ensurePartitions(manager, [`${month}-01`]);
            // pg-copy-streams is done with a chunk once it drains: its buffers can be filled again.
            return new CopyBinaryRows(await this.lines.linesStream(manager, copies++ === 0 ? month : null), true);
          },
          rollups,
        );
        const rejected: TrendBadLine[] = [];
        let rejectedCount = 0;
        let summary;
        try {
          summary = await readTrendFiles(
            input.files.map((f) => f.path),
            { mapping, today, limits: this.config.reports },
            {
              onLine: (l: TrendLine) => writer.write(l),
              onBad: (bad) => {
                rejectedCount++;
                if (rejected.length < REJECTED_KEPT) rejected.push(bad);
              },
              onProgress: input.onProgress,
              progressEvery: PROGRESS_EVERY,
            },
          );
        } catch (error) {
          await writer.abort(error as Error);
          throw error;
        }
        const counts = await writer.end();
        const rollupFile = await rollups.end();
        const { days } = counts;
        const read = performance.now();
        if (days.length === 0) {
          const reasons = rejected.slice(0, 5).map((b) => `Line ${b.line}: ${b.reason}`);
          throw DomainError.validation({ file: [M.noLines, ...reasons] }, M.noLines);
        }
        await this.reconciliation.withdrawDays(manager, input.storeId, days);
        const daysReplaced = await this.lines.replaceDays(manager, input.storeId, row.id, days);
        const replaced = performance.now();
        await this.lines.rollUp(manager, rollupFile, rollups.mayRepeat);
        const rolledUp = performance.now();
        await this.reconciliation.addDays(manager, input.storeId, days);
        const ms = (from: number, to: number) => Math.round(to - from);
        this.logger.log(
          { import: row.id, lines: counts.lines + rejectedCount, days: days.length, readMs: ms(started, read), replaceMs: ms(read, replaced), rollupMs: ms(replaced, rolledUp), refreshMs: ms(rolledUp, performance.now()) },
          'trend report imported',
        );
        await this.imports.update(manager, row.id, {
          format: summary.format,
          messageId: summary.messageId,
          firstDay: days[0],
          lastDay: days[days.length - 1],
          linesTotal: counts.lines + rejectedCount,
          linesMatched: counts.matched,
          linesUnmatched: counts.lines - counts.matched,
          linesRejected: rejectedCount,
          streamsTotal: counts.streams,
          daysReplaced,
          rejectedLines: rejected,
        });
        return { id: row.id, counts };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'stats_imports_checksum_unique')) await this.refuseDuplicate(checksum);
      throw error;
    } finally {
      await spool?.discard();
    }
    return this.writtenDetail(written.id, written.counts);
  }

  async list(list: ListQuery): Promise<StatsImportPage> {
    return this.imports.page(list, toStatsImportResponse);
  }

  async detail(id: string): Promise<StatsImportDetailResponse> {
    const row = isUuid(id) ? await this.imports.findById(id) : null;
    if (!row) throw StatsErrors.importNotFound();
    const { byDay, byTerritory } = await this.lines.breakdown(this.db.manager, row.id);
    const unmatched = await this.lines.unmatched(this.db.manager, row.id);
    return this.detailOf(row, byDay, byTerritory, unmatched);
  }

  /** The import just written, from what its writer counted: no second read of millions of lines. */
  private async writtenDetail(id: string, counts: WrittenCounts): Promise<StatsImportDetailResponse> {
    const row = await this.imports.findById(id);
    if (!row) throw StatsErrors.importNotFound();
    return this.detailOf(row, counts.byDay, counts.byTerritory, counts.unmatched);
  }

  private detailOf(row: StatsImport, byDay: StatsImportCount[], byTerritory: StatsImportCount[], unmatched: Array<{ reason_code: string } & Omit<StatsUnmatchedLine, 'reason'>>): StatsImportDetailResponse {
    const lines = byDay.reduce((n, d) => n + d.lines, 0);
    const streams = byDay.reduce((n, d) => n + d.streams, 0);
    return toStatsImportDetail(row, {
      by_day: byDay,
      by_store: lines ? [{ key: row.storeName ?? row.storeId, lines, streams }] : [],
      by_territory: byTerritory,
      unmatched: unmatched.map(({ reason_code, ...line }) => ({ ...line, reason: UNMATCHED_TEXT[reason_code] ?? reason_code })),
    });
  }

  private async refuseDuplicate(checksum: string): Promise<void> {
    const earlier = await this.imports.findByChecksum(checksum);
    if (earlier) throw StatsErrors.duplicateFile(earlier);
  }

  /** The store and the preset the form names, which only the database can check. */
  private async choicesOf(input: ImportTrendsInput): Promise<{ storeName: string; mapping: TrendColumnMapping | null; presetId: string | null }> {
    const errors: Record<string, string[]> = {};
    const storeName = await this.catalogue.storeName(input.storeId);
    if (!storeName) errors.store_id = [M.storeUnknown];
    let mapping: TrendColumnMapping | null = null;
    let presetId: string | null = null;
    if (input.presetId) {
      const preset = isUuid(input.presetId) ? await this.presets.findById(input.presetId) : null;
      if (!preset) errors.preset_id = [M.presetNotFound];
      else if (preset.storeId !== input.storeId) errors.preset_id = [M.presetStore];
      else [mapping, presetId] = [preset.mapping, preset.id];
    }
    if (Object.keys(errors).length) throw DomainError.validation(errors);
    return { storeName: storeName as string, mapping, presetId };
  }
}
