import { JobsService } from '@soundpost/server-core/jobs';
import { LinkCounterService, LinkPageCache } from '@soundpost/server-links';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { acknowledgeAt, submittedRelease, type LinkedRelease } from './support/links-fixtures';
import { createTestApp, TestApp } from './test-app';

jest.setTimeout(60_000);

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** A UK address (GeoLite's documented test range) and a US one, as a proxy in front of the app reports them. */
const GB_ADDRESS = '81.2.69.142';
const US_ADDRESS = '8.8.8.8';

interface CountRow {
  day: string;
  channel: string;
  country: string;
  store_id: string;
  views: number;
  clicks: number;
}

describe('Smart link counting: views per channel, clicks per store, batched writes, no bots, no address kept', () => {
  let t: TestApp;
  let db: DataSource;
  let counter: LinkCounterService;
  let release: LinkedRelease;
  let slug: string;
  let linkId: string;
  const spotifyUrl = 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy';

  const visit = (path: string, { ua = BROWSER, from, method = 'GET', headers = {} }: { ua?: string; from?: string; method?: string; headers?: Record<string, string> } = {}) =>
    fetch(t.url + path, { method, redirect: 'manual', headers: { 'user-agent': ua, accept: 'text/html', ...(from ? { 'x-forwarded-for': from } : {}), ...headers } });
  const counts = async (): Promise<CountRow[]> =>
    db.query(`SELECT day::text AS day, channel, country, store_id, views, clicks FROM link_daily_counts WHERE link_id = $1 ORDER BY store_id, channel, country`, [linkId]);
  const today = () => new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    // The app behind one proxy, so the visitor's address (and so its country) comes from X-Forwarded-For.
    t = await createTestApp({ TRUST_PROXY: '1' });
    db = t.app.get(DataSource);
    counter = t.app.get(LinkCounterService);
    release = await submittedRelease(t, { stores: ['spotify', 'deezer'] });
    await db.query(`UPDATE releases SET release_date = '2024-03-01' WHERE id = $1`, [release.releaseId]);
    await db.query(
      `INSERT INTO release_links (release_id, user_id, slug) VALUES ($1::uuid, $2, 'c-' || replace($1::uuid::text, '-', '')) ON CONFLICT (release_id) DO NOTHING`,
      [release.releaseId, release.artist.id],
    );
    [{ slug, id: linkId }] = await db.query(`SELECT slug, id FROM release_links WHERE release_id = $1`, [release.releaseId]);
    await db.query(`INSERT INTO link_channels (link_id, name) VALUES ($1, 'instagram'), ($1, 'newsletter') ON CONFLICT DO NOTHING`, [linkId]);
    await acknowledgeAt(t, release.releaseId, 'spotify', { url: spotifyUrl });
    await acknowledgeAt(t, release.releaseId, 'deezer');
    t.app.get(LinkPageCache).forget(slug);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('counts a view per channel and a click per store and channel, by country, written in one batch after flush', async () => {
    expect((await visit(`/l/${slug}?c=instagram`, { from: GB_ADDRESS })).status).toBe(200);
    expect((await visit(`/l/${slug}?c=instagram`, { from: GB_ADDRESS })).status).toBe(200);
    expect((await visit(`/l/${slug}`, { from: US_ADDRESS })).status).toBe(200);
    // A channel the link does not have counts as a direct visit.
    expect((await visit(`/l/${slug}?c=made-up`, { from: US_ADDRESS })).status).toBe(200);
    expect((await visit(`/l/${slug}?c=newsletter`)).status).toBe(200);

    const click = await visit(`/l/${slug}/go/spotify?c=instagram`, { from: GB_ADDRESS });
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe(spotifyUrl);
    expect(click.headers.get('set-cookie')).toBeNull();
    // A redirect's security headers only; the page's policy is for the 404 page.
    expect(click.headers.get('referrer-policy')).toBe('no-referrer');
    expect(click.headers.get('strict-transport-security')).toContain('max-age=');
    expect(click.headers.get('content-security-policy')).toBeNull();
    const deezer = await visit(`/l/${slug}/go/deezer`, { from: US_ADDRESS });
    expect(deezer.status).toBe(302);
    expect(deezer.headers.get('location')).toMatch(/^https:\/\/www\.deezer\.com\/search\//);
    const unknownStore = await visit(`/l/${slug}/go/apple-music`);
    expect(unknownStore.status).toBe(404);
    expect(unknownStore.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(unknownStore.headers.get('x-frame-options')).toBe('SAMEORIGIN');

    // Nothing waits for the database: the counts are in memory until the batch is written.
    expect(await counts()).toEqual([]);
    await counter.flush();
    const day = today();
    expect(await counts()).toEqual([
      { day, channel: '', country: 'US', store_id: '', views: 2, clicks: 0 },
      { day, channel: 'instagram', country: 'GB', store_id: '', views: 2, clicks: 0 },
      { day, channel: 'newsletter', country: 'ZZ', store_id: '', views: 1, clicks: 0 },
      { day, channel: '', country: 'US', store_id: 'deezer', views: 0, clicks: 1 },
      { day, channel: 'instagram', country: 'GB', store_id: 'spotify', views: 0, clicks: 1 },
    ]);

    // The next batch adds to the same rows.
    await visit(`/l/${slug}?c=instagram`, { from: GB_ADDRESS });
    await visit(`/l/${slug}/go/spotify?c=instagram`, { from: GB_ADDRESS });
    await counter.flush();
    const rows = await counts();
    expect(rows.find((r) => r.channel === 'instagram' && r.store_id === '')?.views).toBe(3);
    expect(rows.find((r) => r.store_id === 'spotify')?.clicks).toBe(2);
  });

  it('does not count bots, HEAD requests or prefetches, which still get their answers', async () => {
    const before = await counts();
    expect((await visit(`/l/${slug}?c=instagram`, { ua: GOOGLEBOT })).status).toBe(200);
    const botClick = await visit(`/l/${slug}/go/spotify`, { ua: GOOGLEBOT });
    expect(botClick.status).toBe(302);
    expect(botClick.headers.get('location')).toBe(spotifyUrl);
    expect((await visit(`/l/${slug}`, { ua: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' })).status).toBe(200);
    expect((await visit(`/l/${slug}`, { method: 'HEAD' })).status).toBe(200);
    expect((await visit(`/l/${slug}/go/spotify`, { method: 'HEAD' })).status).toBe(302);
    expect((await visit(`/l/${slug}`, { headers: { 'sec-purpose': 'prefetch;prerender' } })).status).toBe(200);
    expect((await visit(`/l/${slug}`, { headers: { purpose: 'prefetch' } })).status).toBe(200);
    await counter.flush();
    expect(await counts()).toEqual(before);
  });

  it('keeps a batch whose write fails (the database too slow) and writes it, with the clicks made meanwhile, in the next one', async () => {
    const before = await counts();
    const clicksBefore = before.find((r) => r.store_id === 'spotify' && r.channel === 'instagram')?.clicks ?? 0;
    const blocker = new Client({ connectionString: t.db.url });
    await blocker.connect();
    try {
      // Another session holds the counts table: the batch's write times out instead of holding the counter up.
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE link_daily_counts IN ACCESS EXCLUSIVE MODE');
      await visit(`/l/${slug}/go/spotify?c=instagram`, { from: GB_ADDRESS });
      const failing = counter.flush();
      // A click while the write is stuck is answered at once.
      const started = Date.now();
      const during = await visit(`/l/${slug}/go/spotify?c=instagram`, { from: GB_ADDRESS });
      expect(during.status).toBe(302);
      expect(Date.now() - started).toBeLessThan(1000);
      await expect(failing).rejects.toThrow();
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
    await counter.flush();
    const after = await counts();
    expect(after.find((r) => r.store_id === 'spotify' && r.channel === 'instagram')?.clicks).toBe(clicksBefore + 2);
  });

  it('keeps no address anywhere in the links tables, and sets no cookie', async () => {
    const page = await visit(`/l/${slug}`, { from: GB_ADDRESS });
    expect(page.headers.get('set-cookie')).toBeNull();
    await counter.flush();
    for (const table of ['release_links', 'link_channels', 'link_daily_counts', 'link_fans', 'link_presaves']) {
      const rows: Array<{ row: string }> = await db.query(`SELECT row_to_json(x)::text AS row FROM ${table} x`);
      for (const { row } of rows) {
        expect(row).not.toContain(GB_ADDRESS);
        expect(row).not.toContain(US_ADDRESS);
        expect(row).not.toContain('127.0.0.1');
      }
    }
    const columns: Array<{ column_name: string }> = await db.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name IN ('release_links', 'link_channels', 'link_daily_counts') AND (column_name LIKE '%ip%' OR data_type = 'inet')`,
    );
    expect(columns).toEqual([]);
  });

  it('writes pending counts on shutdown', async () => {
    // The scheduled write (a timer, at most a second later) also writes without a flush call.
    await visit(`/l/${slug}?c=newsletter`, { from: US_ADDRESS });
    const newsletter = async () => (await counts()).find((r) => r.channel === 'newsletter' && r.country === 'US')?.views ?? 0;
    const deadline = Date.now() + 5000;
    while ((await newsletter()) === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await newsletter()).toBe(1);

    await visit(`/l/${slug}?c=newsletter`, { from: US_ADDRESS });
    await counter.beforeApplicationShutdown();
    expect(await newsletter()).toBe(2);
    expect(t.app.get(JobsService)).toBeDefined();
  });
});
