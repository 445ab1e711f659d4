import { Locator, Page } from 'playwright-core';
import { lastMailId, readCode } from './mailbox';

/** A tiny but real PNG (magic bytes, IHDR, IDAT, IEND): what an artist's phone photo is to the server. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Staff sign in through the back office: password step, then the code from the e-mail. */
export async function adminLogin(page: Page, email = process.env.E2E_ADMIN_EMAIL!, password = process.env.E2E_ADMIN_PASSWORD!): Promise<void> {
  const before = await lastMailId(email);
  await page.goto('/admin/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-code').waitFor();
  const { code } = await readCode(email, before);
  await page.getByTestId('login-code').fill(code);
  await page.getByTestId('login-verify').click();
  await page.getByTestId('admin-menu').waitFor();
}

/**
 * An artist signs in on /login: password, then the code from the e-mail. `atCodeStep` runs once the
 * code has arrived and before it is typed (a journey checking the resend throttle, say).
 */
export async function artistLogin(page: Page, email: string, password: string, atCodeStep?: () => Promise<void>): Promise<void> {
  const before = await lastMailId(email);
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-code').waitFor();
  const { code } = await readCode(email, before);
  if (atCodeStep) await atCodeStep();
  await page.getByTestId('login-code').fill(code);
  await page.getByTestId('login-verify').click();
}

/** The sign-up's identity step, filled as a Portuguese passport holder would, and sent. */
export async function fillIdentityStep(page: Page, names: { artistName: string; firstName: string; lastName: string; docNumber?: string }): Promise<void> {
  await page.getByTestId('kyc-artist_name').fill(names.artistName);
  await page.getByTestId('kyc-first_name').fill(names.firstName);
  await page.getByTestId('kyc-last_name').fill(names.lastName);
  await page.getByTestId('kyc-nationality').selectOption({ index: 1 });
  await page.getByTestId('kyc-doc_type-passport').check({ force: true });
  await page.getByTestId('kyc-doc_number').fill(names.docNumber ?? 'P1234567');
  await page.getByTestId('kyc-id_expiry_date').fill('2035-06-30');
  await page.getByTestId('kyc-country').selectOption({ label: 'Portugal' });
  await page.getByTestId('kyc-country_code').fill('PT');
  await page.getByTestId('kyc-address').fill('Rua Augusta 1');
  await page.getByTestId('kyc-city').fill('Lisboa');
  await page.getByTestId('kyc-postal_code').fill('1100-048');
  await page.getByTestId('kyc-phone_number').fill('+351912345678');
  await page.getByTestId('kyc-submit').click();
}

/**
 * Answers the "Confirm it's you" dialog a protected action (payout, payout destination, tax form,
 * closing) opens: reads the code it mailed to `email` and confirms it.
 */
export async function confirmStepUp(page: Page, email: string, afterMailId: number): Promise<void> {
  await page.getByTestId('step-up-dialog').waitFor();
  const { code } = await readCode(email, afterMailId);
  await page.getByTestId('step-up-code').fill(code);
  await page.getByTestId('step-up-confirm').click();
  await page.getByTestId('step-up-dialog').waitFor({ state: 'detached' });
}

/**
 * Staff upload a store report in the back office's royalty imports and open it: the import's panel,
 * for the caller to check its counts and post it.
 */
export async function uploadRoyaltyReport(staff: Page, report: { name: string; csv: string; store: string; start: string; end: string }): Promise<Locator> {
  await staff.goto('/admin/royalties/imports');
  await staff.getByTestId('royalty-import-open').click();
  await staff.getByTestId('royalty-import-file').setInputFiles({ name: report.name, mimeType: 'text/csv', buffer: Buffer.from(report.csv) });
  await staff.getByTestId('royalty-import-store').fill(report.store);
  await staff.getByTestId('royalty-import-start').fill(report.start);
  await staff.getByTestId('royalty-import-end').fill(report.end);
  await staff.getByTestId('royalty-import-submit').click();
  const row = staff.locator('[data-testid^="royalty-import-row-"]', { hasText: report.name });
  await row.waitFor();
  await row.click();
  return staff.getByTestId('royalty-import-panel');
}

/** Staff approve the wallet's newest payout, then send it: the PayPal sandbox pays at once. */
export async function approveAndSendPayout(staff: Page, walletId: string): Promise<void> {
  await staff.goto(`/admin/wallets/payouts?wallet=${walletId}`);
  const payoutRow = staff.locator('[data-testid^="payout-row-"]').first();
  await payoutRow.waitFor();
  for (const status of ['approved', 'processing']) {
    await payoutRow.getByRole('combobox').click();
    await staff.getByTestId(`payout-move-${status}`).click();
    await staff.waitForFunction(
      (s) => (document.querySelector('[data-testid^="payout-row-"] input') as HTMLInputElement | null)?.value === s,
      status === 'processing' ? 'paid' : status,
      { timeout: 15_000 },
    );
  }
}
