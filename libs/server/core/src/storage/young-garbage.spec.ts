import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { collectYoungGarbage, garbageCollectingPassThrough, StreamGarbageCollector } from './young-garbage';

describe('young garbage collection while streaming', () => {
  it('collects on demand without the process having been started with --expose-gc', () => {
    expect(() => collectYoungGarbage()).not.toThrow();
  });

  it('passes every byte through unchanged', async () => {
    const chunks = Array.from({ length: 40 }, (_, i) => Buffer.alloc(1024, i));
    const out = await buffer(Readable.from(chunks).pipe(garbageCollectingPassThrough(4096)));
    expect(out.equals(Buffer.concat(chunks))).toBe(true);
  });

  it('counts bytes across chunks and starts counting again after each collection', () => {
    const collector = new StreamGarbageCollector(10);
    const since = () => (collector as unknown as { sinceLast: number }).sinceLast;
    for (let i = 0; i < 9; i++) collector.count(1);
    expect(since()).toBe(9);
    collector.count(1);
    expect(since()).toBe(0);
    collector.count(15);
    expect(since()).toBe(0);
    collector.count(4);
    expect(since()).toBe(4);
  });
});
