import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { CopyBinaryRows, copyFileInto } from './copy-binary-rows';

const ROWS = 3_000; // about 600 KB of rows: ten chunks
const PAD = 'x'.repeat(180);

async function writeRows(rows: CopyBinaryRows): Promise<void> {
  for (let i = 0; i < ROWS; i++) await rows.row(2).int4(i).ascii(`${i}${PAD}`).endRow();
  await rows.end();
}

/** The int4 of every row of a binary COPY stream, in order. */
function rowNumbers(bytes: Buffer): number[] {
  const numbers: number[] = [];
  let at = 19;
  for (;;) {
    const fields = bytes.readInt16BE(at);
    at += 2;
    if (fields === -1) return numbers;
    at += 4;
    numbers.push(bytes.readInt32BE(at));
    at += 4;
    at += 4 + bytes.readInt32BE(at);
  }
}

/** A stream that reads each chunk's bytes a moment after it is given (as a socket would), then answers the write. */
function socketLike() {
  const received: Buffer[] = [];
  const buffers = new Set<ArrayBufferLike>();
  const stream = new Writable({
    highWaterMark: 16 * 1024,
    write: (chunk: Buffer, _e, done) => {
      buffers.add(chunk.buffer);
      setImmediate(() => {
        received.push(Buffer.from(chunk));
        done();
      });
    },
  });
  return { stream, received, buffers };
}

describe('CopyBinaryRows', () => {
  it('fills a buffer again only after the stream drained, and every row arrives whole', async () => {
    const socket = socketLike();
    await writeRows(new CopyBinaryRows(socket.stream, true));
    expect(rowNumbers(Buffer.concat(socket.received))).toEqual(Array.from({ length: ROWS }, (_, i) => i));
    // Ten chunks through two buffers: one being filled while the other is with the stream.
    expect(socket.buffers.size).toBe(2);
  });

  it('makes a new buffer for every chunk unless told the stream lets go of them on drain', async () => {
    const socket = socketLike();
    await writeRows(new CopyBinaryRows(socket.stream));
    expect(rowNumbers(Buffer.concat(socket.received))).toHaveLength(ROWS);
    expect(socket.buffers.size).toBeGreaterThanOrEqual(10);
  });

  it('writes big counts, null counts and days as Postgres reads them', async () => {
    const socket = socketLike();
    const rows = new CopyBinaryRows(socket.stream);
    await rows.row(3).int8(2 ** 40 + 5).int8(null).date('2026-10-31').endRow();
    await rows.end();
    const bytes = Buffer.concat(socket.received);
    expect(bytes.readInt16BE(19)).toBe(3);
    expect([bytes.readInt32BE(21), Number(bytes.readBigInt64BE(25))]).toEqual([8, 2 ** 40 + 5]);
    expect(bytes.readInt32BE(33)).toBe(-1);
    // 2026-10-31 is day 9,800 after 2000-01-01.
    expect([bytes.readInt32BE(37), bytes.readInt32BE(41)]).toEqual([4, 9_800]);
    expect(bytes.readInt16BE(45)).toBe(-1);
  });

  it('sends a file whole through two buffers into a stream that drains', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-file-'));
    try {
      const file = path.join(dir, 'rows');
      const bytes = Buffer.from(Array.from({ length: 700_000 }, (_, i) => i % 251));
      fs.writeFileSync(file, bytes);
      const socket = socketLike();
      let finished = false;
      socket.stream.on('finish', () => (finished = true));
      await copyFileInto(file, socket.stream);
      expect(finished).toBe(true);
      expect(Buffer.concat(socket.received).equals(bytes)).toBe(true);
      expect(socket.buffers.size).toBe(2);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
