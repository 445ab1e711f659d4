import { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from './support/browser';
import { adminLogin } from './support/flows';
import { lastMailId, mailbox, readCode } from './support/mailbox';
import { checkScreen, Language, openPageAt, Viewport } from './support/visual';

// Issue 12, "Money and checkout", as an artist meets it: the three payment methods wherever a plan
// is bought, an upgrade that shows the credit for the unused time and the amount due, a payment
// return page opened where the artist is not signed in (log in, come back, finished), and the
// receipts in the dev mailbox. Desktop and phone, English and French or Spanish, each screen
// screenshotted and checked for text overflowing its box.
describe('first impressions: money and checkout', () => {
  const UPGRADE = 'e2e.upgrade@soundpost.local';
  const RECEIPTS = 'e2e.receipts@soundpost.local';
  const password = () => process.env.E2E_ARTIST_PASSWORD!;
  /** The login form's first call: it sends the code, or answers 429 while the address's codes are throttled. */
  const LOGIN_START = '/api/artist/login/start';
  let browser: Browser;
  let upgradeToken = '';
  let receiptsToken = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const page = await screenAt('desktop', 'en');
    await page.goto('/login');
    await logIn(page, UPGRADE);
    await page.waitForURL((url) => url.pathname === '/artist/dashboard', { timeout: 15_000 });
    upgradeToken = (await page.evaluate(() => localStorage.getItem('artist_token'))) ?? '';
    expect(upgradeToken).not.toBe('');
    await page.context().close();
  });
  afterAll(async () => {
    await browser.close();
  });

  /** A fresh browser at `viewport` in `lang`, signed in with `token` when given. */
  async function screenAt(viewport: Viewport, lang: Language, token?: string): Promise<Page> {
    const { page } = await openPageAt(browser, viewport, lang);
    if (token) await page.context().addInitScript((t) => localStorage.setItem('artist_token', t), token);
    return page;
  }

  /**
   * The login form on the page it is on: password, then the code from the e-mail. Codes are
   * throttled per address (one per 30 s), so a refused send is retried once the wait is over.
   */
  async function logIn(page: Page, email: string): Promise<void> {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const before = await lastMailId(email);
      await page.getByTestId('login-email').fill(email);
      await page.getByTestId('login-password').fill(password());
      const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === LOGIN_START);
      await page.getByTestId('login-submit').click();
      const answer = await answered;
      if (answer.status() !== 429) {
        const { code } = await readCode(email, before);
        await page.getByTestId('login-code').fill(code);
        await page.getByTestId('login-verify').click();
        return;
      }
      if (Date.now() > deadline) throw new Error(`login codes for ${email} stayed throttled`);
      await page.waitForTimeout(Number(answer.headers()['retry-after'] ?? 5) * 1000);
    }
  }

  /** The sandbox provider's page: Pay, like an artist would on Stripe's or PayPal's. */
  async function payOnProvider(page: Page): Promise<void> {
    await page.waitForURL((url) => url.pathname.startsWith('/api/billing/sandbox/'), { timeout: 15_000 });
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
  }

  async function currentPlanIs(page: Page, name: string): Promise<void> {
    await page.waitForURL((url) => url.pathname === '/account/myplan', { timeout: 20_000 });
    await page.waitForFunction((n) => document.querySelector('[data-testid="myplan-current-name"]')?.textContent?.includes(n), name, { timeout: 15_000 });
  }

  async function waitForMail(to: string, subject: RegExp): Promise<{ subject: string; text: string }> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = (await mailbox(to)).find((m) => subject.test(m.subject));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to}: ${(await mailbox(to)).map((m) => m.subject).join(' | ')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it.each([
    ['desktop', 'en'],
    ['phone', 'fr'],
  ] as const)('offers card, PayPal and bank transfer from the pricing page and from My plan (%s, %s)', async (viewport, lang) => {
    const page = await screenAt(viewport, lang, upgradeToken);
    await page.goto('/pricing');
    await page.getByTestId('plan-action-artist').click();
    const box = page.getByTestId('payment-modal');
    await box.getByTestId('quote-due').waitFor();
    for (const method of ['pay-card', 'pay-paypal', 'pay-bank']) expect(await box.getByTestId(method).isEnabled()).toBe(true);
    // No current plan: the full price, no credit.
    expect(await box.getByTestId('quote-due').innerText()).toBe('EUR 0.99');
    expect(await box.getByTestId('quote-credit').count()).toBe(0);
    await checkScreen(page, `money-pricing-box-${viewport}-${lang}`);
    await box.getByTestId('pay-close').click();

    await page.goto('/account/myplan');
    await page.locator('[data-testid^="myplan-plan-"]', { hasText: 'Label' }).getByRole('button').click();
    await box.getByTestId('quote-price').waitFor();
    expect(await box.getByTestId('quote-price').innerText()).toBe('EUR 9.99');
    for (const method of ['pay-card', 'pay-paypal', 'pay-bank']) await box.getByTestId(method).waitFor();
    await checkScreen(page, `money-myplan-box-${viewport}-${lang}`);
    await page.context().close();
  });

  it('upgrades Artist → Producer the same day: the box shows the credit for the unused time and the amount due, and that is what is charged', async () => {
    const page = await screenAt('desktop', 'en', upgradeToken);
    await page.goto('/pricing');
    await page.getByTestId('plan-action-artist').click();
    await page.getByTestId('pay-card').click();
    await payOnProvider(page);
    await currentPlanIs(page, 'Artist');

    await page.goto('/pricing');
    await page.getByTestId('plan-action-producer').click();
    const box = page.getByTestId('payment-modal');
    await box.getByTestId('quote-credit').waitFor();
    expect(await box.getByTestId('quote-price').innerText()).toBe('EUR 2.99');
    expect(await box.getByTestId('quote-credit').innerText()).toBe('− EUR 0.99');
    expect(await box.getByTestId('quote-due').innerText()).toBe('EUR 2.00');
    expect(await box.getByTestId('checkout-quote').innerText()).toMatch(/Credit for the unused time of your Artist plan/);
    await checkScreen(page, 'money-upgrade-quote-desktop-en');

    // The same quote on a phone, in Spanish, from My plan.
    const phone = await screenAt('phone', 'es', upgradeToken);
    await phone.goto('/account/myplan');
    await phone.locator('[data-testid^="myplan-plan-"]', { hasText: 'Producer' }).getByRole('button').click();
    await phone.getByTestId('quote-credit').waitFor();
    expect(await phone.getByTestId('quote-due').innerText()).toBe('EUR 2.00');
    expect(await phone.getByTestId('checkout-quote').innerText()).toMatch(/Crédito por el tiempo no usado de tu plan Artist/);
    await checkScreen(phone, 'money-upgrade-quote-phone-es');
    await phone.context().close();

    await box.getByTestId('pay-card').click();
    await payOnProvider(page);
    await currentPlanIs(page, 'Producer');
    await page.goto('/account/transactions');
    const newest = page.locator('[data-testid^="tx-row-"]').first();
    await newest.waitFor();
    expect(await newest.innerText()).toMatch(/EUR 2\.00/);
    await checkScreen(page, 'money-transactions-desktop-en');

    // Receipts: both payments, and the Artist plan ended when Producer replaced it.
    const receipt = await waitForMail(UPGRADE, /receipt: Producer plan/);
    expect(receipt.text).toContain('Credit for the unused time of your previous plan: EUR 0.99');
    expect(receipt.text).toContain('Amount paid: EUR 2.00');
    await waitForMail(UPGRADE, /receipt: Artist plan/);
    expect((await waitForMail(UPGRADE, /Artist plan has ended/)).text).toContain('replaced by your new plan');
    await page.context().close();
  });

  it('a card return opened without a session says what happened, offers to log in, and finishes after login', async () => {
    // The artist starts a card payment (signed in), then the provider sends them back to a
    // browser where they are not signed in: another address, another tab, an expired session.
    const start = await screenAt('desktop', 'fr');
    await start.goto('/login');
    await logIn(start, RECEIPTS);
    await start.waitForURL((url) => url.pathname === '/artist/dashboard', { timeout: 15_000 });
    await start.goto('/pricing');
    await start.getByTestId('plan-action-artist').click();
    await start.getByTestId('pay-card').click();
    await start.waitForURL((url) => url.pathname.startsWith('/api/billing/sandbox/'), { timeout: 15_000 });
    const action = await start.locator('form[action$="/pay"]').getAttribute('action');
    const paid = await start.request.post(new URL(action!, baseUrl()).href, { maxRedirects: 0 });
    expect(paid.status()).toBe(303);
    const returnUrl = new URL(paid.headers()['location']!, baseUrl());
    expect(returnUrl.pathname).toBe('/checkout/success');
    await start.context().close();

    const phone = await screenAt('phone', 'fr');
    await phone.goto(returnUrl.pathname + returnUrl.search);
    await phone.getByTestId('return-login').waitFor();
    expect(await phone.getByTestId('return-message').innerText()).toMatch(/Votre paiement par carte est passé.*Connectez-vous pour terminer/s);
    expect(await phone.getByText('Unauthenticated.').count()).toBe(0);
    await checkScreen(phone, 'money-return-signed-out-phone-fr');
    await phone.getByTestId('return-login').click();
    await phone.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === returnUrl.pathname + returnUrl.search);
    await logIn(phone, RECEIPTS);
    // Back on the return page, which now confirms the payment and goes on to My plan.
    await phone.waitForURL((url) => url.pathname === '/checkout/success', { timeout: 15_000 });
    await currentPlanIs(phone, 'Artist');
    await checkScreen(phone, 'money-return-finished-phone-fr');

    const receipt = await waitForMail(RECEIPTS, /Votre reçu Soundpost : forfait Artist/);
    expect(receipt.text).toContain('Montant payé : EUR 0.99');
    receiptsToken = (await phone.evaluate(() => localStorage.getItem('artist_token'))) ?? '';
    await phone.context().close();
    // Two logins of one address: the second may wait out the code throttle (30 s).
  }, 180_000);

  it('a bank transfer from the purchase box: details in the box and by e-mail; staff mark it received and the receipt follows', async () => {
    expect(receiptsToken).not.toBe('');
    const phone = await screenAt('phone', 'fr', receiptsToken);
    await phone.goto('/pricing');
    await phone.getByTestId('plan-action-producer').click();
    await phone.getByTestId('quote-credit').waitFor();
    await phone.getByTestId('pay-bank').click();
    const reference = (await phone.getByTestId('bank-reference').innerText()).trim();
    expect(reference).toMatch(/^SP-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(await phone.getByTestId('bank-amount').innerText()).toBe('EUR 2.00');
    await checkScreen(phone, 'money-bank-transfer-phone-fr');
    const instructions = await waitForMail(RECEIPTS, new RegExp(`référence ${reference}`));
    expect(instructions.text).toContain('virez EUR 2.00 sur');

    // Staff mark the transfer received: the credit is on the transaction, and the receipt follows.
    const staff = await screenAt('desktop', 'en');
    await adminLogin(staff, process.env.E2E_STAFF5_EMAIL!, process.env.E2E_STAFF_PASSWORD!);
    await staff.goto('/admin/transactions');
    await staff.getByTestId('transactions-search').fill(reference);
    const row = staff.locator('[data-testid^="transaction-row-"]').first();
    await row.waitFor();
    expect(await row.innerText()).toMatch(/EUR 2\.00/);
    const id = (await row.getAttribute('data-testid'))!.replace('transaction-row-', '');
    await staff.getByTestId(`transaction-edit-${id}`).click();
    expect(await staff.getByTestId('transaction-proration').innerText()).toMatch(/Plan price EUR 2\.99 · credit EUR 0\.99 .* charged EUR 2\.00/);
    await checkScreen(staff, 'money-admin-transaction-desktop-en');
    await staff.getByTestId('transaction-status').selectOption('paid');
    await staff.getByTestId('transaction-save').click();
    await staff.getByText('Transaction updated.').waitFor();
    await staff.context().close();

    const producerReceipt = await waitForMail(RECEIPTS, /Votre reçu Soundpost : forfait Producer/);
    expect(producerReceipt.text).toContain('Crédit pour la période non utilisée de votre forfait précédent : EUR 0.99');
    await waitForMail(RECEIPTS, /Votre forfait Soundpost Artist a pris fin/);
    await phone.context().close();
  }, 120_000);
});
