import { stringify } from 'csv-stringify/browser/esm/sync';

// A cell starting with = + - @ tab or CR gets a leading quote (formula injection); ';' and tab force quoting for locales that split on them.
export type CsvValue = string | number | boolean | null | undefined | Date;

const QUOTE_TOO = /[;\t]|^[=+\-@\r\uFF1D\uFF0B\uFF0D\uFF20]/;

const OPTIONS = {
  record_delimiter: '\r\n',
  quote_record_delimiter: true,
  escape_formulas: true,
  cast: {
    string: (value: string) => (QUOTE_TOO.test(value) ? { value, quoted: true } : value),
    boolean: (value: boolean) => String(value),
    date: (value: Date) => value.toISOString(),
  },
} as const;

const cells = (values: readonly CsvValue[]): CsvValue[] => values.map((value) => (value === undefined ? null : value));

export function csvLine(values: readonly CsvValue[]): string {
  return stringify([cells(values)], OPTIONS);
}

export function csvCell(value: CsvValue): string {
  return csvLine([value]).slice(0, -2);
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const records = [columns.map((c) => c.header), ...rows.map((row) => cells(columns.map((c) => c.value(row))))];
  return stringify(records, OPTIONS);
}
