import { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, TrackedPage } from './support/browser';
import { adminLogin } from './support/flows';

// The public site as visitors see it, in the three shipped languages; the FAQ search; site-wide
// popups one after the other; and a French text edited, published and shown by staff.
// Journeys run one at a time, so the popups created here are gone before the next file starts.
describe('the public site, languages and popups', () => {
  let browser: Browser;
  let staff: Page;
  let staffToken = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    staff = (await openPage(browser)).page;
    await adminLogin(staff, process.env.E2E_STAFF4_EMAIL!, process.env.E2E_STAFF_PASSWORD!);
    staffToken = (await staff.evaluate(() => localStorage.getItem('admin_token'))) ?? '';
    expect(staffToken).not.toBe('');
  });
  afterAll(async () => {
    await browser.close();
  });

  async function api<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${baseUrl()}/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${staffToken}`, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    const text = await res.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** A visitor whose chosen language is `lang` (what the switcher remembers). */
  async function visitor(lang: string): Promise<TrackedPage> {
    const tracked = await openPage(browser);
    await tracked.page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    return tracked;
  }

  // A key the bundles lack would show as its dotted name, e.g. "public.faq.searchLabel".
  const RAW_KEY = /\b(?:public|home|nav|footer|common|language|auth|account|pages|billing|catalog|dashboard|wizard|popups|notFound)\.[a-zA-Z][\w-]*(?:\.[\w-]+)*\b/;

  const PAGES = [
    '/',
    '/upload',
    '/sell',
    '/pricing',
    '/resources',
    '/resources/sell-your-music-online-no-bs-guide',
    '/resources/make-money-as-an-independent-artist',
    '/resources/spotify-algorithm-explained',
    '/resources/smartlinks-for-music-marketing',
    '/faq',
    '/partners',
  ];

  it.each(['en', 'fr', 'es'])('renders every public page in %s with no console errors and no missing texts', async (lang) => {
    const { page, errors } = await visitor(lang);
    for (const path of PAGES) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      const text = await page.locator('body').innerText();
      expect({ path, rawKey: text.match(RAW_KEY)?.[0] ?? null }).toEqual({ path, rawKey: null });
      expect(text).not.toContain('Coming soon');
    }
    await page.goto('/partners');
    await page.getByTestId('store-card').first().waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  it('finds a help article with the FAQ search and opens it', async () => {
    const { page, errors } = await visitor('en');
    await page.goto('/faq');
    await page.getByTestId('faq-search').fill('ISRC');
    const result = page.getByTestId('faq-link-upc-isrc-codes');
    await result.waitFor();
    await result.click();
    const body = page.getByTestId('faq-article-body');
    await body.waitFor();
    expect(await body.innerText()).toMatch(/ISRC/);
    expect(errors).toEqual([]);
  });

  it('shows two popups one after the other, and they stay dismissed after a reload in the same session', async () => {
    const created: string[] = [];
    try {
      for (const [title, type] of [
        ['Maintenance tonight', 'warning'],
        ['New: Content ID for everyone', 'success'],
      ] as const) {
        const popup = await api<{ id?: string; data?: { id: string }; popup?: { id: string } }>('POST', '/admin/popups', {
          title,
          message: `<p>${title}. <a href="/resources">Read more</a></p><script>window.__owned = true</script>`,
          type,
          show_from: null,
          show_until: null,
          status: true,
        });
        created.push(String(popup.id ?? popup.data?.id ?? popup.popup?.id));
      }
      const { page, errors } = await visitor('en');
      await page.goto('/');
      const popup = page.getByTestId('popup');
      await popup.waitFor({ timeout: 15_000 });
      expect(await popup.innerText()).toContain('Maintenance tonight');
      expect(await page.evaluate(() => (window as unknown as { __owned?: boolean }).__owned)).toBeUndefined();
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.querySelector('[data-testid="popup"]')?.textContent?.includes('New: Content ID'), undefined, { timeout: 5_000 });
      await page.getByTestId('popup-close').click();
      await popup.waitFor({ state: 'detached', timeout: 5_000 });

      await page.reload();
      await page.getByTestId('home-hero').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('popup').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      for (const id of created) await api('DELETE', `/admin/popups/${id}`);
    }
  });

  it('lets staff edit a French text, publish it, and the public page shows it', async () => {
    const edited = 'Votre musique partout, en un clic.';
    await staff.goto('/admin/i18n');
    await staff.getByTestId('i18n-file-fr').click();
    const editor = staff.getByTestId('i18n-editor');
    await editor.waitFor();
    await staff.waitForFunction(() => (document.querySelector<HTMLTextAreaElement>('[data-testid="i18n-editor"]')?.value ?? '').includes('"hero"'));
    const payload = JSON.parse(await editor.inputValue()) as { home: { hero: { title: string } } };
    const original = payload.home.hero.title;
    try {
      payload.home.hero.title = edited;
      // The whole French bundle (hundreds of KB): typing it through fill() took over 30 s on a loaded machine, so the
      // edit is set the way a paste lands, one value and one input event, which React reads through its value setter.
      await editor.evaluate((area: HTMLTextAreaElement, text) => {
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, text);
        area.dispatchEvent(new Event('input', { bubbles: true }));
      }, JSON.stringify(payload, null, 2));
      await staff.waitForFunction((title) => (document.querySelector<HTMLTextAreaElement>('[data-testid="i18n-editor"]')?.value ?? '').includes(title), edited);
      await staff.getByTestId('i18n-save').click();
      await staff.getByText('Saved successfully').waitFor();
      await staff.getByTestId('i18n-publish').click();
      await staff.getByTestId('i18n-published-url').waitFor();

      const { page } = await visitor('fr');
      await page.goto('/');
      await page.getByText(edited).waitFor({ timeout: 15_000 });
    } finally {
      const current = await api<{ payload: { home: { hero: { title: string } } } }>('GET', '/admin/i18n/fr');
      current.payload.home.hero.title = original;
      await api('POST', '/admin/i18n/save', { lang: 'fr', payload: current.payload });
      await api('POST', '/admin/i18n/publish', { lang: 'fr' });
    }
  });
});
