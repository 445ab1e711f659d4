import { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from './support/browser';
import { adminLogin, artistLogin } from './support/flows';
import { checkScreen, openPageAt, Viewport } from './support/visual';

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
