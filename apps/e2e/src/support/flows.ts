import { Page } from 'playwright-core';
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

/** An artist signs in on /login: password, then the code from the e-mail. */
export async function artistLogin(page: Page, email: string, password: string): Promise<void> {
  const before = await lastMailId(email);
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-code').waitFor();
  const { code } = await readCode(email, before);
  await page.getByTestId('login-code').fill(code);
  await page.getByTestId('login-verify').click();
}
