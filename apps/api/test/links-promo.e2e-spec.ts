import { Readable } from 'node:stream';
import { PROMO_KINDS, PROMO_SIZES } from '@soundpost/contracts';
import { StorageService } from '@soundpost/server-core/storage';
import { PromoService } from '@soundpost/server-links';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import yauzl from 'yauzl';
import { submittedRelease, type LinkedRelease } from './support/links-fixtures';
import { approvedArtist, caller, completeRelease } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

jest.setTimeout(120_000);

/** The fixed palette of the plain design (PLAIN_PALETTE's first colours), as the top-left pixel shows them. */
const PLAIN_TOPS = [
  [49, 46, 129],
  [15, 76, 92],
  [127, 29, 29],
  [30, 58, 138],
  [20, 83, 45],
  [124, 45, 18],
];

/** The entries of a zip, read back with yauzl: name and bytes. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function pixel(png: Buffer, left: number, top: number): Promise<number[]> {
  const raw = await sharp(png).extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
  return [raw[0], raw[1], raw[2]];
}

const close = (a: number[], b: number[], tolerance: number) => a.every((v, i) => Math.abs(v - b[i]) <= tolerance);

describe('Promo art: four images made from the cover, one at a time or in a zip', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let release: LinkedRelease;

  const download = async (path: string, token: string) => {
    const res = await t.api(`/api${path}`, { token });
    return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
  };

  /** A real 3000x3000 PNG of one colour as the release's cover, stored like an upload. */
  const realCover = async (releaseId: string, colour: { r: number; g: number; b: number }) => {
    const png = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: colour } }).png().toBuffer();
    const stored = await t.app.get(StorageService).save(Readable.from([png]), { maxBytes: png.length, contentType: 'image/png', visibility: 'private', prefix: 'artwork' });
    await db.query('UPDATE releases SET cover_art_key = $2 WHERE id = $1', [releaseId, stored.key]);
  };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    call = caller(t);
    release = await submittedRelease(t, { title: 'Midnight Drive' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers each kind as a PNG attachment of its size', async () => {
    for (const kind of PROMO_KINDS) {
      const res = await download(`/artist/releases/${release.releaseId}/promo/${kind}`, release.artist.token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="[a-z0-9-]+-${kind}\\.png"$`));
      const meta = await sharp(res.body).metadata();
      expect(meta.format).toBe('png');
      expect({ width: meta.width, height: meta.height }).toEqual(PROMO_SIZES[kind]);
    }
  });

  it('zips all four, each with its size', async () => {
    const res = await download(`/artist/releases/${release.releaseId}/promo`, release.artist.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z0-9-]+-promo\.zip"$/);
    const entries = await unzip(res.body);
    expect([...entries.keys()].sort()).toEqual(['banner.png', 'landscape.png', 'square.png', 'story.png']);
    for (const kind of PROMO_KINDS) {
      const meta = await sharp(entries.get(`${kind}.png`)).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual(PROMO_SIZES[kind]);
    }
  });

  it('falls back to the plain design, not an error, when the cover is corrupt or missing', async () => {
    // The fixture's cover is 5 bytes of text.
    const corrupt = await download(`/artist/releases/${release.releaseId}/promo/square`, release.artist.token);
    expect(corrupt.status).toBe(200);
    const top = await pixel(corrupt.body, 0, 0);
    expect(PLAIN_TOPS.some((colour) => close(top, colour, 2))).toBe(true);

    const missing = await submittedRelease(t, { title: 'No Cover Here', approve: false });
    await db.query('UPDATE releases SET cover_art_key = $2 WHERE id = $1', [missing.releaseId, 'artwork/00000000-0000-4000-8000-000000000000.png']);
    const res = await download(`/artist/releases/${missing.releaseId}/promo/banner`, missing.artist.token);
    expect(res.status).toBe(200);
    expect((await sharp(res.body).metadata()).width).toBe(1500);
    // The service itself never throws for a bad cover (the link page's preview card calls it).
    const card = await t.app.get(PromoService).image(missing.releaseId, 'landscape', 'es-ES');
    expect((await sharp(card).metadata()).height).toBe(630);
  });

  it('takes its background from a real cover and shows the cover itself', async () => {
    const other = await submittedRelease(t, { title: 'Red Room', approve: false });
    const colour = { r: 190, g: 40, b: 50 };
    await realCover(other.releaseId, colour);
    const res = await download(`/artist/releases/${other.releaseId}/promo/landscape`, other.artist.token);
    expect(res.status).toBe(200);
    // The background's top edge is the cover's dominant colour; the cover sits at the layout's place (60, 80, 470 px).
    expect(close(await pixel(res.body, 2, 2), [colour.r, colour.g, colour.b], 12)).toBe(true);
    expect(close(await pixel(res.body, 60 + 235, 80 + 235), [colour.r, colour.g, colour.b], 3)).toBe(true);
    expect(PLAIN_TOPS.some((plain) => close(plain, [colour.r, colour.g, colour.b], 12))).toBe(false);
  });

  it('writes the line in the artist language: an fr artist gets the French art', async () => {
    const french = await approvedArtist(t);
    await db.query(`UPDATE users SET language = 'fr' WHERE id = $1`, [french.id]);
    const fr = await submittedRelease(t, { artist: french, title: 'Nuit Blanche' });
    const res = await download(`/artist/releases/${fr.releaseId}/promo/square`, french.token);
    expect(res.status).toBe(200);
    const promo = t.app.get(PromoService);
    // Same release, same cover, same day: only the line's language differs between these.
    expect(res.body.equals(await promo.image(fr.releaseId, 'square', 'fr'))).toBe(true);
    expect(res.body.equals(await promo.image(fr.releaseId, 'square', 'en'))).toBe(false);
    // Kept in memory: the same picture asked again is the same buffer, not a new render.
    expect(await promo.image(fr.releaseId, 'square', 'fr-FR')).toBe(await promo.image(fr.releaseId, 'square', 'fr'));
  });

  it('answers 404 for an unknown kind, another artist, a draft and a malformed id; 401 without a token', async () => {
    const unknown = await download(`/artist/releases/${release.releaseId}/promo/poster`, release.artist.token);
    expect(unknown.status).toBe(404);

    const stranger = await approvedArtist(t);
    for (const path of [`/artist/releases/${release.releaseId}/promo`, `/artist/releases/${release.releaseId}/promo/square`]) {
      const res = await call('GET', path, stranger.token);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('release_not_found');
    }

    const draft = await completeRelease(t, stranger, call, { title: 'Still A Draft' });
    expect((await call('GET', `/artist/releases/${draft.id}/promo/square`, stranger.token)).status).toBe(404);
    expect((await call('GET', `/artist/releases/${draft.id}/promo`, stranger.token)).status).toBe(404);

    expect((await call('GET', '/artist/releases/not-a-uuid/promo/square', stranger.token)).status).toBe(404);
    expect((await call('GET', `/artist/releases/${release.releaseId}/promo`)).status).toBe(401);
  });
});
