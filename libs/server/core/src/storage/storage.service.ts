import { createHmac, timingSafeEqual } from 'node:crypto';
import { Readable, pipeline } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DomainError } from '../http/domain-error';
import { discardRestOfBody, fieldText, multipartClientError, MultipartLimits, multipartParts } from '../http/multipart-reader';
import { ByteMeter, payloadTooLarge } from './byte-meter';
import { ByteRange, parseRangeHeader } from './byte-range';
import { CONTENT_SNIFF_BYTES, sniffContentType } from './content-sniffer';
import { LocalStorageDriver } from './local-storage.driver';
import { S3StorageDriver } from './s3-storage.driver';
import { resolveSigningSecret } from './signing-secret';
import type { StorageDriver } from './storage-driver';
import {
  buildStorageKey,
  canonicalContentType,
  contentTypeOfKey,
  isPublicKey,
  isValidPrefix,
  isValidStorageKey,
  StorageVisibility,
} from './storage-key';

export interface SaveOptions {
  maxBytes: number;
  contentType: string;
  visibility: StorageVisibility;
  prefix: string;
  tooLargeMessage?: string;
}

export interface ContentSaveOptions extends Omit<SaveOptions, 'contentType'> {
  accept: readonly string[];
  refusal?: () => Error;
}

export interface StoredFile {
  key: string;
  size: number;
  sha256: string;
  contentType: string;
}

export interface OpenedFile {
  stream: Readable;
  size: number;
  contentType: string;
}

export interface ServedAs {
  name?: string;
  inline?: boolean;
}

export interface DownloadedFile extends OpenedFile {
  range: ByteRange | null;
}

export interface MultipartUploadOptions {
  field: string;
  maxBytes: number;
  allowedTypes: readonly string[];
  prefix: string;
  visibility: StorageVisibility;
  messages?: { required?: string; type?: string; tooLarge?: string };
  typeRefusalStatus?: 415 | 422;
  /** Tighter form limits for this route (fields, field size …); the core defaults otherwise. */
  limits?: Omit<MultipartLimits, 'fileSize'>;
}

export interface MultipartUpload {
  file: StoredFile;
  /** The client's file name, for display only (never used as a path). */
  filename: string;
  fields: Record<string, string>;
}

@Injectable()
export class StorageService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Storage');
  private readonly driver: StorageDriver;
  private readonly secret: Buffer;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.driver = config.storage.driver === 's3' && config.storage.s3 ? new S3StorageDriver(config.storage.s3) : new LocalStorageDriver(config.storage.localRoot);
    this.secret = resolveSigningSecret(config.storage.signingSecret, config.dataDir);
  }

  async onModuleInit(): Promise<void> {
    if (this.driver instanceof LocalStorageDriver) await this.driver.init();
  }

  async onModuleDestroy(): Promise<void> {
    await this.driver.close?.();
  }

  async save(source: Readable, options: SaveOptions): Promise<StoredFile> {
    if (!isValidPrefix(options.prefix)) throw new Error(`Invalid storage prefix: ${options.prefix}`);
    if (!Number.isInteger(options.maxBytes) || options.maxBytes < 1) throw new Error(`Invalid maxBytes: ${options.maxBytes}`);
    const contentType = canonicalContentType(options.contentType);
    const key = buildStorageKey(options.visibility, options.prefix, contentType);
    const meter = new ByteMeter(options.maxBytes, options.tooLargeMessage);
    const body = pipeline(source, meter, () => undefined);
    await this.driver.write(key, body, contentType);
    return { key, size: meter.bytes, sha256: meter.sha256(), contentType };
  }

  async saveByContent(source: Readable, options: ContentSaveOptions): Promise<StoredFile | null> {
    const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const head: Buffer[] = [];
    let headLength = 0;
    let ended = false;
    while (headLength < CONTENT_SNIFF_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
      headLength += next.value.length;
    }
    if (headLength === 0) return null;
    const first = Buffer.concat(head);
    const contentType = await sniffContentType(first, options.accept);
    if (!contentType) {
      await chunks.return?.();
      throw options.refusal?.() ?? new DomainError('unsupported_media_type', 'This file type is not allowed.', 415);
    }
    return this.save(Readable.from(prepend(first, chunks, ended), { objectMode: false }), {
      maxBytes: options.maxBytes,
      contentType,
      visibility: options.visibility,
      prefix: options.prefix,
      tooLargeMessage: options.tooLargeMessage,
    });
  }

  async open(key: string): Promise<OpenedFile> {
    const object = isValidStorageKey(key) ? await this.driver.read(key) : null;
    if (!object) throw DomainError.notFound('File not found.', 'file_not_found');
    return { stream: object.stream, size: object.size, contentType: contentTypeOfKey(key) };
  }

  async openForDownload(key: string, rangeHeader?: string): Promise<DownloadedFile> {
    if (!rangeHeader) return { ...(await this.open(key)), range: null };
    const size = isValidStorageKey(key) ? await this.driver.size(key) : null;
    if (size === null) throw DomainError.notFound('File not found.', 'file_not_found');
    const range = parseRangeHeader(rangeHeader, size);
    if (range === null) return { ...(await this.open(key)), range: null };
    if (range === 'unsatisfiable') {
      throw new DomainError('range_not_satisfiable', 'The requested range is not satisfiable.', 416, undefined, { 'Content-Range': `bytes */${size}` });
    }
    const object = await this.driver.read(key, range);
    if (!object) throw DomainError.notFound('File not found.', 'file_not_found');
    return { stream: object.stream, size: object.size, contentType: contentTypeOfKey(key), range };
  }

  async readHead(key: string, bytes: number): Promise<Buffer> {
    if (!Number.isInteger(bytes) || bytes < 1) throw new Error(`Invalid head length: ${bytes}`);
    const size = isValidStorageKey(key) ? await this.driver.size(key) : null;
    if (size === null) throw DomainError.notFound('File not found.', 'file_not_found');
    if (size === 0) return Buffer.alloc(0);
    const object = await this.driver.read(key, { start: 0, end: Math.min(bytes, size) - 1 });
    if (!object) throw DomainError.notFound('File not found.', 'file_not_found');
    const chunks: Buffer[] = [];
    for await (const chunk of object.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async delete(key: string): Promise<void> {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    await this.driver.delete(key);
  }

  async exists(key: string): Promise<boolean> {
    return isValidStorageKey(key) && this.driver.exists(key);
  }

  isPublic(key: string): boolean {
    return isValidStorageKey(key) && isPublicKey(key);
  }

  publicUrl(key: string): string {
    if (!this.isPublic(key)) throw new Error(`Not a public storage key: ${key}`);
    return `/api/files/${key}`;
  }

  signedUrl(key: string, ttlSeconds: number, now = Date.now(), served: ServedAs = {}): string {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1) throw new Error(`Invalid ttlSeconds: ${ttlSeconds}`);
    const expires = Math.floor(now / 1000) + ttlSeconds;
    const name = served.name ? `&name=${encodeURIComponent(served.name)}` : '';
    const inline = served.inline ? '&disposition=inline' : '';
    return `/api/files/${key}?expires=${expires}&signature=${this.sign(key, expires, served)}${name}${inline}`;
  }

  verifySignature(key: string, expires: unknown, signature: unknown, now = Date.now(), served: ServedAs = {}): boolean {
    if (!isValidStorageKey(key) || typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
    const expiresAt = Number(expires);
    if (expiresAt * 1000 <= now) return false;
    const expected = Buffer.from(this.sign(key, expiresAt, served));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async saveMultipartFile(request: FastifyRequest, options: MultipartUploadOptions): Promise<MultipartUpload> {
    if (typeof request.isMultipart !== 'function' || !request.isMultipart()) {
      discardRestOfBody(request.raw);
      throw new DomainError('unsupported_media_type', 'Send the file as multipart/form-data.', 415);
    }
    const maxBytes = Math.min(options.maxBytes, this.config.storage.maxUploadBytes);
    const fields: Record<string, string> = {};
    let upload: { file: StoredFile; filename: string } | undefined;
    try {
      const parts = multipartParts(request, {
        limits: { ...options.limits, fileSize: maxBytes + 1 },
        tooLarge: () => payloadTooLarge(options.messages?.tooLarge),
      });
      for await (const part of parts) {
        if (part.type === 'field') {
          fields[part.fieldname] = fieldText(part);
          continue;
        }
        if (part.fieldname !== options.field || upload) {
          part.file.resume();
          continue;
        }
        const file = await this.saveFilePart(part, options, maxBytes);
        if (file) upload = { file, filename: part.filename };
      }
    } catch (error) {
      discardRestOfBody(request.raw);
      if (upload) await this.delete(upload.file.key).catch((e: unknown) => this.logger.warn(`Could not delete ${upload?.file.key}: ${String(e)}`));
      throw multipartClientError(error, () => payloadTooLarge(options.messages?.tooLarge)) ?? error;
    }
    if (!upload) throw DomainError.validation({ [options.field]: [options.messages?.required ?? 'Please choose a file to upload.'] });
    return { ...upload, fields };
  }

  private async saveFilePart(part: MultipartFile, options: MultipartUploadOptions, maxBytes: number): Promise<StoredFile | null> {
    const typeMessage = options.messages?.type ?? 'This file type is not allowed.';
    const stored = await this.saveByContent(part.file, {
      maxBytes,
      accept: options.allowedTypes,
      visibility: options.visibility,
      prefix: options.prefix,
      tooLargeMessage: options.messages?.tooLarge,
      refusal: () =>
        new DomainError(
          options.typeRefusalStatus === 422 ? 'invalid_file_type' : 'unsupported_media_type',
          typeMessage,
          options.typeRefusalStatus ?? 415,
          { [options.field]: [typeMessage] },
        ),
    });
    if (!stored) return null;
    if (part.file.truncated) {
      await this.driver.delete(stored.key);
      throw payloadTooLarge(options.messages?.tooLarge);
    }
    return stored;
  }

  private sign(key: string, expires: number, served: ServedAs = {}): string {
    const extra = served.name || served.inline ? `\n${served.name ?? ''}\n${served.inline ? 'inline' : 'attachment'}` : '';
    return createHmac('sha256', this.secret).update(`${key}\n${expires}${extra}`).digest('base64url');
  }
}

async function* prepend(first: Buffer, rest: AsyncIterator<Buffer>, ended: boolean): AsyncGenerator<Buffer> {
  let done = ended;
  try {
    yield first;
    while (!done) {
      const next = await rest.next();
      if (next.done) done = true;
      else yield next.value;
    }
  } finally {
    if (!done) await rest.return?.();
  }
}
