import { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { artistLogin, PNG_1X1 } from './support/flows';

// A rejected document: the artist is kept on the verification page, sees the status, and can
// upload a new document, which goes back to pending review.
describe('rejected identity document', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the rejected status and accepts a new upload', async () => {
    const { page } = await openPage(browser);
    await artistLogin(page, 'artist.rejected@soundpost.local', 'Soundpost-artist-1');
    // The dashboard is closed until documents are approved: the app lands on the verification page.
    await page.waitForURL((url) => url.pathname === '/document-upload', { timeout: 10_000 });
    await page.getByTestId('doc-status').waitFor();
    expect(await page.getByTestId('doc-status').getAttribute('data-status')).toBe('rejected');

    await page.getByTestId('document-input').setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByTestId('document-submit').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="doc-status"]')?.getAttribute('data-status') === 'pending');
  });
});
