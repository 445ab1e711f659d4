import { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';

describe('web app shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('renders the shell on / with no console errors', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto('/');
    await page.getByTestId('home-hero').waitFor();
    expect(await page.getByTestId('nav-link-pricing').innerText()).toBe('Pricing');
    expect(await page.getByTestId('account-menu').getAttribute('data-state')).toBe('logged-out');
    expect(await page.getByTestId('login-link').getAttribute('href')).toBe('/login');
    expect(await page.getByTestId('signup-link').getAttribute('href')).toBe('/signup');
    expect(await page.getByTestId('copyright').innerText()).toContain(String(new Date().getFullYear()));
    expect(await page.getByTestId('footer-tagline').innerText()).toBe(
      'Upload unlimited music, keep 100% royalties. The complete digital music distribution platform.',
    );
    expect(errors).toEqual([]);
  });

  it('switches the language, and the choice survives a reload', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto('/');
    await page.getByTestId('nav-link-pricing').waitFor();
    // `/` is prerendered: it shows before its script has hydrated it and buttons answer.
    await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
    await page.getByTestId('language-button').click();
    await page.getByTestId('language-option-fr').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="nav-link-pricing"]')?.textContent === 'Tarifs');
    expect(await page.getByTestId('login-link').innerText()).toBe('Connexion');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('fr');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');

    await page.reload();
    await page.getByTestId('nav-link-pricing').waitFor();
    expect(await page.getByTestId('nav-link-pricing').innerText()).toBe('Tarifs');

    await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
    await page.getByTestId('language-button').click();
    await page.getByTestId('language-option-es').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="nav-link-pricing"]')?.textContent === 'Precios');
    expect(errors).toEqual([]);
  });

  it('hides the prerendered "Log in" from a visitor holding a session until the app draws their menu', async () => {
    const { page } = await openPage(browser);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('artist_token', 'held-for-this-test'));
    // The app's own scripts never arrive: what shows is the prerendered HTML and the boot script alone.
    await page.route(/\/assets\/(?!prerender-boot-).*\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.getByTestId('home-hero').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.session)).toBe('held');
    expect(await page.getByTestId('login-link').isVisible()).toBe(false);

    await page.unroute(/\/assets\/(?!prerender-boot-).*\.js$/);
    await page.evaluate(() => localStorage.removeItem('artist_token'));
    await page.goto('/');
    await page.getByTestId('home-hero').waitFor();
    expect(await page.getByTestId('login-link').isVisible()).toBe(true);
  });

  it('shows the 404 page for an unknown path, with a link home', async () => {
    const { page, errors } = await openPage(browser);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200); // the SPA answers; the app renders its own 404
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByTestId('not-found-message').innerText()).toBe("The page you requested doesn't exist.");
    await page.getByTestId('go-home').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('home-hero').waitFor();
    expect(errors).toEqual([]);
  });

  it('sends a visitor without a token from a guarded artist route to /login', async () => {
    const { page } = await openPage(browser);
    await page.goto('/artist/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
