import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { CopyBinaryRows, textField } from './copy-binary-rows';

/**
 * Running sums kept before they go to the file. Few, so the keys die young: held across the collector's young
 * generation they were promoted, and a 5M-line import grew by 250 MiB of dead keys before a full collection.
 */
const FLUSH_KEYS = 1_000;

/** The spool's rows, a binary COPY: the columns of stats_rollups in this order. */
export const ROLLUP_SPOOL_COLUMNS = ['store_id', 'track_id', 'release_id', 'owner_user_id', 'day', 'territory', 'source', 'streams', 'listeners', 'saves'] as const;

/**
 * The import's rollup rows, summed while its lines are read, so the rollup is made from these instead of a second pass
 * over millions of lines. A running sum per key; once FLUSH_KEYS keys are held, every recording but the one being read
 * is written to a file, as the rows of a binary COPY. DSR usages come grouped by recording, so each key is then written
 * once and the file goes straight into stats_rollups; a recording met again after its flush (a CSV sorted by day, a
 * release matched by UPC for several unknown ISRCs) sets `mayRepeat`, and the keys are summed again in SQL.
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
  private readonly rows: CopyBinaryRows;
  private readonly storeField: Buffer;
  private failed: Error | null = null;

  /** `matchFields`: the binary COPY fields (track_id, release_id, owner_user_id) of a match text. */
  constructor(
    readonly file: string,
    storeId: string,
    private readonly matchFields: (match: string) => Buffer,
  ) {
    this.out = createWriteStream(file, { mode: 0o600, highWaterMark: 256 * 1024 });
    this.out.on('error', (error) => (this.failed = error));
    // A file stream is done with a chunk once it drains (every write has completed): its buffers are filled again.
    this.rows = new CopyBinaryRows(this.out, true);
    this.storeField = textField(storeId);
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
    let behind: Promise<void> | undefined;
    for (const [match, byRest] of this.sums) {
      if (match === reading) continue;
      const fields = this.matchFields(match);
      for (const [rest, [streams, listeners, saves]] of byRest) {
        const [day, territory, source] = rest.split('\t');
        // The file's stream has room for a flush's rows (1,000 keys, about 100 KB) past its watermark: wait once, after.
        behind = this.rows.row(ROLLUP_SPOOL_COLUMNS.length).fields(this.storeField).fields(fields).date(day).ascii(territory).ascii(source).int8(streams).int8(listeners).int8(saves).endRow() ?? behind;
      }
      this.sums.delete(match);
      this.flushed.add(match);
    }
    this.keys = reading === null ? 0 : (this.sums.get(reading)?.size ?? 0);
    return behind;
  }

  /** Writes what is held and closes the file; its rows are in ROLLUP_SPOOL_COLUMNS' order. */
  async end(): Promise<string> {
    await this.flush(null);
    await this.rows.end();
    if (this.failed) throw this.failed;
    return this.file;
  }

  async discard(): Promise<void> {
    this.out.destroy();
    await rm(this.file, { force: true });
  }
}
