import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, type Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { gzipSync } from 'node:zlib';
import { DecompressedSizeLimit, LineLengthLimit, openBoundedText, startsLikeGzip, TextLimitError } from './bounded-text';

const drain = async (stream: Readable): Promise<string> => {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
};
const through = async (chunks: string[], stage: Transform): Promise<void> => {
  await pipeline(Readable.from(chunks.map((c) => Buffer.from(c))), stage, new Writable({ write: (_chunk, _encoding, done) => done() }));
};

describe('bounded text', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-bounded-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, bytes: Buffer) => {
    const at = path.join(dir, name);
    fs.writeFileSync(at, bytes);
    return at;
  };

  it('passes lines up to the limit and names the first longer one, across chunks', async () => {
    await expect(through(['abcd\n', 'ef', 'gh\n', '\n'], new LineLengthLimit(4))).resolves.toBeUndefined();
    // A CR before the LF is the line's own byte.
    await expect(through(['abc\r\n'], new LineLengthLimit(4))).resolves.toBeUndefined();
    await expect(through(['abcd\nab', 'c', 'de\nx\n'], new LineLengthLimit(4))).rejects.toMatchObject({ kind: 'line_too_long', line: 2, limit: 4 });
    await expect(through(['ok\nok\nok\n', 'toolong'], new LineLengthLimit(4))).rejects.toBeInstanceOf(TextLimitError);
  });

  it('stops after the decompressed limit', async () => {
    await expect(through(['12345', '678'], new DecompressedSizeLimit(8))).resolves.toBeUndefined();
    await expect(through(['12345', '6789'], new DecompressedSizeLimit(8))).rejects.toMatchObject({ kind: 'decompressed_too_large', limit: 8 });
  });

  it('opens plain and gzip files, the tighter of the size and ratio limits bounding the gzip', async () => {
    const text = 'a,b\n1,2\n';
    const limits = { maxLineBytes: 100, maxDecompressedBytes: 1024 * 1024, maxGzipRatio: 1000 };
    await expect(drain(await openBoundedText(file('plain.csv', Buffer.from(text)), false, limits))).resolves.toBe(text);
    const gz = gzipSync(text);
    expect(startsLikeGzip(gz)).toBe(true);
    expect(startsLikeGzip(Buffer.from(text))).toBe(false);
    await expect(drain(await openBoundedText(file('small.csv.gz', gz), true, limits))).resolves.toBe(text);

    const bomb = gzipSync(Buffer.alloc(4 * 1024 * 1024, '\n'));
    await expect(drain(await openBoundedText(file('bomb.gz', bomb), true, { ...limits, maxDecompressedBytes: 64 * 1024 * 1024 }))).rejects.toMatchObject({ kind: 'decompressed_too_large', limit: bomb.length * 1000 });
    await expect(drain(await openBoundedText(file('bomb2.gz', bomb), true, { ...limits, maxGzipRatio: 100_000, maxDecompressedBytes: 1024 }))).rejects.toMatchObject({
      kind: 'decompressed_too_large',
      limit: 1024,
    });
    const long = gzipSync(`h\n${'x'.repeat(1000)}\n`);
    await expect(drain(await openBoundedText(file('long.gz', long), true, limits))).rejects.toMatchObject({ kind: 'line_too_long', line: 2 });
  });
});
