import { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { adminLogin } from './support/flows';

// Staff import artists from a CSV with good and bad rows and see the per-row errors.
describe('CSV artist import', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('creates the good rows and lists the bad ones with their row numbers', async () => {
    const stamp = Date.now();
    const csv = [
      'name,email,password,email_verified,is_verified,document_status',
      `"Doe, Jane",jane.${stamp}@example.com,long-secret-1,1,1,approved`,
      `No Password,nopass.${stamp}@example.com,,1,0,pending`,
      `Old Timer,artist.approved@soundpost.local,long-secret-1,1,1,approved`,
      `Sam,sam.${stamp}@example.com,long-secret-2,0,0,weird`,
    ].join('\n');
    const { page, errors } = await openPage(browser);
    // Its own staff account (created by the e2e setup): codes are throttled per address.
    await adminLogin(page, process.env.E2E_STAFF_EMAIL!, process.env.E2E_STAFF_PASSWORD!);
    await page.goto('/admin/artists');
    await page.getByTestId('artists-import-input').setInputFiles({ name: 'artists.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.waitForFunction(() => document.querySelector('[data-testid="artists-import-result"]')?.getAttribute('data-state') === 'done', undefined, { timeout: 30_000 });
    expect(await page.getByTestId('artists-import-created').innerText()).toContain('2');
    const listed = await page.getByTestId('artists-import-errors').innerText();
    // Rows are numbered from the first data row (the header is not counted), lines from the file's first line.
    expect(listed).toContain('Row 2 (line 3): missing name/email/password');
    expect(listed).toContain('Row 3 (line 4): email already exists');

    await page.getByTestId('artists-search').fill(`jane.${stamp}@example.com`);
    await page.locator('[data-testid^="artist-row-"]', { hasText: `jane.${stamp}@example.com` }).waitFor();
    expect(errors).toEqual([]);
  });
});
