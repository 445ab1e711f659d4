import { Client } from 'pg';
import { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from './support/browser';
import { adminLogin, artistLogin } from './support/flows';
import { checkScreen, openPageAt, snapshot, Viewport } from './support/visual';

// Issue 12, items 13 and 14: the back office in Soundpost's light and dark themes, with readable dates and
// stores by name and logo, at desktop and phone sizes; and every store logo drawn in the wizard's store grid
// and on the partners page. The back office has no language of its own besides English (its texts are the
// spec's English), so it is checked in English; the web pages also in French.

const STAFF_EMAIL = process.env.E2E_STAFF8_EMAIL ?? 'e2e.staff8@soundpost.local';
const ARTIST_EMAIL = 'e2e.logos@soundpost.local';
const STORE_COUNT = 55;

/** The page background of each theme (apps/admin/src/layout/themes.ts). */
const BACKGROUND = { light: 'rgb(244, 245, 251)', dark: 'rgb(7, 11, 26)' } as const;
type Theme = keyof typeof BACKGROUND;

/** How an en-US browser shows an instant with the shared formatter: "Nov 27, 2026, 02:05 PM". */
const READABLE_DATE_TIME = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} [AP]M$/;
/** Raw ISO text: a date with its time, or a bare YYYY-MM-DD. */
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}|\b)/;

/** Waits until every <img> matched by `selector` has loaded, then answers those that are blank (no pixels). */
async function blankImages(page: Page, selector: string, expected: number): Promise<string[]> {
  await page.waitForFunction(
    ([sel, count]) => {
      const images = Array.from(document.querySelectorAll<HTMLImageElement>(sel as string));
      return images.length === count && images.every((img) => img.complete);
    },
    [selector, expected] as const,
    { timeout: 20_000 },
  );
  return page.$$eval(selector, (images) =>
    (images as HTMLImageElement[]).filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src),
  );
}

describe('first impressions: the back office and the store logos', () => {
  let browser: Browser;
  let staffToken = '';
  let releaseId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    // One sign-in with the code from the mailbox; the other sizes reuse its token (codes are throttled).
    const { page } = await openPageAt(browser, 'desktop', 'en');
    await adminLogin(page, STAFF_EMAIL, process.env.E2E_STAFF_PASSWORD!);
    staffToken = (await page.evaluate(() => localStorage.getItem('admin_token'))) ?? '';
    expect(staffToken).not.toBe('');
    await page.context().close();
    // The demo artist's draft, which is delivered to Spotify, Apple Music and Deezer.
    const res = await fetch(`${baseUrl()}/api/admin/releases?q=${encodeURIComponent('First Light')}`, {
      headers: { Authorization: `Bearer ${staffToken}`, Accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    const rows: Array<{ id: string; title: string }> = (await res.json()).data;
    releaseId = rows.find((r) => r.title === 'First Light')?.id ?? '';
    expect(releaseId).not.toBe('');
  });
  afterAll(async () => {
    await browser.close();
  });

  async function staffPage(viewport: Viewport) {
    const tracked = await openPageAt(browser, viewport, 'en');
    await tracked.page.addInitScript((token) => {
      if (!localStorage.getItem('admin_token')) localStorage.setItem('admin_token', token);
    }, staffToken);
    return tracked;
  }

  const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  /** No raw ISO date anywhere in the page's content. */
  async function expectReadableDates(page: Page, where: string): Promise<void> {
    const text = await page.locator('#main-content, main').first().innerText();
    expect({ where, iso: text.match(ISO_DATE)?.[0] ?? null }).toEqual({ where, iso: null });
  }

  /** Each back-office screen: where it is, what shows it has loaded, and what else to check there. */
  const screens: Array<{ name: string; path: () => string; ready: (page: Page) => Promise<void> }> = [
    {
      name: 'dashboard',
      path: () => '/admin/',
      ready: async (page) => {
        await page.getByTestId('dashboard-metrics').waitFor();
        await page.getByTestId('dashboard-recent-users').waitFor();
      },
    },
    { name: 'users', path: () => '/admin/users', ready: (page) => page.locator('[data-testid^="user-row-"]').first().waitFor() },
    { name: 'artists', path: () => '/admin/artists', ready: (page) => page.locator('[data-testid^="artist-row-"]').first().waitFor() },
    {
      name: 'releases',
      path: () => '/admin/releases',
      ready: async (page) => {
        const row = page.getByTestId(`release-row-${releaseId}`);
        await row.waitFor();
        // The Created column through the shared formatter.
        const created = (await row.locator('td').last().innerText()).trim();
        expect(created).toMatch(READABLE_DATE_TIME);
      },
    },
    {
      name: 'release-detail',
      path: () => `/admin/releases/${releaseId}`,
      ready: async (page) => {
        await page.getByTestId('release-detail-title').waitFor();
        expect((await page.getByTestId('release-field-created_at').innerText()).trim()).toMatch(READABLE_DATE_TIME);
        expect((await page.getByTestId('release-field-updated_at').innerText()).trim()).toMatch(READABLE_DATE_TIME);
        // Stores by name and logo, never by slug.
        const stores = page.getByTestId('release-stores').getByRole('listitem');
        await page.waitForFunction(() => document.querySelector('[data-testid="release-stores"]')?.textContent?.includes('Apple Music'));
        expect((await stores.allInnerTexts()).map((t) => t.trim())).toEqual(['Spotify', 'Apple Music', 'Deezer']);
        expect(await blankImages(page, '[data-testid="release-stores"] img', 3)).toEqual([]);
      },
    },
    { name: 'plans', path: () => '/admin/plans', ready: (page) => page.locator('[data-testid^="plan-row-"]').first().waitFor() },
  ];

  it.each<Viewport>(['desktop', 'phone'])('shows every back-office screen in the light and the dark theme at %s size', async (viewport) => {
    const { page, errors } = await staffPage(viewport);
    await page.goto('/admin/');
    await page.getByTestId('admin-appbar').waitFor();
    // A new staff member starts in the light theme.
    expect(await background(page)).toBe(BACKGROUND.light);

    for (const theme of ['light', 'dark'] as Theme[]) {
      if ((await background(page)) !== BACKGROUND[theme]) {
        await page.getByTestId('theme-toggle').locator('button').click();
        await page.waitForFunction((bg) => getComputedStyle(document.body).backgroundColor === bg, BACKGROUND[theme]);
      }
      for (const screen of screens) {
        await page.goto(screen.path());
        await screen.ready(page);
        await page.waitForLoadState('networkidle');
        // The toggle's choice holds on every screen.
        expect({ screen: screen.name, background: await background(page) }).toEqual({ screen: screen.name, background: BACKGROUND[theme] });
        await expectReadableDates(page, `${screen.name} (${viewport}, ${theme})`);
        await checkScreen(page, `backoffice-${viewport}-${theme}-${screen.name}`);
      }
    }
    expect(errors).toEqual([]);
  });

  /** Every list of the back office, and the pages built around a table (issue 25, item 11). */
  const TABLE_PAGES = [
    '/admin/',
    '/admin/popups',
    '/admin/users',
    '/admin/tickets',
    '/admin/artists',
    '/admin/releases',
    '/admin/deliveries',
    '/admin/plans',
    '/admin/subscriptions',
    '/admin/transactions',
    '/admin/audit-logs',
    '/admin/fraud/overview',
    '/admin/fraud/scores',
    '/admin/fraud/findings',
    '/admin/fraud/blocks',
    '/admin/fraud/scan',
    '/admin/royalties/imports',
    '/admin/royalties/presets',
    '/admin/stats/imports',
    '/admin/stats/presets',
    '/admin/wallets',
    '/admin/wallets/transactions',
    '/admin/wallets/payouts',
  ];

  /**
   * Each visible table of the page: whether it is wider than its box, and where each header cell
   * ends against what can be seen of that box (a column left out at this width has no box).
   */
  const measureTables = (page: Page) =>
    page.evaluate(() => {
      const screen = document.documentElement.clientWidth;
      return Array.from(document.querySelectorAll<HTMLTableElement>('main table'))
        .filter((table) => table.getBoundingClientRect().width > 0 && table.querySelector('thead th'))
        .map((table) => {
          const box = table.parentElement!;
          const visibleRight = Math.min(box.getBoundingClientRect().right, screen);
          const headers = Array.from(table.querySelectorAll('thead th'))
            .map((th) => ({ label: th.textContent?.trim() ?? '', rect: th.getBoundingClientRect() }))
            .filter((h) => h.rect.width > 0)
            .map((h) => ({ label: h.label, left: Math.round(h.rect.left), right: Math.round(h.rect.right), clipped: h.rect.right > visibleRight + 1 || h.rect.left < -1 }));
          return {
            table: table.closest('[data-testid]')?.getAttribute('data-testid') ?? 'table',
            tableWidth: table.scrollWidth,
            boxWidth: box.clientWidth,
            screen,
            headers,
          };
        });
    });

  /**
   * One long-worded row in each list the demo data leaves empty (a ticket, a failed delivery, a
   * bank payout, a report preset), so every list is measured with content that could widen it.
   */
  async function plantListRows(): Promise<void> {
    const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
    await db.connect();
    try {
      const [artist] = (await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [ARTIST_EMAIL])).rows;
      await db.query(
        `INSERT INTO support_tickets (user_id, subject, message, priority, status, awaiting_staff_since)
         VALUES ($1, 'My release is still not showing on Spotify two weeks after approval', 'Could you check the delivery?', 'high', 'open', now() - interval '2 days')`,
        [artist.id],
      );
      await db.query(
        `INSERT INTO release_deliveries (release_id, store_id, user_id, status, action, last_error)
         SELECT id, 'spotify', user_id, 'error', 'insert', 'Store rejected the package: the artwork must be at least 3000 x 3000 pixels (got 1400 x 1400)'
           FROM releases WHERE id = $1
         ON CONFLICT (release_id, store_id) DO NOTHING`,
        [releaseId],
      );
      await db.query(`INSERT INTO wallets (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`, [artist.id]);
      await db.query(
        `WITH t AS (
           INSERT INTO wallet_transactions (wallet_id, type, amount_cents, kind, status, description)
           SELECT id, 'debit', 12345, 'payout', 'completed', 'Payout to bank account FR76 3000 6000 0112 3456 7890 189' FROM wallets WHERE user_id = $1
           RETURNING id, wallet_id)
         INSERT INTO payout_requests (wallet_id, user_id, amount_cents, method, destination, notes, status, transaction_id)
         SELECT wallet_id, $1, 12345, 'bank', 'FR7630006000011234567890189', 'Monthly payout for the October royalties statement', 'paid', id FROM t`,
        [artist.id],
      );
      await db.query(
        `INSERT INTO royalty_presets (store_id, name, mapping) VALUES ('spotify', 'Spotify monthly streaming report with territories (EUR)',
                 '{"isrc": "ISRC", "upc": "UPC", "territory": "Country of sale", "units": "Streams", "revenue": "Net revenue (EUR)"}'::jsonb)
         ON CONFLICT DO NOTHING`,
      );
      await db.query(
        `INSERT INTO stats_presets (store_id, name, mapping) VALUES ('deezer', 'Deezer daily trends by country and source of stream',
                 '{"date": "Reporting day", "isrc": "ISRC", "territory": "Country", "streams": "Streams", "source": "Stream source"}'::jsonb)
         ON CONFLICT DO NOTHING`,
      );
    } finally {
      await db.end();
    }
  }

  /** Waits until the list has answered: a row, or its empty text. */
  async function tableLoaded(page: Page, path: string): Promise<void> {
    await page.goto(path);
    await page.waitForFunction(() => document.querySelector('main table tbody tr, main [data-testid$="-empty"]'), undefined, { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
  }

  it('shows every list at 1366 px without a clipped column, and only its key columns, whole, on a phone', async () => {
    // Every problem on every page, so one run names them all.
    const problems: string[] = [];
    const measured = new Set<string>();
    await plantListRows();
    const desktop = await staffPage('desktop');
    for (const path of TABLE_PAGES) {
      await tableLoaded(desktop.page, path);
      await snapshot(desktop.page, `lists-desktop${path.replace(/\//g, '-')}`);
      for (const t of await measureTables(desktop.page)) {
        measured.add(path);
        if (t.tableWidth > t.boxWidth + 1) problems.push(`${path} ${t.table}: ${t.tableWidth} px wide in a ${t.boxWidth} px box`);
        for (const h of t.headers.filter((c) => c.clipped)) problems.push(`${path} ${t.table}: column "${h.label}" cut off (${h.left}-${h.right} px)`);
      }
    }
    // The demo data fills these lists, so each was measured with rows (not just an empty text).
    for (const path of TABLE_PAGES.filter((p) => !measured.has(p))) problems.push(`${path}: no table to measure`);
    expect(desktop.errors).toEqual([]);

    const phone = await staffPage('phone');
    for (const path of TABLE_PAGES) {
      await tableLoaded(phone.page, path);
      await snapshot(phone.page, `lists-phone${path.replace(/\//g, '-')}`);
      for (const t of await measureTables(phone.page)) {
        // Only the key columns, all on screen without scrolling sideways.
        if (t.tableWidth > t.boxWidth + 1) problems.push(`${path} ${t.table} (phone): ${t.tableWidth} px wide in a ${t.boxWidth} px box, showing ${t.headers.map((h) => h.label).join(', ')}`);
        for (const h of t.headers.filter((c) => c.left < 0 || c.right > t.screen + 1)) problems.push(`${path} ${t.table} (phone): column "${h.label}" off screen (${h.left}-${h.right} px)`);
      }
    }
    expect(phone.errors).toEqual([]);
    expect(problems).toEqual([]);
  }, 180_000);

  it.each<[Viewport, 'en' | 'fr']>([
    ['desktop', 'en'],
    ['phone', 'fr'],
  ])('draws all %s store logos on the partners page (%s), none blank, without scrolling to them', async (viewport, lang) => {
    const { page, errors } = await openPageAt(browser, viewport, lang);
    await page.goto('/partners');
    await page.getByTestId('store-card').first().waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('store-card').count()).toBe(STORE_COUNT);
    // A logo that failed to load is swapped for letters: there must be none.
    expect(await page.locator('.store-card__logo--text').count()).toBe(0);
    expect(await blankImages(page, 'img.store-card__logo', STORE_COUNT)).toEqual([]);
    await checkScreen(page, `partners-${viewport}-${lang}`);
    expect(errors).toEqual([]);
  });

  it("draws every store logo in the wizard's store grid, at desktop and phone sizes", async () => {
    const desktop = await openPageAt(browser, 'desktop', 'en');
    await artistLogin(desktop.page, ARTIST_EMAIL, process.env.E2E_ARTIST_PASSWORD!);
    await desktop.page.waitForURL((url) => url.pathname === '/artist/dashboard', { timeout: 15_000 });
    const artistToken = (await desktop.page.evaluate(() => localStorage.getItem('artist_token'))) ?? '';
    expect(artistToken).not.toBe('');

    // A new draft, straight to its distribution step (the wizard's steps can be visited in any order).
    await desktop.page.goto('/artist/releases');
    await desktop.page.getByTestId('releases-new').click();
    await desktop.page.waitForURL((url) => /^\/artist\/release\/[0-9a-f-]{36}$/.test(url.pathname), { timeout: 15_000 });
    const wizardPath = new URL(desktop.page.url()).pathname;

    const phone = await openPageAt(browser, 'phone', 'fr');
    await phone.page.addInitScript((token) => {
      if (!localStorage.getItem('artist_token')) localStorage.setItem('artist_token', token);
    }, artistToken);

    for (const [viewport, { page, errors }] of [
      ['desktop', desktop],
      ['phone', phone],
    ] as const) {
      await page.goto(wizardPath);
      await page.getByTestId('wizard-step-distribution').click();
      await page.getByTestId('distribution-form').waitFor({ timeout: 15_000 });
      expect(await page.locator('[data-testid^="dist-store-check-"]').count()).toBe(STORE_COUNT);
      expect(await blankImages(page, 'img.wizard-store__logo', STORE_COUNT)).toEqual([]);
      await checkScreen(page, `wizard-stores-${viewport}`);
      expect(errors).toEqual([]);
    }
  });
});
