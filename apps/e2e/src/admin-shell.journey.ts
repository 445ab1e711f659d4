import { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { lastMailId, readCode } from './support/mailbox';

describe('back office shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('signs the demo admin in, shows the shell, remembers the sidebar and theme, and signs out', async () => {
    const { page, errors } = await openPage(browser);

    // Not signed in: the guard sends the visitor to the login screen.
    await page.goto('/admin');
    await page.waitForURL(/\/admin\/login$/);
    const email = process.env.E2E_ADMIN_EMAIL!;
    const lastMail = await lastMailId(email);
    await page.getByLabel('Email').fill(email);
    await page.locator('input[name="password"]').fill(process.env.E2E_ADMIN_PASSWORD!);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // The code step: the code arrives by e-mail (the dev mailbox here).
    await page.getByTestId('login-code').waitFor();
    expect(await page.getByTestId('login-verify').isDisabled()).toBe(true);
    const { code } = await readCode(email, lastMail);
    await page.getByTestId('login-code').fill(code);
    await page.getByTestId('login-verify').click();

    // The shell: identity, navigation in the spec's order, the dashboard.
    await page.getByTestId('dashboard-welcome').waitFor();
    expect(await page.getByTestId('dashboard-welcome').innerText()).toContain('Demo Admin');
    expect(await page.getByTestId('admin-identity-email').innerText()).toBe(process.env.E2E_ADMIN_EMAIL);
    expect(await page.getByTestId('admin-role-badge').first().getAttribute('data-role')).toBe('admin');
    const menu = await page.getByTestId('admin-menu').innerText();
    const order = ['Dashboard', 'Popups', 'Users', 'Tickets', 'Artists', 'Releases', 'Plans', 'Subscriptions', 'Transactions', 'Audit logs', 'Language', 'Wallet', 'Fraud Center'];
    const positions = order.map((label) => menu.indexOf(label));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeTruthy();

    // The menu leads to the screens (tickets), and a deep link opens its screen (payout requests).
    await page.getByTestId('nav-tickets').click();
    await page.waitForURL(/\/admin\/tickets$/);
    await page.getByTestId('tickets-search').waitFor();
    await page.goto('/admin/wallets/payouts');
    await page.getByTestId('payouts-list').waitFor();

    // Collapse the sidebar (264 px → 84 px) and switch the theme; both survive a reload.
    const drawerWidth = () => page.getByTestId('admin-menu').evaluate((el) => Math.round((el.closest('.MuiDrawer-root, .RaSidebar-fixed, .RaSidebar-root') ?? el).getBoundingClientRect().width));
    expect(await drawerWidth()).toBe(264);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid="admin-menu"]');
      const box = (el?.closest('.MuiDrawer-root, .RaSidebar-fixed, .RaSidebar-root') ?? el)?.getBoundingClientRect();
      return box && Math.round(box.width) === 84;
    });
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const before = await background();
    await page.getByTestId('theme-toggle').locator('button').click();
    await page.waitForFunction((b) => getComputedStyle(document.body).backgroundColor !== b, before);
    const after = await background();
    await page.reload();
    await page.getByTestId('admin-menu').waitFor();
    expect(await drawerWidth()).toBe(84);
    expect(await background()).toBe(after);

    // Logout revokes the token and returns to the login screen.
    await page.getByTestId('logout-button').click();
    await page.waitForURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();

    expect(errors).toEqual([]);
  });
});
