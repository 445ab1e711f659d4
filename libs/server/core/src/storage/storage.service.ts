import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable, pipeline } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DomainError } from '../http/domain-error';
import { ByteMeter, payloadTooLarge } from './byte-meter';
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
  normaliseContentType,
  StorageVisibility,
} from './storage-key';

export interface SaveOptions {
  /** Hard limit, enforced while streaming: 413 `payload_too_large` and nothing stored. */
  maxBytes: number;
  contentType: string;
  /** Private files are served only through signed URLs; public ones to anyone with the key. */
  visibility: StorageVisibility;
  /** Folder for this kind of file, e.g. `kyc-documents`, `artwork`, `audio` (lower-case, a-z 0-9 _ -). */
  prefix: string;
  /** Replaces 'The file is too large.' (the specs have their own wording per form). */
  tooLargeMessage?: string;
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

export interface MultipartUploadOptions {
  /** The form field holding the file. */
  field: string;
  maxBytes: number;
  /** Accepted content types as the client declares them, e.g. ['image/jpeg', 'image/png', 'application/pdf']. */
  allowedTypes: string[];
  prefix: string;
  visibility: StorageVisibility;
  /** The specs' own texts for the three failures. */
  messages?: { required?: string; type?: string; tooLarge?: string };
}

export interface MultipartUpload {
  file: StoredFile;
  /** The client's file name, for display only (never used as a path). */
  filename: string;
  /** The form's text fields, before and after the file. */
  fields: Record<string, string>;
}

/**
 * Files (identity documents, artwork, audio) on local disk under DATA_DIR/storage or in an
 * S3-compatible bucket (STORAGE_DRIVER). Names are always generated here; uploads stream through
 * with their size limit enforced on the way; private files leave only through signed, expiring
 * URLs that domain code hands out after its own ownership check.
 */
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

  /** Streams `source` into storage under a new key. Throws 413 as soon as it passes `maxBytes`. */
  async save(source: Readable, options: SaveOptions): Promise<StoredFile> {
    if (!isValidPrefix(options.prefix)) throw new Error(`Invalid storage prefix: ${options.prefix}`);
    if (!Number.isInteger(options.maxBytes) || options.maxBytes < 1) throw new Error(`Invalid maxBytes: ${options.maxBytes}`);
    const contentType = canonicalContentType(options.contentType);
    const key = buildStorageKey(options.visibility, options.prefix, contentType);
    const meter = new ByteMeter(options.maxBytes, options.tooLargeMessage);
    // pipeline() carries a failure either way: a failing source fails the meter (and so the
    // driver's write), an oversized stream or a failing write destroys the source.
    const body = pipeline(source, meter, () => undefined);
    await this.driver.write(key, body, contentType);
    return { key, size: meter.bytes, sha256: meter.sha256(), contentType };
  }

  /** A stored file as a stream. 404 `file_not_found` when there is none. */
  async open(key: string): Promise<OpenedFile> {
    const object = isValidStorageKey(key) ? await this.driver.read(key) : null;
    if (!object) throw DomainError.notFound('File not found.', 'file_not_found');
    return { stream: object.stream, size: object.size, contentType: contentTypeOfKey(key) };
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

  /** Where anyone may download a public file. */
  publicUrl(key: string): string {
    if (!this.isPublic(key)) throw new Error(`Not a public storage key: ${key}`);
    return `/api/files/${key}`;
  }

  /**
   * A download link for a private (or public) file, valid for `ttlSeconds`. Call it only after
   * checking that the caller may see the file: whoever holds the link can download it until it
   * expires.
   */
  signedUrl(key: string, ttlSeconds: number, now = Date.now()): string {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1) throw new Error(`Invalid ttlSeconds: ${ttlSeconds}`);
    const expires = Math.floor(now / 1000) + ttlSeconds;
    return `/api/files/${key}?expires=${expires}&signature=${this.sign(key, expires)}`;
  }

  /** True when `signature` was made by `signedUrl` for this key and `expires` has not passed. */
  verifySignature(key: string, expires: unknown, signature: unknown, now = Date.now()): boolean {
    if (!isValidStorageKey(key) || typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
    const expiresAt = Number(expires);
    if (expiresAt * 1000 <= now) return false;
    const expected = Buffer.from(this.sign(key, expiresAt));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * Reads ONE file from a multipart request (field `options.field`) and streams it into storage,
   * never buffering it whole. 415 when the request is not multipart or the file's type is not
   * allowed, 422 when the field is missing, 413 when the file is too large (nothing is kept).
   */
  async saveMultipartFile(request: FastifyRequest, options: MultipartUploadOptions): Promise<MultipartUpload> {
    if (typeof request.isMultipart !== 'function' || !request.isMultipart()) {
      throw new DomainError('unsupported_media_type', 'Send the file as multipart/form-data.', 415);
    }
    const maxBytes = Math.min(options.maxBytes, this.config.storage.maxUploadBytes);
    const allowed = new Set(options.allowedTypes.map(normaliseContentType));
    const fields: Record<string, string> = {};
    let upload: { file: StoredFile; filename: string } | undefined;
    try {
      // busboy may stop one byte past our limit: by then the meter has already failed the stream.
      for await (const part of request.parts({ limits: { fileSize: maxBytes + 1 } })) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== options.field || upload) {
          part.file.resume();
          continue;
        }
        upload = { file: await this.saveFilePart(part, options, allowed, maxBytes), filename: part.filename };
      }
    } catch (error) {
      discardRestOfBody(request.raw);
      if (upload) await this.delete(upload.file.key).catch((e: unknown) => this.logger.warn(`Could not delete ${upload?.file.key}: ${String(e)}`));
      throw error;
    }
    if (!upload) throw DomainError.validation({ [options.field]: [options.messages?.required ?? 'Please choose a file to upload.'] });
    return { ...upload, fields };
  }

  private async saveFilePart(part: MultipartFile, options: MultipartUploadOptions, allowed: Set<string>, maxBytes: number): Promise<StoredFile> {
    const type = normaliseContentType(part.mimetype);
    if (!allowed.has(type)) {
      part.file.destroy();
      throw new DomainError('unsupported_media_type', options.messages?.type ?? 'This file type is not allowed.', 415, {
        [options.field]: [options.messages?.type ?? 'This file type is not allowed.'],
      });
    }
    const stored = await this.save(part.file, {
      maxBytes,
      contentType: type,
      visibility: options.visibility,
      prefix: options.prefix,
      tooLargeMessage: options.messages?.tooLarge,
    });
    // Only possible if busboy cut the file at its own limit before our meter saw the excess.
    if (part.file.truncated) {
      await this.driver.delete(stored.key);
      throw payloadTooLarge(options.messages?.tooLarge);
    }
    return stored;
  }

  private sign(key: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${key}\n${expires}`).digest('base64url');
  }
}

/** How much of a refused upload is still read (and dropped) to keep its connection usable. */
const DISCARD_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * After refusing an upload part-way (too large, wrong type), the rest of the body is still on the
 * wire. Node only drains bodies nobody started reading, so without this the keep-alive connection
 * would hang on the next request. Drop what follows, up to a limit; past it, close the connection
 * rather than receive a huge upload for nothing (the error answer has gone out by then).
 */
export function discardRestOfBody(raw: IncomingMessage): void {
  if (raw.readableEnded || raw.destroyed) return;
  let discarded = 0;
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT_BYTES) raw.socket?.destroy();
  });
  raw.resume();
}
