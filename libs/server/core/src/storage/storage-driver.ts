import type { Readable } from 'node:stream';

export interface StoredObject {
  stream: Readable;
  size: number;
}

/**
 * Where bytes live (local disk or S3-compatible). Keys reaching a driver are already validated.
 * `write` must leave nothing behind when `body` fails (size limit, client gone): no partial file,
 * no pending multipart upload.
 */
export interface StorageDriver {
  write(key: string, body: Readable, contentType: string): Promise<void>;
  /** null when there is no such object. */
  read(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  close?(): Promise<void>;
}
