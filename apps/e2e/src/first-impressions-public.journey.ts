import { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { checkScreen, Language, openPageAt, Viewport } from './support/visual';

// Issue 12, items 15 and 16: the public pages a visitor meets first, in English, French and Spanish,
// at desktop and phone sizes, each screenshot kept and checked for text that overflows its box, runs
// into its neighbour (a statistics label under its bar) or wraps in the top menu; the pricing cards'
// buttons on one line; no English left in the French and Spanish pages; our own legal pages.
describe('first impressions: the public site in every language and size', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  const LANGUAGES: readonly Language[] = ['en', 'fr', 'es'];
  const VIEWPORTS: readonly Viewport[] = ['desktop', 'phone'];
  const PAGES = [
    ['/', 'home'],
    ['/pricing', 'pricing'],
    ['/upload', 'upload'],
    ['/terms', 'terms'],
    ['/privacy', 'privacy'],
    ['/cookies', 'cookies'],
  ] as const;
  /** English words that were left in the French and Spanish pages. */
  const LEFTOVERS = /Smart Links|Free plan|Production plan|Artist plan|Sign up|Learn more|Terms of service|Privacy policy/;

  const cases = LANGUAGES.flatMap((lang) => VIEWPORTS.map((viewport) => [lang, viewport] as const));

  async function open(page: Page, path: string): Promise<void> {
    await page.goto(path);
    await page.locator('main h1').first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
  }

  it.each(cases)('home, pricing, upload and the legal pages fit in %s at %s size', async (lang, viewport) => {
    const { page, errors } = await openPageAt(browser, viewport, lang);
    for (const [path, name] of PAGES) {
      await open(page, path);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await checkScreen(page, `public-${lang}-${viewport}-${name}`);
      if (lang !== 'en') {
        const text = await page.locator('main').innerText();
        expect({ path, leftover: text.match(LEFTOVERS)?.[0] ?? null }).toEqual({ path, leftover: null });
      }
    }
    expect(errors).toEqual([]);
  });

  it.each(cases)('the top menu fits in %s at %s size', async (lang, viewport) => {
    const { page } = await openPageAt(browser, viewport, lang);
    await open(page, '/');
    const nav = page.getByTestId('nav');
    if (viewport === 'phone') {
      // The prerendered toggle answers once the app has hydrated, which a loaded machine can delay: a visitor taps again.
      for (let tap = 1; ; tap++) {
        await page.getByTestId('nav-toggle').click();
        const opened = await nav.waitFor({ timeout: 3_000 }).then(() => true, () => false);
        if (opened) break;
        if (tap === 10) throw new Error('the phone menu did not open after 10 taps');
      }
    }
    // Every entry on one line, in one row at desktop size.
    const tops = await nav.locator('a').evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)));
    const heights = await nav.locator('a').evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
    expect(tops.length).toBeGreaterThanOrEqual(5);
    if (viewport === 'desktop') expect(new Set(tops).size).toBe(1);
    expect(Math.max(...heights)).toBeLessThan(2 * Math.min(...heights));
    await checkScreen(page, `public-${lang}-${viewport}-menu`, 'header');
  });

  it.each(LANGUAGES)('pricing in %s: buttons on one line, features that read as features, no empty band', async (lang) => {
    const { page } = await openPageAt(browser, 'desktop', lang);
    await open(page, '/pricing');
    await page.getByTestId('plan-action-label').waitFor();
    const buttonTops = await page.locator('[data-testid^="plan-action-"]').evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(buttonTops).toHaveLength(4);
    expect(new Set(buttonTops).size).toBe(1);
    const features = await page.locator('[data-testid^="plan-features-"] li').allInnerTexts();
    expect(features.length).toBeGreaterThanOrEqual(15);
    // A plan's name alone is not a feature ("Free plan", "Plan Producción").
    for (const feature of features) expect(feature).not.toMatch(/^(Free|Artist|Production|Producer) plan$|^Plan \p{L}+$|^Formule \p{L}+$/u);
    // The space under the cards holds what every plan includes, not an empty band before the footer.
    await page.getByTestId('pricing-included').waitFor();
    const gap = await page.evaluate(() => {
      const included = document.querySelector('[data-testid="pricing-included"]')!.getBoundingClientRect();
      const footer = document.querySelector('[data-testid="footer"]')!.getBoundingClientRect();
      return footer.top - included.bottom;
    });
    expect(gap).toBeLessThan(200);
  });

  it('the footer and the sign-up form lead to the legal pages', async () => {
    const { page } = await openPageAt(browser, 'desktop', 'fr');
    await open(page, '/');
    await page.getByTestId('footer-col-legal').getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === '/terms');
    // The French texts of a page reached by a link may arrive a moment after its URL.
    await page.waitForFunction(() => document.querySelector('[data-testid="page-title"]')?.textContent === 'Conditions d’utilisation', null, { timeout: 10_000 }).catch(() => undefined);
    expect(await page.getByTestId('page-title').innerText()).toBe('Conditions d’utilisation');
    await page.getByTestId('legal-link-privacy').click();
    await page.waitForURL((url) => url.pathname === '/privacy');
    await page.waitForFunction(() => /centimes d’euro entiers/.test(document.querySelector('[data-testid="legal-body"]')?.textContent ?? ''), null, { timeout: 10_000 }).catch(() => undefined);
    expect(await page.getByTestId('legal-body').innerText()).toMatch(/centimes d’euro entiers/);

    await open(page, '/signup');
    expect(await page.getByTestId('signup-terms-link').getAttribute('href')).toBe('/terms');
    expect(await page.getByTestId('signup-privacy-link').getAttribute('href')).toBe('/privacy');
  });
});
