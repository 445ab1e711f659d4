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

export interface ContentSaveOptions extends Omit<SaveOptions, 'contentType'> {
  /** Accepted canonical types (see CONTENT_TYPES), decided from the file's first bytes. */
  accept: readonly string[];
  /** The error for content that is not accepted; 415 'This file type is not allowed.' by default. */
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
  /** The whole file's size, also when only a range is streamed. */
  size: number;
  contentType: string;
}

/** How a signed link serves its file: the name it is saved as, and whether it may show in the page. */
export interface ServedAs {
  name?: string;
  inline?: boolean;
}

export interface DownloadedFile extends OpenedFile {
  /** The part streamed when the request asked for one (HTTP Range), else null (the whole file). */
  range: ByteRange | null;
}

export interface MultipartUploadOptions {
  /** The form field holding the file. */
  field: string;
  maxBytes: number;
  /**
   * Accepted canonical types (see CONTENT_TYPES), decided from the file's first bytes: the name and
   * the type the client declares are never trusted.
   */
  allowedTypes: readonly string[];
  prefix: string;
  visibility: StorageVisibility;
  /** The specs' own texts for the three failures. */
  messages?: { required?: string; type?: string; tooLarge?: string };
  /** Status of a refused type: 415 by default; 422 where the spec shows it as a field error. */
  typeRefusalStatus?: 415 | 422;
  /** Tighter form limits for this route (fields, field size …); the core defaults otherwise. */
  limits?: Omit<MultipartLimits, 'fileSize'>;
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

  /**
   * Streams `source` into storage if its first bytes show one of `options.accept`: the type it is
   * stored and served as comes from the content, never from a name or a declared type. The first
   * bytes are peeked, then streamed on with the rest (size limit and sha256 on the way, as `save`).
   * Answers null for an empty source (a form sent with no file chosen); throws `options.refusal()`
   * for other content, having stored nothing and stopped reading the source.
   */
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

  /** A stored file as a stream. 404 `file_not_found` when there is none. */
  async open(key: string): Promise<OpenedFile> {
    const object = isValidStorageKey(key) ? await this.driver.read(key) : null;
    if (!object) throw DomainError.notFound('File not found.', 'file_not_found');
    return { stream: object.stream, size: object.size, contentType: contentTypeOfKey(key) };
  }

  /**
   * A stored file, or the one range an HTTP `Range` header asks for (audio players seek with it).
   * 404 `file_not_found` when there is no file; 416 `range_not_satisfiable` (its Content-Range
   * header naming the size) for a range past the end; a Range it does not serve
   * (several ranges, malformed) gets the whole file, as HTTP allows.
   */
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

  /**
   * The first `bytes` bytes of a stored file (all of it when shorter), read as a range: for header
   * parsers (image dimensions), which never need the whole file. 404 `file_not_found` when there is none.
   */
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

  /** Where anyone may download a public file. */
  publicUrl(key: string): string {
    if (!this.isPublic(key)) throw new Error(`Not a public storage key: ${key}`);
    return `/api/files/${key}`;
  }

  /**
   * A download link for a private (or public) file, valid for `ttlSeconds`. Call it only after
   * checking that the caller may see the file: whoever holds the link can download it until it
   * expires. `served.name` is the name the download is saved as (the uploader's file name);
   * `served.inline` asks for a preview in the page instead of a download (see FilesController).
   * Both are signed with the key: a link's holder cannot change them.
   */
  signedUrl(key: string, ttlSeconds: number, now = Date.now(), served: ServedAs = {}): string {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1) throw new Error(`Invalid ttlSeconds: ${ttlSeconds}`);
    const expires = Math.floor(now / 1000) + ttlSeconds;
    const name = served.name ? `&name=${encodeURIComponent(served.name)}` : '';
    const inline = served.inline ? '&disposition=inline' : '';
    return `/api/files/${key}?expires=${expires}&signature=${this.sign(key, expires, served)}${name}${inline}`;
  }

  /** True when `signature` was made by `signedUrl` for this key (and the same `served`) and `expires` has not passed. */
  verifySignature(key: string, expires: unknown, signature: unknown, now = Date.now(), served: ServedAs = {}): boolean {
    if (!isValidStorageKey(key) || typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
    const expiresAt = Number(expires);
    if (expiresAt * 1000 <= now) return false;
    const expected = Buffer.from(this.sign(key, expiresAt, served));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * Reads ONE file from a multipart request (field `options.field`) and streams it into storage,
   * never buffering it whole, its type decided by its content. 415 when the request is not
   * multipart, 415 (or `typeRefusalStatus`) when the content is not an allowed type, 422 when the
   * field is missing or empty, 413 when the file is too large (nothing is kept). Text fields sent
   * before the file are in `fields` by the time it streams (and those after it, at the end).
   */
  async saveMultipartFile(request: FastifyRequest, options: MultipartUploadOptions): Promise<MultipartUpload> {
    if (typeof request.isMultipart !== 'function' || !request.isMultipart()) {
      discardRestOfBody(request.raw);
      throw new DomainError('unsupported_media_type', 'Send the file as multipart/form-data.', 415);
    }
    const maxBytes = Math.min(options.maxBytes, this.config.storage.maxUploadBytes);
    const fields: Record<string, string> = {};
    let upload: { file: StoredFile; filename: string } | undefined;
    try {
      // busboy may stop one byte past our limit: by then the meter has already failed the stream.
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
        // A form posted with no file chosen still sends the field, with no name and no bytes.
        if (file) upload = { file, filename: part.filename };
      }
    } catch (error) {
      discardRestOfBody(request.raw);
      if (upload) await this.delete(upload.file.key).catch((e: unknown) => this.logger.warn(`Could not delete ${upload?.file.key}: ${String(e)}`));
      // A cut-short body also fails the file stream being stored: the parser's words, a 400.
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
    // Only possible if busboy cut the file at its own limit before our meter saw the excess.
    if (part.file.truncated) {
      await this.driver.delete(stored.key);
      throw payloadTooLarge(options.messages?.tooLarge);
    }
    return stored;
  }

  private sign(key: string, expires: number, served: ServedAs = {}): string {
    // A plain link signs what it always did (links already handed out stay valid).
    const extra = served.name || served.inline ? `\n${served.name ?? ''}\n${served.inline ? 'inline' : 'attachment'}` : '';
    return createHmac('sha256', this.secret).update(`${key}\n${expires}${extra}`).digest('base64url');
  }
}

/** The peeked bytes, then the rest of the source; stops reading the source when the consumer stops. */
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
