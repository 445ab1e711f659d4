import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange } from './byte-range';
import type { StorageDriver, StoredObject } from './storage-driver';

const TMP_DIR = '.tmp';
const STALE_TMP_MS = 3600_000;

export class LocalStorageDriver implements StorageDriver {
  private readonly root: string;
  /** Writes in progress, so that shutdown can cut them and remove their temp files at once. */
  private readonly writing = new Map<string, Readable>();

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async init(now = Date.now()): Promise<void> {
    const tmp = path.join(this.root, TMP_DIR);
    await mkdir(tmp, { recursive: true, mode: 0o700 });
    for (const name of await readdir(tmp)) {
      const file = path.join(tmp, name);
      const info = await stat(file).catch(() => null);
      if (info && now - info.mtimeMs > STALE_TMP_MS) await rm(file, { force: true });
    }
  }

  async write(key: string, body: Readable): Promise<void> {
    const target = this.pathOf(key);
    const tmp = path.join(this.root, TMP_DIR, `${randomUUID()}.part`);
    await mkdir(path.dirname(tmp), { recursive: true, mode: 0o700 });
    this.writing.set(tmp, body);
    try {
      await pipeline(body, createWriteStream(tmp, { flags: 'wx', mode: 0o600 }));
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await rename(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    } finally {
      this.writing.delete(tmp);
    }
  }

  async close(): Promise<void> {
    const pending = [...this.writing.entries()];
    for (const [, body] of pending) body.destroy(new Error('Storage is closing'));
    await Promise.all(pending.map(([tmp]) => rm(tmp, { force: true })));
  }

  async read(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const handle = await open(this.pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR') return null;
      throw error;
    });
    if (!handle) return null;
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return null;
    }
    return { stream: handle.createReadStream(range ? { start: range.start, end: range.end } : {}), size: info.size };
  }

  async size(key: string): Promise<number | null> {
    const info = await stat(this.pathOf(key)).catch(() => null);
    return info?.isFile() ? info.size : null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    const info = await stat(this.pathOf(key)).catch(() => null);
    return !!info?.isFile();
  }

  private pathOf(key: string): string {
    const file = path.resolve(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep) || key.split('/').some((s) => s === '' || s.startsWith('.'))) {
      throw new Error(`Refusing storage key outside the storage root: ${key}`);
    }
    return file;
  }
}
