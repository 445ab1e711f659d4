/**
 * RFC 4180 CSV, safe to open in a spreadsheet: a cell that starts with = + - @ tab or CR is
 * prefixed with a single quote so it cannot run as a formula (CSV/formula injection); cells with a
 * comma, quote or line break are quoted, quotes doubled; lines end with CRLF.
 */
export type CsvValue = string | number | boolean | null | undefined | Date;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  // Numbers are data, not formulas: a negative amount keeps its minus sign.
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',') + '\r\n';
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** A whole document: the header line, then one line per row. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return csvLine(columns.map((c) => c.header)) + rows.map((row) => csvLine(columns.map((c) => c.value(row)))).join('');
}
