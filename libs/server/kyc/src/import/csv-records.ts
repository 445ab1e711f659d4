import type { Readable } from 'node:stream';
import { parse, type Options } from 'csv-parse/sync';

export const MAX_CSV_RECORD_BYTES = 64 * 1024;

/** Records parsed together: the parser's cost is per call, so one call per batch, not per record. */
const BATCH_RECORDS = 1000;
const BATCH_BYTES = 1024 * 1024;

export type CsvRecordProblem = 'too_large' | 'malformed';

export type CsvRecord = { line: number; cells: string[] } | { line: number; problem: CsvRecordProblem };

const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;
const COMMA = 0x2c;

enum At {
  FieldStart,
  Unquoted,
  Quoted,
  QuoteInQuoted,
}

async function* recordTexts(source: Readable, maxBytes: number): AsyncGenerator<{ line: number; text: string } | { line: number; problem: CsvRecordProblem }> {
  let parts: Buffer[] = [];
  let size = 0;
  let at = At.FieldStart;
  let breaks = 0;
  let afterFirstBreak = -1;
  let line = 1;
  let start = 1;
  let dropping = false;
  let lfAfterCr = false;
  /** A CR ended the last chunk inside quotes: an LF starting this one is the same line break. */
  let splitCr = false;
  let first = true;
  const queue: Buffer[] = [];

  const take = (): Buffer => {
    const bytes = parts.length === 1 ? parts[0] : Buffer.concat(parts);
    parts = [];
    size = 0;
    at = At.FieldStart;
    breaks = 0;
    afterFirstBreak = -1;
    return bytes;
  };
  const text = (bytes: Buffer): string => {
    let value = bytes.toString('utf8');
    if (first && value.charCodeAt(0) === 0xfeff) value = value.slice(1);
    first = false;
    return value;
  };
  const reopen = (bytes: Buffer, secondLine: number): void => {
    const crlf = bytes[secondLine - 1] === CR && bytes[secondLine] === LF;
    queue.unshift(bytes.subarray(crlf ? secondLine + 1 : secondLine));
    line = start + 1;
    start = line;
    lfAfterCr = false;
  };

  const input = source[Symbol.asyncIterator]();
  for (;;) {
    let chunk = queue.shift();
    if (!chunk) {
      const next = await input.next();
      if (next.done) break;
      chunk = typeof next.value === 'string' ? Buffer.from(next.value) : (next.value as Buffer);
    }
    let from = 0;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      const afterSplitCr = splitCr && i === 0;
      splitCr = false;
      if (lfAfterCr) {
        lfAfterCr = false;
        if (byte === LF) {
          from = i + 1;
          continue;
        }
      }
      if (dropping) {
        if (byte === LF || byte === CR) {
          dropping = false;
          lfAfterCr = byte === CR;
          line++;
          start = line;
          from = i + 1;
        }
        continue;
      }
      const quoted = at === At.Quoted;
      if (byte === QUOTE) at = at === At.FieldStart ? At.Quoted : at === At.Quoted ? At.QuoteInQuoted : at === At.QuoteInQuoted ? At.Quoted : At.Unquoted;
      else if (byte === COMMA && !quoted) at = At.FieldStart;
      else if (byte !== LF && byte !== CR && at !== At.Quoted) at = At.Unquoted;
      if (byte === LF || byte === CR) {
        if (!quoted) {
          const piece = chunk.subarray(from, i);
          parts.push(piece);
          size += piece.length;
          const value = text(take());
          if (value !== '') yield { line: start, text: value };
          lfAfterCr = byte === CR;
          line++;
          start = line;
          from = i + 1;
          continue;
        }
        if (!(afterSplitCr && byte === LF)) {
          const crlf = byte === CR && chunk[i + 1] === LF;
          splitCr = byte === CR && i + 1 === chunk.length;
          if (breaks++ === 0) afterFirstBreak = size + (i - from) + (crlf ? 2 : 1);
          if (crlf) i++;
          line++;
        }
      }
      if (size + (i + 1 - from) > maxBytes) {
        parts.push(chunk.subarray(from, i + 1));
        const multiLine = breaks > 0;
        const secondLine = afterFirstBreak;
        const bytes = take();
        yield { line: start, problem: multiLine ? 'malformed' : 'too_large' };
        if (multiLine) {
          queue.unshift(chunk.subarray(i + 1));
          reopen(bytes, secondLine);
          from = chunk.length;
          break;
        }
        dropping = true;
        from = i + 1;
      }
    }
    if (from < chunk.length && !dropping) {
      const piece = chunk.subarray(from);
      parts.push(piece);
      size += piece.length;
    }
    // The end of the file with a quote still open: the record's first line is the broken one.
    if (!queue.length && at === At.Quoted && breaks > 0 && (await peekDone())) {
      const secondLine = afterFirstBreak;
      const bytes = take();
      yield { line: start, problem: 'malformed' };
      reopen(bytes, secondLine);
    }
  }
  if (size > 0 && !dropping) {
    const value = text(take());
    if (value !== '') yield { line: start, text: value };
  }

  // Whether the source is over, read ahead by one chunk (kept in the queue).
  async function peekDone(): Promise<boolean> {
    const next = await input.next();
    if (next.done) return true;
    queue.push(typeof next.value === 'string' ? Buffer.from(next.value) : (next.value as Buffer));
    return false;
  }
}

/** Records come without their line ends, a batch joined with LF: inside quotes, any line end is data. */
const PARSE_OPTIONS: Options = { relax_column_count: true, record_delimiter: '\n' };

function parseBatch(batch: Array<{ line: number; text: string }>): CsvRecord[] {
  try {
    const records = parse(batch.map((r) => r.text).join('\n'), PARSE_OPTIONS) as string[][];
    if (records.length === batch.length) return records.map((cells, i) => ({ line: batch[i].line, cells }));
  } catch {
    // One of them is malformed: found below.
  }
  return batch.map(({ line, text }) => {
    try {
      const records = parse(text, PARSE_OPTIONS) as string[][];
      return records.length === 1 ? { line, cells: records[0] } : { line, problem: 'malformed' as const };
    } catch {
      return { line, problem: 'malformed' as const };
    }
  });
}

export async function* csvRecords(source: Readable, maxBytes = MAX_CSV_RECORD_BYTES): AsyncGenerator<CsvRecord> {
  let batch: Array<{ line: number; text: string }> = [];
  let bytes = 0;
  for await (const entry of recordTexts(source, maxBytes)) {
    if ('problem' in entry) {
      if (batch.length) yield* parseBatch(batch);
      batch = [];
      bytes = 0;
      yield entry;
      continue;
    }
    batch.push(entry);
    bytes += entry.text.length;
    if (batch.length >= BATCH_RECORDS || bytes >= BATCH_BYTES) {
      yield* parseBatch(batch);
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length) yield* parseBatch(batch);
}
