import { once } from 'node:events';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** What the writer asks of the repository for each batch, on the import's own connection. */
export interface StagedBatchSink {
  /** The transaction's connection, for COPY. */
  client: PoolClient;
  /** The COPY statement filling the (empty) stage. */
  copySql: string;
  /** Matches and writes the staged batch, then empties the stage. */
  writeStaged(): Promise<void>;
}

/**
 * Takes the import's COPY text (whole rows, as streamReport writes them) and sends it to Postgres
 * in batches: COPY a batch into the stage, then one set-based insert of it into the lines. While
 * Postgres matches and writes one batch, the parser reads the next, so the two halves of an
 * import run side by side instead of one after the other; only the batch before is waited for.
 * Memory holds at most two batches of text.
 */
export class StagedLinesWriter extends Writable {
  private parts: Buffer[] = [];
  private size = 0;
  private running: Promise<void> = Promise.resolve();
  /** Batches written, for the import's phase log. */
  batches = 0;

  constructor(
    private readonly sink: StagedBatchSink,
    private readonly batchBytes: number,
  ) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.parts.push(chunk);
    this.size += chunk.length;
    if (this.size < this.batchBytes) return done();
    const batch = this.take();
    this.running.then(() => {
      this.running = this.writeBatch(batch);
      // Its failure is reported by the next write or by _final; this only keeps it from being "unhandled".
      this.running.catch(() => undefined);
      done();
    }, done);
  }

  override _final(done: (error?: Error | null) => void): void {
    const rest = this.take();
    this.running.then(() => (rest.length ? this.writeBatch(rest) : undefined)).then(() => done(), done);
  }

  /**
   * Resolves once no batch is in flight, whatever its outcome. A failed read (a broken file) must
   * wait for it before the transaction rolls back: the batch's statements share the connection.
   */
  settled(): Promise<void> {
    return this.running.then(
      () => undefined,
      () => undefined,
    );
  }

  private take(): Buffer[] {
    const parts = this.parts;
    this.parts = [];
    this.size = 0;
    return parts;
  }

  private async writeBatch(parts: Buffer[]): Promise<void> {
    const copy = this.sink.client.query(copyFrom(this.sink.copySql));
    for (const part of parts) {
      if (!copy.write(part)) await once(copy, 'drain');
    }
    copy.end();
    await finished(copy);
    await this.sink.writeStaged();
    this.batches++;
  }
}
