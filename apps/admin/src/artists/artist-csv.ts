import {
  ARTIST_CSV_REQUIRED_COLUMNS,
  ADMIN_MESSAGES,
  CSV_IMPORT_MAX_ERRORS_SHOWN,
  csvImportErrorText,
  PAGE_SIZES,
  type ArtistImportResult,
} from '@soundpost/contracts';
import { csvLine, toCsv, type CsvColumn } from '@soundpost/shared-csv';
import type { DataProvider, RaRecord, SortPayload } from 'react-admin';
import { roleNames } from '../providers/auth-provider';
import { toFlag } from '../common/flags';

/** Never a password or token column: only these fields leave the screen, whatever else a row carries. */
export const ARTIST_EXPORT_COLUMNS: readonly CsvColumn<RaRecord>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'name', value: (row) => row['name'] },
  { header: 'artist_name', value: (row) => row['artist_name'] },
  { header: 'email', value: (row) => row['email'] },
  { header: 'document_status', value: (row) => row['document_status'] },
  { header: 'email_verified', value: (row) => toFlag(row['email_verified']) },
  { header: 'is_verified', value: (row) => toFlag(row['is_verified']) },
  { header: 'roles', value: (row) => roleNames(row['roles']).join('|') },
  { header: 'created_at', value: (row) => row['created_at'] },
];

export const artistsCsv = (rows: readonly RaRecord[]): string => toCsv(rows, ARTIST_EXPORT_COLUMNS);

export const ARTIST_TEMPLATE_HEADER = [
  'name',
  'email',
  'password',
  'email_verified',
  'is_verified',
  'document_status',
] as const;

export const ARTIST_TEMPLATE_EXAMPLE = ['Jane Doe', 'jane.doe@example.com', 'ChangeMe123', '1', '0', 'pending'] as const;

export const artistTemplateCsv = (): string => csvLine(ARTIST_TEMPLATE_HEADER) + csvLine(ARTIST_TEMPLATE_EXAMPLE);

const headerCells = (line: string): string[] =>
  line.split(',').map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim()
      .toLowerCase(),
  );

/** The server parses the file properly and checks every row; this is only a quick look. */
export const checkImportCsv = (text: string): string | null => {
  const content = text.replace(/^\uFEFF/, '');
  if (content.trim() === '') return ADMIN_MESSAGES.csvEmpty;
  const header = content.split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? '';
  const cells = headerCells(header);
  return ARTIST_CSV_REQUIRED_COLUMNS.every((column) => cells.includes(column)) ? null : ADMIN_MESSAGES.csvMissingColumns;
};

export const importErrorLine = (error: { row: number; line?: number; message: string }): string => csvImportErrorText(error);

export const importErrorSummary = (result: ArtistImportResult): { lines: string[]; more: number } => {
  const lines = result.errors.slice(0, CSV_IMPORT_MAX_ERRORS_SHOWN).map(importErrorLine);
  return { lines, more: Math.max(0, result.error_count - lines.length) };
};

export const fetchAllArtists = async (
  dataProvider: DataProvider,
  { sort, filter }: { sort: SortPayload; filter: Record<string, unknown> },
): Promise<RaRecord[]> => {
  const perPage = PAGE_SIZES.adminArtistsExport.default;
  const rows: RaRecord[] = [];
  for (let page = 1; page <= 10_000; page += 1) {
    const { data, total } = await dataProvider.getList('artists', { pagination: { page, perPage }, sort, filter });
    rows.push(...data);
    if (data.length < perPage || (typeof total === 'number' && rows.length >= total)) break;
  }
  return rows;
};

/** FileReader where the browser has no File.text. */
export const readFileText = (file: Blob): Promise<string> => {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsText(file);
  });
};
