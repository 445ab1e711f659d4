import { randomUUID } from 'node:crypto';
import { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { adminLogin, artistLogin } from './support/flows';
import { lastMailId, readCode } from './support/mailbox';
import { gradientPng, wavTone } from './support/media';
import { checkScreen, Language, openPageAt, snapshot, Viewport, VIEWPORTS } from './support/visual';

// Issue 12, items 10 to 12: the artist area at desktop and phone sizes, in English and French, with
// no text overflowing and no table squeezed into broken words; releases named by their short number
// and their artist, never by ids; and a release only submitted for review reads "Submitted" for the
// artist and for staff (the API keeps its 'delivered' stage). Issue 25: the dashboard shows the
// balance and the newest releases with their covers; on a phone the menu is a drawer, so every page's
// title is on the first screen, and every artist table is cards that never scroll sideways.
describe('first impressions: the artist area and releases', () => {
  let browser: Browser;
  let artistToken = '';
  let staffToken = '';
  let releaseId = '';
  let releaseNumber = '';
  const artistEmail = 'e2e.phone@soundpost.local';
  const title = `Paper Moons ${Date.now().toString(36)}`;
  const STEPS = ['album_info', 'track_upload', 'artwork', 'distribution', 'preview', 'delivered'] as const;
  const SIZES: readonly [Viewport, Language][] = [
    ['desktop', 'en'],
    ['phone', 'en'],
    ['desktop', 'fr'],
    ['phone', 'fr'],
  ];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  /** A signed-in artist at `viewport` in `lang`: the token of the one login (codes are throttled per address). */
  async function artistAt(viewport: Viewport, lang: Language): Promise<Page> {
    const { page } = await openPageAt(browser, viewport, lang);
    await page.context().addInitScript((token) => localStorage.setItem('artist_token', token), artistToken);
    return page;
  }

  async function settle(page: Page, testId: string): Promise<void> {
    await page.getByTestId(testId).first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
  }

  async function api<T>(path: string, token: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
    const res = await fetch(`${process.env.E2E_BASE_URL}${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', ...init.headers } });
    return { status: res.status, body: (await res.json()) as T };
  }

  /** On a phone: the page's title is on the first screen and no table is wider than its box. */
  async function fitsPhone(page: Page, label: string): Promise<void> {
    const title = await page.getByTestId('page-title').first().boundingBox();
    expect({ label, titleBottom: Math.round((title?.y ?? 9999) + (title?.height ?? 0)) <= VIEWPORTS.phone.height }).toEqual({ label, titleBottom: true });
    const sideways = await page.evaluate(() =>
      Array.from(document.querySelectorAll('table, .table-wrap'))
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${el.getAttribute('data-testid') ?? el.className}: ${el.scrollWidth} > ${el.clientWidth}`),
    );
    expect({ label, sideways }).toEqual({ label, sideways: [] });
  }

  it('an artist prepares a release through the six steps at desktop size, each step fitting its screen', async () => {
    const { page } = await openPageAt(browser, 'desktop', 'en');
    await artistLogin(page, artistEmail, process.env.E2E_ARTIST_PASSWORD!);
    await page.waitForURL((url) => url.pathname === '/artist/dashboard', { timeout: 15_000 });
    artistToken = (await page.evaluate(() => localStorage.getItem('artist_token'))) ?? '';
    expect(artistToken).not.toBe('');

    await page.goto('/artist/releases');
    await settle(page, 'releases-new');
    await page.getByTestId('releases-new').click();
    await page.waitForURL((url) => /^\/artist\/release\/[0-9a-f-]{36}$/.test(url.pathname), { timeout: 15_000 });
    releaseId = page.url().split('/').pop()!;
    await settle(page, 'wizard-panel-album_info');
    const header = await page.getByTestId('wizard-release-id').innerText();
    releaseNumber = header.match(/#\d{4,}/)?.[0] ?? '';
    expect(releaseNumber).not.toBe('');
    expect(header).not.toContain(releaseId);
    await checkScreen(page, 'releases-desktop-en-wizard-album_info');

    await page.getByTestId('album-title').fill(title);
    // The artist's own name may already be chosen (sign-up puts it in the directory); otherwise add it.
    const chosen = await page.getByTestId('album-primary_artist_id').inputValue();
    if (!chosen) {
      await page.getByTestId('primary-new-artist').click();
      await page.getByTestId('primary-new-artist-name').fill('Lune Rivera');
      await page.getByTestId('primary-new-artist-save').click();
      await page.waitForFunction(() => Boolean(document.querySelector<HTMLSelectElement>('[data-testid="album-primary_artist_id"]')?.value));
    }
    const artistName = await page.getByTestId('album-primary_artist_id').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent?.trim() ?? '');
    expect(artistName).not.toBe('');
    await page.getByTestId('album-release_date').fill('2027-06-04');
    await page.getByTestId('album-release_type').selectOption('Single');
    await page.getByTestId('album-next').click();
    await settle(page, 'tracks-step');
    // Saved: the header now names the release by number and artist.
    expect(await page.getByTestId('wizard-release-id').innerText()).toBe(`Release ${releaseNumber} · ${artistName}`);

    await page.getByTestId('tracks-file-input').setInputFiles({ name: 'Paper Moons.wav', mimeType: 'audio/wav', buffer: wavTone(2) });
    await page.getByTestId('track-item').first().waitFor({ timeout: 30_000 });
    await checkScreen(page, 'releases-desktop-en-wizard-track_upload');
    await page.getByTestId('tracks-next').click();

    await settle(page, 'artwork-step');
    await checkScreen(page, 'releases-desktop-en-wizard-artwork');
    await page.getByTestId('artwork-file').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: gradientPng(3000) });
    await page.getByTestId('artwork-upload').click();
    await page.getByText('Artwork uploaded.').waitFor({ timeout: 30_000 });

    await settle(page, 'distribution-form');
    await checkScreen(page, 'releases-desktop-en-wizard-distribution');
    await page.getByTestId('dist-store-check-spotify').check();
    await page.getByTestId('dist-next').click();

    await settle(page, 'preview-step');
    await checkScreen(page, 'releases-desktop-en-wizard-preview');
    await page.getByTestId('preview-next').click();
    await settle(page, 'submit-release');
    await checkScreen(page, 'releases-desktop-en-wizard-delivered');
  });

  it.each(SIZES.filter(([v, l]) => !(v === 'desktop' && l === 'en')))('every wizard step fits at %s size in %s', async (viewport, lang) => {
    const page = await artistAt(viewport, lang);
    await page.goto(`/artist/release/${releaseId}`);
    await settle(page, 'wizard-release-id');
    expect(await page.getByTestId('wizard-release-id').innerText()).toContain(releaseNumber);
    for (const step of STEPS) {
      await page.getByTestId(`wizard-step-${step}`).click();
      await settle(page, `wizard-panel-${step}`);
      await checkScreen(page, `releases-${viewport}-${lang}-wizard-${step}`);
    }
  });

  it('the artist submits the release for review', async () => {
    const page = await artistAt('desktop', 'en');
    await page.goto(`/artist/release/${releaseId}`);
    await settle(page, 'wizard-step-delivered');
    await page.getByTestId('wizard-step-delivered').click();
    await page.getByTestId('submit-release').click();
    await page.getByText('Release submitted for review.').waitFor({ timeout: 15_000 });
    await page.getByTestId('wizard-delivered').waitFor();
  });

  it('staff credit the artist’s wallet, so the dashboard has a balance to show', async () => {
    // Over the API, with a staff account of its own (login codes are throttled per address).
    const email = process.env.E2E_STAFF9_EMAIL!;
    const before = await lastMailId(email);
    const post = (path: string, body: unknown) => fetch(`${process.env.E2E_BASE_URL}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const login = (await (await post('/api/admin/login', { email, password: process.env.E2E_STAFF_PASSWORD })).json()) as { token?: string; require_code?: boolean };
    const verified = login.require_code ? ((await (await post('/api/admin/verify-code', { email, code: (await readCode(email, before)).code })).json()) as { token?: string }) : login;
    const creditor = verified.token ?? '';
    expect(creditor).not.toBe('');
    const wallet = await api<{ id: string; balance: number }>('/api/artist/wallet', artistToken);
    const credit = await api(`/api/admin/wallets/${wallet.body.id}/adjust`, creditor, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ type: 'credit', amount: 5559, description: 'Royalties' }),
    });
    expect(credit.status).toBe(200);
    expect((await api<{ balance: number }>('/api/artist/wallet', artistToken)).body.balance).toBe(wallet.body.balance + 5559);
  });

  it.each(SIZES)('dashboard, releases, release page, my plan, wallet, earnings and account pages fit at %s size in %s', async (viewport, lang) => {
    const page = await artistAt(viewport, lang);
    const submitted = lang === 'fr' ? 'Envoyée' : 'Submitted';

    await page.goto('/artist/dashboard');
    await settle(page, 'dashboard-balance');
    // The balance the wallet holds, linking to it; the release made above heads the newest, its cover loaded.
    const { balance } = (await api<{ balance: number }>('/api/artist/wallet', artistToken)).body;
    expect(balance).toBeGreaterThanOrEqual(5559);
    expect(await page.getByTestId('dashboard-balance').innerText()).toBe(`EUR ${Math.floor(balance / 100)}.${String(balance % 100).padStart(2, '0')}`);
    expect(await page.getByTestId('dashboard-balance-link').getAttribute('href')).toBe('/artist/wallet');
    const tile = page.getByTestId(`dashboard-release-${releaseId}`);
    expect(await tile.innerText()).toContain(title);
    await page.waitForFunction(
      (id) => ((document.querySelector(`[data-testid="dashboard-release-${id}"] img`) as HTMLImageElement | null)?.naturalWidth ?? 0) > 0,
      releaseId,
      { timeout: 15_000 },
    );
    // Decoded too (it decodes off the main thread), so the screenshot shows the cover, not its frame.
    await page.locator(`[data-testid="dashboard-release-${releaseId}"] img`).evaluate((img: HTMLImageElement) => img.decode());
    await checkScreen(page, `releases-${viewport}-${lang}-dashboard`);
    if (viewport === 'phone') {
      await fitsPhone(page, 'dashboard');
      // The menu is a drawer behind the header's button, not a block of links above the page.
      expect(await page.getByTestId('artist-sidebar').isVisible()).toBe(false);
      await page.getByTestId('console-menu-button').click();
      await page.getByTestId('sidebar-releases').waitFor({ state: 'visible' });
      // Slid fully in (the drawer animates from the left edge), so the screenshot shows it whole.
      await page.waitForFunction(() => document.querySelector('.console__sidebar')?.getBoundingClientRect().left === 0);
      await checkScreen(page, `releases-${viewport}-${lang}-menu`);
      await page.getByTestId('console-menu-close').click();
      await page.getByTestId('artist-sidebar').waitFor({ state: 'hidden' });
    }

    await page.goto('/artist/releases');
    const row = page.getByTestId(`release-row-${releaseId}`);
    await row.waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(await row.getByTestId('release-number').innerText()).toBe(releaseNumber);
    expect(await row.innerText()).toContain(title);
    expect(await row.innerText()).not.toContain(releaseId);
    await checkScreen(page, `releases-${viewport}-${lang}-releases`);
    expect(await row.getByTestId('release-cover').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    if (viewport === 'phone') {
      // On a phone the table is a list of cards: the header row is hidden and each field is labelled.
      expect(await page.locator('[data-testid="releases-table"] thead').evaluate((el) => el.getBoundingClientRect().height <= 1)).toBe(true);
      expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('grid');
      await fitsPhone(page, 'releases');
    } else {
      // At desktop the row's actions stay on one line, and the table fits without scrolling.
      const actions = await row.locator('.releases__actions').boundingBox();
      const view = await row.getByTestId('release-view').boundingBox();
      expect(Math.round(actions?.height ?? 0)).toBeLessThanOrEqual(Math.round((view?.height ?? 0) + 1));
      expect(await page.getByTestId('releases-table').evaluate((el) => (el.parentElement?.scrollWidth ?? 0) <= (el.parentElement?.clientWidth ?? 0) + 1)).toBe(true);
    }

    await page.goto(`/artist/releases/${releaseId}`);
    await settle(page, 'release-detail-number');
    expect(await page.getByTestId('release-detail-number').innerText()).toBe(releaseNumber);
    expect((await page.getByTestId('release-detail-artist').innerText()).trim()).not.toBe('—');
    expect((await page.getByTestId('release-detail-owner').innerText()).trim()).not.toBe('—');
    const detail = await page.getByTestId('release-detail-page').innerText();
    expect(detail).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    expect(detail).not.toMatch(/Primary artist ID|User ID|ID utilisateur/);
    // The API's 'delivered' stage, which only means submitted for review.
    expect(await page.getByTestId('release-detail-stage').innerText()).toBe(submitted);
    await checkScreen(page, `releases-${viewport}-${lang}-release-page`);
    if (viewport === 'phone') await fitsPhone(page, 'release page');

    for (const [path, name] of [
      ['/account/myplan', 'myplan'],
      ['/account/profile', 'profile'],
      ['/account/log', 'activity'],
      ['/account/transactions', 'transactions'],
      ['/artist/wallet', 'wallet'],
      ['/artist/wallet/transactions', 'wallet-transactions'],
      ['/artist/wallet/tax', 'wallet-tax'],
      ['/artist/earnings', 'earnings'],
      ['/account/notifications', 'notifications'],
      ['/artist/support', 'support'],
    ] as const) {
      await page.goto(path);
      await settle(page, 'page-title');
      await checkScreen(page, `releases-${viewport}-${lang}-${name}`);
      if (viewport === 'phone') await fitsPhone(page, name);
    }
    // The credit is in the wallet's history, its amount and status on the card.
    await page.goto('/artist/wallet/transactions');
    const credit = page.locator('[data-testid="wallet-tx-table"] tbody tr').filter({ hasText: '55.59' }).first();
    await credit.waitFor({ timeout: 15_000 });
    for (const field of ['wallet-tx-amount', 'wallet-tx-status']) {
      const box = await credit.getByTestId(field).boundingBox();
      expect({ field, onScreen: box !== null && box.x >= 0 && box.x + box.width <= VIEWPORTS[viewport].width }).toEqual({ field, onScreen: true });
    }
  });

  it('staff see the release number, the ids, and "Submitted" for the delivered stage in the back office', async () => {
    const staff = (await openPage(browser)).page;
    await adminLogin(staff, process.env.E2E_STAFF7_EMAIL!, process.env.E2E_STAFF_PASSWORD!);
    staffToken = (await staff.evaluate(() => localStorage.getItem('admin_token'))) ?? '';
    expect(staffToken).not.toBe('');
    const stage = await fetch(`${process.env.E2E_BASE_URL}/api/admin/releases/${releaseId}`, { headers: { Authorization: `Bearer ${staffToken}`, Accept: 'application/json' } });
    // The API keeps its value; only the screens name it.
    expect(((await stage.json()) as { workflow_stage: string }).workflow_stage).toBe('delivered');

    await staff.goto('/admin/releases');
    await staff.getByTestId('releases-search').fill(releaseNumber);
    const row = staff.getByTestId(`release-row-${releaseId}`);
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain(releaseNumber);
    await row.click();
    await staff.getByTestId('release-drawer').waitFor();
    expect(await staff.getByTestId('release-drawer-workflow_stage').innerText()).toBe('Submitted');
    expect(await staff.getByTestId('release-drawer-release_number').innerText()).toBe(releaseNumber);
    expect(await staff.getByTestId('release-drawer-id').innerText()).toBe(releaseId);
    await snapshot(staff, 'releases-admin-drawer');

    await staff.goto(`/admin/releases/${releaseId}`);
    await staff.getByTestId('release-field-workflow_stage').waitFor({ timeout: 15_000 });
    expect(await staff.getByTestId('release-field-workflow_stage').innerText()).toBe('Submitted');
    expect(await staff.getByTestId('release-field-release_number').innerText()).toBe(releaseNumber);
    expect(await staff.getByTestId('release-field-id').innerText()).toBe(releaseId);
    await snapshot(staff, 'releases-admin-detail');
  });
});
