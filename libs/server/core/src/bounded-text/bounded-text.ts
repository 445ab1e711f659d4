import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline, type Readable, Transform, type TransformCallback } from 'node:stream';
import { createGunzip } from 'node:zlib';

/**
 * Bounds on a text file read line by line (reports): the longest line, and how much a compressed
 * file may expand (an absolute size, and a ratio to its compressed size, the tighter one wins).
 */
export interface TextLimits {
  maxLineBytes: number;
  maxDecompressedBytes: number;
  maxGzipRatio: number;
}

/** Why a bounded read stopped: a line over the limit (its 1-based number), or too much decompressed text. */
export class TextLimitError extends Error {
  constructor(
    readonly kind: 'line_too_long' | 'decompressed_too_large',
    readonly limit: number,
    readonly line?: number,
  ) {
    super(kind === 'line_too_long' ? `Line ${line} is longer than ${limit} bytes` : `The text is larger than ${limit} bytes once decompressed`);
    this.name = 'TextLimitError';
  }
}

/**
 * Passes bytes on and fails as soon as one line (up to LF) holds more than `maxLineBytes`: the
 * reader after it never has to hold the line, whatever its size.
 */
export class LineLengthLimit extends Transform {
  private line = 1;
  private length = 0;

  constructor(private readonly maxLineBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let from = 0;
    for (;;) {
      const lf = chunk.indexOf(0x0a, from);
      const end = lf < 0 ? chunk.length : lf;
      this.length += end - from;
      // The line's own bytes, a CR before the LF included: the limit is generous enough for it.
      if (this.length > this.maxLineBytes) return done(new TextLimitError('line_too_long', this.maxLineBytes, this.line));
      if (lf < 0) break;
      this.line++;
      this.length = 0;
      from = lf + 1;
    }
    done(null, chunk);
  }
}

/** Passes bytes on and fails once more than `maxBytes` went through. */
export class DecompressedSizeLimit extends Transform {
  private bytes = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(new TextLimitError('decompressed_too_large', this.maxBytes));
    done(null, chunk);
  }
}

const GZIP_MAGIC = [0x1f, 0x8b];

/** True when the bytes start with gzip's magic number. */
export function startsLikeGzip(head: Buffer): boolean {
  return head.length >= 2 && head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
}

/**
 * A file's text as a stream, gunzipped when `gzip`, that fails with a TextLimitError at the first
 * line over `maxLineBytes` or once the decompressed text passes `maxDecompressedBytes` or
 * `maxGzipRatio` times the file's size. Memory stays flat: every stage streams with backpressure,
 * and a failure destroys the whole chain (the file is closed, gunzip stops).
 */
export async function openBoundedText(path: string, gzip: boolean, limits: TextLimits): Promise<Readable> {
  const stages: Array<NodeJS.ReadableStream | NodeJS.WritableStream> = [createReadStream(path)];
  if (gzip) {
    const { size } = await stat(path);
    const maxBytes = Math.min(limits.maxDecompressedBytes, Math.max(1, size) * limits.maxGzipRatio);
    stages.push(createGunzip(), new DecompressedSizeLimit(maxBytes));
  }
  const lines = new LineLengthLimit(limits.maxLineBytes);
  // pipeline() destroys every stage on a failure; the failure reaches the reader through `lines`.
  pipeline([...stages, lines] as unknown as [NodeJS.ReadableStream, NodeJS.WritableStream], () => undefined);
  return lines;
}
