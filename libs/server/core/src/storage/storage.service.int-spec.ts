import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { loadConfig } from '../config/app-config';
import { DomainError } from '../http/domain-error';
import { CONTENT_TYPES } from './content-sniffer';
import { SIGNING_SECRET_FILE } from './signing-secret';
import { StorageService } from './storage.service';
import { S3Stub } from './testing/s3-stub';

const MiB = 1024 * 1024;

/** `total` bytes in `chunk`-sized pieces, produced lazily like a network upload. */
function stream(total: number, chunk = 64 * 1024, fill = 'a'): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return void this.push(null);
      const n = Math.min(chunk, total - sent);
      sent += n;
      this.push(Buffer.alloc(n, fill));
    },
  });
}

/** `buffer` cut into `size`-byte pieces. */
function chunksOf(buffer: Buffer, size: number): Buffer[] {
  const pieces: Buffer[] = [];
  for (let i = 0; i < buffer.length; i += size) pieces.push(buffer.subarray(i, i + size));
  return pieces;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

const stub = new S3Stub();
let dataDir: string;

beforeAll(async () => {
  await stub.start();
});
afterAll(async () => {
  await stub.stop();
});
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-storage-'));
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const drivers = {
  local: () => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
  s3: () =>
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: stub.bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: stub.url,
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      STORAGE_SIGNING_SECRET: 'a-test-signing-secret-of-at-least-32-chars',
    }),
};

/** Nothing stored and nothing half-stored, whichever the driver. */
function storedNothing(driver: keyof typeof drivers): void {
  if (driver === 'local') expect(filesUnder(path.join(dataDir, 'storage'))).toEqual([]);
  else {
    expect([...stub.objects.keys()]).toEqual([]);
    expect([...stub.uploads.keys()]).toEqual([]);
  }
}

describe.each(Object.keys(drivers) as Array<keyof typeof drivers>)('StorageService with the %s driver', (driver) => {
  let storage: StorageService;

  beforeEach(async () => {
    stub.objects.clear();
    stub.uploads.clear();
    stub.calls.length = 0;
    storage = new StorageService(drivers[driver]());
    await storage.onModuleInit();
  });
  afterEach(async () => {
    await storage.onModuleDestroy();
  });

  it('streams a file in under a server-generated key and reads it back', async () => {
    const content = 'fake pdf bytes '.repeat(1000);
    const saved = await storage.save(Readable.from([Buffer.from(content)]), { maxBytes: 1 * MiB, contentType: 'Application/PDF; charset=binary', visibility: 'private', prefix: 'kyc-documents' });
    const now = new Date();
    const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(saved.key).toMatch(new RegExp(`^private/kyc-documents/${month}/[0-9a-f-]{36}\\.pdf$`));
    expect(saved).toMatchObject({ size: content.length, contentType: 'application/pdf', sha256: createHash('sha256').update(content).digest('hex') });
    await expect(storage.exists(saved.key)).resolves.toBe(true);

    const opened = await storage.open(saved.key);
    expect(opened.size).toBe(content.length);
    expect(opened.contentType).toBe('application/pdf');
    await expect(text(opened.stream)).resolves.toBe(content);

    const again = await storage.save(Readable.from([Buffer.from(content)]), { maxBytes: 1 * MiB, contentType: 'application/pdf', visibility: 'private', prefix: 'kyc-documents' });
    expect(again.key).not.toBe(saved.key);
  });

  it('stores unknown types as opaque binaries, never with a client-chosen extension', async () => {
    const saved = await storage.save(Readable.from([Buffer.from('<script>alert(1)</script>')]), { maxBytes: 1024, contentType: 'text/html', visibility: 'public', prefix: 'artwork' });
    expect(saved.key).toMatch(/^public\/artwork\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.bin$/);
    expect(saved.contentType).toBe('application/octet-stream');
    const opened = await storage.open(saved.key);
    opened.stream.destroy();
    expect(opened.contentType).toBe('application/octet-stream');
  });

  it('deletes', async () => {
    const saved = await storage.save(Readable.from([Buffer.from('x')]), { maxBytes: 10, contentType: 'image/png', visibility: 'public', prefix: 'artwork' });
    await storage.delete(saved.key);
    await expect(storage.exists(saved.key)).resolves.toBe(false);
    await expect(storage.open(saved.key)).rejects.toMatchObject({ status: 404, code: 'file_not_found' });
  });

  it('stops a stream as soon as it passes the limit: 413 and nothing stored', async () => {
    const source = stream(2 * MiB);
    const error = await storage.save(source, { maxBytes: 100 * 1024, contentType: 'image/jpeg', visibility: 'private', prefix: 'kyc' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ status: 413, code: 'payload_too_large', message: 'The file is too large.' });
    // Stopped while streaming: far less than the whole 2 MiB was ever read.
    expect(source.readableEnded).toBe(false);
    storedNothing(driver);
  });

  it('accepts a file of exactly the limit', async () => {
    const saved = await storage.save(stream(4096), { maxBytes: 4096, contentType: 'audio/wav', visibility: 'private', prefix: 'audio' });
    expect(saved.size).toBe(4096);
    expect(saved.key.endsWith('.wav')).toBe(true);
  });

  it('leaves nothing behind when the source fails half-way', async () => {
    const source = new PassThrough();
    const saving = storage.save(source, { maxBytes: MiB, contentType: 'image/png', visibility: 'private', prefix: 'kyc' });
    source.write(Buffer.alloc(1000, 1));
    setTimeout(() => source.destroy(new Error('client went away')), 20);
    await expect(saving).rejects.toThrow('client went away');
    storedNothing(driver);
  });

  it('refuses keys it did not make (no path traversal)', async () => {
    for (const key of ['../../etc/passwd', 'private/../../secret', '/etc/passwd', 'private/kyc/2025/01/..', 'private\\kyc', '.tmp/x.part', 'private/kyc/2025/01/not-a-uuid.pdf']) {
      await expect(storage.open(key)).rejects.toMatchObject({ status: 404 });
      await expect(storage.exists(key)).resolves.toBe(false);
      await expect(storage.delete(key)).rejects.toThrow('Invalid storage key');
      expect(() => storage.signedUrl(key, 60)).toThrow('Invalid storage key');
    }
    await expect(storage.save(Readable.from(['x']), { maxBytes: 10, contentType: 'image/png', visibility: 'private', prefix: '../up' })).rejects.toThrow('Invalid storage prefix');
  });

  it('signs URLs that expire and cannot be moved to another key', async () => {
    const a = await storage.save(Readable.from([Buffer.from('a')]), { maxBytes: 10, contentType: 'application/pdf', visibility: 'private', prefix: 'kyc' });
    const b = await storage.save(Readable.from([Buffer.from('b')]), { maxBytes: 10, contentType: 'application/pdf', visibility: 'private', prefix: 'kyc' });
    const now = Date.UTC(2026, 0, 1);
    const url = new URL(storage.signedUrl(a.key, 300, now), 'http://x');
    expect(url.pathname).toBe(`/api/files/${a.key}`);
    const expires = url.searchParams.get('expires');
    const signature = url.searchParams.get('signature');
    expect(Number(expires)).toBe(now / 1000 + 300);
    expect(storage.verifySignature(a.key, expires, signature, now)).toBe(true);
    expect(storage.verifySignature(a.key, expires, signature, now + 301_000)).toBe(false);
    expect(storage.verifySignature(b.key, expires, signature, now)).toBe(false);
    expect(storage.verifySignature(a.key, String(Number(expires) + 3600), signature, now)).toBe(false);
    // Change the last character to a different one (the signature may already end in 'A').
    const tampered = `${signature?.slice(0, -1)}${signature?.endsWith('A') ? 'B' : 'A'}`;
    expect(storage.verifySignature(a.key, expires, tampered, now)).toBe(false);
    expect(storage.verifySignature(a.key, undefined, undefined, now)).toBe(false);
    expect(storage.publicUrl(b.key.replace('private/', 'public/'))).toMatch(/^\/api\/files\/public\//);
    expect(() => storage.publicUrl(a.key)).toThrow();
  });

  it('saves by content: the type comes from the first bytes, the rest streams on with size limit and sha256', async () => {
    const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WAVEfmt '), Buffer.alloc(200_000, 3)]);
    // In small pieces, so the first bytes are gathered from several chunks before the type is decided.
    const saved = await storage.saveByContent(Readable.from(chunksOf(wav, 1000)), { maxBytes: MiB, accept: CONTENT_TYPES.audio, visibility: 'private', prefix: 'audio' });
    expect(saved).toMatchObject({ size: wav.length, contentType: 'audio/wav', sha256: createHash('sha256').update(wav).digest('hex') });
    expect(saved?.key).toMatch(/\.wav$/);
    const opened = await storage.open(saved?.key ?? '');
    expect((await buffer(opened.stream)).equals(wav)).toBe(true);
  });

  it('saves by content: refuses other content without storing or reading it all, and answers null for nothing', async () => {
    const source = stream(2 * MiB, 64 * 1024, '<');
    const refusal = new DomainError('not_audio', 'Only audio.', 422);
    await expect(storage.saveByContent(source, { maxBytes: 4 * MiB, accept: CONTENT_TYPES.audio, visibility: 'private', prefix: 'audio', refusal: () => refusal })).rejects.toBe(refusal);
    expect(source.readableEnded).toBe(false);
    await expect(storage.saveByContent(Readable.from([]), { maxBytes: MiB, accept: CONTENT_TYPES.audio, visibility: 'private', prefix: 'audio' })).resolves.toBeNull();
    await expect(storage.saveByContent(Readable.from([Buffer.from('GIF89a')]), { maxBytes: MiB, accept: CONTENT_TYPES.images, visibility: 'public', prefix: 'artwork' })).rejects.toMatchObject({
      status: 415,
      code: 'unsupported_media_type',
    });
    storedNothing(driver);
  });

  it('saves by content: still stops at the size limit (413, nothing stored)', async () => {
    // A PNG signature and image header, then a large chunk.
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.alloc(17, 1), Buffer.alloc(300 * 1024, 9)]);
    const saving = storage.saveByContent(Readable.from(chunksOf(png, 16 * 1024)), { maxBytes: 100 * 1024, accept: CONTENT_TYPES.images, visibility: 'public', prefix: 'artwork', tooLargeMessage: 'Image must be 35 MB or smaller.' });
    await expect(saving).rejects.toMatchObject({ status: 413, message: 'Image must be 35 MB or smaller.' });
    storedNothing(driver);
  });

  it('opens one byte range of a file, refuses ranges past the end and ignores ranges it does not serve', async () => {
    const content = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 251));
    const saved = await storage.save(Readable.from([content]), { maxBytes: MiB, contentType: 'audio/mpeg', visibility: 'private', prefix: 'audio' });
    const read = async (range?: string) => {
      const file = await storage.openForDownload(saved.key, range);
      return { range: file.range, size: file.size, contentType: file.contentType, bytes: await buffer(file.stream) };
    };
    await expect(read('bytes=100-199')).resolves.toEqual({ range: { start: 100, end: 199 }, size: 10_000, contentType: 'audio/mpeg', bytes: content.subarray(100, 200) });
    await expect(read('bytes=-10')).resolves.toMatchObject({ range: { start: 9990, end: 9999 }, bytes: content.subarray(9990) });
    await expect(read('bytes=9000-20000')).resolves.toMatchObject({ range: { start: 9000, end: 9999 }, bytes: content.subarray(9000) });
    await expect(read()).resolves.toMatchObject({ range: null, size: 10_000, bytes: content });
    await expect(read('bytes=0-1,5-6')).resolves.toMatchObject({ range: null, bytes: content });
    await expect(storage.openForDownload(saved.key, 'bytes=10000-')).rejects.toMatchObject({ status: 416, code: 'range_not_satisfiable', headers: { 'Content-Range': 'bytes */10000' } });
    await expect(storage.openForDownload('private/audio/2026/01/00000000-0000-4000-8000-000000000000.mp3', 'bytes=0-1')).rejects.toMatchObject({ status: 404 });
  });

  it('reads only the head of a file', async () => {
    const content = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 253));
    const saved = await storage.save(Readable.from([content]), { maxBytes: MiB, contentType: 'image/png', visibility: 'private', prefix: 'artwork' });
    await expect(storage.readHead(saved.key, 100)).resolves.toEqual(content.subarray(0, 100));
    await expect(storage.readHead(saved.key, 50_000)).resolves.toEqual(content);
    await expect(storage.readHead('private/artwork/2026/01/00000000-0000-4000-8000-000000000000.png', 100)).rejects.toMatchObject({ status: 404 });
  });

  if (driver === 's3') {
    it('uploads large files in parts and aborts the multipart upload when the limit is passed', async () => {
      const big = await storage.save(stream(11 * MiB, 256 * 1024, 'b'), { maxBytes: 20 * MiB, contentType: 'audio/flac', visibility: 'private', prefix: 'audio' });
      expect(stub.calls).toEqual(expect.arrayContaining(['POST create', 'PUT part', 'POST upload']));
      expect(stub.objects.get(big.key)?.body.length).toBe(11 * MiB);
      expect(stub.objects.get(big.key)?.contentType).toBe('audio/flac');
      stub.objects.clear();
      stub.calls.length = 0;

      await expect(storage.save(stream(13 * MiB, 256 * 1024), { maxBytes: 12 * MiB, contentType: 'audio/flac', visibility: 'private', prefix: 'audio' })).rejects.toMatchObject({ status: 413 });
      expect(stub.calls).toContain('PUT part');
      expect(stub.calls).toContain('DELETE upload');
      storedNothing(driver);
    });
  }

  if (driver === 'local') {
    it('writes to a temp file and renames it, so a partial file is never visible', async () => {
      const source = new PassThrough();
      const saving = storage.save(source, { maxBytes: MiB, contentType: 'image/png', visibility: 'private', prefix: 'kyc' });
      source.write(Buffer.alloc(5000, 1));
      await new Promise((r) => setTimeout(r, 50));
      const root = path.join(dataDir, 'storage');
      expect(filesUnder(root).filter((f) => !f.startsWith('.tmp'))).toEqual([]);
      expect(filesUnder(path.join(root, '.tmp'))).toHaveLength(1);
      source.end(Buffer.alloc(5000, 2));
      const saved = await saving;
      expect(filesUnder(root)).toEqual([saved.key.split('/').join(path.sep)]);
      expect(fs.statSync(path.join(root, saved.key)).mode & 0o777).toBe(0o600);
    });

    it('keeps a generated signing secret in DATA_DIR (0600) and reuses it', async () => {
      const file = path.join(dataDir, SIGNING_SECRET_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const saved = await storage.save(Readable.from([Buffer.from('x')]), { maxBytes: 10, contentType: 'image/png', visibility: 'private', prefix: 'kyc' });
      const url = new URL(storage.signedUrl(saved.key, 60), 'http://x');
      const restarted = new StorageService(drivers.local());
      expect(restarted.verifySignature(saved.key, url.searchParams.get('expires'), url.searchParams.get('signature'))).toBe(true);
      const withOwnSecret = new StorageService(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, STORAGE_SIGNING_SECRET: 'another-secret-that-is-long-enough-000' }));
      expect(withOwnSecret.verifySignature(saved.key, url.searchParams.get('expires'), url.searchParams.get('signature'))).toBe(false);
    });

    it('clears temp files a crashed process left behind', async () => {
      const stale = path.join(dataDir, 'storage', '.tmp', 'old.part');
      fs.writeFileSync(stale, 'partial');
      const old = new Date(Date.now() - 2 * 3600_000);
      fs.utimesSync(stale, old, old);
      await storage.onModuleInit();
      expect(fs.existsSync(stale)).toBe(false);
    });
  }
});
