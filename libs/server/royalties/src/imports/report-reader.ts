import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable, Transform, type TransformOptions, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import {
  normaliseIsrc,
  ROYALTY_MESSAGES,
  SOUNDPOST_REPORT_HEADER,
  type RoyaltyBadLine,
  type RoyaltyColumnMapping,
  type RoyaltyMappingField,
} from '@soundpost/contracts';
import { parse, type InfoRecord, type Options } from 'csv-parse';
import { openBoundedText, startsLikeGzip, TextLimitError, type TextLimits } from '@soundpost/server-core/bounded-text';
import { StreamGarbageCollector } from '@soundpost/server-core/storage';
import { RoyaltyErrors } from '../royalties.errors';
import { parseDecimal, toCents, type ExactDecimal } from './decimal-cents';

export interface ReportLine {
  lineNo: number;
  month: string;
  store: string;
  territory: string | null;
  isrc: string | null;
  upc: string | null;
  /** The same UPC written the other way (12 digits ↔ 13 with a leading 0), to match either. */
  upcAlt: string | null;
  units: number;
  currency: string;
  revenue: string;
  amountCents: bigint;
}

export interface ReportReadOptions {
  /** Null: Soundpost's own layout (header `period_start,period_end,store,…`). */
  mapping: RoyaltyColumnMapping | null;
  rate: ExactDecimal | null;
  storeName: string;
  periodStart: string;
  limits: TextLimits;
}

const DELIMITERS = [',', ';', '\t'] as const;

async function isGzip(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return startsLikeGzip(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

function textStream(path: string, gzip: boolean): Readable {
  const file = createReadStream(path);
  if (!gzip) return file;
  const gunzip = createGunzip();
  file.on('error', (e) => gunzip.destroy(e));
  return file.pipe(gunzip);
}

async function sniffDelimiter(path: string, gzip: boolean): Promise<string> {
  const stream = textStream(path, gzip);
  let head = '';
  try {
    for await (const chunk of stream) {
      head += chunk.toString('utf8');
      if (head.includes('\n') || head.length > 65_536) break;
    }
  } catch {
    throw RoyaltyErrors.field('file', ROYALTY_MESSAGES.headerMissing);
  } finally {
    stream.destroy();
  }
  const first = head.split(/\r?\n/, 1)[0] ?? '';
  let best: string = DELIMITERS[0];
  let most = 0;
  for (const d of DELIMITERS) {
    const n = first.split(d).length - 1;
    if (n > most) [best, most] = [d, n];
  }
  return best;
}

const SOUNDPOST_MAPPING: RoyaltyColumnMapping = { isrc: 'isrc', upc: 'upc', territory: 'territory', units: 'units', revenue: 'revenue', currency: 'currency', store: 'store' };

function columnsOf(header: string[], mapping: RoyaltyColumnMapping | null): Partial<Record<RoyaltyMappingField | 'period_start', number>> {
  const names = header.map((h) => h.trim().toLowerCase());
  const indexOf = (name: string) => names.indexOf(name.trim().toLowerCase());
  const columns: Partial<Record<RoyaltyMappingField | 'period_start', number>> = {};
  if (!mapping) {
    for (const required of SOUNDPOST_REPORT_HEADER) {
      if (indexOf(required) < 0) throw RoyaltyErrors.field('file', ROYALTY_MESSAGES.columnMissing.replace('{column}', required));
    }
    columns.period_start = indexOf('period_start');
  }
  for (const [field, name] of Object.entries(mapping ?? SOUNDPOST_MAPPING) as Array<[RoyaltyMappingField, string | undefined]>) {
    if (!name) continue;
    const index = indexOf(name);
    if (index < 0) throw RoyaltyErrors.field('file', ROYALTY_MESSAGES.columnMissing.replace('{column}', name));
    columns[field] = index;
  }
  return columns;
}

const ISO_DATE = /^(\d{4})-(\d{2})(?:-(\d{2}))?/;

export function monthOf(text: string): string | null {
  const m = ISO_DATE.exec(text.trim());
  if (!m) return null;
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  return `${m[1]}-${m[2]}-01`;
}

/** A UPC-A and its EAN-13 spelling (leading 0) name the same product. */
function upcVariants(digits: string): [string, string | null] {
  if (digits.length === 12) return [digits, `0${digits}`];
  if (digits.length === 13 && digits.startsWith('0')) return [digits, digits.slice(1)];
  return [digits, null];
}

type LineResult = { ok: true; line: ReportLine } | { ok: false; bad: RoyaltyBadLine };

export interface ReportStreamHooks {
  onBad(bad: RoyaltyBadLine): void;
  onProgress?(linesRead: number): void;
  progressEvery?: number;
  /** Writes a good line's COPY row, newline included; the stage's row by default. */
  writeRow?(line: ReportLine, out: CopyChunks): void;
}

const CHUNK_BYTES = 64 * 1024;
/**
 * A chunk's Buffer is freed by the young collection after it is sent. Collections forced more often than the
 * queue of chunks turns over promote the chunks still queued, which then wait for a full collection (measured:
 * +150 MiB peaks when forced every MiB); every 8 MiB, dozens of chunks are sent and dead between two of them.
 */
const COPY_GC_EVERY_BYTES = 8 * 1024 * 1024;

const COPY_SPECIAL = /[\\\t\n\r\0]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\0': '' };

/** A text value in COPY's text format: backslash, tab, newline, carriage return escaped, NUL dropped (text cannot hold it); null as \N. */
function copyText(value: string | null): string {
  if (value === null) return '\\N';
  return COPY_SPECIAL.test(value) ? value.replace(/[\\\t\n\r\0]/g, (c) => COPY_ESCAPES[c]) : value;
}

/** A line as the stage's COPY row. */
function stageRow(l: ReportLine): string {
  return `${l.lineNo}\t${l.month}\t${copyText(l.store)}\t${copyText(l.territory)}\t${copyText(l.isrc)}\t${copyText(l.upc)}\t${copyText(l.upcAlt)}\t${l.units}\t${copyText(l.currency)}\t${copyText(l.revenue)}\t${l.amountCents}\n`;
}

/**
 * COPY rows gathered straight into Buffers: a row's text is encoded once into the chunk and preformatted bytes are
 * copied in, so no rope of row strings is built and flattened per chunk.
 */
export class CopyChunks {
  private buffer = Buffer.allocUnsafeSlow(CHUNK_BYTES);
  private length = 0;

  /** Text of at most a few KiB (a row or part of one). */
  text(value: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    if (this.length + value.length * 3 > this.buffer.length) this.grow(value.length * 3);
    this.length += this.buffer.write(value, this.length, 'utf8');
  }

  bytes(source: Buffer, start: number, end: number): void {
    if (this.length + end - start > this.buffer.length) this.grow(end - start);
    this.length += source.copy(this.buffer, this.length, start, end);
  }

  byte(value: number): void {
    if (this.length === this.buffer.length) this.grow(1);
    this.buffer[this.length++] = value;
  }

  /** The chunk so far once it is full enough to send, else null. */
  full(): Buffer | null {
    return this.length >= CHUNK_BYTES * 0.9 ? this.take() : null;
  }

  /** What is gathered, starting a new chunk. */
  take(): Buffer {
    const done = this.buffer.subarray(0, this.length);
    this.buffer = Buffer.allocUnsafeSlow(CHUNK_BYTES);
    this.length = 0;
    return done;
  }

  private grow(needed: number): void {
    const bigger = Buffer.allocUnsafeSlow(Math.max(this.buffer.length * 2, this.length + needed));
    this.buffer.copy(bigger, 0, 0, this.length);
    this.buffer = bigger;
  }
}

/** A line's own columns as royalty_lines orders them (line_no … amount_cents), COPY text without the newline. */
export function lineColumns(l: ReportLine): string {
  return `${l.lineNo}\t${l.month}\t${copyText(l.store)}\t${copyText(l.territory)}\t${copyText(l.isrc)}\t${copyText(l.upc)}\t${l.units}\t${copyText(l.currency)}\t${copyText(l.revenue)}\t${l.amountCents}`;
}

/** Streams the report into `target` as COPY rows with backpressure; rows are gathered into large chunks in the parser's callback, so a million lines make a few hundred writes. */
export async function streamReport(path: string, options: ReportReadOptions, target: Writable, hooks: ReportStreamHooks): Promise<number> {
  const gzip = await isGzip(path);
  const delimiter = await sniffDelimiter(path, gzip);
  const defaultMonth = monthOf(options.periodStart) as string;
  const every = hooks.progressEvery ?? 10_000;
  let columns: ReturnType<typeof columnsOf> | null = null;
  let read = 0;
  const out = new CopyChunks();
  const writeRow = hooks.writeRow ?? ((line: ReportLine, chunks: CopyChunks) => chunks.text(stageRow(line)));
  const onRecord = (record: string[], context: InfoRecord): Buffer | null => {
    if (!columns) {
      columns = columnsOf(record, options.mapping);
      return null;
    }
    read++;
    const result = lineOf(record, context.lines, columns, options, defaultMonth);
    if (result.ok) writeRow(result.line, out);
    else hooks.onBad(result.bad);
    if (read % every === 0) hooks.onProgress?.(read);
    return out.full();
  };
  // Chunks waiting for Postgres survive young collections and are promoted: keep only a couple queued (csv-parse passes stream options on).
  const queued: TransformOptions = { readableHighWaterMark: 2 };
  const parser = parse({
    ...queued,
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    // A record of several lines is bounded too (the text stream bounds each line).
    max_record_size: options.limits.maxLineBytes,
    // csv-parse types on_record as returning a record; ours returns text chunks, which it passes on as they are.
    on_record: onRecord as unknown as Options['on_record'],
  });
  // Each chunk leaves a Buffer behind; collected young, they never pile up (see core's young-garbage).
  const garbage = new StreamGarbageCollector(COPY_GC_EVERY_BYTES);
  const flushRest = new Transform({
    writableObjectMode: true,
    writableHighWaterMark: 1,
    transform(bytes: Buffer, _encoding, done) {
      garbage.count(bytes.length);
      done(null, bytes);
    },
    flush(done) {
      const rest = out.take();
      done(null, rest.length ? rest : undefined);
    },
  });
  try {
    await pipeline(await openBoundedText(path, gzip, options.limits), parser, flushRest, target);
  } catch (error) {
    if (error instanceof TextLimitError) throw limitError(error);
    if (error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('CSV_')) {
      throw RoyaltyErrors.field('file', `The report cannot be read: ${error.message}`);
    }
    if (error instanceof Error && 'code' in error && error.code === 'Z_DATA_ERROR') throw RoyaltyErrors.field('file', 'The compressed report is damaged.');
    throw error;
  }
  if (!columns) throw RoyaltyErrors.field('file', ROYALTY_MESSAGES.headerMissing);
  hooks.onProgress?.(read);
  return read;
}

function limitError(error: TextLimitError) {
  const limit = String(error.limit);
  if (error.kind === 'line_too_long') return RoyaltyErrors.field('file', ROYALTY_MESSAGES.lineTooLong.replace('{line}', String(error.line)).replace('{limit}', limit));
  return RoyaltyErrors.field('file', ROYALTY_MESSAGES.reportTooLarge.replace('{limit}', limit));
}

function lineOf(record: string[], lineNo: number, columns: ReturnType<typeof columnsOf>, options: ReportReadOptions, defaultMonth: string): LineResult {
  const cell = (field: keyof typeof columns): string => (columns[field] === undefined ? '' : (record[columns[field] as number] ?? '').trim());
  const bad = (reason: string): LineResult => ({ ok: false, bad: { line: lineNo, reason } });

  const revenueText = cell('revenue');
  if (!revenueText) return bad('No revenue.');
  const revenue = parseDecimal(revenueText);
  if (!revenue) return bad(`Revenue is not a number: "${revenueText.slice(0, 40)}".`);

  const unitsText = cell('units');
  let units = 0;
  if (unitsText) {
    if (!/^[+-]?\d{1,9}(?:[.,]0+)?$/.test(unitsText)) return bad(`Units is not a whole number: "${unitsText.slice(0, 40)}".`);
    units = parseInt(unitsText, 10);
  }

  const currency = (cell('currency') || (options.rate ? '' : 'EUR')).toUpperCase();
  if (currency && !/^[A-Z]{3}$/.test(currency)) return bad(`Currency is not a currency code: "${currency.slice(0, 40)}".`);
  const foreign = currency !== 'EUR';
  if (foreign && !options.rate) return bad(`The line is in ${currency}: give the exchange rate to EUR (fx_rate).`);

  const isrcText = cell('isrc');
  const isrc = isrcText ? normaliseIsrc(isrcText) : null;
  if (isrc && isrc.length !== 12) return bad(`ISRC is not valid: "${isrcText.slice(0, 40)}".`);

  const upcText = cell('upc');
  const upcDigits = upcText ? upcText.replace(/[\s-]/g, '') : '';
  if (upcDigits && !/^\d{12,14}$/.test(upcDigits)) return bad(`UPC is not valid: "${upcText.slice(0, 40)}".`);
  const [upc, upcAlt] = upcDigits ? upcVariants(upcDigits) : [null, null];

  let month = defaultMonth;
  const saleDate = cell('sale_date') || cell('period_start');
  if (saleDate) {
    const m = monthOf(saleDate);
    if (!m) return bad(`Sale date is not a date: "${saleDate.slice(0, 40)}".`);
    month = m;
  }

  const territory = cell('territory').toUpperCase().slice(0, 8) || null;
  const store = (cell('store') || options.storeName).slice(0, 255);
  return {
    ok: true,
    line: {
      lineNo,
      month,
      store,
      territory,
      isrc,
      upc,
      upcAlt,
      units,
      currency: currency || 'XXX',
      revenue: revenueText.slice(0, 40),
      amountCents: toCents(revenue, foreign ? options.rate : null),
    },
  };
}
