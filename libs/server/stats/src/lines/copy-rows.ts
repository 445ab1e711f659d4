import type { Writable } from 'node:stream';

const CHUNK_CHARS = 64 * 1024;
const SPECIAL = /[\\\t\n\r\0]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\0': '' };

export function copyCell(value: string | number | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return SPECIAL.test(value) ? value.replace(/[\\\t\n\r\0]/g, (c) => ESCAPES[c]) : value;
}

/**
 * Rows for a COPY … FROM STDIN in text format, sent in 64 KiB chunks. `row` returns a promise only when the
 * database is behind (the stream asks to drain), so a reader that awaits it never piles a report up in memory.
 */
export class CopyRows {
  private chunk = '';

  constructor(private readonly out: Writable) {}

  row(values: ReadonlyArray<string | number | null>): Promise<void> | undefined {
    return this.text(values.map(copyCell).join('\t') + '\n');
  }

  /** A row already in COPY text, its line end included (for callers whose values never need escaping). */
  text(row: string): Promise<void> | undefined {
    this.chunk += row;
    if (this.chunk.length < CHUNK_CHARS) return undefined;
    return this.flush();
  }

  private flush(): Promise<void> | undefined {
    const text = this.chunk;
    this.chunk = '';
    if (this.out.write(text)) return undefined;
    return new Promise((resolve, reject) => {
      const onDrain = () => {
        this.out.off('error', onError);
        resolve();
      };
      const onError = (error: Error) => {
        this.out.off('drain', onDrain);
        reject(error);
      };
      this.out.once('drain', onDrain);
      this.out.once('error', onError);
    });
  }

  /** Fails the COPY (the server gets CopyFail), so the connection leaves COPY mode and the transaction can roll back. */
  async abort(error: Error): Promise<void> {
    if (this.out.destroyed) return;
    await new Promise<void>((resolve) => {
      this.out.once('close', resolve);
      this.out.once('error', () => undefined);
      this.out.destroy(error);
    });
  }

  /** Sends what is left and waits until the COPY has finished. */
  async end(): Promise<void> {
    if (this.chunk) await this.flush();
    await new Promise<void>((resolve, reject) => {
      this.out.once('finish', resolve);
      this.out.once('error', reject);
      this.out.end();
    });
  }
}
