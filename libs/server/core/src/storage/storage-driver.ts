import type { Readable } from 'node:stream';
import type { ByteRange } from './byte-range';

export interface StoredObject {
  stream: Readable;
  /** The whole object's size, also when only a range is streamed. */
  size: number;
}

/**
 * Where bytes live (local disk or S3-compatible). Keys reaching a driver are already validated.
 * `write` must leave nothing behind when `body` fails (size limit, client gone): no partial file,
 * no pending multipart upload.
 */
export interface StorageDriver {
  write(key: string, body: Readable, contentType: string): Promise<void>;
  /** null when there is no such object. With `range`, streams only those bytes (already checked against the size). */
  read(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** The object's size in bytes, null when there is no such object. */
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  close?(): Promise<void>;
}
