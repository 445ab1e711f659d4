import type { MultipartFile } from '@fastify/multipart';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DOCUMENT_MESSAGES, DOCUMENT_UPLOAD } from '@soundpost/contracts';
import { APP_CONFIG, AppConfig } from '@soundpost/server-core/config';
import { discardRestOfBody, DomainError, multipartClientError, multipartParts } from '@soundpost/server-core/http';
import { StorageService, StoredFile } from '@soundpost/server-core/storage';
import type { FastifyRequest } from 'fastify';
import { DOCUMENT_CONTENT_TYPES } from './document-type';

export const DOCUMENT_STORAGE_PREFIX = 'kyc-documents';

export interface ReceivedDocument {
  file: StoredFile;
  filename: string;
}

export const DocumentErrors = {
  invalidType: () =>
    new DomainError('invalid_file_type', DOCUMENT_MESSAGES.invalidFileType, 422, { [DOCUMENT_UPLOAD.fieldName]: [DOCUMENT_MESSAGES.invalidFileType] }),
  tooLarge: () => new DomainError('file_too_large', DOCUMENT_MESSAGES.maxFileSize, 413),
  missing: (message: string) => DomainError.validation({ [DOCUMENT_UPLOAD.fieldName]: [message] }),
};

const statusOf = (error: unknown) => (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;

@Injectable()
export class DocumentUploadReader {
  private readonly logger = new Logger('KycDocuments');

  constructor(
    private readonly storage: StorageService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async receive(request: FastifyRequest, requiredMessage: string): Promise<ReceivedDocument> {
    if (typeof request.isMultipart !== 'function' || !request.isMultipart()) throw DocumentErrors.missing(requiredMessage);
    const maxBytes = Math.min(DOCUMENT_UPLOAD.maxBytes, this.config.storage.maxUploadBytes);
    let received: ReceivedDocument | undefined;
    let empty = false;
    try {
      // The form carries the document and nothing the reader keeps: a few small fields at most.
      const parts = multipartParts(request, { limits: { fields: 5, fieldSize: 4096, files: 1, parts: 6, fileSize: maxBytes + 1 }, tooLarge: DocumentErrors.tooLarge });
      for await (const part of parts) {
        if (part.type === 'field') continue;
        if (part.fieldname !== DOCUMENT_UPLOAD.fieldName || received || empty) {
          part.file.resume();
          continue;
        }
        const file = await this.store(part, maxBytes);
        if (file) received = { file, filename: (part.filename ?? '').slice(0, 255) };
        // A form posted with no file chosen still sends the field, with no name and no bytes.
        else empty = true;
      }
    } catch (error) {
      discardRestOfBody(request.raw);
      if (received) await this.discard(received.file.key);
      throw statusOf(error) === 413 ? DocumentErrors.tooLarge() : (multipartClientError(error) ?? error);
    }
    if (!received) throw DocumentErrors.missing(requiredMessage);
    return received;
  }

  async discard(key: string): Promise<void> {
    await this.storage.delete(key).catch((e: unknown) => this.logger.warn(`Could not delete ${key}: ${String(e)}`));
  }

  private async store(part: MultipartFile, maxBytes: number): Promise<StoredFile | null> {
    const stored = await this.storage.saveByContent(part.file, {
      maxBytes,
      accept: DOCUMENT_CONTENT_TYPES,
      visibility: 'private',
      prefix: DOCUMENT_STORAGE_PREFIX,
      tooLargeMessage: DOCUMENT_MESSAGES.maxFileSize,
      refusal: DocumentErrors.invalidType,
    });
    // Only possible if the form parser cut the file at its own limit before our meter saw the excess.
    if (stored && part.file.truncated) {
      await this.discard(stored.key);
      throw DocumentErrors.tooLarge();
    }
    return stored;
  }
}
