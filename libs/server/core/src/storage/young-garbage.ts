import { Transform, TransformCallback } from 'node:stream';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

type GcFunction = (options?: { type?: 'major' | 'minor'; execution?: 'sync' | 'async' }) => void;

let gc: GcFunction | null | undefined;

/**
 * A young-generation (scavenge) collection, a millisecond or so. Why it is called by hand: every
 * chunk of a large upload or download is a new Buffer whose memory lives outside the JS heap, and
 * V8 only collects once ~64 MiB of such memory has piled up (the JS objects themselves are tiny and
 * never fill the young generation). Streaming a 1 GB file would so raise the process's resident
 * memory by 60-80 MiB of garbage (docs/benchmarks.md, "Audio upload memory"). Reached the way
 * the CLI and jest's leak detector reach it: `--expose-gc` set at run time, `gc` read from a
 * fresh context.
 */
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

/** How many bytes may stream between two collections: a few MiB of garbage at most. */
export const STREAM_GC_EVERY_BYTES = 8 * 1024 * 1024;

/** Counts streamed bytes and collects young garbage every `everyBytes`. */
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
