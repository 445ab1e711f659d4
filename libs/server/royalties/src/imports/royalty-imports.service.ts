import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ROYALTY_MESSAGES as M,
  ROYALTY_UNMATCHED_REASON_TEXTS,
  type RoyaltyBadLine,
  type RoyaltyColumnMapping,
  type RoyaltyImportDetail,
  type RoyaltyImportPage,
  type RoyaltyUnmatchedPage,
} from '@soundpost/contracts';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import { isUniqueViolation } from '@soundpost/server-core/database';
import { DomainError } from '@soundpost/server-core/http';
import { isUuid } from '@soundpost/server-core/ids';
import type { ListQuery } from '@soundpost/server-core/lists';
import { centsTransformer } from '@soundpost/server-core/money';
import { DataSource, QueryFailedError } from 'typeorm';
import { CatalogueRepository } from '../catalogue/catalogue.repository';
import { RoyaltyPresetsRepository } from '../presets/royalty-presets.repository';
import { RoyaltyErrors } from '../royalties.errors';
import type { ExactDecimal } from './decimal-cents';
import { CatalogueMatch } from './catalogue-match';
import { lineColumns, streamReport } from './report-reader';
import { RoyaltyImport } from './royalty-import.entity';
import { toImportDetail, toImportSummary } from './royalty-import.mapper';
import { RoyaltyImportsRepository } from './royalty-imports.repository';
import { RoyaltyLinesRepository } from './royalty-lines.repository';

/** The import form once the edge has checked it (`validateImportForm`). */
export interface ImportReportForm {
  storeId: string;
  periodStart: string;
  periodEnd: string;
  fxRate: { text: string; rate: ExactDecimal } | null;
  presetId: string | null;
  /** Null: Soundpost's own layout, or the preset's mapping. */
  mapping: RoyaltyColumnMapping | null;
}

/** A manual match's codes as the edge normalised them: a valid ISRC, else a UPC's digits. */
export interface MatchTarget {
  isrc: string | null;
  upc: string | null;
}

export interface ImportReportInput extends ImportReportForm {
  path: string;
  fileName: string;
  checksum: string;
  staffId: string | null;
  onProgress?: (linesRead: number) => void;
}

const PROGRESS_EVERY = 10_000;
/** Bad lines listed on the import; all of them are counted. */
const BAD_LINES_KEPT = 1_000;
const TAB = 9;
const NEWLINE = 10;

@Injectable()
export class RoyaltyImportsService {
  /** Catalogue identifiers matched in memory (some 400 bytes of RSS each, measured); above, the lines are matched in Postgres. */
  static matchInMemoryUpTo = 250_000;
  /** Tests choose the path; 'auto' decides by catalogue and report size. */
  static matchMode: 'auto' | 'memory' | 'postgres' = 'auto';

  private readonly logger = new Logger('RoyaltyImports');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly imports: RoyaltyImportsRepository,
    private readonly presets: RoyaltyPresetsRepository,
    private readonly lines: RoyaltyLinesRepository,
    private readonly catalogue: CatalogueRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Refuses a file already imported (409), then reads, matches and counts it in one transaction. */
  async importReport(input: ImportReportInput): Promise<RoyaltyImportDetail> {
    const { storeId, periodStart, periodEnd } = input;
    const rate = input.fxRate?.rate ?? null;
    const { storeName, mapping, presetId } = await this.choicesOf(input);
    await this.refuseDuplicate(input.checksum);
    let id: string;
    try {
      id = await this.db.transaction(async (manager) => {
        const row = await this.imports.insert(manager, {
          storeId,
          storeName,
          periodStart,
          periodEnd,
          fxRate: input.fxRate?.text ?? null,
          fileName: input.fileName,
          checksum: input.checksum,
          presetId,
          mapping,
          createdBy: input.staffId,
        });
        const started = performance.now();
        const bad: RoyaltyBadLine[] = [];
        let badCount = 0;
        const hooks = {
          onBad: (line: RoyaltyBadLine) => {
            badCount++;
            if (bad.length < BAD_LINES_KEPT) bad.push(line);
          },
          onProgress: input.onProgress,
          progressEvery: PROGRESS_EVERY,
        };
        const readOptions = { mapping, rate, storeName, periodStart, limits: this.config.reports };
        const identifiers = await this.catalogue.identifierCount(manager);
        const inMemory = this.matchesInMemory(identifiers);
        let read: number;
        if (inMemory) {
          // Matched as parsed and written once: the COPY into royalty_lines runs while the next chunk is parsed.
          const match = await CatalogueMatch.load(await this.catalogue.matchIdentifiers(manager), identifiers);
          const prefix = Buffer.from(`${row.id}\t`);
          await this.lines.createPartition(manager, row.id);
          await streamReport(input.path, readOptions, await this.lines.linesStream(manager, row.id), {
            ...hooks,
            writeRow: (line, out) => {
              out.bytes(prefix, 0, prefix.length);
              out.text(lineColumns(line));
              out.byte(TAB);
              match.writeColumns(line, out);
              out.byte(NEWLINE);
            },
          });
          read = performance.now();
        } else {
          // A catalogue too large to hold: staged, then matched by hash joins in Postgres.
          await this.lines.createPartition(manager, row.id);
          await this.lines.createStage(manager);
          await streamReport(input.path, readOptions, await this.lines.stageStream(manager), hooks);
          read = performance.now();
          await this.lines.insertStaged(manager, row.id);
        }
        const matched = performance.now();
        const { counts, byStore, byTerritory } = await this.lines.summarise(manager, row.id);
        const counted = performance.now();
        await this.lines.attachPartition(manager, row.id);
        this.logger.log(
          {
            import: row.id,
            lines: counts.lines + badCount,
            inMemory,
            readMs: Math.round(read - started),
            matchMs: Math.round(matched - read),
            countMs: Math.round(counted - matched),
            attachMs: Math.round(performance.now() - counted),
          },
          'report imported',
        );
        await this.imports.update(manager, row.id, {
          linesCount: counts.lines + badCount,
          matchedCount: counts.matched,
          unmatchedCount: counts.unmatched,
          badCount,
          badLines: bad,
          revenueCents: counts.revenueCents,
          matchedCents: counts.matchedCents,
          unmatchedCents: counts.unmatchedCents,
          totals: { by_store: byStore, by_territory: byTerritory },
        });
        return row.id;
      });
    } catch (error) {
      // Two staff importing the same file at once: the second meets the unique checksum.
      if (isUniqueViolation(error, 'royalty_imports_checksum_uq')) await this.refuseDuplicate(input.checksum);
      throw error;
    }
    return this.detail(id);
  }

  /** In memory while the catalogue fits (the same for every report, so memory never grows with a report). */
  private matchesInMemory(identifiers: number): boolean {
    const mode = RoyaltyImportsService.matchMode;
    if (mode !== 'auto') return mode === 'memory';
    return identifiers <= RoyaltyImportsService.matchInMemoryUpTo;
  }

  private async refuseDuplicate(checksum: string): Promise<void> {
    const earlier = await this.imports.findByChecksum(checksum);
    if (earlier) throw RoyaltyErrors.duplicateFile(earlier);
  }

  /** The store and the preset the form names, which only the database can check. */
  private async choicesOf(form: ImportReportForm): Promise<{ storeName: string; mapping: RoyaltyColumnMapping | null; presetId: string | null }> {
    const errors: Record<string, string[]> = {};
    const storeName = await this.catalogue.storeName(form.storeId);
    if (!storeName) errors.store_id = [M.storeUnknown];
    let mapping = form.mapping;
    let presetId: string | null = null;
    if (form.presetId) {
      const preset = isUuid(form.presetId) ? await this.presets.findById(form.presetId) : null;
      if (!preset) errors.preset_id = [M.presetNotFound];
      else [mapping, presetId] = [preset.mapping, preset.id];
    }
    if (Object.keys(errors).length) throw DomainError.validation(errors);
    return { storeName: storeName as string, mapping, presetId };
  }

  async list(list: ListQuery): Promise<RoyaltyImportPage> {
    return this.imports.page(list, toImportSummary);
  }

  async findOr404(id: string): Promise<RoyaltyImport> {
    const row = isUuid(id) ? await this.imports.findById(id) : null;
    if (!row) throw RoyaltyErrors.importNotFound();
    return row;
  }

  async detail(id: string): Promise<RoyaltyImportDetail> {
    return toImportDetail(await this.findOr404(id));
  }

  async unmatched(id: string, page: number, perPage: number): Promise<RoyaltyUnmatchedPage> {
    const row = await this.findOr404(id);
    const { rows, total } = await this.lines.unmatchedPage(row.id, (page - 1) * perPage, perPage);
    return {
      data: rows.map((r) => ({
        id: r.id,
        line: r.line_no,
        territory: r.territory,
        isrc: r.isrc,
        upc: r.upc,
        units: r.units,
        revenue_cents: centsTransformer.from(r.amount_cents) as number,
        reason: r.unmatched_reason,
        reason_text: ROYALTY_UNMATCHED_REASON_TEXTS[r.unmatched_reason],
      })),
      meta: { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
    };
  }

  async matchLine(id: string, lineId: string, { isrc, upc }: MatchTarget): Promise<RoyaltyImportDetail> {
    await this.db.transaction(async (manager) => {
      const row = await this.imports.lockById(manager, (await this.findOr404(id)).id);
      if (!row) throw RoyaltyErrors.importNotFound();
      if (row.status === 'posted') throw RoyaltyErrors.alreadyPosted();
      const line = await this.lines.lockLine(manager, row.id, lineId);
      if (!line) throw RoyaltyErrors.lineNotFound();
      if (line.release_id) throw RoyaltyErrors.lineMatched();
      const track = isrc ? await this.catalogue.trackByIsrc(isrc, manager) : null;
      const release = !track && upc ? await this.catalogue.releaseByUpc(upc, manager) : null;
      const target = track ?? release;
      if (!target) throw RoyaltyErrors.field(isrc ? 'isrc' : 'upc', M.matchUnknown);
      await this.lines.matchByHand(manager, row.id, line.id, { trackId: track?.track_id ?? null, releaseId: target.release_id, ownerUserId: target.owner_user_id });
      const counts = await this.lines.counts(manager, row.id);
      await this.imports.update(manager, row.id, {
        matchedCount: counts.matched,
        unmatchedCount: counts.unmatched,
        matchedCents: counts.matchedCents,
        unmatchedCents: counts.unmatchedCents,
      });
    });
    return this.detail(id);
  }

  /** An import not yet posted can go (its lines as a dropped partition); a posted one moved money and stays (409). */
  async delete(id: string): Promise<void> {
    try {
      await this.db.transaction(async (manager) => {
        const found = await this.findOr404(id);
        const row = await this.imports.lockById(manager, found.id);
        if (!row) throw RoyaltyErrors.importNotFound();
        if (row.status === 'posted') throw RoyaltyErrors.postedNotDeletable();
        await this.lines.dropPartition(manager, row.id);
        await this.imports.delete(manager, row.id);
      });
    } catch (error) {
      if (isLockTimeout(error)) throw RoyaltyErrors.linesBusy();
      throw error;
    }
  }
}

/** lock_not_available: a statement's lock_timeout ran out. */
function isLockTimeout(error: unknown): boolean {
  return error instanceof QueryFailedError && (error as QueryFailedError & { driverError?: { code?: string } }).driverError?.code === '55P03';
}
