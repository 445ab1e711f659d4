import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { DataSource } from 'typeorm';
import { newStaff } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

/** Hostile reports: a file that expands without end, or one endless line, is refused early, memory flat. */
describe('Hostile report files (real app)', () => {
  let t: TestApp;
  let db: DataSource;
  let staff: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    staff = await newStaff(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('reports are read within bounds', () => {
    const HEADER = 'period_start,period_end,store,territory,isrc,upc,units,revenue,currency\n';

    /** `total` bytes of `fill` after the header, gzipped as they are made: only the compressed file is ever held. */
    async function gzipOf(total: number, fill: string): Promise<Buffer> {
      const block = Buffer.alloc(1024 * 1024, fill);
      async function* text() {
        yield Buffer.from(HEADER);
        for (let sent = 0; sent < total; sent += block.length) yield block.subarray(0, Math.min(block.length, total - sent));
      }
      const parts: Buffer[] = [];
      for await (const part of Readable.from(text()).pipe(createGzip({ level: 9 }))) parts.push(part as Buffer);
      return Buffer.concat(parts);
    }

    async function uploadReport(bytes: Buffer, name: string) {
      const body = new FormData();
      body.append('store_id', 'spotify');
      body.append('period_start', '2026-05-01');
      body.append('period_end', '2026-05-31');
      body.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/gzip' }), name);
      const res = await t.api('/api/admin/royalties/imports', { method: 'POST', token: staff.token, body });
      return { status: res.status, body: await res.json() };
    }
    const importsNamed = async (name: string) => (await db.query(`SELECT count(*)::int AS n FROM royalty_imports WHERE file_name = $1`, [name]))[0].n;

    it('a gzip of one 600 MB line: 422 naming line 2, nothing written, and the memory stays flat', async () => {
      const gz = await gzipOf(600 * 1024 * 1024, 'a');
      expect(gz.length).toBeLessThan(2 * 1024 * 1024);
      const name = `one-line-${randomUUID()}.csv.gz`;
      const before = process.memoryUsage().rss;
      const res = await uploadReport(gz, name);
      const grown = process.memoryUsage().rss - before;
      expect(res).toEqual({
        status: 422,
        body: { message: 'Line 2 of the report is longer than 65536 bytes.', code: 'validation_failed', errors: { file: ['Line 2 of the report is longer than 65536 bytes.'] } },
      });
      // The server is this process: reading the line whole grew it by 1.2 GB.
      expect(grown).toBeLessThan(100 * 1024 * 1024);
      expect(await importsNamed(name)).toBe(0);
    });

    it('a gzip bomb of short lines past the decompressed limit: 422, nothing written', async () => {
      const gz = await gzipOf(64 * 1024 * 1024, '\n');
      const name = `bomb-${randomUUID()}.csv.gz`;
      const res = await uploadReport(gz, name);
      expect(res.status).toBe(422);
      expect(res.body.errors.file[0]).toMatch(/^The report is larger than \d+ bytes once decompressed\.$/);
      expect(await importsNamed(name)).toBe(0);
    });
  });
});
