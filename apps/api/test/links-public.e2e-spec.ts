import { Readable } from 'node:stream';
import { StorageService } from '@soundpost/server-core/storage';
import { LinkPageCache } from '@soundpost/server-links';
import { DataSource } from 'typeorm';
import { acknowledgeAt, submittedRelease, type LinkedRelease } from './support/links-fixtures';
import { png } from './support/media-fixtures';
import { approvedArtist, caller } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

jest.setTimeout(60_000);

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const PUBLIC_URL = 'https://sp.example';

describe('Smart link public page: /l/{slug} server-rendered, with tags, policy, store buttons, pre-save and languages', () => {
  let t: TestApp;
  let db: DataSource;
  let cache: LinkPageCache;
  let live: LinkedRelease;
  let liveSlug: string;

  /** The release's link (made on submit by the links domain; made here too if that listener is not wired in this build). */
  const slugOf = async (release: LinkedRelease): Promise<string> => {
    await db.query(
      `INSERT INTO release_links (release_id, user_id, slug) VALUES ($1::uuid, $2, 'r-' || replace($1::uuid::text, '-', '')) ON CONFLICT (release_id) DO NOTHING`,
      [release.releaseId, release.artist.id],
    );
    const [row] = await db.query(`SELECT slug FROM release_links WHERE release_id = $1`, [release.releaseId]);
    cache.forget(row.slug);
    return row.slug;
  };
  /** The page as a visitor's browser asks for it. */
  const open = (path: string, headers: Record<string, string> = {}) => fetch(t.url + path, { redirect: 'manual', headers: { 'user-agent': BROWSER, accept: 'text/html', ...headers } });
  const released = (release: LinkedRelease) => db.query(`UPDATE releases SET release_date = '2024-03-01' WHERE id = $1`, [release.releaseId]);

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    db = t.app.get(DataSource);
    cache = t.app.get(LinkPageCache);
    live = await submittedRelease(t, { stores: ['spotify', 'deezer'], title: 'Night Bus' });
    await released(live);
    liveSlug = await slugOf(live);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 404 with a small HTML page while no store has acknowledged, then shows the page with only the stores that did', async () => {
    const before = await open(`/l/${liveSlug}`);
    expect(before.status).toBe(404);
    expect(before.headers.get('content-type')).toContain('text/html');
    expect(await before.text()).toContain('Link not found');

    await acknowledgeAt(t, live.releaseId, 'spotify', { id: '4aawyAB9vmqN3uQ7FjRGTy' });
    cache.forget(liveSlug);
    const page = await open(`/l/${liveSlug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`href="/l/${liveSlug}/go/spotify"`);
    expect(html).toContain('Listen on Spotify');
    expect(html).not.toContain('/go/deezer');

    await acknowledgeAt(t, live.releaseId, 'deezer');
    cache.forget(liveSlug);
    const after = await (await open(`/l/${liveSlug}`)).text();
    expect(after).toContain(`href="/l/${liveSlug}/go/deezer"`);
    expect(after).toContain(`href="/l/${liveSlug}/go/spotify"`);
  });

  it('is a server-rendered page with title, artist, Open Graph and Twitter tags, a strict policy, no script and under 30 KB', async () => {
    const [{ artist_name }] = await db.query(`SELECT artist_name FROM release_catalogue_cards WHERE release_id = $1`, [live.releaseId]);
    const response = await open(`/l/${liveSlug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('vary')).toContain('Accept-Language');
    expect(response.headers.get('set-cookie')).toBeNull();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/^default-src 'none'; img-src 'self' data:; style-src 'sha256-[A-Za-z0-9+/=]+'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'$/);
    const html = await response.text();
    expect(Buffer.byteLength(html)).toBeLessThan(30 * 1024);
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).not.toContain('<script');
    expect(html).toContain('<h1>Night Bus</h1>');
    expect(html).toContain(`by ${artist_name}`);
    const pageUrl = `${PUBLIC_URL}/l/${liveSlug}`;
    for (const tag of [
      `<meta property="og:title" content="Night Bus – ${artist_name}">`,
      `<meta property="og:url" content="${pageUrl}">`,
      `<meta property="og:image" content="${pageUrl}/card.png">`,
      '<meta property="og:image:width" content="1200">',
      '<meta property="og:image:height" content="630">',
      '<meta name="twitter:card" content="summary_large_image">',
      `<meta name="twitter:image" content="${pageUrl}/card.png">`,
      '<meta property="og:description" content="',
      '<meta name="twitter:title" content="',
    ]) {
      expect(html).toContain(tag);
    }
    // The one inline style is the one the policy's hash allows.
    const style = /<style>(.*?)<\/style>/s.exec(html)?.[1] ?? '';
    const { createHash } = await import('node:crypto');
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });

  it('shows a corrupt cover as the plain design (200), and a real one resized through its own cover route', async () => {
    // The fixture's cover is five bytes of text.
    const plain = await (await open(`/l/${liveSlug}`)).text();
    expect(plain).toMatch(/<svg class="cover" role="img" aria-label="Cover art of Night Bus"/);
    expect(plain).not.toContain('<img');

    const stored = await t.app.get(StorageService).save(Readable.from([png(900)]), { maxBytes: 5_000_000, contentType: 'image/png', visibility: 'private', prefix: 'artwork' });
    await db.query(`UPDATE releases SET cover_art_key = $2 WHERE id = $1`, [live.releaseId, stored.key]);
    cache.forget(liveSlug);
    const html = await (await open(`/l/${liveSlug}`)).text();
    const src = /<img class="cover" src="([^"]+)" width="480" height="480" fetchpriority="high" alt="Cover art of Night Bus">/.exec(html)?.[1];
    expect(src).toMatch(new RegExp(`^/l/${liveSlug}/cover\\.jpg\\?v=[0-9a-f]{12}$`));
    const cover = await open(src!);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await cover.arrayBuffer());
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const sharp = (await import('sharp')).default;
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 480, height: 480, format: 'jpeg' });

    // Missing file: plain again, never a 500.
    await db.query(`UPDATE releases SET cover_art_key = 'private/artwork/2020/01/00000000-0000-4000-8000-000000000000.png' WHERE id = $1`, [live.releaseId]);
    cache.forget(liveSlug);
    const missing = await open(`/l/${liveSlug}`);
    expect(missing.status).toBe(200);
    expect(await missing.text()).toContain('<svg class="cover"');
  });

  it('serves the 1200x630 preview card the tags name (the plain design for a corrupt cover), cacheable for an hour', async () => {
    const card = await open(`/l/${liveSlug}/card.png`, { 'accept-language': 'fr' });
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect(card.headers.get('cache-control')).toBe('public, max-age=3600');
    const sharp = (await import('sharp')).default;
    expect(await sharp(Buffer.from(await card.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' });
    expect((await open('/l/no-such-link/card.png')).status).toBe(404);
  });

  it('answers from its in-memory copy (no database read per visit) until the copy is forgotten or 30 s old', async () => {
    expect(await (await open(`/l/${liveSlug}`)).text()).toContain('<h1>Night Bus</h1>');
    await db.query(`UPDATE releases SET title = 'Day Bus' WHERE id = $1`, [live.releaseId]);
    expect(await (await open(`/l/${liveSlug}`)).text()).toContain('<h1>Night Bus</h1>');
    cache.forget(liveSlug);
    expect(await (await open(`/l/${liveSlug}`)).text()).toContain('<h1>Day Bus</h1>');
    await db.query(`UPDATE releases SET title = 'Night Bus' WHERE id = $1`, [live.releaseId]);
    cache.forget(liveSlug);
  });

  it("shows an artist's edit and a staff disable at once: both forget the page's copy", async () => {
    const call = caller(t);
    expect(await (await open(`/l/${liveSlug}`)).text()).not.toContain('Bandcamp');
    const edited = await call('PUT', `/artist/releases/${live.releaseId}/link`, live.artist.token, { extra_links: [{ label: 'Bandcamp', url: 'https://nova.bandcamp.example' }] });
    expect(edited.status).toBe(200);
    expect(await (await open(`/l/${liveSlug}`)).text()).toContain('<a href="https://nova.bandcamp.example" rel="noopener nofollow ugc">Bandcamp</a>');

    const [{ id }] = await db.query(`SELECT id FROM release_links WHERE release_id = $1`, [live.releaseId]);
    expect((await call('POST', `/admin/links/${id}/disable`, live.staff.token, { reason: 'Reported as spam' })).status).toBe(200);
    expect((await open(`/l/${liveSlug}`)).status).toBe(404);
    expect((await call('POST', `/admin/links/${id}/enable`, live.staff.token)).status).toBe(200);
    expect((await open(`/l/${liveSlug}`)).status).toBe(200);
    await call('PUT', `/artist/releases/${live.releaseId}/link`, live.artist.token, { extra_links: [] });
  });

  it('speaks French or Spanish when the browser prefers them', async () => {
    const fr = await (await open(`/l/${liveSlug}`, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' })).text();
    expect(fr).toContain('<html lang="fr">');
    expect(fr).toContain('Écouter sur Spotify');
    const es = await (await open(`/l/${liveSlug}`, { 'accept-language': 'de;q=1, es;q=0.8, en;q=0.5' })).text();
    expect(es).toContain('<html lang="es">');
    expect(es).toContain('Escuchar en Spotify');
    const en = await (await open(`/l/${liveSlug}`, { 'accept-language': 'en-GB, fr;q=0.3' })).text();
    expect(en).toContain('Listen on Spotify');
  });

  it('escapes a hostile title and extra link label, and shows only http(s) extra links, with rel noopener nofollow ugc', async () => {
    const hostile = await submittedRelease(t, { stores: ['spotify'], title: 'Safe title' });
    await released(hostile);
    const slug = await slugOf(hostile);
    await acknowledgeAt(t, hostile.releaseId, 'spotify');
    await db.query(`UPDATE releases SET title = $2 WHERE id = $1`, [hostile.releaseId, '</title><script>alert("t")</script>']);
    await db.query(`UPDATE release_links SET extra_links = $2::jsonb WHERE release_id = $1`, [
      hostile.releaseId,
      JSON.stringify([
        { label: '<img src=x onerror=alert(1)>', url: 'https://example.com/a?x=1&y="2"' },
        { label: 'js', url: 'javascript:alert(1)' },
      ]),
    ]);
    cache.forget(slug);
    const response = await open(`/l/${slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt;');
    expect(html).toContain('<a href="https://example.com/a?x=1&amp;y=&quot;2&quot;" rel="noopener nofollow ugc">&lt;img src=x onerror=alert(1)&gt;</a>');
    expect(html).not.toContain('javascript:');
  });

  it('answers 404 (HTML, never the app or JSON) for an unknown slug, a malformed one, a disabled link and a release not yet approved', async () => {
    for (const path of ['/l/no-such-link', '/l/UPPER', '/l/a%20b', `/l/${'x'.repeat(80)}`, '/l/no-such-link/go/spotify', '/l', '/l/no-such-link/nonsense', '/l/a/b/c']) {
      const response = await open(path);
      expect({ path, status: response.status, type: response.headers.get('content-type') }).toEqual({ path, status: 404, type: 'text/html; charset=utf-8' });
      expect(await response.text()).toContain('Link not found');
    }
    const json = await open('/l/no-such-link', { accept: 'application/json' });
    expect(json.status).toBe(404);
    expect(json.headers.get('content-type')).toContain('text/html');

    await db.query(`UPDATE release_links SET disabled_at = now(), disabled_reason = 'abuse' WHERE release_id = $1`, [live.releaseId]);
    cache.forget(liveSlug);
    expect((await open(`/l/${liveSlug}`)).status).toBe(404);
    expect((await open(`/l/${liveSlug}/go/spotify`)).status).toBe(404);
    const fr = await open(`/l/${liveSlug}`, { 'accept-language': 'fr' });
    expect(await fr.text()).toContain('Lien introuvable');
    await db.query(`UPDATE release_links SET disabled_at = NULL, disabled_reason = NULL WHERE release_id = $1`, [live.releaseId]);
    cache.forget(liveSlug);
    expect((await open(`/l/${liveSlug}`)).status).toBe(200);

    const pending = await submittedRelease(t, { stores: ['spotify'], approve: false });
    const pendingSlug = await slugOf(pending);
    expect((await open(`/l/${pendingSlug}`)).status).toBe(404);
  });

  it('is a pre-save page before the release date: the date, days to go, the notify form and pre-save buttons for the chosen stores that offer it', async () => {
    const upcoming = await submittedRelease(t, { stores: ['spotify', 'deezer', 'amazon-music'], releaseDate: '2030-05-01', title: 'Soon' });
    const slug = await slugOf(upcoming);
    const response = await open(`/l/${slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Out May 1, 2030');
    expect(html).toMatch(/\d+ days to go/);
    expect(html).toContain(`<form method="post" action="/l/${slug}/notify">`);
    expect(html).toContain('<label for="email">Your e-mail address</label><input id="email" name="email" type="email"');
    expect(html).toContain('Notify me on release day');
    expect(html).toContain('only for this release');
    expect(html).toContain(`href="/l/${slug}/presave/spotify"`);
    expect(html).toContain(`href="/l/${slug}/presave/deezer"`);
    expect(html).not.toContain(`/presave/amazon-music`);
    expect(html).not.toContain('/go/');
    expect(html).not.toContain('Thank you');

    const thanked = await (await open(`/l/${slug}?presaved=spotify`)).text();
    expect(thanked).toContain('Thank you! It is saved on Spotify for release day.');
    const ignored = await (await open(`/l/${slug}?presaved=%3Cb%3E`)).text();
    expect(ignored).not.toContain('Thank you');

    // A store that took the release early still gets no button (its page is not open to fans yet), nor a redirect.
    await acknowledgeAt(t, upcoming.releaseId, 'spotify');
    cache.forget(slug);
    expect(await (await open(`/l/${slug}`)).text()).not.toContain('/go/');
    expect((await open(`/l/${slug}/go/spotify`)).status).toBe(404);

    const fr = await (await open(`/l/${slug}`, { 'accept-language': 'fr' })).text();
    expect(fr).toContain('Sortie le 1 mai 2030');
    expect(fr).toContain('Prévenez-moi le jour de la sortie');
  });

  it('gives the artist the QR code of the public link as SVG and PNG attachments; another artist and a bad id get 404', async () => {
    const call = caller(t);
    const svg = await t.api(`/api/artist/releases/${live.releaseId}/link/qr.svg`, { token: live.artist.token });
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(svg.headers.get('content-disposition')).toBe(`attachment; filename="${liveSlug}-qr.svg"`);
    expect(await svg.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const pngAnswer = await t.api(`/api/artist/releases/${live.releaseId}/link/qr.png`, { token: live.artist.token });
    expect(pngAnswer.status).toBe(200);
    expect(pngAnswer.headers.get('content-type')).toBe('image/png');
    expect(pngAnswer.headers.get('content-disposition')).toBe(`attachment; filename="${liveSlug}-qr.png"`);
    const bytes = Buffer.from(await pngAnswer.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');

    // Both encode the public URL: the SVG is the library's for it, and the PNG's pixels are its modules.
    const QRCode = (await import('qrcode')).default;
    const sharp = (await import('sharp')).default;
    const { modules } = QRCode.create(`${PUBLIC_URL}/l/${liveSlug}`, { errorCorrectionLevel: 'M' });
    const { data, info } = await sharp(bytes).greyscale().raw().toBuffer({ resolveWithObject: true });
    const scale = info.width / (modules.size + 8);
    expect(Number.isInteger(scale)).toBe(true);
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        const pixel = data[Math.floor((row + 4.5) * scale) * info.width + Math.floor((col + 4.5) * scale)];
        expect(pixel < 128).toBe(Boolean(modules.get(row, col)));
      }
    }
    const expected = await QRCode.toString(`${PUBLIC_URL}/l/${liveSlug}`, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
    const again = await t.api(`/api/artist/releases/${live.releaseId}/link/qr.svg`, { token: live.artist.token });
    expect(await again.text()).toBe(expected);

    const other = await approvedArtist(t);
    expect((await t.api(`/api/artist/releases/${live.releaseId}/link/qr.svg`, { token: other.token })).status).toBe(404);
    expect((await t.api(`/api/artist/releases/${live.releaseId}/link/qr.png`, { token: other.token })).status).toBe(404);
    expect((await t.api(`/api/artist/releases/not-a-uuid/link/qr.png`, { token: live.artist.token })).status).toBe(404);
    expect((await call('GET', `/artist/releases/${live.releaseId}/link/qr.svg`)).status).toBe(401);
  });
});

describe('Smart link pre-save buttons in live mode: only the stores whose keys are set', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ LINKS_PRESAVE_MODE: 'live', LINKS_SPOTIFY_CLIENT_ID: 'test-client-id', LINKS_SPOTIFY_CLIENT_SECRET: 'test-client-secret' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('offers Spotify (keys set) and not Deezer (no keys), though the release chose both', async () => {
    const upcoming = await submittedRelease(t, { stores: ['spotify', 'deezer'], releaseDate: '2030-05-01' });
    const [{ slug }] = await t.app.get(DataSource).query(`SELECT slug FROM release_links WHERE release_id = $1`, [upcoming.releaseId]);
    const html = await (await fetch(`${t.url}/l/${slug}`, { headers: { 'user-agent': BROWSER } })).text();
    expect(html).toContain(`href="/l/${slug}/presave/spotify"`);
    expect(html).not.toContain('/presave/deezer');
  });
});
