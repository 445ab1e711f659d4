import { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { adminLogin, artistLogin } from './support/flows';

// Buying plans with the sandbox payment provider (no keys needed): card and PayPal upgrades land
// on /account/myplan with the new plan; a bank transfer becomes active once staff mark it paid;
// the transactions page lists each payment.
describe('billing with the sandbox provider', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  const password = () => process.env.E2E_ARTIST_PASSWORD!;

  async function loggedIn(email: string): Promise<Page> {
    const { page } = await openPage(browser);
    await artistLogin(page, email, password());
    await page.waitForURL((url) => url.pathname === '/artist/dashboard', { timeout: 10_000 });
    return page;
  }

  async function expectPlan(page: Page, name: string): Promise<void> {
    await page.waitForURL((url) => url.pathname === '/account/myplan', { timeout: 15_000 });
    await page.waitForFunction((n) => document.querySelector('[data-testid="myplan-current"]')?.textContent?.includes(n), name, { timeout: 10_000 });
  }

  it('upgrades by card and lands on My plan with the new plan', async () => {
    const page = await loggedIn('e2e.card@soundpost.local');
    await page.goto('/pricing');
    await page.getByTestId('plan-action-producer').click();
    await page.getByTestId('pay-card').click();
    // The sandbox provider's own checkout page (Stripe's when keys are set).
    await page.waitForURL((url) => url.pathname.startsWith('/api/billing/sandbox/'));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/success');
    await expectPlan(page, 'Producer');

    await page.goto('/account/transactions');
    const row = page.locator('[data-testid^="tx-row-"]').first();
    await row.waitFor();
    expect(await row.innerText()).toMatch(/stripe/i);
  });

  it('upgrades by PayPal', async () => {
    const page = await loggedIn('e2e.paypal@soundpost.local');
    await page.goto('/pricing');
    await page.getByTestId('plan-action-label').click();
    await page.getByTestId('pay-paypal').click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/billing/sandbox/'));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/paypal-success');
    await expectPlan(page, 'Label');
    await page.goto('/account/transactions');
    await page.locator('[data-testid^="tx-row-"]', { hasText: /paypal/i }).first().waitFor();
  });

  it('pays by bank transfer, and the plan is active once staff mark the transfer paid', async () => {
    const page = await loggedIn('e2e.bank@soundpost.local');
    await page.goto('/checkout?plan=artist');
    await page.getByTestId('checkout-method-bank').check({ force: true });
    await page.getByTestId('checkout-submit').click();
    await page.getByTestId('bank-reference').waitFor();
    const reference = (await page.getByTestId('bank-reference').innerText()).trim();
    expect(reference).toMatch(/SP-/);
    expect(await page.getByTestId('bank-details').innerText()).toContain('IBAN');

    const staff = (await openPage(browser)).page;
    await adminLogin(staff, process.env.E2E_STAFF2_EMAIL!, process.env.E2E_STAFF_PASSWORD!);
    await staff.goto('/admin/transactions');
    await staff.getByTestId('transactions-search').fill(reference.match(/SP-[A-Z0-9-]+/)![0]);
    const row = staff.locator('[data-testid^="transaction-row-"]').first();
    await row.waitFor();
    const id = (await row.getAttribute('data-testid'))!.replace('transaction-row-', '');
    await staff.getByTestId(`transaction-edit-${id}`).click();
    await staff.getByTestId('transaction-status').selectOption('paid');
    await staff.getByTestId('transaction-save').click();
    await staff.getByText('Transaction updated.').waitFor();

    await page.goto('/account/myplan');
    await page.waitForFunction(() => document.querySelector('[data-testid="myplan-current"]')?.textContent?.includes('Artist'), undefined, { timeout: 10_000 });
    await page.goto('/account/transactions');
    await page.locator('[data-testid^="tx-row-"]', { hasText: /manual/i }).first().waitFor();
  });
});
