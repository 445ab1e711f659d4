import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline, type Readable, Transform, type TransformCallback } from 'node:stream';
import { createGunzip } from 'node:zlib';

export interface TextLimits {
  maxLineBytes: number;
  maxDecompressedBytes: number;
  maxGzipRatio: number;
}

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
      if (this.length > this.maxLineBytes) return done(new TextLimitError('line_too_long', this.maxLineBytes, this.line));
      if (lf < 0) break;
      this.line++;
      this.length = 0;
      from = lf + 1;
    }
    done(null, chunk);
  }
}

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

export function startsLikeGzip(head: Buffer): boolean {
  return head.length >= 2 && head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
}

export async function openBoundedText(path: string, gzip: boolean, limits: TextLimits): Promise<Readable> {
  const stages: Array<NodeJS.ReadableStream | NodeJS.WritableStream> = [createReadStream(path)];
  if (gzip) {
    const { size } = await stat(path);
    const maxBytes = Math.min(limits.maxDecompressedBytes, Math.max(1, size) * limits.maxGzipRatio);
    stages.push(createGunzip(), new DecompressedSizeLimit(maxBytes));
  }
  const lines = new LineLengthLimit(limits.maxLineBytes);
  pipeline([...stages, lines] as unknown as [NodeJS.ReadableStream, NodeJS.WritableStream], () => undefined);
  return lines;
}
