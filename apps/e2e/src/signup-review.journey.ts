import { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { adminLogin, artistLogin, fillIdentityStep, PNG_1X1 } from './support/flows';
import { lastMailId, mailbox, readCode } from './support/mailbox';

// The whole identity journey: an artist signs up in five steps, staff approve the document after
// logging in with a code, and the artist then logs in with a code and reaches the dashboard.
describe('sign-up, document review and first login', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  const email = `new.artist.${Date.now()}@example.com`;
  const password = 'Str0ng!pass';

  it('signs a new artist up through the five steps, reading the code from the mailbox', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto('/signup');
    await page.getByTestId('signup-step-account').waitFor();
    await page.getByTestId('signup-email').fill(email);
    await page.getByTestId('signup-password').fill('weak');
    await page.getByTestId('signup-confirm').fill('weak');
    await page.getByTestId('signup-terms').check();
    await page.getByTestId('signup-submit').click();
    expect(await page.getByTestId('signup-password-error').innerText()).toBe('Password does not meet requirements.');

    await page.getByTestId('signup-password').fill(password);
    await page.getByTestId('signup-confirm').fill(password);
    await page.getByTestId('signup-submit').click();
    await page.getByTestId('signup-step-verify').waitFor();
    const { code } = await readCode(email);
    await page.getByTestId('code-input').fill(code);
    await page.getByTestId('verify-submit').click();

    await page.getByTestId('signup-step-identity').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('onboarding_token'))).toBeTruthy();
    await fillIdentityStep(page, { artistName: 'The Testers', firstName: 'Ada', lastName: 'Lovelace' });

    await page.getByTestId('signup-step-document').waitFor();
    await page.getByTestId('document-input').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByTestId('document-submit').click();
    await page.getByTestId('done-message').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('onboarding_token'))).toBeNull();
    expect(errors).toEqual([]);
  });

  it('lets staff log in with a code and approve the document, e-mailing the artist', async () => {
    const { page, errors } = await openPage(browser);
    // A manager reviews documents (managers may do everything but manage staff and delete artists).
    await adminLogin(page, 'manager@soundpost.local', 'Soundpost-manager-1');
    await page.goto('/admin/artists');
    await page.getByTestId('artists-search').fill(email);
    const row = page.locator('[data-testid^="artist-row-"]', { hasText: email });
    await row.waitFor();
    const id = (await row.getAttribute('data-testid'))!.replace('artist-row-', '');
    expect(await page.getByTestId(`status-${id}`).innerText()).toMatch(/pending/i);

    const before = await lastMailId(email);
    await page.getByTestId(`verify-${id}`).click();
    await page.getByTestId('doc-preview').waitFor();
    expect(await page.getByTestId('doc-preview').getAttribute('data-kind')).toBe('image');
    await page.getByTestId('verify-approve').click();
    await page.getByTestId('verify-comment').fill('All good, welcome!');
    await page.getByTestId('verify-submit').click();
    await page.getByTestId('verify-done').waitFor();
    expect(await page.getByTestId('verify-done').innerText()).toContain('Verification updated and email sent.');
    const [decision] = await mailbox(email);
    expect(decision.id).toBeGreaterThan(before);
    expect(decision.text).toContain('All good, welcome!');
    expect(errors).toEqual([]);
  });

  it('lets the approved artist log in with a code and reach the dashboard', async () => {
    const { page, errors } = await openPage(browser);
    await artistLogin(page, email, password);
    await page.waitForURL((url) => url.pathname === '/artist/dashboard', { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('artist_token'))).toBeTruthy();
    expect(errors).toEqual([]);
  });
});
