import type { Readable } from 'node:stream';
import type { ByteRange } from './byte-range';

export interface StoredObject {
  stream: Readable;
  size: number;
}

export interface StorageDriver {
  write(key: string, body: Readable, contentType: string): Promise<void>;
  read(key: string, range?: ByteRange): Promise<StoredObject | null>;
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  close?(): Promise<void>;
}
