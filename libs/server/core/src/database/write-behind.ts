export interface WriteBehindOptions<T> {
  /** The longest a value waits in memory before it is written. */
  intervalMs: number;
  /** Writes one batch; a rejection keeps the batch for the next write. */
  write: (batch: T[]) => Promise<void>;
  /** Folds a later value for the same key into the pending one (counts add up; a plain set needs nothing). */
  merge?: (pending: T, later: T) => void;
  /** A timed write that failed: its values are kept, the error is only reported. */
  onError: (error: Error) => void;
}

/**
 * Bookkeeping writes (counters, last-seen stamps) added up in memory and written in one batch at most every
 * interval, so a request never waits for them. A failed batch is merged back and written with the next one, so
 * nothing is lost while the process lives; `close` writes the last batch on shutdown.
 */
export class WriteBehind<T> {
  private pending = new Map<string, T>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly options: WriteBehindOptions<T>) {}

  get size(): number {
    return this.pending.size;
  }

  add(key: string, value: T): void {
    this.put(key, value);
    this.schedule();
  }

  /** Writes what is pending now (after any write in flight); rejects when that write fails, keeping the values. */
  flush(): Promise<void> {
    const next = this.writing.catch(() => undefined).then(() => this.writeBatch());
    this.writing = next;
    return next;
  }

  /** Stops the timer and writes the last batch; rejects when that write fails. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  private put(key: string, value: T): void {
    const existing = this.pending.get(key);
    if (existing === undefined) this.pending.set(key, value);
    else this.options.merge?.(existing, value);
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush().catch((error: Error) => this.options.onError(error));
    }, this.options.intervalMs);
    // The timer alone never keeps the process alive; shutdown writes the last batch.
    this.timer.unref();
  }

  private async writeBatch(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await this.options.write([...batch.values()]);
    } catch (error) {
      // Values that arrived meanwhile are the later ones: fold the failed batch in under them.
      const later = this.pending;
      this.pending = batch;
      for (const [key, value] of later) this.put(key, value);
      this.schedule();
      throw error;
    }
  }
}
