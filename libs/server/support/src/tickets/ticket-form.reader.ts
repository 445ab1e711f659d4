import type { MultipartFile } from '@fastify/multipart';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { TICKET_ATTACHMENT_UPLOAD, TICKET_LIMITS } from '@soundpost/contracts';
import { APP_CONFIG, AppConfig } from '@soundpost/server-core/config';
import { discardRestOfBody, DomainError, fieldText, multipartClientError, multipartParts, validateBody } from '@soundpost/server-core/http';
import { CONTENT_TYPES, StorageService, StoredFile } from '@soundpost/server-core/storage';
import type { ClassConstructor } from 'class-transformer';
import type { FastifyRequest } from 'fastify';
import { SupportErrors } from '../support.errors';

export const TICKET_ATTACHMENT_PREFIX = 'ticket-attachments';

export interface ReceivedAttachment {
  file: StoredFile;
  filename: string;
}

export interface TicketForm {
  fields: Record<string, unknown>;
  files: ReceivedAttachment[];
}

const statusOf = (error: unknown) => (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;

@Injectable()
export class TicketFormReader {
  private readonly logger = new Logger('SupportAttachments');

  constructor(
    private readonly storage: StorageService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async read(request: FastifyRequest): Promise<TicketForm> {
    if (typeof request.isMultipart !== 'function' || !request.isMultipart()) {
      const body = request.body;
      return { fields: body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}, files: [] };
    }
    const maxBytes = Math.min(TICKET_ATTACHMENT_UPLOAD.maxBytes, this.config.storage.maxUploadBytes);
    const fields: Record<string, unknown> = {};
    const files: ReceivedAttachment[] = [];
    try {
      // subject, message, priority and room for a stray field; a message is at most 10,000 characters (4 bytes each at worst).
      const limits = { fields: 5, fieldSize: TICKET_LIMITS.messageMax * 4 + 64, files: TICKET_ATTACHMENT_UPLOAD.maxFiles, parts: 9, fileSize: maxBytes + 1 };
      for await (const part of multipartParts(request, { limits, tooLarge: SupportErrors.attachmentTooLarge })) {
        if (part.type === 'field') {
          // Browsers send a form's line breaks as CRLF (HTML's form encoding); keep them as typed.
          if (!(part.fieldname in fields)) fields[part.fieldname] = fieldText(part).replace(/\r\n?/g, '\n');
          continue;
        }
        if (part.fieldname !== TICKET_ATTACHMENT_UPLOAD.fieldName) {
          part.file.resume();
          continue;
        }
        const stored = await this.store(part, maxBytes);
        // A form posted with no file chosen still sends the field, with no name and no bytes.
        if (stored) files.push({ file: stored, filename: (part.filename ?? '').slice(0, 255) });
      }
    } catch (error) {
      discardRestOfBody(request.raw);
      await this.discard(files);
      const refusal = statusOf(error) === 413 ? SupportErrors.attachmentTooLarge() : (multipartClientError(error) ?? error);
      if (refusal instanceof DomainError && refusal.code === 'too_many_files') throw SupportErrors.tooManyAttachments();
      throw refusal;
    }
    return { fields, files };
  }

  async validated<T extends object>(form: TicketForm, dto: ClassConstructor<T>): Promise<T> {
    try {
      return await validateBody(dto, form.fields);
    } catch (error) {
      await this.discard(form.files);
      throw error;
    }
  }

  async discard(files: ReceivedAttachment[]): Promise<void> {
    await Promise.all(files.map((f) => this.deleteKey(f.file.key)));
  }

  async deleteKey(key: string): Promise<void> {
    await this.storage.delete(key).catch((e: unknown) => this.logger.warn(`Could not delete ${key}: ${String(e)}`));
  }

  private async store(part: MultipartFile, maxBytes: number): Promise<StoredFile | null> {
    const stored = await this.storage.saveByContent(part.file, {
      maxBytes,
      accept: CONTENT_TYPES.documents,
      visibility: 'private',
      prefix: TICKET_ATTACHMENT_PREFIX,
      tooLargeMessage: SupportErrors.attachmentTooLarge().message,
      refusal: SupportErrors.attachmentType,
    });
    if (stored && part.file.truncated) {
      await this.deleteKey(stored.key);
      throw SupportErrors.attachmentTooLarge();
    }
    return stored;
  }
}
