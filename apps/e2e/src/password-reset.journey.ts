import { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { readCode } from './support/mailbox';

// Forgot password, end to end, on the demo approved artist (seeded on the e2e server).
describe('password reset', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('resets the password with an e-mailed code and returns to a clean password view', async () => {
    const email = 'artist.pending@soundpost.local';
    const { page, errors } = await openPage(browser);
    await page.goto('/login');
    await page.getByTestId('forgot-link').click();
    await page.getByTestId('login-view-reset_email').waitFor();
    await page.getByTestId('reset-email').fill(email);
    await page.getByTestId('reset-send').click();
    await page.getByTestId('login-view-reset_otp').waitFor();
    expect(await page.getByTestId('login-message').innerText()).toContain('If the email exists, a reset code has been sent.');
    const { code } = await readCode(email);
    await page.getByTestId('reset-code').fill(code);
    await page.getByTestId('reset-verify').click();

    await page.getByTestId('login-view-reset_newpass').waitFor();
    await page.getByTestId('reset-password').fill('N3w-password!');
    await page.getByTestId('reset-confirm').fill('N3w-password!');
    await page.getByTestId('reset-submit').click();

    await page.getByTestId('login-view-password').waitFor();
    expect(await page.getByTestId('login-message').innerText()).toContain('Password reset successful. Please log in.');
    expect(await page.getByTestId('login-email').inputValue()).toBe('');
    expect(await page.getByTestId('login-password').inputValue()).toBe('');

    // The new password works (the code step follows); the old one does not.
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill('Soundpost-artist-1');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').waitFor();
    await page.getByTestId('login-password').fill('N3w-password!');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-view-verify').waitFor();
    expect(errors.filter((e) => !e.startsWith('HTTP 422'))).toEqual([]);
  });
});
