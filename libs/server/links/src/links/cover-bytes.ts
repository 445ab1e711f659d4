import type { StorageService } from '@soundpost/server-core/storage';

/** Covers are at most 35 MB at upload (ARTWORK_UPLOAD): a larger stored file is not read into memory. */
export const MAX_COVER_READ_BYTES = 50 * 1024 * 1024;

/** A release cover's bytes from storage, or null when it is too big to be one. Throws when storage cannot read it. */
export async function readCoverBytes(storage: StorageService, key: string): Promise<Buffer | null> {
  const file = await storage.open(key);
  if (file.size > MAX_COVER_READ_BYTES) {
    file.stream.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
