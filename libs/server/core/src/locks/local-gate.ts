/**
 * At most `width` callers inside at once in this process; the rest wait their turn in arrival order.
 * For writes Postgres serialises on one row anyway: waiting here costs a promise, waiting in the row's
 * lock queue costs a pooled connection, a snapshot and a walk of the row's newer versions on wake-up,
 * so a backlog there makes each write slower and the backlog longer.
 */
export class LocalGate {
  private inside = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly width: number) {
    if (!Number.isInteger(width) || width < 1) throw new Error(`LocalGate width must be a positive integer, got ${width}`);
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.inside >= this.width) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.inside++;
    try {
      return await fn();
    } finally {
      // The slot passes straight to the next caller, so a newcomer cannot overtake the queue.
      const next = this.waiting.shift();
      if (next) next();
      else this.inside--;
    }
  }

  /** Callers waiting for a slot (not counting those inside). */
  get queued(): number {
    return this.waiting.length;
  }
}
