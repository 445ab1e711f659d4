import { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { adminLogin, artistLogin } from './support/flows';
import { gradientPng, wavTone } from './support/media';

// Store delivery (issue 17): the preflight check stops a release stores would reject, the artist
// fixes it and submits, staff approve, each selected store gets an ERN 4.3 message in its default
// folder target, the XML names the release's UPC and ISRC, and setting the release removed sends
// each store its takedown.
describe('a release from preflight to the stores and back out', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  const artistEmail = 'e2e.delivery@soundpost.local';
  // Capitals on purpose: a style warning stores enforce.
  const title = `MIDNIGHT RUN ${Date.now()}`;

  /** Waits until the Deliveries panel shows `store` with `status` (the panel reloads while jobs run). */
  async function storeStatus(staff: Page, store: string, status: string): Promise<void> {
    await staff.waitForFunction(
      ([s, expected]) => document.querySelector(`[data-testid="delivery-row-${s}"]`)?.getAttribute('data-status') === expected,
      [store, status] as const,
      { timeout: 45_000 },
    );
  }

  it('blocks on preflight errors, delivers after approval and takes the release down', async () => {
    const { page } = await openPage(browser);
    await artistLogin(page, artistEmail, process.env.E2E_ARTIST_PASSWORD!);
    await page.waitForURL((url) => url.pathname === '/artist/dashboard', { timeout: 15_000 });

    await page.goto('/artist/releases');
    await page.getByTestId('releases-new').click();
    await page.waitForURL((url) => /^\/artist\/release\/[0-9a-f-]{36}$/.test(url.pathname), { timeout: 15_000 });
    const releaseId = page.url().split('/').pop()!;

    await page.getByTestId('album-title').fill(title);
    await page.getByTestId('primary-new-artist').click();
    await page.getByTestId('primary-new-artist-name').fill('Nova Reyes');
    await page.getByTestId('primary-new-artist-save').click();
    await page.getByText('Artist added to your directory.').waitFor();
    await page.waitForFunction(() => Boolean(document.querySelector<HTMLSelectElement>('[data-testid="album-primary_artist_id"]')?.value));
    await page.getByTestId('album-release_date').fill('2027-04-02');
    await page.getByTestId('album-release_type').selectOption('Single');
    await page.getByTestId('album-next').click();
    await page.getByTestId('tracks-step').waitFor();

    await page.getByTestId('tracks-file-input').setInputFiles({ name: 'Midnight Run.wav', mimeType: 'audio/wav', buffer: wavTone(3) });
    await page.getByTestId('track-item').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('tracks-next').click();
    await page.getByTestId('artwork-step').waitFor();

    // Straight on to the stores, without artwork.
    await page.getByTestId('wizard-step-distribution').click();
    await page.getByTestId('distribution-form').waitFor({ timeout: 15_000 });
    // New drafts preselect the plan's allowance; two stores keep the deliveries (and this journey) short.
    await page.getByTestId('dist-stores-none').click();
    await page.getByTestId('dist-store-check-spotify').check();
    await page.getByTestId('dist-store-check-deezer').check();
    expect(await page.getByTestId('dist-stores-count').innerText()).toMatch(/^2 /);
    await page.getByTestId('dist-next').click();

    // Preview: the preflight shows the error stores would reject and the style warning.
    await page.getByTestId('preview-step').waitFor();
    await page.getByTestId('preflight-error-artwork_missing').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('preflight-error-artwork_missing').innerText()).toBe('Upload the cover artwork.');
    expect(await page.getByTestId('preflight-warning-title_all_caps').innerText()).toContain('capitals');

    // The artist fixes it: a 3000×3000 cover, then back to the preview, which is clear of errors.
    await page.getByTestId('wizard-step-artwork').click();
    await page.getByTestId('artwork-file').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: gradientPng(3000) });
    await page.getByTestId('artwork-upload').click();
    await page.getByText('Artwork uploaded.').waitFor({ timeout: 30_000 });
    await page.getByTestId('distribution-form').waitFor({ timeout: 15_000 });
    await page.getByTestId('dist-next').click();
    await page.getByTestId('preview-step').waitFor();
    await page.getByTestId('preflight-warnings').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('preflight-errors').count()).toBe(0);
    await page.getByTestId('preview-next').click();
    await page.getByTestId('submit-release').click();
    await page.getByText('Release submitted for review.').waitFor({ timeout: 15_000 });

    // Staff see the same preflight on the release page and approve it there.
    const staff = (await openPage(browser)).page;
    await adminLogin(staff, process.env.E2E_STAFF10_EMAIL!, process.env.E2E_STAFF_PASSWORD!);
    await staff.goto(`/admin/releases/${releaseId}`);
    await staff.getByTestId('release-detail-title').waitFor({ timeout: 15_000 });
    await staff.getByTestId('preflight-warning-title_all_caps').waitFor();
    await staff.getByTestId('deliveries-none').waitFor();
    await staff.getByTestId('release-status-select').selectOption('approved');
    await staff.getByTestId('release-status-save').click();
    await staff.getByText('Release status updated.').waitFor();

    // Each selected store is delivered to its default folder target.
    await staff.goto(`/admin/releases/${releaseId}`);
    await storeStatus(staff, 'spotify', 'delivered');
    await storeStatus(staff, 'deezer', 'delivered');
    expect(await staff.locator('[data-testid^="delivery-row-"]').count()).toBe(2);
    const upc = (await staff.getByTestId('release-field-upc').innerText()).trim();
    expect(upc).toMatch(/^\d{12,13}$/);
    // Screens show the hyphenated form (CC-XXX-YY-NNNNN); the XML carries the stored compact one.
    const isrc = (await staff.getByTestId('release-tracks').innerText()).match(/[A-Z]{2}-[A-Z0-9]{3}-\d{2}-\d{5}/)?.[0]?.replace(/-/g, '');
    expect(isrc).toBeDefined();

    // The XML opens and names the release's UPC and ISRC.
    await staff.getByTestId('delivery-xml-spotify').click();
    const xml = await staff.getByTestId('delivery-message-xml').innerText();
    expect(xml).toContain('<ern:NewReleaseMessage');
    expect(xml).toContain(`<ICPN>${upc}</ICPN>`);
    expect(xml).toContain(`<ISRC>${isrc}</ISRC>`);
    await staff.getByTestId('delivery-message-close').click();

    // The artist reads where the release is.
    await page.goto(`/artist/releases/${releaseId}`);
    await page.getByTestId('release-delivery-spotify').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('release-delivery-spotify').innerText()).toMatch(/^Delivered to Spotify on \d{1,2} \w+/);

    // Staff set the release removed: each store gets its takedown.
    await staff.getByTestId('release-status-select').selectOption('removed');
    await staff.getByTestId('release-status-save').click();
    await staff.getByText('Release status updated.').waitFor();
    await staff.goto(`/admin/releases/${releaseId}`);
    for (const store of ['spotify', 'deezer']) {
      await staff.waitForFunction(
        (s) => {
          const row = document.querySelector(`[data-testid="delivery-row-${s}"]`);
          return row?.getAttribute('data-status') === 'delivered' && /Takedown/.test(row.textContent ?? '');
        },
        store,
        { timeout: 45_000 },
      );
    }
    await staff.getByTestId('delivery-xml-deezer').click();
    expect(await staff.getByTestId('delivery-message-xml').innerText()).toMatch(/<EndDate(Time)?>/);

    // The back office's Deliveries list shows them too.
    await staff.goto('/admin/deliveries');
    await staff.locator(`[data-testid="delivery-release-link"][href="/admin/releases/${releaseId}"]`).first().waitFor({ timeout: 15_000 });
  }, 120_000);
});
