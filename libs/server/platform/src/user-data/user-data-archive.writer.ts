import path from 'node:path';
import { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import { StorageService } from '@soundpost/server-core/storage';
import { EXPORT_AREAS, type ExportFileSet, type ExportSection } from '@soundpost/server-core/user-data';
import type { WrittenArchive } from '@soundpost/server-privacy';
import { csvLine, type CsvValue } from '@soundpost/shared-csv';
import { ZipFile } from 'yazl';
import { type ExportRow, type ExportRowReader, UserDataExportRepository } from './user-data-export.repository';
import { userDataExports } from './user-data-exports';

/** Storage's own ceiling for the archive; the size limit setting decides audio as links well below it. */
const ARCHIVE_CEILING_BYTES = 1_099_511_627_776;
/** Rows are written to the zip in chunks of about this size (one batch of rows is at most 500). */
const CHUNK_CHARS = 64 * 1024;

interface ArchiveFile {
  key: string;
  name: string | null;
  size: number;
}

export interface ArchiveOptions {
  /** Past this, `linkWhenLarge` files (audio) become signed links in links.json. */
  maxBytes: number;
  linkDays: number;
}

/**
 * Writes one account's archive, streamed end to end: each statement read through a cursor, each
 * zip entry pulled only when the zip reaches it, the zip piped into storage. Memory holds a batch
 * of rows and the zip's buffers, whatever the account's size.
 */
@Injectable()
export class UserDataArchiveWriter {
  private readonly parts = userDataExports();

  constructor(
    private readonly rows: UserDataExportRepository,
    private readonly storage: StorageService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  write(accountId: string, options: ArchiveOptions): Promise<WrittenArchive> {
    return this.rows.inSnapshot(async (reader) => {
      const fileSets = await this.listFiles(reader, accountId);
      const total = fileSets.reduce((sum, set) => sum + set.files.reduce((s, f) => s + f.size, 0), 0);
      const linkLarge = total > options.maxBytes;

      const zip = new ZipFile();
      const output = zip.outputStream as Readable;
      // A failing entry (a storage read) must fail the save, not leave it waiting for the rest.
      zip.on('error', (error: Error) => output.destroy(error));
      const saved = this.storage.save(output, { maxBytes: ARCHIVE_CEILING_BYTES, contentType: 'application/zip', visibility: 'private', prefix: 'privacy/exports' });
      saved.catch(() => undefined); // awaited below; a rejection meanwhile is not unhandled

      const sections = this.parts.flatMap((p) => p.part.sections);
      const areas: string[] = [];
      for (const area of EXPORT_AREAS) {
        const json = sections.filter((s) => s.area === area && s.csv !== 'only');
        if (json.length) {
          zip.addReadStream(Readable.from(jsonArea(reader, accountId, json)), `${area}.json`);
          areas.push(`${area}.json`);
        }
        for (const section of sections.filter((s) => s.area === area && s.csv)) {
          zip.addReadStream(Readable.from(csvSection(reader, accountId, section)), `${area}/${section.section}.csv`);
          areas.push(`${area}/${section.section}.csv`);
        }
      }

      const links: Array<{ folder: string; name: string | null; size: number; url: string; expires_at: string }> = [];
      const missing: Array<{ folder: string; name: string | null }> = [];
      const expiresAt = new Date(Date.now() + options.linkDays * 86_400_000).toISOString();
      let count = 0;
      for (const { set, files } of fileSets) {
        for (const file of files) {
          if (!(await this.storage.exists(file.key))) {
            missing.push({ folder: set.folder, name: file.name });
            continue;
          }
          const entryName = `files/${set.folder}/${String(++count).padStart(4, '0')}-${safeName(file)}`;
          if (set.linkWhenLarge && linkLarge) {
            const url = this.config.publicUrl + this.storage.signedUrl(file.key, options.linkDays * 86_400, Date.now(), { name: safeName(file) });
            links.push({ folder: set.folder, name: file.name, size: file.size, url, expires_at: expiresAt });
          } else {
            zip.addReadStream(Readable.from(this.fileContent(file.key)), entryName, { compress: false });
          }
        }
      }
      if (links.length) zip.addBuffer(Buffer.from(JSON.stringify({ note: 'Files too large for the archive, as links valid until expires_at.', files: links }, null, 2)), 'links.json');
      zip.addBuffer(
        Buffer.from(JSON.stringify({ account_id: accountId, generated_at: new Date().toISOString(), entries: areas, linked_files: links.length, missing_files: missing }, null, 2)),
        'manifest.json',
      );
      zip.end();
      const stored = await saved;
      return { key: stored.key, size: stored.size, linkedFiles: links.length };
    });
  }

  private async listFiles(reader: ExportRowReader, accountId: string): Promise<Array<{ set: ExportFileSet; files: ArchiveFile[] }>> {
    const sets = this.parts.flatMap((p) => p.part.files ?? []);
    const out: Array<{ set: ExportFileSet; files: ArchiveFile[] }> = [];
    for (const set of sets) {
      const files: ArchiveFile[] = [];
      // Keys only (a few hundred bytes a file): the files themselves are streamed later.
      for await (const batch of reader.rows(set.sql, accountId)) {
        for (const row of batch) files.push({ key: String(row.key), name: row.name === null || row.name === undefined ? null : String(row.name), size: Number(row.size ?? 0) });
      }
      out.push({ set, files });
    }
    return out;
  }

  /** Opened only when the zip reaches the entry. */
  private async *fileContent(key: string): AsyncGenerator<Buffer> {
    const { stream } = await this.storage.open(key);
    for await (const chunk of stream) yield chunk as Buffer;
  }
}

/** `{ "section": [rows…], … }`, one area, rows written as they come. */
async function* jsonArea(reader: ExportRowReader, accountId: string, sections: readonly ExportSection[]): AsyncGenerator<string> {
  let out = '{';
  for (const [i, section] of sections.entries()) {
    out += `${i ? ',' : ''}\n  ${JSON.stringify(section.section)}: [`;
    let first = true;
    for await (const batch of reader.rows(section.sql, accountId)) {
      for (const row of batch) {
        out += `${first ? '' : ','}\n    ${JSON.stringify(row)}`;
        first = false;
        if (out.length >= CHUNK_CHARS) {
          yield out;
          out = '';
        }
      }
    }
    out += first ? ']' : '\n  ]';
  }
  yield `${out}\n}\n`;
}

/** One section as CSV through the project's CSV writer (formula-safe cells), header first even without rows. */
async function* csvSection(reader: ExportRowReader, accountId: string, section: ExportSection): AsyncGenerator<string> {
  const rows = reader.rows(section.sql, accountId);
  let header: string[] | null = null;
  let out = '';
  for (;;) {
    const next = await rows.next();
    if (next.done) {
      if (!header) out += csvLine(next.value);
      break;
    }
    for (const row of next.value) {
      if (!header) {
        header = Object.keys(row);
        out += csvLine(header);
      }
      out += csvLine(header.map((column) => cell(row, column)));
      if (out.length >= CHUNK_CHARS) {
        yield out;
        out = '';
      }
    }
  }
  yield out;
}

function cell(row: ExportRow, column: string): CsvValue {
  const value = row[column];
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  return JSON.stringify(value);
}

/** A display name safe as a zip path (no folders, no control characters), with the stored file's extension. */
function safeName(file: ArchiveFile): string {
  const ext = path.extname(file.key);
  const printable = [...(file.name ?? path.basename(file.key, ext))].map((c) => (c.charCodeAt(0) < 32 ? '_' : c)).join('');
  const base = printable.replace(/[\\/:*?"<>|]+/g, '_').slice(0, 120) || 'file';
  return path.extname(base).toLowerCase() === ext.toLowerCase() ? base : `${base}${ext}`;
}
