import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { jpegHeader, png, pngClaiming } from './support/media-fixtures';
import { approvedArtist, caller, TestArtist } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

const FINAL = { code: 'release_final', message: 'This release is final and can no longer be changed.' };
const RELEASE_NOT_FOUND = { code: 'release_not_found', message: 'Release not found.' };
const coverError = (message: string) => ({ message, code: 'validation_failed', errors: { cover: [message] } });

describe('Artwork: POST /artist/releases/:id/artwork (real app)', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let root: string;
  let owner: TestArtist;
  let square: Buffer;

  const storedFiles = () =>
    fs.existsSync(root)
      ? fs
          .readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
          .filter((f) => !f.startsWith('.tmp'))
          .sort()
      : [];

  const newRelease = async (artist: TestArtist = owner) => (await call('POST', '/artist/releases/draft', artist.token, { force_new: true })).body.release_id as string;

  const upload = async (releaseId: string, file: { bytes: Buffer; name: string; type?: string } | null, token = owner.token) => {
    const form = new FormData();
    if (file) form.append('cover', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }), file.name);
    else form.append('note', 'no file');
    const res = await t.api(`/api/artist/releases/${releaseId}/artwork`, { method: 'POST', token, body: form });
    return { status: res.status, body: await res.json() };
  };

  const coverOf = async (releaseId: string) =>
    (await db.query(`SELECT cover_art_key, cover_art_width, cover_art_height, workflow_stage FROM releases WHERE id = $1`, [releaseId]))[0];

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    call = caller(t);
    root = t.config.storage.localRoot;
    owner = await approvedArtist(t);
    square = png(3000);
  });
  afterAll(() => t?.close());

  it('stores a 3000×3000 PNG, answers the release with its signed cover URL and moves the wizard to distribution', async () => {
    const releaseId = await newRelease();
    const before = storedFiles();
    const res = await upload(releaseId, { bytes: square, name: 'cover.png' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Artwork uploaded.');
    expect(res.body.release).toMatchObject({ id: releaseId, cover_art_width: 3000, cover_art_height: 3000, workflow_stage: 'distribution' });
    expect(res.body.release.cover_art_url).toMatch(/^\/api\/files\/private\/artwork\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png\?expires=\d+&signature=/);
    const row = await coverOf(releaseId);
    expect(row).toMatchObject({ cover_art_width: 3000, cover_art_height: 3000, workflow_stage: 'distribution' });
    expect(storedFiles()).toEqual([...before, row.cover_art_key].sort());

    const image = await t.api(res.body.release.cover_art_url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(square)).toBe(true);
  });

  it('replaces the previous cover and deletes its file; near-square within 2% passes', async () => {
    const releaseId = await newRelease();
    await upload(releaseId, { bytes: square, name: 'first.png' });
    const first = await coverOf(releaseId);
    const res = await upload(releaseId, { bytes: png(3060, 3000), name: 'second.png' });
    expect(res.status).toBe(200);
    expect(res.body.release).toMatchObject({ cover_art_width: 3060, cover_art_height: 3000 });
    const second = await coverOf(releaseId);
    expect(second.cover_art_key).not.toBe(first.cover_art_key);
    expect(fs.existsSync(path.join(root, first.cover_art_key))).toBe(false);
    expect(fs.existsSync(path.join(root, second.cover_art_key))).toBe(true);
  });

  it('accepts a JPEG by content, whatever its name', async () => {
    const releaseId = await newRelease();
    const res = await upload(releaseId, { bytes: jpegHeader(3000), name: 'artwork.png', type: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.body.release).toMatchObject({ cover_art_width: 3000, cover_art_height: 3000 });
    expect((await coverOf(releaseId)).cover_art_key).toMatch(/\.jpg$/);
  });

  it('answers each rule with the spec message and keeps nothing, the release unchanged', async () => {
    const releaseId = await newRelease();
    const before = storedFiles();
    const cases: Array<[Buffer, string, string]> = [
      [Buffer.from('GIF89a' + 'x'.repeat(2000)), 'cover.png', 'Only JPG or PNG images are allowed.'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="3000"/>'), 'cover.png', 'Only JPG or PNG images are allowed.'],
      [Buffer.from('%PDF-1.7\n' + 'x'.repeat(2000)), 'cover.jpg', 'Only JPG or PNG images are allowed.'],
      [png(2000), 'small.png', 'Minimum resolution is 3000×3000 pixels.'],
      [jpegHeader(3000, 2999), 'short.jpg', 'Minimum resolution is 3000×3000 pixels.'],
      [png(3100, 3000), 'wide.png', 'Artwork must be perfectly square (1:1).'],
      [jpegHeader(4000, 3000), 'wide.jpg', 'Artwork must be perfectly square (1:1).'],
      // Starts like a JPEG but has no frame header to take the dimensions from.
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), Buffer.from('JFIF'), Buffer.alloc(5000, 0)]), 'broken.jpg', 'Could not read the image. Try a different file.'],
    ];
    for (const [bytes, name, message] of cases) {
      const res = await upload(releaseId, { bytes, name });
      const code = message === 'Only JPG or PNG images are allowed.' ? 'invalid_file_type' : 'validation_failed';
      expect({ name, ...res }).toEqual({ name, status: 422, body: { ...coverError(message), code } });
    }
    expect(await coverOf(releaseId)).toEqual({ cover_art_key: null, cover_art_width: null, cover_art_height: null, workflow_stage: 'album_info' });
    expect(storedFiles()).toEqual(before);
  });

  it('judges a decompression bomb from its header alone: a PNG claiming 100000×100000 is refused at once', async () => {
    const releaseId = await newRelease();
    const bomb = pngClaiming(100_000);
    expect(bomb.length).toBeLessThan(200);
    const rssBefore = process.memoryUsage().rss;
    const res = await upload(releaseId, { bytes: bomb, name: 'huge.png' });
    expect(res).toEqual({ status: 422, body: coverError('Could not read the image. Try a different file.') });
    // Decoding it would need 30 GB; reading its header needs nothing worth measuring.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
    expect((await coverOf(releaseId)).cover_art_key).toBeNull();
  });

  it('answers 413 past 35 MB while streaming, keeping nothing', async () => {
    const releaseId = await newRelease();
    const before = storedFiles();
    const big = Buffer.concat([square.subarray(0, 33), Buffer.alloc(35 * 1024 * 1024 + 1, 1)]);
    const res = await upload(releaseId, { bytes: big, name: 'huge.png' });
    expect(res).toEqual({ status: 413, body: { message: 'Image must be 35 MB or smaller.', code: 'payload_too_large' } });
    expect(storedFiles()).toEqual(before);
    expect((await coverOf(releaseId)).cover_art_key).toBeNull();
  });

  it('asks for an image when there is none', async () => {
    const releaseId = await newRelease();
    expect(await upload(releaseId, null)).toEqual({ status: 422, body: coverError('Please choose an image to upload.') });
    expect(await upload(releaseId, { bytes: Buffer.alloc(0), name: '' })).toEqual({ status: 422, body: coverError('Please choose an image to upload.') });
    expect(await call('POST', `/artist/releases/${releaseId}/artwork`, owner.token, {})).toMatchObject({ status: 422, body: coverError('Please choose an image to upload.') });
  });

  it("answers 404 for another artist's release and 409 for a final one, storing nothing", async () => {
    const releaseId = await newRelease();
    const stranger = await approvedArtist(t);
    const before = storedFiles();
    expect(await upload(releaseId, { bytes: square, name: 'cover.png' }, stranger.token)).toEqual({ status: 404, body: RELEASE_NOT_FOUND });
    expect(await upload('00000000-0000-4000-8000-000000000000', { bytes: square, name: 'cover.png' })).toEqual({ status: 404, body: RELEASE_NOT_FOUND });
    for (const status of ['approved', 'live', 'Rejeitado', 'removed']) {
      await db.query(`UPDATE releases SET status = $2 WHERE id = $1`, [releaseId, status]);
      expect(await upload(releaseId, { bytes: square, name: 'cover.png' })).toEqual({ status: 409, body: FINAL });
    }
    expect(storedFiles()).toEqual(before);
    expect((await upload(releaseId, { bytes: square, name: 'cover.png' }, '')).status).toBe(401);
  });
});
