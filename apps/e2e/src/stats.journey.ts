import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { adminLogin, artistLogin } from './support/flows';
import { mailbox } from './support/mailbox';
import { checkScreen, openPageAt } from './support/visual';
import { sql } from './support/database';

// Statistics end to end: staff import a DDEX DSR trend report for an approved release; the artist
// sees the dashboard's sparkline and the Statistics page by day, store, country and track, in
// English and French, downloads the CSV and finds the screen's sums in it; the daily report e-mail
// arrives, and its unsubscribe link works without a session.
const ARTIST = 'e2e.stats@soundpost.local';
const STAFF = 'e2e.staff13@soundpost.local';
const root = path.resolve(__dirname, '../../..');
const FIXTURE = path.join(root, 'libs/server/stats/src/trends/fixtures/dsr-multi-record.tsv');

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The artist's approved release with two tracks and a UPC, on the Producer plan (advanced reporting): fixtures, not the wizard's journey. */
async function approvedRelease(): Promise<{ isrcs: [string, string]; upc: string }> {
  const [artist] = await sql<{ id: string }>('SELECT id FROM users WHERE email = $1', [ARTIST]);
  await sql(`INSERT INTO subscriptions (user_id, plan_id, status, payment_gateway) SELECT $1, id, 'active', 'manual' FROM plans WHERE key = 'producer'`, [artist.id]);
  const stamp = String(Date.now() % 100_000).padStart(5, '0');
  const isrcs: [string, string] = [`PTST126${stamp}`, `PTST226${stamp}`];
  const upc = `37700${String(Date.now()).slice(-7)}1`;
  const [release] = await sql<{ id: string }>(`INSERT INTO releases (user_id, title, status, release_type, upc) VALUES ($1, 'Night Figures', 'approved', 'EP', $2) RETURNING id`, [artist.id, upc]);
  await sql(`INSERT INTO tracks (release_id, track_number, title, isrc) VALUES ($1, 1, 'Counting Stars Twice', $2), ($1, 2, 'Second Wind', $3)`, [release.id, isrcs[0], isrcs[1]]);
  return { isrcs, upc };
}

/** The standard's record layout from the fixture, for yesterday, with this release's codes and a message id of its own. */
async function dsrReport(codes: { isrcs: [string, string]; upc: string }): Promise<Buffer> {
  const text = (await readFile(FIXTURE, 'utf8'))
    .replaceAll('2026-11-01', day(1))
    .replaceAll('2026-11-02T06:00:00Z', `${day(0)}T06:00:00Z`)
    .replaceAll('SP-TREND-20261101-0001', `E2E-${randomUUID()}`)
    .replaceAll('FRSP02600001', codes.isrcs[0])
    .replaceAll('FRSP02600002', codes.isrcs[1])
    // The fixture's unmatched recording: FRSP026… is the platform's own ISRC range, which other journeys' releases use.
    .replaceAll('FRSP02600003', `QZNUL${codes.isrcs[0].slice(-7)}`)
    .replaceAll('3770000000011', codes.upc);
  return Buffer.from(text);
}

describe('statistics: a trend report in, charts, the CSV and the report e-mail out', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the imported streams to the artist, in two languages, exports them and e-mails them', async () => {
    const codes = await approvedRelease();

    // Staff import the store's DSR report in the back office.
    const staff = (await openPageAt(browser, 'desktop', 'en')).page;
    await adminLogin(staff, STAFF, process.env.E2E_STAFF_PASSWORD!);
    await staff.goto('/admin/stats/imports');
    await staff.getByTestId('stats-import-open').click();
    await staff.getByTestId('stats-import-store').selectOption('spotify');
    await staff.getByTestId('stats-import-file').setInputFiles({ name: 'spotify-trends.tsv', mimeType: 'text/tab-separated-values', buffer: await dsrReport(codes) });
    await staff.getByTestId('stats-import-submit').click();
    const panel = staff.getByTestId('stats-import-panel');
    // The answer: the import's panel, or the dialog's error, whose text then fails the journey.
    await staff.locator('[data-testid="stats-import-counts"], [data-testid="stats-import-error"], [data-testid="stats-import-file-error"]').first().waitFor({ timeout: 60_000 });
    const refused = staff.locator('[data-testid="stats-import-error"], [data-testid="stats-import-file-error"]');
    expect(await refused.allInnerTexts()).toEqual([]);
    await panel.getByTestId('stats-import-counts').filter({ hasText: '5 lines · 4 matched · 1 unmatched · 0 refused · 205 streams' }).waitFor({ timeout: 20_000 });
    expect(await panel.getByTestId('stats-unmatched').innerText()).toContain('No track has this ISRC.');
    await checkScreen(staff, 'admin-stats-import-desktop-en');

    // The artist: the dashboard's card, then the Statistics page.
    const { page } = await openPageAt(browser, 'desktop', 'en');
    await artistLogin(page, ARTIST, process.env.E2E_ARTIST_PASSWORD!);
    await page.waitForURL((url) => url.pathname === '/artist/dashboard', { timeout: 15_000 });
    await page.getByTestId('dashboard-streams-total').filter({ hasText: '198' }).waitFor();
    await page.getByTestId('dashboard-sparkline').waitFor();
    expect(await page.getByTestId('dashboard-top-track').innerText()).toContain('Counting Stars Twice');
    await page.getByTestId('dashboard-streams-link').click();
    await page.waitForURL((url) => url.pathname === '/artist/stats');
    await page.getByTestId('stats-total-streams-value').filter({ hasText: '198' }).waitFor();
    // The line chart is drawn (chart.js, loaded by this page only).
    await page.waitForFunction(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="stats-line-chart"] canvas, canvas[data-testid="stats-line-chart"]');
      return !!canvas && canvas.width > 0 && canvas.toDataURL().length > 2_000;
    });
    const rows = page.getByTestId('stats-table-store').getByTestId('stats-row');
    await page.getByTestId('stats-group-store').click();
    await rows.filter({ hasText: 'Spotify' }).filter({ hasText: '198' }).waitFor();
    await page.getByTestId('stats-group-territory').click();
    const countries = page.getByTestId('stats-table-territory').getByTestId('stats-row');
    await countries.filter({ hasText: 'France' }).filter({ hasText: '168' }).waitFor();
    await countries.filter({ hasText: 'Belgium' }).filter({ hasText: '30' }).waitFor();
    await page.getByTestId('stats-group-track').click();
    const tracks = page.getByTestId('stats-table-track').getByTestId('stats-row');
    await tracks.filter({ hasText: 'Counting Stars Twice' }).filter({ hasText: '150' }).waitFor();
    await tracks.filter({ hasText: 'Second Wind' }).filter({ hasText: '45' }).waitFor();
    await checkScreen(page, 'stats-desktop-en');

    // The CSV of the track table holds exactly the screen's figures.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('stats-export').click()]);
    const csv = (await readFile((await download.path())!, 'utf8')).split('\r\n');
    expect(csv[0]).toBe('track_id,title,streams,listeners,saves,previous_period_streams');
    const figures = csv.slice(1).filter(Boolean).map((line) => Number(line.split(',').at(-4)));
    expect(figures.reduce((a, b) => a + b, 0)).toBe(198);
    expect(csv.some((line) => line.includes('Counting Stars Twice') && line.includes(',150,'))).toBe(true);

    // In French.
    await page.getByTestId('language-button').click();
    await page.getByTestId('language-option-fr').click();
    await page.getByTestId('page-title').filter({ hasText: 'Statistiques' }).waitFor();
    await page.getByTestId('stats-group-territory').click();
    await page.getByTestId('stats-table-territory').getByTestId('stats-row').filter({ hasText: 'Belgique' }).waitFor();
    await checkScreen(page, 'stats-desktop-fr');
    await page.getByTestId('language-button').click();
    await page.getByTestId('language-option-en').click();

    // The daily report: opted in on the page, sent by the morning job, stopped from the e-mail's link without a session.
    await page.getByTestId('stats-report-frequency').selectOption('daily');
    await page.getByTestId('stats-report-notice').waitFor();
    const before = (await mailbox(ARTIST))[0]?.id ?? 0;
    const run = spawnSync(process.execPath, [path.join(root, 'dist/apps/cli/main.js'), 'jobs', 'run', 'stats.report'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: expect.any(String) });
    const [mail] = await mailbox(ARTIST);
    expect(mail.id).toBeGreaterThan(before);
    expect(mail.subject).toBe('Your streams yesterday: 198');
    const link = /https?:\/\/\S+\/stats\/unsubscribe\/[0-9a-f-]{36}/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const visitor = (await openPageAt(browser, 'phone', 'en')).page;
    await visitor.goto(new URL(link!).pathname);
    await visitor.getByTestId('report-unsubscribe-confirm').click();
    await visitor.getByTestId('report-unsubscribe-success').filter({ hasText: 'You will no longer receive the streaming report by e-mail.' }).waitFor();
    await checkScreen(visitor, 'stats-unsubscribed-phone-en');
    const [setting] = await sql<{ frequency: string }>('SELECT s.frequency FROM stats_report_settings s JOIN users u ON u.id = s.user_id WHERE u.email = $1', [ARTIST]);
    expect(setting.frequency).toBe('off');
  }, 240_000);
});
