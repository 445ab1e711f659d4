import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Writes an upload to a private file (never held in memory) and returns its SHA-256, computed on the way. */
export async function spoolWithChecksum(source: NodeJS.ReadableStream, path: string): Promise<string> {
  const hash = createHash('sha256');
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(source, tap, createWriteStream(path, { mode: 0o600 }));
  return hash.digest('hex');
}
