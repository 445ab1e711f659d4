import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';

/**
 * Running sums kept before they go to the file. Few, so the keys die young: held across the collector's young
 * generation they were promoted, and a 5M-line import grew by 250 MiB of dead keys before a full collection.
 */
const FLUSH_KEYS = 1_000;
const NULL = '\\N';

/**
 * The import's rollup rows, summed while its lines are read, so the rollup is made from these instead of a second pass
 * over millions of lines. A running sum per key is flushed to a file of COPY text once FLUSH_KEYS keys are held; lines
 * come grouped by recording, so most keys are whole when flushed, and a key flushed twice is summed again in SQL.
 * Key: the match columns' COPY text (track_id, release_id, owner_user_id), day, territory ('ZZ' for none), source.
 */
export class RollupSpool {
  private readonly sums = new Map<string, [number, number | null, number | null]>();
  private readonly out: WriteStream;
  private failed: Error | null = null;

  constructor(readonly file: string) {
    this.out = createWriteStream(file, { mode: 0o600, highWaterMark: 1024 * 1024 });
    this.out.on('error', (error) => (this.failed = error));
  }

  /** Returns a promise only when the file is behind. */
  add(key: string, streams: number, listeners: number | null, saves: number | null): Promise<void> | undefined {
    const sum = this.sums.get(key);
    if (sum === undefined) this.sums.set(key, [streams, listeners, saves]);
    else {
      sum[0] += streams;
      if (listeners !== null) sum[1] = (sum[1] ?? 0) + listeners;
      if (saves !== null) sum[2] = (sum[2] ?? 0) + saves;
    }
    return this.sums.size >= FLUSH_KEYS ? this.flush() : undefined;
  }

  private flush(): Promise<void> | undefined {
    if (this.failed) return Promise.reject(this.failed);
    let text = '';
    for (const [key, [streams, listeners, saves]] of this.sums) text += `${key}\t${streams}\t${listeners ?? NULL}\t${saves ?? NULL}\n`;
    this.sums.clear();
    if (text === '' || this.out.write(text)) return undefined;
    return once(this.out, 'drain').then(() => undefined);
  }

  /** Writes what is held and closes the file; its rows are (track_id, release_id, owner_user_id, day, territory, source, streams, listeners, saves). */
  async end(): Promise<string> {
    await this.flush();
    await new Promise<void>((resolve, reject) => this.out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    if (this.failed) throw this.failed;
    return this.file;
  }

  async discard(): Promise<void> {
    this.out.destroy();
    await rm(this.file, { force: true });
  }
}
