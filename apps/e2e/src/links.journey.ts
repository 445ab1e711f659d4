import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Browser } from 'playwright-core';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { baseUrl, launchBrowser, openPage } from './support/browser';
import { adminLogin, artistLogin } from './support/flows';
import { gradientPng, wavTone } from './support/media';
import { sql } from './support/database';

// Smart links end to end (issue 28): an artist submits a release through the wizard, staff approve it, Spotify
// acknowledges it with its own album link; the public page shows Spotify (and not Deezer, which has not answered);
// the artist makes an "instagram" channel link, a visitor opens it and clicks Spotify; the artist's Links page shows
// one view and one click for that channel and store; the promo zip holds four images of the right sizes.
const ARTIST = 'e2e.links@soundpost.local';
const STAFF = 'e2e.staff14@soundpost.local';
const root = path.resolve(__dirname, '../../..');
const SPOTIFY_ALBUM = 'https://open.spotify.com/album/5e2eLinksJourney';
// A visitor's own browser: headless Chromium's user agent says "HeadlessChrome", which the bot list rightly skips.
const VISITOR_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

function cli(...args: string[]): void {
  const run = spawnSync(process.execPath, [path.join(root, 'dist/apps/cli/main.js'), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: expect.any(String) });
}

/** Each entry's name and bytes. */
function unzip(file: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Buffer>();
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
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

describe('smart links: from a submitted release to a counted click and the promo art', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('makes the page from the acknowledgement, counts the channel and the store, and makes the promo zip', async () => {
    const title = `Harbour Lights ${Date.now() % 100_000}`;
    const today = new Date().toISOString().slice(0, 10);
    const { page } = await openPage(browser);
    await artistLogin(page, ARTIST, process.env.E2E_ARTIST_PASSWORD!);
    await page.waitForURL((url) => url.pathname === '/artist/dashboard', { timeout: 15_000 });

    // The wizard, as an artist goes through it: out today on Spotify and Deezer.
    await page.goto('/artist/releases');
    await page.getByTestId('releases-new').click();
    await page.waitForURL((url) => /^\/artist\/release\/[0-9a-f-]{36}$/.test(url.pathname), { timeout: 15_000 });
    const releaseId = page.url().split('/').pop()!;
    await page.getByTestId('album-title').fill(title);
    await page.getByTestId('primary-new-artist').click();
    await page.getByTestId('primary-new-artist-name').fill('Mara Quinn');
    await page.getByTestId('primary-new-artist-save').click();
    await page.getByText('Artist added to your directory.').waitFor();
    await page.waitForFunction(() => Boolean(document.querySelector<HTMLSelectElement>('[data-testid="album-primary_artist_id"]')?.value));
    await page.getByTestId('album-release_date').fill(today);
    await page.getByTestId('album-release_type').selectOption('Single');
    await page.getByTestId('album-next').click();
    await page.getByTestId('tracks-step').waitFor();
    await page.getByTestId('tracks-file-input').setInputFiles({ name: 'Harbour Lights.wav', mimeType: 'audio/wav', buffer: wavTone(3) });
    await page.getByTestId('track-item').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('tracks-next').click();
    await page.getByTestId('artwork-step').waitFor();
    await page.getByTestId('artwork-file').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: gradientPng(3000) });
    await page.getByTestId('artwork-upload').click();
    await page.getByText('Artwork uploaded.').waitFor({ timeout: 30_000 });
    await page.getByTestId('distribution-form').waitFor({ timeout: 15_000 });
    await page.getByTestId('dist-stores-none').click();
    await page.getByTestId('dist-store-check-spotify').check();
    await page.getByTestId('dist-store-check-deezer').check();
    await page.getByTestId('dist-next').click();
    await page.getByTestId('preview-step').waitFor();
    await page.getByTestId('preview-next').click();
    await page.getByTestId('submit-release').click();
    await page.getByText('Release submitted for review.').waitFor({ timeout: 15_000 });

    // Staff approve; each store's delivery goes out.
    const staff = (await openPage(browser)).page;
    await adminLogin(staff, STAFF, process.env.E2E_STAFF_PASSWORD!);
    await staff.goto(`/admin/releases/${releaseId}`);
    await staff.getByTestId('release-detail-title').waitFor({ timeout: 15_000 });
    await staff.getByTestId('release-status-select').selectOption('approved');
    await staff.getByTestId('release-status-save').click();
    await staff.getByText('Release status updated.').waitFor();
    for (const store of ['spotify', 'deezer']) {
      await staff.goto(`/admin/releases/${releaseId}`);
      await staff.waitForFunction((s) => document.querySelector(`[data-testid="delivery-row-${s}"]`)?.getAttribute('data-status') === 'delivered', store, { timeout: 45_000 });
    }

    // Spotify acknowledges with its own album link, in its folder; the acknowledgement job reads it.
    const [{ message_id: messageId }] = await sql<{ message_id: string }>(`SELECT message_id FROM release_deliveries WHERE release_id = $1 AND store_id = 'spotify'`, [releaseId]);
    const folder = path.join(process.env.E2E_DATA_DIR!, 'deliveries', 'spotify', 'acknowledgements');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(
      path.join(folder, `ACK_${messageId}.xml`),
      `<?xml version="1.0"?><ern:AcknowledgementStatusMessage xmlns:ern="http://ddex.net/xml/ern/43"><AcknowledgedMessage><MessageId>${messageId}</MessageId></AcknowledgedMessage><ReleaseStatus>SuccessfullyIngestedByReleaseDistributor</ReleaseStatus><StoreReleaseURL>${SPOTIFY_ALBUM}</StoreReleaseURL></ern:AcknowledgementStatusMessage>`,
    );
    cli('jobs', 'run', 'delivery.acknowledgements');

    // The artist's Links page lists the release's link, live; the channel link for Instagram.
    await page.getByTestId('sidebar-links').click();
    await page.getByTestId('links-page').waitFor();
    const [{ id: linkId, slug }] = await sql<{ id: string; slug: string }>(`SELECT id, slug FROM release_links WHERE release_id = $1`, [releaseId]);
    await page.getByTestId(`link-card-${linkId}-open-detail`).click();
    await page.getByTestId('link-detail-page').waitFor();
    await page.getByTestId('link-channel-name').fill('instagram');
    await page.getByTestId('link-channel-add').click();
    const channelUrl = (await page.getByTestId('link-channel-instagram-url').innerText()).trim();
    expect(channelUrl).toMatch(new RegExp(`/l/${slug}\\?c=instagram$`));

    // A fan opens the Instagram link on a phone: Spotify is there, Deezer (no acknowledgement) is not; the click goes to Spotify.
    const context = await browser.newContext({ baseURL: baseUrl(), userAgent: VISITOR_AGENT, locale: 'en-US' });
    // The click reaches our server (and is counted there); the store's page, outside, is stood in for. Playwright routes
    // only a redirect's first request, so the redirect is read here instead of followed.
    let storeLocation: string | undefined;
    await context.route('**/l/*/go/**', async (route) => {
      const answer = await route.fetch({ maxRedirects: 0 });
      storeLocation = `${answer.status()} ${answer.headers()['location']}`;
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Spotify</title>' });
    });
    const fan = await context.newPage();
    const opened = await fan.goto(`/l/${slug}?c=instagram`);
    expect(opened?.status()).toBe(200);
    expect(await fan.locator('h1').innerText()).toContain(title);
    const buttons = fan.locator(`a[href^="/l/${slug}/go/"]`);
    expect(await buttons.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([`/l/${slug}/go/spotify?c=instagram`]);
    expect(await fan.locator('meta[property="og:image"]').getAttribute('content')).toMatch(new RegExp(`/l/${slug}/card\\.png$`));
    await Promise.all([fan.waitForURL(/\/go\/spotify/), buttons.first().click()]);
    expect(storeLocation).toBe(`302 ${SPOTIFY_ALBUM}`);
    await context.close();

    // Counting is at most a second behind: the artist's statistics show the view and the click by channel and by store.
    await page.waitForTimeout(1_500);
    await page.reload();
    await page.getByTestId('link-detail-page').waitFor();
    await page.getByTestId('link-group-channel').click();
    const channelRow = page.getByTestId('link-stats-table-channel').getByTestId('link-stats-row').filter({ hasText: 'instagram' });
    await channelRow.waitFor({ timeout: 15_000 });
    // Channel, views, clicks.
    expect((await channelRow.locator('td').allInnerTexts()).slice(0, 3)).toEqual(['instagram', '1', '1']);
    await page.getByTestId('link-group-store').click();
    const storeRow = page.getByTestId('link-stats-table-store').getByTestId('link-stats-row').filter({ hasText: 'Spotify' });
    await storeRow.waitFor({ timeout: 15_000 });
    // Store, the period's views, its clicks.
    expect((await storeRow.locator('td').allInnerTexts()).slice(0, 3)).toEqual(['Spotify', '1', '1']);
    const [counts] = await sql<{ views: number; clicks: number }>(`SELECT sum(views)::int AS views, sum(clicks)::int AS clicks FROM link_daily_counts WHERE link_id = $1 AND channel = 'instagram'`, [linkId]);
    expect(counts).toEqual({ views: 1, clicks: 1 });

    // The promo art: all four images in one zip, each at its size.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('link-promo-zip').click()]);
    const zipFile = path.join(process.env.E2E_DATA_DIR!, `promo-${linkId}.zip`);
    await download.saveAs(zipFile);
    const entries = await unzip(zipFile);
    const sizes = Object.fromEntries(
      await Promise.all([...entries].map(async ([name, bytes]) => {
        const meta = await sharp(bytes).metadata();
        return [name, `${meta.width}x${meta.height}`] as const;
      })),
    );
    expect(sizes).toEqual({ 'square.png': '1080x1080', 'story.png': '1080x1920', 'landscape.png': '1200x630', 'banner.png': '1500x500' });
  }, 240_000);
});
