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
 * Key: the match columns' COPY text (track_id, release_id, owner_user_id), then day, territory ('ZZ' for none), source:
 * only the short second part is a new string per line.
 */
export class RollupSpool {
  /** By the match columns' text (one string per recording, shared with the catalogue), then by day, territory and source. */
  private readonly sums = new Map<string, Map<string, [number, number | null, number | null]>>();
  private keys = 0;
  private readonly out: WriteStream;
  private failed: Error | null = null;

  constructor(readonly file: string) {
    this.out = createWriteStream(file, { mode: 0o600, highWaterMark: 1024 * 1024 });
    this.out.on('error', (error) => (this.failed = error));
  }

  /** Returns a promise only when the file is behind. `match` is the match columns' text, `rest` day, territory and source. */
  add(match: string, rest: string, streams: number, listeners: number | null, saves: number | null): Promise<void> | undefined {
    let byRest = this.sums.get(match);
    if (byRest === undefined) this.sums.set(match, (byRest = new Map()));
    const sum = byRest.get(rest);
    if (sum === undefined) {
      byRest.set(rest, [streams, listeners, saves]);
      this.keys++;
    } else {
      sum[0] += streams;
      if (listeners !== null) sum[1] = (sum[1] ?? 0) + listeners;
      if (saves !== null) sum[2] = (sum[2] ?? 0) + saves;
    }
    return this.keys >= FLUSH_KEYS ? this.flush() : undefined;
  }

  private flush(): Promise<void> | undefined {
    if (this.failed) return Promise.reject(this.failed);
    let text = '';
    for (const [match, byRest] of this.sums) {
      for (const [rest, [streams, listeners, saves]] of byRest) text += `${match}\t${rest}\t${streams}\t${listeners ?? NULL}\t${saves ?? NULL}\n`;
    }
    this.sums.clear();
    this.keys = 0;
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
