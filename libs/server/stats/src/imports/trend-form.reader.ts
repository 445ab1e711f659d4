import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { STATS_MESSAGES as M } from '@soundpost/contracts';
import { discardRestOfBody, DomainError, fieldText, multipartClientError, multipartParts } from '@soundpost/server-core/http';
import { spoolWithChecksum } from '@soundpost/server-core/storage';
import type { FastifyRequest } from 'fastify';
import { StatsErrors } from '../stats.errors';
import type { TrendFile } from './stats-imports.service';

/** A daily trend file is small; a 5-million-line DSR is about 400 MB, and gzip makes it a tenth. */
export const TREND_REPORT_MAX_BYTES = 1024 * 1024 * 1024;
/** A DSR report split into files comes as all its files in one form. */
const MAX_FILES = 20;

export interface ReceivedTrendReport {
  files: TrendFile[];
  fields: Record<string, string>;
  dispose: () => Promise<void>;
}

/** Reads the upload form: every `file` part spooled to a private temporary folder (never held in memory) with its SHA-256. */
@Injectable()
export class TrendFormReader {
  async read(request: FastifyRequest): Promise<ReceivedTrendReport> {
    if (typeof request.isMultipart !== 'function' || !request.isMultipart()) throw StatsErrors.field('file', M.fileRequired);
    const dir = await mkdtemp(join(tmpdir(), 'soundpost-stats-'));
    const dispose = () => rm(dir, { recursive: true, force: true });
    const fields: Record<string, string> = {};
    const files: TrendFile[] = [];
    try {
      const limits = { fields: 10, fieldSize: 4096, files: MAX_FILES, parts: MAX_FILES + 10, fileSize: TREND_REPORT_MAX_BYTES };
      for await (const part of multipartParts(request, { limits })) {
        if (part.type === 'field') {
          if (!(part.fieldname in fields)) fields[part.fieldname] = fieldText(part);
          continue;
        }
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        const path = join(dir, `report-${files.length + 1}`);
        const checksum = await spoolWithChecksum(part.file, path);
        if ((part.file as { truncated?: boolean }).truncated) throw new DomainError('payload_too_large', 'The file is too large.', 413);
        files.push({ path, fileName: (part.filename || 'report.tsv').slice(0, 255), checksum });
      }
    } catch (error) {
      discardRestOfBody(request.raw);
      await dispose();
      throw multipartClientError(error) ?? error;
    }
    if (files.length === 0) {
      await dispose();
      throw StatsErrors.field('file', M.fileRequired);
    }
    return { files, fields, dispose };
  }
}
