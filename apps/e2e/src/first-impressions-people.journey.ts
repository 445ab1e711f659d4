import { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { adminLogin, artistLogin, fillIdentityStep, PNG_1X1 } from './support/flows';
import { readCode } from './support/mailbox';
import { checkScreen, Language, openPageAt, Viewport } from './support/visual';

// Issue 12, people and names, as a new artist and a staff member meet them: the name typed in the
// identity step greets the artist and names them to staff, staff see "No document" before an
// upload, the wizard starts with the artist as primary artist, the identity tip leaves once
// approved, the activity log reads as sentences, and a throttled resend counts down.
describe('first impressions: people and names', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  const staffEmail = () => process.env.E2E_STAFF6_EMAIL ?? 'e2e.staff6@soundpost.local';
  const staffPassword = () => process.env.E2E_STAFF_PASSWORD!;
  const stamp = Date.now();

  // One staff sign-in for the whole journey: codes are throttled per address (one per 30 s).
  let staffStorage: Record<string, string> | null = null;

  async function staffAt(viewport: Viewport): Promise<Page> {
    const { page } = await openPageAt(browser, viewport, 'en');
    if (staffStorage) {
      const saved = staffStorage;
      // Any page of the origin will do for the storage; the login page's own start-up could race the copy.
      await page.goto('/api/health/live');
      await page.evaluate((items) => {
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      }, saved);
      return page;
    }
    await adminLogin(page, staffEmail(), staffPassword());
    staffStorage = await page.evaluate(() => ({ ...localStorage }));
    return page;
  }

  /** The artists list filtered to one address: its row id. */
  async function findArtist(staff: Page, email: string): Promise<string> {
    await staff.goto('/admin/artists');
    await staff.getByTestId('artists-search').fill(email);
    const row = staff.locator('[data-testid^="artist-row-"]', { hasText: email });
    await row.waitFor();
    return (await row.getAttribute('data-testid'))!.replace('artist-row-', '');
  }

  /** Password, then the mailed code; with `throttled`, first a resend the throttle refuses (a countdown). */
  async function login(page: Page, email: string, password: string, label: string, throttled = false): Promise<void> {
    await artistLogin(page, email, password, throttled ? () => resendRefused(page, label) : undefined);
    await page.waitForURL((url) => url.pathname === '/artist/dashboard', { timeout: 10_000 });
  }

  /** A code went out a moment ago: the resend is refused, with the seconds to wait counting down. */
  async function resendRefused(page: Page, label: string): Promise<void> {
    await page.getByTestId('login-resend').click();
    await page.getByTestId('login-throttle').waitFor();
    const resend = page.getByTestId('login-resend');
    expect(await resend.isDisabled()).toBe(true);
    const first = await resend.innerText();
    await checkScreen(page, `${label}-login-resend-countdown`);
    // The countdown moves (a live count, read from the button until it changes).
    await page.waitForFunction((was) => document.querySelector('[data-testid="login-resend"]')?.textContent !== was, first, { timeout: 5_000 });
  }


  /** The name the account menu calls the artist (its label, "Account menu for …", at every size). */
  async function menuLabel(page: Page): Promise<string> {
    return (await page.getByTestId('account-button').getAttribute('aria-label')) ?? '';
  }

  /** The wizard for a new release, on its album step: the primary artist picked, by name. */
  async function newReleasePrimaryArtist(page: Page): Promise<string> {
    await page.goto('/artist/dashboard');
    // On a phone the sidebar is a drawer behind the header's Menu button.
    const menu = page.getByTestId('console-menu-button');
    await menu.waitFor({ state: 'attached' });
    if (await menu.isVisible()) await menu.click();
    await page.getByTestId('sidebar-new-release').click();
    await page.waitForURL((url) => url.pathname.startsWith('/artist/release/'), { timeout: 10_000 });
    await page.getByTestId('album-form').waitFor();
    await page.waitForFunction(() => (document.querySelector('[data-testid="album-primary_artist_id"]') as HTMLSelectElement | null)?.value !== '', undefined, { timeout: 10_000 });
    return page.$eval('[data-testid="album-primary_artist_id"]', (el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent?.trim() ?? '');
  }

  async function saveTitle(page: Page, title: string): Promise<void> {
    await page.getByTestId('album-title').fill(title);
    const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && /\/api\/artist\/releases\/[^/]+$/.test(new URL(res.url()).pathname));
    await page.getByTestId('album-save').click();
    expect((await saved).status()).toBe(200);
  }

  /** The profile's Change password form, sent; waits for its answer (a message, or a field error). */
  async function changePassword(page: Page, current: string, next: string): Promise<void> {
    await page.goto('/account/profile');
    await page.getByTestId('profile-password-form').waitFor();
    await page.getByTestId('profile-current_password').fill(current);
    await page.getByTestId('profile-password').fill(next);
    await page.getByTestId('profile-password_confirmation').fill(next);
    await page.getByTestId('profile-password-submit').click();
    await page.locator('[data-testid="profile-password-form-message"], [data-testid="profile-password-form-error"]').waitFor();
  }

  /** Logout from a page that needs the login goes to the home page (spec 000), and stays there. */
  async function logoutLandsHome(page: Page): Promise<void> {
    // On a phone the account menu sits in the collapsed top bar.
    if (!(await page.getByTestId('account-button').isVisible())) await page.getByTestId('nav-toggle').click();
    await page.getByTestId('account-button').click();
    await page.getByTestId('logout-button').click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await page.getByTestId('login-link').waitFor({ state: 'attached' });
    expect(new URL(page.url()).pathname).toBe('/');
  }

  /** A visitor's Upgrade on /pricing: "log in" and "create an account" are links. */
  async function upgradeAsVisitor(page: Page, label: string, login: string, signup: string): Promise<void> {
    await page.goto('/pricing');
    const upgrade = page.getByTestId('plan-action-producer');
    await page.waitForFunction(() => !(document.querySelector('[data-testid="plan-action-producer"]') as HTMLButtonElement | null)?.disabled, undefined, { timeout: 10_000 });
    await upgrade.click();
    await page.getByTestId('billing-notice').waitFor();
    expect(await page.getByTestId('billing-login-link').innerText()).toBe(login);
    expect(await page.getByTestId('billing-signup-link').innerText()).toBe(signup);
    await checkScreen(page, `${label}-pricing-visitor-links`);
    await page.getByTestId('billing-login-link').click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/pricing', { timeout: 10_000 });
  }

  async function activitySentences(page: Page): Promise<string[]> {
    await page.goto('/account/log');
    await page.getByTestId('log-list').waitFor();
    return page.getByTestId('log-sentence').allInnerTexts();
  }

  it('desktop, English: a new artist from sign-up to an approved first release, and staff seeing them by name', async () => {
    const viewport: Viewport = 'desktop';
    const lang: Language = 'en';
    const label = `people-${viewport}-${lang}`;
    const email = `jane.newbie.${stamp}@example.com`;
    const password = 'Str0ng!pass';
    const artistName = `Jane Newbie ${String(stamp).slice(-4)}`;

    // Sign-up through the identity step.
    const { page, errors } = await openPageAt(browser, viewport, lang);
    await page.goto('/signup');
    await page.getByTestId('signup-email').fill(email);
    await page.getByTestId('signup-password').fill(password);
    await page.getByTestId('signup-confirm').fill(password);
    await page.getByTestId('signup-terms').check();
    await page.getByTestId('signup-submit').click();
    await page.getByTestId('signup-step-verify').waitFor();
    const { code } = await readCode(email);
    await page.getByTestId('code-input').fill(code);
    await page.getByTestId('verify-submit').click();
    await page.getByTestId('signup-step-identity').waitFor();
    await fillIdentityStep(page, { artistName: artistName, firstName: 'Jane', lastName: 'Doe' });
    await page.getByTestId('signup-step-document').waitFor();
    await checkScreen(page, `${label}-signup-document-step`);

    // Before any upload, staff see "No document" and the typed name, not the e-mail prefix.
    const staff = await staffAt(viewport);
    const id = await findArtist(staff, email);
    expect(await staff.getByTestId(`status-${id}`).innerText()).toBe('No document');
    const row = await staff.getByTestId(`artist-row-${id}`).innerText();
    expect(row).toContain(artistName);
    await checkScreen(staff, `${label}-admin-artists-no-document`);

    // The artist uploads; staff approve.
    await page.getByTestId('document-input').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByTestId('document-submit').click();
    await page.getByTestId('done-message').waitFor();
    await staff.goto(`/admin/artists/${id}/verify`);
    expect(await staff.getByTestId('verify-status').innerText()).toBe('Pending review');
    await staff.getByTestId('verify-approve').click();
    await staff.getByTestId('verify-submit').click();
    await staff.getByTestId('verify-done').waitFor();

    // Logged in: greeted by the typed name, no identity tip, the wizard starts with them as primary artist.
    await login(page, email, password, label);
    expect(await menuLabel(page)).toBe(`Account menu for ${artistName}`);
    await page.getByTestId('account-button').click();
    expect((await page.getByTestId('account-name').innerText()).trim()).toBe(artistName);
    await page.getByTestId('account-button').click();
    await page.getByTestId('dashboard-stats').waitFor();
    expect(await page.getByTestId('identity-tip').count()).toBe(0);
    await checkScreen(page, `${label}-dashboard`);
    expect(await newReleasePrimaryArtist(page)).toBe(artistName);
    await checkScreen(page, `${label}-wizard-primary-artist`);
    await saveTitle(page, 'First Light');
    await saveTitle(page, 'First Light (Remastered)');

    // The activity log reads as sentences.
    const said = await activitySentences(page);
    expect(said).toEqual(expect.arrayContaining(['You changed the release title from “First Light” to “First Light (Remastered)”', 'Support approved your identity document']));
    expect(said.join('\n')).not.toMatch(/Record:/);
    await checkScreen(page, `${label}-activity-log`);

    // Staff's audit log names the artist by display name, in the same sentences.
    await staff.goto('/admin/audit-logs');
    await staff.getByTestId('audit-filter-user_id').fill(id);
    await staff.getByTestId('audit-apply').click();
    await staff.locator('[data-testid^="audit-sentence-"]', { hasText: `${artistName} changed the release title from “First Light” to “First Light (Remastered)”` }).first().waitFor();
    await checkScreen(staff, `${label}-admin-audit-log`);

    // The profile changes the password; logging out from there lands on the home page, not /login.
    await changePassword(page, password, 'N3w!password');
    expect(await page.getByTestId('profile-password-form-message').innerText()).toBe('Your password was changed. Every other session was logged out.');
    await checkScreen(page, `${label}-profile-password-changed`);
    await logoutLandsHome(page);
    await upgradeAsVisitor(page, label, 'log in', 'create an account');
    expect(errors.filter((e) => !/HTTP 429 /.test(e))).toEqual([]);
  });

  it('phone, French: a throttled resend counts down, the artist name greets and leads the wizard, the log speaks French', async () => {
    const viewport: Viewport = 'phone';
    const lang: Language = 'fr';
    const label = `people-${viewport}-${lang}`;
    const email = 'e2e.people@soundpost.local';
    const { page, errors } = await openPageAt(browser, viewport, lang);

    await login(page, email, process.env.E2E_ARTIST_PASSWORD!, label, true);
    await page.getByTestId('dashboard-stats').waitFor();
    // Approved: no identity tip.
    expect(await page.getByTestId('identity-tip').count()).toBe(0);
    await checkScreen(page, `${label}-dashboard`);

    // The artist gives their artist name in the profile: it becomes their name everywhere.
    await page.goto('/account/profile');
    await page.getByTestId('profile-basic-form').waitFor();
    await page.getByTestId('profile-artist_name').fill('Pia People');
    await page.getByTestId('profile-first_name').fill('Pia');
    await page.getByTestId('profile-last_name').fill('People');
    await page.getByTestId('profile-phone_number').fill('+351912345678');
    await page.getByTestId('profile-country').selectOption({ label: 'Portugal' });
    await page.getByTestId('profile-country_code').fill('PT');
    await page.getByTestId('profile-address').fill('Rua Augusta 1');
    await page.getByTestId('profile-city').fill('Lisboa');
    await page.getByTestId('profile-basic-submit').click();
    await page.getByTestId('profile-basic-message').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="account-button"]')?.getAttribute('aria-label')?.includes('Pia People'), undefined, { timeout: 10_000 });
    expect(await menuLabel(page)).toBe('Menu du compte de Pia People');
    await checkScreen(page, `${label}-profile`);

    // A wrong current password is refused under its field (the shared account keeps its password).
    await changePassword(page, 'Mauvais-pass1', 'N3w!password');
    expect(await page.getByTestId('profile-current_password-error').innerText()).toBe('Le mot de passe actuel est incorrect.');
    await checkScreen(page, `${label}-profile-password-refused`);

    expect(await newReleasePrimaryArtist(page)).toBe('Pia People');
    await checkScreen(page, `${label}-wizard-primary-artist`);

    const said = await activitySentences(page);
    expect(said).toEqual(expect.arrayContaining(['Vous avez changé votre nom affiché de « E2E people » en « Pia People »', 'Vous avez créé une sortie']));
    await checkScreen(page, `${label}-activity-log`);

    // Staff see the new name.
    const staff = await staffAt(viewport);
    const id = await findArtist(staff, email);
    expect(await staff.getByTestId(`artist-row-${id}`).innerText()).toContain('Pia People');
    await checkScreen(staff, `${label}-admin-artists`);

    await logoutLandsHome(page);
    await upgradeAsVisitor(page, label, 'connecter', 'créer un compte');
    expect(errors.filter((e) => !/HTTP 429 /.test(e) && e !== 'HTTP 422 /api/artist/profile/password')).toEqual([]);
  });
});
