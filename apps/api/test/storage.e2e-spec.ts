import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { StorageService } from '@soundpost/server-core/storage';
import { DEMO_UPLOAD_MAX_BYTES } from './support/storage-demo.controller';
import { MechanismsDemoModule } from './support/mechanisms-demo.module';
import { createTestApp, TestApp } from './test-app';

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** A PNG's signature and image header: enough for the content check. */
const PNG_HEAD = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.alloc(17, 1)]);

function form(parts: { document?: { bytes: Buffer; type: string; name?: string }; fields?: Record<string, string> }): FormData {
  const body = new FormData();
  if (parts.document) body.append('document', new Blob([new Uint8Array(parts.document.bytes)], { type: parts.document.type }), parts.document.name ?? 'passport.pdf');
  for (const [k, v] of Object.entries(parts.fields ?? {})) body.append(k, v);
  return body;
}

describe('storage over HTTP (real app)', () => {
  let t: TestApp;
  let root: string;
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20_000, 7)]);

  beforeAll(async () => {
    t = await createTestApp({}, [MechanismsDemoModule]);
    root = t.config.storage.localRoot;
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (body: FormData | string, headers: Record<string, string> = {}) => t.api('/api/test/storage/documents', { method: 'POST', body, headers });

  it('streams a multipart upload within the limit into storage under a generated name', async () => {
    const res = await upload(form({ document: { bytes: pdf, type: 'application/pdf', name: '../../evil name.pdf' }, fields: { title: 'My passport' } }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      size: pdf.length,
      contentType: 'application/pdf',
      sha256: createHash('sha256').update(pdf).digest('hex'),
      // The client's name is only reported back (the form parser keeps its base name), never used.
      filename: 'evil name.pdf',
      fields: { title: 'My passport' },
    });
    expect(body.key).toMatch(/^private\/kyc-documents\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(fs.readFileSync(path.join(root, body.key)).equals(pdf)).toBe(true);
  });

  it('answers 413 for a file over the limit and leaves no file behind', async () => {
    const before = filesUnder(root);
    const res = await upload(form({ document: { bytes: Buffer.concat([pdf, Buffer.alloc(DEMO_UPLOAD_MAX_BYTES * 3, 1)]), type: 'application/pdf' } }));
    expect(res.status).toBe(413);
    await expect(res.json()).resolves.toEqual({ message: 'Max file size is 2MB.', code: 'payload_too_large' });
    expect(filesUnder(root)).toEqual(before);
    expect(filesUnder(path.join(root, '.tmp'))).toEqual([]);
  });

  it('cuts off a huge upload without reading it all, keeps nothing and keeps serving', async () => {
    const before = filesUnder(root);
    const res = await upload(form({ document: { bytes: Buffer.concat([pdf, Buffer.alloc(40 * 1024 * 1024, 1)]), type: 'application/pdf' } })).catch((error: unknown) => error);
    // Past the discard limit the server closes the connection; the 413 normally arrives first.
    if (res instanceof Response) expect(res.status).toBe(413);
    expect((await t.api('/api/health/live')).status).toBe(200);
    expect(filesUnder(root)).toEqual(before);
  });

  it('judges a file by its content: refuses a large non-matching upload at its first bytes, keeps nothing and keeps serving', async () => {
    const before = filesUnder(root);
    const res = await upload(form({ document: { bytes: Buffer.alloc(40 * 1024 * 1024, 1), type: 'application/pdf', name: 'passport.pdf' } })).catch((error: unknown) => error);
    if (res instanceof Response) {
      expect(res.status).toBe(415);
      await expect(res.json()).resolves.toMatchObject({ code: 'unsupported_media_type', message: 'Invalid file type. Allowed: JPG, PNG, PDF.' });
    }
    expect((await t.api('/api/health/live')).status).toBe(200);
    expect(filesUnder(root)).toEqual(before);
    // A real PDF declared as a PNG is stored as what it is.
    const honest = await upload(form({ document: { bytes: pdf, type: 'image/png', name: 'scan.png' } }));
    expect(honest.status).toBe(201);
    await expect(honest.json()).resolves.toMatchObject({ contentType: 'application/pdf', key: expect.stringMatching(/\.pdf$/) });
  });

  it('accepts a file of exactly the limit', async () => {
    const png = Buffer.concat([PNG_HEAD, Buffer.alloc(DEMO_UPLOAD_MAX_BYTES - PNG_HEAD.length, 2)]);
    const res = await upload(form({ document: { bytes: png, type: 'image/png', name: 'scan.png' } }));
    expect(res.status).toBe(201);
    await expect(res.json()).resolves.toMatchObject({ size: DEMO_UPLOAD_MAX_BYTES, contentType: 'image/png' });
  });

  it('answers 415 for a type that is not allowed, 422 for a missing file, 415 for a non-multipart body', async () => {
    const before = filesUnder(root);
    const wrongType = await upload(form({ document: { bytes: Buffer.from('<html></html>'), type: 'text/html', name: 'x.html' } }));
    expect(wrongType.status).toBe(415);
    await expect(wrongType.json()).resolves.toEqual({
      message: 'Invalid file type. Allowed: JPG, PNG, PDF.',
      code: 'unsupported_media_type',
      errors: { document: ['Invalid file type. Allowed: JPG, PNG, PDF.'] },
    });

    const missing = await upload(form({ fields: { title: 'no file' } }));
    expect(missing.status).toBe(422);
    await expect(missing.json()).resolves.toEqual({ message: 'Please choose a file to upload.', code: 'validation_failed', errors: { document: ['Please choose a file to upload.'] } });

    const json = await t.api('/api/test/storage/documents', { method: 'POST', json: { document: 'x' } });
    expect(json.status).toBe(415);
    await expect(json.json()).resolves.toMatchObject({ code: 'unsupported_media_type' });
    expect(filesUnder(root)).toEqual(before);
  });

  it('serves a private file through its signed URL only', async () => {
    const res = await upload(form({ document: { bytes: pdf, type: 'application/pdf' } }));
    const { key, url } = await res.json();
    expect(url).toMatch(new RegExp(`^/api/files/${key}\\?expires=\\d+&signature=[A-Za-z0-9_-]+$`));

    const download = await t.api(url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-length')).toBe(String(pdf.length));
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    const signature = new URL(url, t.url).searchParams.get('signature') ?? '';
    const tampered = url.replace(signature, `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`);
    const forged = await t.api(tampered);
    expect(forged.status).toBe(403);
    await expect(forged.json()).resolves.toEqual({ message: 'This link is invalid or has expired.', code: 'invalid_signature' });

    expect((await t.api(`/api/files/${key}`)).status).toBe(403);
    const expires = new URL(url, t.url).searchParams.get('expires') ?? '';
    expect((await t.api(url.replace(`expires=${expires}`, `expires=${Number(expires) + 60}`))).status).toBe(403);
    const expired = t.app.get(StorageService).signedUrl(key, 1, Date.now() - 10_000);
    expect((await t.api(expired)).status).toBe(403);
  });

  it('answers 404 for a validly signed key with no file, 403 for traversal attempts', async () => {
    const storage = t.app.get(StorageService);
    const ghost = 'private/kyc-documents/2026/01/00000000-0000-4000-8000-000000000000.pdf';
    const res = await t.api(storage.signedUrl(ghost, 60));
    expect(res.status).toBe(404);
    await expect(res.json()).resolves.toEqual({ message: 'File not found.', code: 'file_not_found' });
    for (const attempt of ['/api/files/..%2f..%2fstorage-secret', '/api/files/public/..%2F..%2Fstorage-secret', '/api/files/.tmp/x.part']) {
      expect([403, 404]).toContain((await t.api(attempt)).status);
    }
  });

  it('serves HTTP Range on a signed URL: 206 with the exact bytes, 416 past the end', async () => {
    const storage = t.app.get(StorageService);
    const audio = Buffer.from(Array.from({ length: 50_000 }, (_, i) => (i * 7) % 256));
    const saved = await storage.save(Readable.from([audio]), { maxBytes: 100_000, contentType: 'audio/mpeg', visibility: 'private', prefix: 'audio' });
    const url = storage.signedUrl(saved.key, 300);

    const whole = await t.api(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-length')).toBe('50000');
    expect(Buffer.from(await whole.arrayBuffer()).equals(audio)).toBe(true);

    const cases: Array<[string, number, number]> = [
      ['bytes=1000-1999', 1000, 1999],
      ['bytes=49000-', 49000, 49999],
      ['bytes=-500', 49500, 49999],
      ['bytes=0-999999', 0, 49999],
    ];
    for (const [range, start, end] of cases) {
      const part = await t.api(url, { headers: { Range: range } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes ${start}-${end}/50000`);
      expect(part.headers.get('content-length')).toBe(String(end - start + 1));
      expect(part.headers.get('content-type')).toBe('audio/mpeg');
      expect(part.headers.get('accept-ranges')).toBe('bytes');
      expect(Buffer.from(await part.arrayBuffer()).equals(audio.subarray(start, end + 1))).toBe(true);
    }

    const past = await t.api(url, { headers: { Range: 'bytes=50000-' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */50000');
    await expect(past.json()).resolves.toEqual({ message: 'The requested range is not satisfiable.', code: 'range_not_satisfiable' });

    // Several ranges are not served as multipart: the whole file, as HTTP allows.
    const several = await t.api(url, { headers: { Range: 'bytes=0-1,10-11' } });
    expect(several.status).toBe(200);
    expect((await several.arrayBuffer()).byteLength).toBe(50_000);

    // The signature is still checked first, with or without a Range.
    expect((await t.api(`/api/files/${saved.key}`, { headers: { Range: 'bytes=0-1' } })).status).toBe(403);

    const head = await t.api(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('50000');
    expect(head.headers.get('accept-ranges')).toBe('bytes');
  });

  it('serves public files without a signature', async () => {
    const storage = t.app.get(StorageService);
    const art = await storage.save(Readable.from([Buffer.from('png bytes')]), { maxBytes: 100, contentType: 'image/png', visibility: 'public', prefix: 'artwork' });
    const res = await t.api(storage.publicUrl(art.key));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    await expect(res.text()).resolves.toBe('png bytes');
    expect((await t.api(`/api/files/public/artwork/2026/01/00000000-0000-4000-8000-000000000000.png`)).status).toBe(404);
  });
});
