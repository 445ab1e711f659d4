import { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { adminLogin, artistLogin, fillIdentityStep } from './support/flows';
import { sleep } from './support/instance';
import { readCode } from './support/mailbox';

// The fraud centre end to end: three artists sign up giving one PayPal e-mail (on the identity
// step: wallet's payout destinations are not on this branch, kyc's PayPal e-mail is what the UI
// plants); staff run a manual scan, see them on the overview and the scores, open one, read the
// evidence and block them; the artist is logged out and refused at login with the spec's message;
// staff unblock and the artist logs in again.
const STAMP = Date.now();
const ARTISTS = [1, 2, 3].map((i) => `e2e.fraud${i}.${STAMP}@example.com`);
const PAYPAL = `e2e.ring.${STAMP}@example.com`;
const PASSWORD = 'Str0ng!pass';
const BLOCKED = 'Your account is blocked. Please contact support.';

async function signUp(page: Page, email: string, n: number): Promise<void> {
  await page.goto('/signup');
  await page.getByTestId('signup-step-account').waitFor();
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-password').fill(PASSWORD);
  await page.getByTestId('signup-confirm').fill(PASSWORD);
  await page.getByTestId('signup-terms').check();
  await page.getByTestId('signup-submit').click();
  await page.getByTestId('signup-step-verify').waitFor();
  const { code } = await readCode(email);
  await page.getByTestId('code-input').fill(code);
  await page.getByTestId('verify-submit').click();
  await page.getByTestId('signup-step-identity').waitFor();
  await page.getByTestId('kyc-paypal_email').fill(PAYPAL);
  // Each its own passport: the shared PayPal e-mail alone (40, medium) must not reach an automatic block.
  await fillIdentityStep(page, { artistName: `Ring ${n}`, firstName: 'Ring', lastName: `Member${n}`, docNumber: `F${String(STAMP).slice(-6)}${n}` });
  await page.getByTestId('signup-step-document').waitFor();
}

describe('fraud centre: linked accounts found, blocked and unblocked', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  let artist: Page;

  it.each([0, 1, 2])('signs artist %i up giving the shared PayPal e-mail', async (i) => {
    const { page } = await openPage(browser);
    await signUp(page, ARTISTS[i], i + 1);
    await page.close();
  });

  it('finds them, blocks one (logged out, refused at login), and unblocks them', async () => {
    artist = (await openPage(browser)).page;
    await artistLogin(artist, ARTISTS[0], PASSWORD);
    const firstCodeAt = Date.now();
    await artist.waitForURL((url) => url.pathname.startsWith('/artist') || url.pathname === '/document-upload', { timeout: 15_000 });
    expect(await artist.evaluate(() => localStorage.getItem('artist_token'))).toBeTruthy();

    const { page: staff, errors } = await openPage(browser);
    await adminLogin(staff, 'e2e.staff12@soundpost.local', process.env.E2E_STAFF_PASSWORD!);
    await staff.goto('/admin/fraud/scan');
    await staff.getByTestId('fraud-run-scan').click();
    await staff.getByTestId('fraud-run-scan-confirm').click();
    await staff.getByTestId('fraud-scan-result').waitFor();
    expect(await staff.getByTestId('fraud-scan-result').innerText()).toContain('Fraud scan completed.');

    await staff.goto('/admin/fraud/overview');
    await staff.getByTestId('fraud-top-rules').waitFor();
    expect(await staff.getByTestId('fraud-top-rules').innerText()).toContain('R1_SHARED_PAYPAL');
    expect(Number(await staff.getByTestId('fraud-total-findings').innerText())).toBeGreaterThanOrEqual(3);

    await staff.goto('/admin/fraud/scores');
    await staff.getByTestId('fraud-scores-search').fill(`e2e.fraud`);
    for (const email of ARTISTS) await staff.locator('[data-testid^="fraud-score-row-"]', { hasText: email }).waitFor();
    await staff.locator('[data-testid^="fraud-score-row-"]', { hasText: ARTISTS[0] }).click();

    await staff.getByTestId('fraud-user-page').waitFor();
    const evidence = await staff.getByTestId('fraud-findings-evidence').innerText();
    expect(evidence).toContain('R1_SHARED_PAYPAL');
    expect(evidence).toContain(PAYPAL);
    await staff.getByTestId('fraud-block').click();
    await staff.getByTestId('fraud-block-reason-input').fill('Ring of linked accounts');
    await staff.getByTestId('fraud-block-confirm').click();
    await staff.getByTestId('fraud-unblock').waitFor();
    expect(await staff.getByTestId('fraud-block-source').innerText()).toBe('block: manual');

    // The artist's next request is refused: the token is gone and the login says why.
    await artist.reload();
    await artist.waitForFunction(() => localStorage.getItem('artist_token') === null, undefined, { timeout: 15_000 });
    await artist.goto('/login');
    await artist.getByTestId('login-email').fill(ARTISTS[0]);
    await artist.getByTestId('login-password').fill(PASSWORD);
    await artist.getByTestId('login-submit').click();
    await artist.getByTestId('login-error').waitFor();
    // The block message, then the one way forward: a link to the appeal page.
    expect(await artist.getByTestId('login-error').innerText()).toBe(`${BLOCKED} Appeal the block`);
    expect(await artist.getByTestId('login-appeal-link').getAttribute('href')).toBe('/appeal');

    await staff.getByTestId('fraud-unblock').click();
    await staff.getByTestId('fraud-unblock-confirm').click();
    await staff.getByTestId('fraud-block').waitFor();

    // Login codes go out at most once per 30 s per address: wait out the first one's window.
    await sleep(Math.max(0, 31_000 - (Date.now() - firstCodeAt)));
    await artistLogin(artist, ARTISTS[0], PASSWORD);
    await artist.waitForURL((url) => url.pathname.startsWith('/artist') || url.pathname === '/document-upload', { timeout: 15_000 });
    expect(await artist.evaluate(() => localStorage.getItem('artist_token'))).toBeTruthy();
    expect(errors.filter((e) => !/403|account_blocked/.test(e))).toEqual([]);
  }, 180_000);
});
