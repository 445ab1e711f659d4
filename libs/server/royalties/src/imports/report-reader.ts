import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import {
  normaliseIsrc,
  ROYALTY_MESSAGES,
  SOUNDPOST_REPORT_HEADER,
  type RoyaltyBadLine,
  type RoyaltyColumnMapping,
  type RoyaltyMappingField,
} from '@soundpost/contracts';
import { parse } from 'csv-parse';
import { RoyaltyErrors } from '../royalties.errors';
import { parseDecimal, toCents, type ExactDecimal } from './decimal-cents';

/** One readable report line, its money already in EUR cents. */
export interface ReportLine {
  lineNo: number;
  /** First day of the month the sale belongs to (YYYY-MM-01). */
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
  /** Rate to EUR for lines not in EUR. */
  rate: ExactDecimal | null;
  storeName: string;
  periodStart: string;
}

const DELIMITERS = [',', ';', '\t'] as const;
const GZIP_MAGIC = [0x1f, 0x8b];

/** True when the file starts with gzip's magic bytes (whatever its name says). */
async function isGzip(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === GZIP_MAGIC[0] && buffer[1] === GZIP_MAGIC[1];
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

/** The delimiter the header line uses most: comma, semicolon or tab. */
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

/** Which column index holds each field, from the header and the mapping (header names compared case-insensitively). */
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

/** YYYY-MM-01 of an ISO date or month, or null. */
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

/**
 * Streams a report (comma, semicolon or tab; gzip or not) and yields its lines one by one: a
 * readable line with its cents, or a bad line with its number and why. Nothing is held whole.
 */
export async function* readReport(path: string, options: ReportReadOptions): AsyncGenerator<LineResult> {
  const gzip = await isGzip(path);
  const delimiter = await sniffDelimiter(path, gzip);
  const parser = parse({ delimiter, bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: true });
  const source = textStream(path, gzip);
  source.on('error', (e) => parser.destroy(e));
  source.pipe(parser);
  let columns: ReturnType<typeof columnsOf> | null = null;
  const defaultMonth = monthOf(options.periodStart) as string;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!columns) {
        columns = columnsOf(record, options.mapping);
        continue;
      }
      yield lineOf(record, info.lines, columns, options, defaultMonth);
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('CSV_')) {
      throw RoyaltyErrors.field('file', `The report cannot be read: ${error.message}`);
    }
    if (error instanceof Error && 'code' in error && error.code === 'Z_DATA_ERROR') throw RoyaltyErrors.field('file', 'The compressed report is damaged.');
    throw error;
  } finally {
    source.destroy();
  }
  if (!columns) throw RoyaltyErrors.field('file', ROYALTY_MESSAGES.headerMissing);
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
