import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  SOUNDPOST_TREND_HEADER,
  STATS_MESSAGES,
  STREAM_SOURCES,
  type StreamSource,
  type TrendBadLine,
  type TrendColumnMapping,
  type TrendMappingField,
} from '@soundpost/contracts';
import { type InfoRecord, type Options, parse } from 'csv-parse';
import { forEachLine } from './text-lines';
import type { TrendLine, TrendReadHooks, TrendReadOptions, TrendReadSummary } from './trend-line';
import { dayInRange, fill, isrcOf, looseDay, openTrendText, readError, refuse, territoryOf, upcOf, wholeCount } from './trend-values';

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter the header line uses most (comma when it uses none). */
async function sniffDelimiter(path: string, options: TrendReadOptions): Promise<string> {
  let header = '';
  try {
    await forEachLine(await openTrendText(path, options.limits), (line) => {
      header = line;
      return false;
    });
  } catch (error) {
    throw readError(error);
  }
  let best: string = DELIMITERS[0];
  let most = 0;
  for (const d of DELIMITERS) {
    const n = header.split(d).length - 1;
    if (n > most) [best, most] = [d, n];
  }
  return best;
}

type Columns = Partial<Record<TrendMappingField, number>>;

const SOUNDPOST_MAPPING: TrendColumnMapping = Object.fromEntries(SOUNDPOST_TREND_HEADER.filter((c) => c !== 'store').map((c) => [c, c]));

/** A mapping names the date and streams columns and the ISRC or UPC column. */
export function mappingIsValid(mapping: TrendColumnMapping): boolean {
  const named = (field: TrendMappingField) => !!mapping[field]?.trim();
  return named('date') && named('streams') && (named('isrc') || named('upc'));
}

function columnsOf(header: string[], mapping: TrendColumnMapping | null): Columns {
  const names = header.map((h) => h.trim().toLowerCase());
  const indexOf = (name: string) => names.indexOf(name.trim().toLowerCase());
  if (!mapping) {
    // The store column is part of the layout but not read: the import's store is chosen on upload.
    for (const column of SOUNDPOST_TREND_HEADER) {
      if (indexOf(column) < 0) throw refuse(fill(STATS_MESSAGES.columnMissing, { column }));
    }
  }
  const columns: Columns = {};
  for (const [field, name] of Object.entries(mapping ?? SOUNDPOST_MAPPING) as Array<[TrendMappingField, string | undefined]>) {
    if (!name?.trim()) continue;
    const index = indexOf(name);
    if (index < 0) throw refuse(fill(STATS_MESSAGES.columnMissing, { column: name.trim().slice(0, 80) }));
    columns[field] = index;
  }
  return columns;
}

const SOURCES = new Set<string>(STREAM_SOURCES.filter((s) => s !== 'unknown'));

type LineResult = { ok: true; line: TrendLine } | { ok: false; bad: TrendBadLine };

export function trendLineOf(record: string[], lineNo: number, columns: Columns, today: string): LineResult {
  const cell = (field: TrendMappingField): string => {
    const index = columns[field];
    return index === undefined ? '' : (record[index] ?? '').trim();
  };
  const bad = (reason: string): LineResult => ({ ok: false, bad: { line: lineNo, reason } });

  const day = looseDay(cell('date'));
  if (!day) return bad(STATS_MESSAGES.lineDate);
  if (!dayInRange(day, today)) return bad(STATS_MESSAGES.lineDateRange);

  const streams = wholeCount(cell('streams'));
  if (streams === null) return bad(STATS_MESSAGES.lineStreams);
  const optionalCount = (field: 'listeners' | 'saves'): number | null | false => {
    const text = cell(field);
    if (!text) return null;
    const n = wholeCount(text);
    return n === null ? false : n;
  };
  const listeners = optionalCount('listeners');
  if (listeners === false) return bad(fill(STATS_MESSAGES.lineCount, { field: 'Listeners' }));
  const saves = optionalCount('saves');
  if (saves === false) return bad(fill(STATS_MESSAGES.lineCount, { field: 'Saves' }));

  const sourceText = cell('source').toLowerCase();
  if (sourceText && !SOURCES.has(sourceText)) return bad(STATS_MESSAGES.lineSource);
  const source = (sourceText || 'unknown') as StreamSource;

  const territory = territoryOf(cell('territory'));
  if (!territory.ok) return bad(STATS_MESSAGES.lineTerritory);

  const isrcText = cell('isrc');
  const isrc = isrcText ? isrcOf(isrcText) : null;
  if (isrcText && !isrc) return bad(STATS_MESSAGES.lineIsrc);
  const upcText = cell('upc');
  const upc = upcText ? upcOf(upcText) : null;
  if (upcText && !upc) return bad(STATS_MESSAGES.lineUpc);
  if (!isrc && !upc) return bad(STATS_MESSAGES.lineIdentifier);

  return { ok: true, line: { lineNo, day, territory: territory.value, isrc, upc, streams, listeners, saves, source } };
}

/**
 * Reads a CSV trend report, plain or gzip: Soundpost's layout (every SOUNDPOST_TREND_HEADER column named in the
 * header), or a store's layout through its column mapping. The delimiter is the header's (comma, semicolon or tab).
 * Header faults throw a 422; bad lines go to onBad with their line number.
 */
export async function readTrendCsv(path: string, options: TrendReadOptions, hooks: TrendReadHooks): Promise<TrendReadSummary> {
  if (options.mapping && !mappingIsValid(options.mapping)) throw refuse(STATS_MESSAGES.mappingInvalid);
  const delimiter = await sniffDelimiter(path, options);
  const every = hooks.progressEvery ?? 10_000;
  let columns: Columns | null = null;
  let linesRead = 0;
  // Each record becomes its result here; the sink hands them on in order, waiting when onLine asks it to.
  const onRecord = (record: string[], context: InfoRecord): LineResult | null => {
    if (!columns) {
      if (record.every((c) => c.trim() === '')) throw refuse(STATS_MESSAGES.headerMissing);
      columns = columnsOf(record, options.mapping);
      return null;
    }
    if (record.length === 1 && record[0].trim() === '') return null;
    return trendLineOf(record, context.lines, columns, options.today);
  };
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    // A quoted record over several lines is bounded too (the text stream bounds each line).
    max_record_size: options.limits.maxLineBytes,
    on_record: onRecord as unknown as Options['on_record'],
  });
  const sink = new Writable({
    objectMode: true,
    write(result: LineResult, _encoding, done) {
      linesRead++;
      if (linesRead % every === 0) hooks.onProgress?.(linesRead);
      if (!result.ok) {
        hooks.onBad(result.bad);
        return done();
      }
      let waiting: void | Promise<void>;
      try {
        waiting = hooks.onLine(result.line);
      } catch (error) {
        return done(error as Error);
      }
      if (waiting) waiting.then(() => done(), done);
      else done();
    },
  });
  try {
    await pipeline(await openTrendText(path, options.limits), parser, sink);
  } catch (error) {
    if (error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('CSV_')) {
      throw refuse(fill(STATS_MESSAGES.csvUnreadable, { reason: error.message.slice(0, 200) }));
    }
    throw readError(error);
  }
  if (!columns) throw refuse(STATS_MESSAGES.headerMissing);
  if (linesRead === 0) throw refuse(STATS_MESSAGES.noLines);
  hooks.onProgress?.(linesRead);
  return { format: 'csv', messageId: null, linesRead };
}
