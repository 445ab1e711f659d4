import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { ROYALTY_MESSAGES } from '@soundpost/contracts';
import { discardRestOfBody, DomainError, fieldText, multipartClientError, multipartParts } from '@soundpost/server-core/http';
import { spoolWithChecksum } from '@soundpost/server-core/storage';
import type { FastifyRequest } from 'fastify';
import { RoyaltyErrors } from '../royalties.errors';

/** A report of a million lines is about 80 MB; gzip makes it a tenth. */
export const ROYALTY_REPORT_MAX_BYTES = 1024 * 1024 * 1024;

/** A received report: spooled to a private temporary file (never held in memory) with its SHA-256. */
export interface ReceivedReport {
  path: string;
  fileName: string;
  checksum: string;
  fields: Record<string, string>;
  dispose: () => Promise<void>;
}

@Injectable()
export class ReportFormReader {
  async read(request: FastifyRequest): Promise<ReceivedReport> {
    if (typeof request.isMultipart !== 'function' || !request.isMultipart()) throw RoyaltyErrors.field('file', ROYALTY_MESSAGES.fileRequired);
    const dir = await mkdtemp(join(tmpdir(), 'soundpost-royalties-'));
    const dispose = () => rm(dir, { recursive: true, force: true });
    const fields: Record<string, string> = {};
    let file: { path: string; fileName: string; checksum: string } | null = null;
    try {
      const limits = { fields: 10, fieldSize: 4096, files: 1, parts: 11, fileSize: ROYALTY_REPORT_MAX_BYTES };
      for await (const part of multipartParts(request, { limits })) {
        if (part.type === 'field') {
          if (!(part.fieldname in fields)) fields[part.fieldname] = fieldText(part);
          continue;
        }
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          continue;
        }
        const path = join(dir, 'report');
        const checksum = await spoolWithChecksum(part.file, path);
        if ((part.file as { truncated?: boolean }).truncated) throw new DomainError('payload_too_large', 'The file is too large.', 413);
        file = { path, fileName: (part.filename || 'report.csv').slice(0, 255), checksum };
      }
    } catch (error) {
      discardRestOfBody(request.raw);
      await dispose();
      throw multipartClientError(error) ?? error;
    }
    if (!file) {
      await dispose();
      throw RoyaltyErrors.field('file', ROYALTY_MESSAGES.fileRequired);
    }
    return { ...file, fields, dispose };
  }
}
