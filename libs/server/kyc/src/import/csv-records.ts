import { pipeline, Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';

/** The longest single CSV record we accept (a guard against a file with no line breaks at all). */
export const MAX_CSV_RECORD_BYTES = 64 * 1024;

/** The CSV itself is broken (an unclosed quote, a record over the size limit …). */
export class MalformedCsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedCsvError';
  }
}

/**
 * The records of a CSV stream, one array of cells each, parsed as they arrive by csv-parse (RFC
 * 4180: quoted fields, commas, quotes and line breaks inside quotes; a BOM is dropped; blank lines
 * are skipped). A failure of the source (an upload over its limit) ends the iteration with that
 * error. A malformed record (an unclosed quote …) ends it with a MalformedCsvError, after every
 * record before it: nothing after a broken quote can be trusted, but what came before can.
 */
export async function* csvRecords(source: Readable): AsyncGenerator<string[]> {
  // The parser reports a broken record (on_skip) without failing the stream, so the records
  // already parsed are not thrown away with it; `records` counts the good ones before it (as
  // `yielded` does here: records come out in order).
  let broken: { records: number; message: string } | undefined;
  const parser = parse({
    bom: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    relax_column_count: true,
    max_record_size: MAX_CSV_RECORD_BYTES,
    skip_records_with_error: true,
    on_skip: (error) => {
      broken ??= { records: typeof error?.records === 'number' ? error.records : 0, message: error?.message ?? 'Invalid CSV' };
    },
  });
  // pipeline() carries a source failure into the parser (and so into this iteration).
  pipeline(source, parser, () => undefined);
  try {
    let yielded = 0;
    for await (const record of parser as AsyncIterable<string[]>) {
      if (broken && yielded >= broken.records) break;
      yielded++;
      yield record;
    }
  } catch (error) {
    throw error instanceof CsvError ? new MalformedCsvError(error.message) : error;
  }
  if (broken) {
    parser.destroy();
    throw new MalformedCsvError(broken.message);
  }
}
