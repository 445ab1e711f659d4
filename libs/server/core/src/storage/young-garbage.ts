import { Transform, TransformCallback } from 'node:stream';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

type GcFunction = (options?: { type?: 'major' | 'minor'; execution?: 'sync' | 'async' }) => void;

let gc: GcFunction | null | undefined;

export function collectYoungGarbage(): void {
  if (gc === undefined) {
    try {
      v8.setFlagsFromString('--expose-gc');
      gc = runInNewContext('gc') as GcFunction;
    } catch {
      gc = null;
    }
  }
  gc?.({ type: 'minor' });
}

export const STREAM_GC_EVERY_BYTES = 8 * 1024 * 1024;

export class StreamGarbageCollector {
  private sinceLast = 0;

  constructor(private readonly everyBytes = STREAM_GC_EVERY_BYTES) {}

  count(bytes: number): void {
    this.sinceLast += bytes;
    if (this.sinceLast >= this.everyBytes) {
      this.sinceLast = 0;
      collectYoungGarbage();
    }
  }
}

/** A pass-through that keeps a long read (a whole stored file) from piling up garbage. */
export function garbageCollectingPassThrough(everyBytes = STREAM_GC_EVERY_BYTES): Transform {
  const collector = new StreamGarbageCollector(everyBytes);
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      collector.count(chunk.length);
      callback(null, chunk);
    },
  });
}
