import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import {
  ADMIN_MESSAGES,
  ARTIST_CSV_REQUIRED_COLUMNS,
  type ArtistImportError,
  type ArtistImportResult,
  csvRowEmailExistsMessage,
  csvRowInvalidCharactersMessage,
  csvRowInvalidEmailMessage,
  csvRowMalformedMessage,
  csvRowMissingMessage,
  csvRowNotSavedMessage,
  csvRowTooLargeMessage,
  csvRowTooLongMessage,
  DocumentStatus,
  normaliseDocumentStatus,
  validateEmail,
} from '@soundpost/contracts';
import { ArtistAccountsService } from '@soundpost/server-auth';
import { DomainError, isStorableText } from '@soundpost/server-core/http';
import { DataSource, EntityManager } from 'typeorm';
import { ArtistProfilesRepository } from '../profiles/artist-profiles.repository';
import { LIMITS } from '../profiles/kyc.rules';
import { csvRecords, MAX_CSV_RECORD_BYTES } from './csv-records';

export const IMPORT_CHUNK_ROWS = 1000;

export interface ArtistImportProgress {
  rows: number;
  created: number;
  skipped: number;
}

export interface ArtistImportOptions {
  hashPasswords?: boolean;
  maxErrors?: number;
  onProgress?: (progress: ArtistImportProgress) => void;
}

interface Columns {
  name: number;
  email: number;
  password: number;
  email_verified?: number;
  is_verified?: number;
  document_status?: number;
}

interface ValidRow {
  row: number;
  line: number;
  name: string;
  email: string;
  password: string;
  emailVerified: boolean;
  isVerified: boolean;
  documentStatus: DocumentStatus;
}

type Entry = ValidRow | ArtistImportError;

const csvError = (message: string) => DomainError.validation({ file: [message] });
const chars = (s: string) => Array.from(s).length;

const invalidText = (value: string): boolean => !isStorableText(value) || /[\u007F\uFFFD]/.test(value);

@Injectable()
export class ArtistCsvImportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: ArtistAccountsService,
    private readonly profiles: ArtistProfilesRepository,
  ) {}

  async importArtists(source: Readable, options: ArtistImportOptions = {}): Promise<ArtistImportResult> {
    const hash = options.hashPasswords ?? true;
    const maxErrors = options.maxErrors ?? 1000;
    const result: ArtistImportResult = { created: 0, skipped: 0, errors: [], error_count: 0 };
    const fail = (error: ArtistImportError) => {
      result.skipped++;
      result.error_count++;
      if (result.errors.length < maxErrors) result.errors.push(error);
    };
    let columns: Columns | undefined;
    let rows = 0;
    let chunk: Entry[] = [];
    const flush = async () => {
      if (!chunk.length) return;
      const entries = chunk;
      chunk = [];
      const { created, refused } = await this.insert(entries.filter((e): e is ValidRow => 'email' in e), hash);
      for (const entry of entries) {
        if (!('email' in entry)) fail(entry);
        else if (created.has(entry)) result.created++;
        else if (refused.has(entry)) fail({ row: entry.row, line: entry.line, message: csvRowNotSavedMessage(entry.row) });
        else fail({ row: entry.row, line: entry.line, message: csvRowEmailExistsMessage(entry.row) });
      }
      options.onProgress?.({ rows, created: result.created, skipped: result.skipped });
    };

    for await (const record of csvRecords(source, MAX_CSV_RECORD_BYTES)) {
      if (!columns) {
        if ('problem' in record) throw csvError(ADMIN_MESSAGES.csvMissingColumns);
        columns = headerColumns(record.cells);
        continue;
      }
      if ('cells' in record && record.cells.every((cell) => cell === '')) continue;
      rows++;
      const { line } = record;
      if ('problem' in record) {
        const message = record.problem === 'too_large' ? csvRowTooLargeMessage(rows) : csvRowMalformedMessage(rows);
        chunk.push({ row: rows, line, message });
      } else chunk.push(parseRow(record.cells, columns, rows, line));
      if (chunk.length >= IMPORT_CHUNK_ROWS) await flush();
    }
    if (!columns || rows === 0) throw csvError(ADMIN_MESSAGES.csvEmpty);
    await flush();
    return result;
  }

  // When the chunk's statements fail, its rows go again one by one, each in a savepoint, so only the bad ones are lost.
  private async insert(rows: ValidRow[], hash: boolean): Promise<{ created: Set<ValidRow>; refused: Set<ValidRow> }> {
    if (!rows.length) return { created: new Set(), refused: new Set() };
    const hashes = hash ? await this.accounts.hashPasswords(rows.map((r) => r.password)) : rows.map(() => null);
    try {
      const created = await this.dataSource.transaction((m) => this.insertRows(m, rows, hashes));
      return { created, refused: new Set() };
    } catch {
      return this.dataSource.transaction(async (m) => {
        const created = new Set<ValidRow>();
        const refused = new Set<ValidRow>();
        for (const [i, row] of rows.entries()) {
          try {
            for (const r of await this.profiles.inSavepoint(m, () => this.insertRows(m, [row], [hashes[i]]))) created.add(r);
          } catch {
            refused.add(row);
          }
        }
        return { created, refused };
      });
    }
  }

  private async insertRows(m: EntityManager, rows: ValidRow[], hashes: Array<string | null>): Promise<Set<ValidRow>> {
    const { created } = await this.accounts.bulkInsertArtists(
      rows.map((r, i) => ({ email: r.email, name: r.name, passwordHash: hashes[i] ?? null, emailVerified: r.emailVerified })),
      m,
    );
    // Each new address belongs to its first row; a repeat later in the chunk is "already exists".
    const fresh = new Set(created);
    const createdRows = rows.filter((r) => fresh.delete(r.email));
    await this.profiles.insertManyForEmails(
      createdRows.map((r) => ({ email: r.email, documentStatus: r.documentStatus, isVerified: r.isVerified })),
      m,
    );
    return new Set(createdRows);
  }
}

function headerColumns(record: string[]): Columns {
  const names = record.map((cell) => cell.trim().toLowerCase());
  const at = (name: string) => {
    const index = names.indexOf(name);
    return index < 0 ? undefined : index;
  };
  const [name, email, password] = ARTIST_CSV_REQUIRED_COLUMNS.map(at);
  if (name === undefined || email === undefined || password === undefined) throw csvError(ADMIN_MESSAGES.csvMissingColumns);
  return { name, email, password, email_verified: at('email_verified'), is_verified: at('is_verified'), document_status: at('document_status') };
}

function parseRow(record: string[], columns: Columns, row: number, line: number): Entry {
  const cell = (index: number | undefined) => (index === undefined ? '' : (record[index] ?? ''));
  const name = cell(columns.name).trim();
  const emailCell = cell(columns.email).trim();
  const password = cell(columns.password);
  if (!name || !emailCell || !password.trim()) return { row, line, message: csvRowMissingMessage(row) };
  for (const [field, value] of [['name', name], ['email', emailCell], ['password', password]] as const) {
    if (invalidText(value)) return { row, line, message: csvRowInvalidCharactersMessage(row, field) };
  }
  const email = validateEmail(emailCell);
  if (!email.ok) return { row, line, message: csvRowInvalidEmailMessage(row) };
  if (chars(name) > LIMITS.name) return { row, line, message: csvRowTooLongMessage(row, 'name') };
  if (chars(password) > LIMITS.password) return { row, line, message: csvRowTooLongMessage(row, 'password') };
  return {
    row,
    line,
    name,
    email: email.value,
    password,
    emailVerified: cell(columns.email_verified).trim() === '1',
    isVerified: cell(columns.is_verified).trim() === '1',
    documentStatus: normaliseDocumentStatus(cell(columns.document_status).trim()),
  };
}
