import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';

/**
 * Running sums kept before they go to the file. Few, so the keys die young: held across the collector's young
 * generation they were promoted, and a 5M-line import grew by 250 MiB of dead keys before a full collection.
 */
const FLUSH_KEYS = 1_000;

/** The spool's row, in COPY text: the columns of stats_rollups in this order. */
export const ROLLUP_SPOOL_COLUMNS = ['store_id', 'track_id', 'release_id', 'owner_user_id', 'day', 'territory', 'source', 'streams', 'listeners', 'saves'] as const;

/**
 * The import's rollup rows, summed while its lines are read, so the rollup is made from these instead of a second pass
 * over millions of lines. A running sum per key; once FLUSH_KEYS keys are held, every recording but the one being read
 * is written to a file of COPY text. DSR usages come grouped by recording, so each key is then written once and the
 * file goes straight into stats_rollups; a recording met again after its flush (a CSV sorted by day, a release matched
 * by UPC for several unknown ISRCs) sets `mayRepeat`, and the keys are summed again in SQL.
 * Key: the match columns' COPY text (track_id, release_id, owner_user_id), then day, territory ('ZZ' for none), source:
 * only the short second part is a new string per line.
 */
export class RollupSpool {
  /** By the match columns' text (one string per recording, shared with the catalogue), then by day, territory and source. */
  private readonly sums = new Map<string, Map<string, [number, number, number]>>();
  /** Recordings already written: the match texts are the catalogue's own strings, so this holds references only. */
  private readonly flushed = new Set<string>();
  private keys = 0;
  private repeated = false;
  private readonly out: WriteStream;
  private failed: Error | null = null;

  /** `storeCell`: the store id as COPY text, the first column of every row. */
  constructor(
    readonly file: string,
    private readonly storeCell: string,
  ) {
    this.out = createWriteStream(file, { mode: 0o600, highWaterMark: 1024 * 1024 });
    this.out.on('error', (error) => (this.failed = error));
  }

  /** True when a key may have been written more than once: the rows must then be summed again before they are kept. */
  get mayRepeat(): boolean {
    return this.repeated;
  }

  /** Returns a promise only when the file is behind. `match` is the match columns' text, `rest` day, territory and source. */
  add(match: string, rest: string, streams: number, listeners: number | null, saves: number | null): Promise<void> | undefined {
    let byRest = this.sums.get(match);
    if (byRest === undefined) {
      if (this.flushed.has(match)) this.repeated = true;
      this.sums.set(match, (byRest = new Map()));
    }
    const sum = byRest.get(rest);
    // Unknown listeners and saves count as none, as the rollup stores them.
    if (sum === undefined) {
      byRest.set(rest, [streams, listeners ?? 0, saves ?? 0]);
      this.keys++;
    } else {
      sum[0] += streams;
      sum[1] += listeners ?? 0;
      sum[2] += saves ?? 0;
    }
    return this.keys >= FLUSH_KEYS ? this.flush(match) : undefined;
  }

  /** Writes every recording held but `reading` (still being read: its keys may grow). */
  private flush(reading: string | null): Promise<void> | undefined {
    if (this.failed) return Promise.reject(this.failed);
    let text = '';
    for (const [match, byRest] of this.sums) {
      if (match === reading) continue;
      for (const [rest, [streams, listeners, saves]] of byRest) text += `${this.storeCell}\t${match}\t${rest}\t${streams}\t${listeners}\t${saves}\n`;
      this.sums.delete(match);
      this.flushed.add(match);
    }
    this.keys = reading === null ? 0 : (this.sums.get(reading)?.size ?? 0);
    if (text === '' || this.out.write(text)) return undefined;
    return once(this.out, 'drain').then(() => undefined);
  }

  /** Writes what is held and closes the file; its rows are in ROLLUP_SPOOL_COLUMNS' order. */
  async end(): Promise<string> {
    await this.flush(null);
    await new Promise<void>((resolve, reject) => this.out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    if (this.failed) throw this.failed;
    return this.file;
  }

  async discard(): Promise<void> {
    this.out.destroy();
    await rm(this.file, { force: true });
  }
}
