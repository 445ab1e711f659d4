import { stringify } from 'csv-stringify/browser/esm/sync';

/**
 * RFC 4180 CSV, safe to open in a spreadsheet in any locale, written by csv-stringify (the browser
 * build: pure JavaScript, the same in the back office and on the server). A text cell that starts
 * with = + - @ tab or CR is prefixed with a single quote so it cannot run as a formula (CSV/formula
 * injection; numbers keep their minus sign). A cell is quoted, quotes doubled, when it holds a
 * comma, a semicolon (the separator of FR, DE, PT and ES spreadsheets), a quote, a tab or a line
 * break, or when it was a formula; lines end with CRLF.
 */
export type CsvValue = string | number | boolean | null | undefined | Date;

/**
 * A text cell that must be quoted beyond what csv-stringify quotes by itself (comma, quote, line
 * breaks): a semicolon or tab (the separators other locales' spreadsheets guess) or a formula start,
 * ASCII or full-width, which csv-stringify's `escape_formulas` prefixes with the quote.
 */
const QUOTE_TOO = /[;\t]|^[=+\-@\r\uFF1D\uFF0B\uFF0D\uFF20]/;

const OPTIONS = {
  record_delimiter: '\r\n',
  // A line break inside a cell is quoted whichever line end the reader expects.
  quote_record_delimiter: true,
  escape_formulas: true,
  cast: {
    string: (value: string) => (QUOTE_TOO.test(value) ? { value, quoted: true } : value),
    boolean: (value: boolean) => String(value),
    date: (value: Date) => value.toISOString(),
  },
} as const;

const cells = (values: readonly CsvValue[]): CsvValue[] => values.map((value) => (value === undefined ? null : value));

/** One line: its cells, comma-separated, CRLF at the end. */
export function csvLine(values: readonly CsvValue[]): string {
  return stringify([cells(values)], OPTIONS);
}

/** One cell as it appears in a line (quoted when it must be). */
export function csvCell(value: CsvValue): string {
  return csvLine([value]).slice(0, -2);
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** A whole document: the header line, then one line per row. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const records = [columns.map((c) => c.header), ...rows.map((row) => cells(columns.map((c) => c.value(row))))];
  return stringify(records, OPTIONS);
}
