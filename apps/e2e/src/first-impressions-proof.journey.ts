import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Browser, Locator, Page } from 'playwright-core';
import { artistToken } from './support/api-login';
import { baseUrl, launchBrowser } from './support/browser';
import { adminLogin } from './support/flows';
import { sql } from './support/database';
import { lastMailId, readCode } from './support/mailbox';
import { artifactsDir, checkScreen, Language, openPageAt, Viewport } from './support/visual';

// Issue 25's items that had no browser proof (the closing note's GAPS): each at desktop 1366x900 in
// English and on a phone 390x844 in French, with a screenshot named after the item. The seeded
// welcome popup stays off here (other journeys share the server); the API test
// apps/api/test/demo-seed.e2e-spec.ts "shows the welcome popup" proves it.

const SIZES: readonly [Viewport, Language][] = [
  ['desktop', 'en'],
  ['phone', 'fr'],
];
const ARTIST: Record<Viewport, string> = { desktop: 'e2e.proof@soundpost.local', phone: 'e2e.proofphone@soundpost.local' };
const BLOCKED_ARTIST = 'e2e.proofblocked@soundpost.local';
const STAFF = 'e2e.staff15@soundpost.local';
// The seeded demo artist (README's demo accounts, libs/server/releases/src/seed/releases.seed.ts).
const DEMO_ARTIST = 'artist.approved@soundpost.local';
const DEMO_PASSWORD = 'Soundpost-artist-1';
const root = path.resolve(__dirname, '../../..');
const STAMP = Date.now();

/** The texts each item shows, as the artist reads them in each language. */
const TEXT = {
  en: {
    allowance: 'Your plan includes up to 18 stores. Upgrade your plan to choose more.',
    selected: (n: number, total: number) => `${n} of ${total} selected`,
    required: {
      artist_name: 'Artist / Band name is required.',
      first_name: 'First name is required.',
      last_name: 'Last name is required.',
      phone_number: 'Phone number is required.',
    },
    month: 'January 2026',
    blocked: 'Your account is blocked. Please contact support. Appeal the block',
    live: 'Live',
    notes: { total_releases: 'Every status, drafts included', approved_releases: 'Approved and live', pending_releases: 'Sent, waiting for review' },
    earnings: 'Earnings',
    splits: 'Royalty splits',
    ticketCreated: (subject: string) => `You created your support ticket “${subject}”`,
  },
  fr: {
    allowance: "Votre offre comprend jusqu'à 18 plateformes. Passez à une offre supérieure pour en choisir davantage.",
    selected: (n: number, total: number) => `${n} sur ${total} sélectionnées`,
    required: {
      artist_name: 'Le nom d’artiste / de groupe est obligatoire.',
      first_name: 'Le prénom est obligatoire.',
      last_name: 'Le nom est obligatoire.',
      phone_number: 'Le numéro de téléphone est obligatoire.',
    },
    month: 'janvier 2026',
    blocked: 'Votre compte est bloqué. Veuillez contacter l’assistance. Contester le blocage',
    live: 'En ligne',
    notes: { total_releases: 'Tous les statuts, brouillons compris', approved_releases: 'Approuvées et en ligne', pending_releases: 'Envoyées, en attente de revue' },
    earnings: 'Revenus',
    splits: 'Partage des redevances',
    ticketCreated: (subject: string) => `Vous avez créé votre ticket d’assistance « ${subject} »`,
  },
} as const;
const LIMIT_MESSAGE = 'Your plan includes up to 18 stores. Upgrade your plan to choose more.';
const CREDIT = 'Royalties from Deezer and Spotify (2026-01)';

/** What each size's artist was given: a release with one track (its ISRC paid by a posted report) and a support ticket. */
interface Fixture {
  token: string;
  userId: string;
  releaseId: string;
  trackId: string;
  isrc: string;
  ticketSubject: string;
}

/** The built CLI against the journeys' database; its stdout. */
function cli(...args: string[]): string {
  const run = spawnSync(process.execPath, [path.join(root, 'dist/apps/cli/main.js'), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  expect({ status: run.status, stderr: run.status === 0 ? '' : run.stderr }).toEqual({ status: 0, stderr: '' });
  return run.stdout;
}

/** Spaces as a browser's innerText gives them (French puts no-break spaces around « »). */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').trim();

describe('issue 25: the browser proofs the review found missing (desktop/en, phone/fr)', () => {
  let browser: Browser;
  const fixtures = {} as Record<Viewport, Fixture>;
  let demoToken = '';
  let staffToken = '';
  let rankedStores: string[] = [];

  /** The Artist plan (18 stores), a draft with one track whose ISRC a posted Spotify report (Spotify and Deezer lines) pays, and a support ticket. */
  async function prepare(viewport: Viewport, n: number): Promise<Fixture> {
    const email = ARTIST[viewport];
    const [user] = await sql<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    await sql(`INSERT INTO subscriptions (user_id, plan_id, status, payment_gateway) SELECT $1, id, 'active', 'manual' FROM plans WHERE key = 'artist'`, [user.id]);
    const isrc = `FRPRF26${String((STAMP + n) % 100_000).padStart(5, '0')}`;
    const [release] = await sql<{ id: string }>(
      `INSERT INTO releases (user_id, title, status, release_type, p_line, pline_year) VALUES ($1, 'Proof Of Light', 'draft', 'Single', '2027 Proof Records', 2027) RETURNING id`,
      [user.id],
    );
    const [track] = await sql<{ id: string }>(`INSERT INTO tracks (release_id, track_number, title, isrc) VALUES ($1, 1, 'Night Proof', $2) RETURNING id`, [release.id, isrc]);

    const report = path.join(process.env.E2E_DATA_DIR!, `proof-${viewport}-2026-01.csv`);
    fs.writeFileSync(
      report,
      [
        'period_start,period_end,store,territory,isrc,upc,units,revenue,currency',
        `2026-01-01,2026-01-31,Spotify,PT,${isrc},,1200,6.00,EUR`,
        `2026-01-01,2026-01-31,Deezer,FR,${isrc},,800,4.00,EUR`,
        `# ${randomUUID()}`,
      ].join('\n'),
    );
    const imported = JSON.parse(cli('royalties', 'import', report, '--store', 'spotify', '--period', '2026-01', '--post', '--json')) as { status: string; matched: number; credited_cents: number };
    expect(imported).toMatchObject({ status: 'posted', matched: 2, credited_cents: 1000 });

    const token = await artistToken(baseUrl(), email, process.env.E2E_ARTIST_PASSWORD!);
    const ticketSubject = `Proof ticket ${viewport} ${STAMP}`;
    const ticket = await fetch(`${baseUrl()}/api/artist/tickets`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ subject: ticketSubject, message: 'Is my report in?' }),
    });
    expect(ticket.status).toBeLessThan(300);
    return { token, userId: user.id, releaseId: release.id, trackId: track.id, isrc, ticketSubject };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    rankedStores = (await sql<{ id: string }>('SELECT id FROM stores WHERE active ORDER BY sort_order, name')).map((r) => r.id);
    fixtures.desktop = await prepare('desktop', 0);
    fixtures.phone = await prepare('phone', 1);
    await sql(`UPDATE users SET status = 'blocked' WHERE email = $1`, [BLOCKED_ARTIST]);
    demoToken = await artistToken(baseUrl(), DEMO_ARTIST, DEMO_PASSWORD);
    // One staff sign-in with its code; the phone reuses the token (codes are throttled per address).
    const { page } = await openPageAt(browser, 'desktop', 'en');
    await adminLogin(page, STAFF, process.env.E2E_STAFF_PASSWORD!);
    staffToken = (await page.evaluate(() => localStorage.getItem('admin_token'))) ?? '';
    expect(staffToken).not.toBe('');
    await page.context().close();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  /** A browser at `viewport` in `lang`, signed in with an artist's token when given. */
  async function screenAt(viewport: Viewport, lang: Language, token?: string): Promise<Page> {
    const { page } = await openPageAt(browser, viewport, lang);
    if (token) await page.context().addInitScript((t) => localStorage.setItem('artist_token', t), token);
    return page;
  }

  /**
   * Waits (a smooth scroll takes a moment) until the element is wholly inside the viewport and is
   * what the eye sees at its centre (not under a header), and fails with its box otherwise.
   */
  async function expectInViewport(page: Page, element: Locator, what: string): Promise<void> {
    const { width, height } = page.viewportSize()!;
    const deadline = Date.now() + 5_000;
    let seen: { box: { x: number; y: number; width: number; height: number } | null; inViewport: boolean; onTop: boolean } = { box: null, inViewport: false, onTop: false };
    for (;;) {
      const box = await element.boundingBox();
      // Per line box: a link wrapped over two lines has text of its neighbour at its bounding box's centre.
      const onTop = box
        ? await element.evaluate((el) =>
            Array.from(el.getClientRects()).every((r) => {
              const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
              return !!hit && (hit === el || el.contains(hit));
            }),
          )
        : false;
      const inViewport = !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
      seen = { box, inViewport, onTop };
      if (inViewport && onTop) return;
      if (Date.now() > deadline) break;
      await page.waitForTimeout(100);
    }
    expect({ what, viewport: { width, height }, ...seen }).toEqual({ what, viewport: { width, height }, box: seen.box, inViewport: true, onTop: true });
  }

  it.each(SIZES)('item 2: the Artist plan’s Distribution step shows the 18-store allowance, refuses a 19th on screen, and a PUT of 19 is a 422 naming it (%s, %s)', async (viewport, lang) => {
    const { token } = fixtures[viewport];
    const page = await screenAt(viewport, lang, token);
    const auth = { Authorization: `Bearer ${token}` };
    await page.goto('/artist/releases');
    const draft = await page.request.post('/api/artist/releases/draft', { headers: auth, data: { force_new: true } });
    expect(draft.status()).toBe(201);
    const releaseId = ((await draft.json()) as { release_id: string }).release_id;

    await page.goto(`/artist/release/${releaseId}`);
    await page.getByTestId('wizard-step-distribution').click();
    await page.getByTestId('distribution-form').waitFor({ timeout: 15_000 });
    const text = TEXT[lang as 'en' | 'fr'];
    expect(await page.getByTestId('dist-store-allowance').innerText()).toBe(text.allowance);
    expect(await page.getByTestId('store-limit-upgrade').first().getAttribute('href')).toBe('/account/myplan');
    expect(await page.getByTestId('dist-stores-count').innerText()).toBe(text.selected(18, rankedStores.length));

    // The 19th most used store: the click is refused, the allowance and the upgrade link say why.
    const nineteenth = page.getByTestId(`dist-store-check-${rankedStores[18]}`);
    expect(await nineteenth.isChecked()).toBe(false);
    await nineteenth.click();
    await page.getByTestId('dist-store-limit-error').waitFor();
    expect(await nineteenth.isChecked()).toBe(false);
    expect(await page.getByTestId('dist-store-limit-error').innerText()).toBe(text.allowance);
    expect(await page.getByTestId('dist-store-limit-error').getByTestId('store-limit-upgrade').getAttribute('href')).toBe('/account/myplan');
    expect(await page.getByTestId('dist-stores-count').innerText()).toBe(text.selected(18, rankedStores.length));
    await page.getByTestId('dist-store-limit-error').scrollIntoViewIfNeeded();
    await checkScreen(page, `proof-item2-store-allowance-${viewport}-${lang}`);

    // The server says the same to a PUT of 19 through this page's session, and keeps the 18.
    const put = await page.request.put(`/api/artist/releases/${releaseId}/distribution`, { headers: auth, data: { store_ids: rankedStores.slice(0, 19) } });
    expect(put.status()).toBe(422);
    expect(await put.json()).toMatchObject({
      code: 'store_limit_exceeded',
      message: LIMIT_MESSAGE,
      errors: { store_ids: [LIMIT_MESSAGE] },
      store_limit: 18,
      upgrade_url: '/account/myplan',
    });
    const [row] = await sql<{ store_ids: string[] }>('SELECT store_ids FROM releases WHERE id = $1', [releaseId]);
    expect(row.store_ids).toEqual(rankedStores.slice(0, 18));
    await page.context().close();
  });

  it.each(SIZES)('item 4: the sign-up identity step shows the required messages after one empty submit, and filling a field clears only its own (%s, %s)', async (viewport, lang) => {
    const page = await screenAt(viewport, lang);
    const email = `proof.signup.${viewport}.${STAMP}@example.com`;
    const kycPosts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/auth/kyc' && kycPosts.push(r.url()));
    await page.goto('/signup');
    await page.getByTestId('signup-step-account').waitFor();
    await page.getByTestId('signup-email').fill(email);
    await page.getByTestId('signup-password').fill('Str0ng!pass');
    await page.getByTestId('signup-confirm').fill('Str0ng!pass');
    await page.getByTestId('signup-terms').check();
    await page.getByTestId('signup-submit').click();
    await page.getByTestId('signup-step-verify').waitFor();
    const { code } = await readCode(email);
    await page.getByTestId('code-input').fill(code);
    await page.getByTestId('verify-submit').click();
    await page.getByTestId('signup-step-identity').waitFor();

    const required = TEXT[lang as 'en' | 'fr'].required;
    const error = (field: string) => page.getByTestId(`kyc-${field}-error`);
    await page.getByTestId('kyc-submit').click();
    for (const [field, message] of Object.entries(required)) expect({ field, message: await error(field).innerText() }).toEqual({ field, message });
    await page.getByTestId('kyc-artist_name').scrollIntoViewIfNeeded();
    await checkScreen(page, `proof-item4-signup-required-${viewport}-${lang}`);

    await page.getByTestId('kyc-artist_name').fill('Proof Band');
    await error('artist_name').waitFor({ state: 'detached' });
    expect(await error('first_name').innerText()).toBe(required.first_name);
    expect(await error('last_name').innerText()).toBe(required.last_name);
    await page.getByTestId('kyc-first_name').fill('Ada');
    await error('first_name').waitFor({ state: 'detached' });
    expect(await error('last_name').innerText()).toBe(required.last_name);
    expect(await error('phone_number').innerText()).toBe(required.phone_number);
    await checkScreen(page, `proof-item4-signup-cleared-${viewport}-${lang}`);
    // Nothing was sent: the messages are the form's own, and no identity was saved.
    expect(kycPosts).toEqual([]);
    const [user] = await sql<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    expect(await sql('SELECT first_name FROM artist_profiles WHERE user_id = $1 AND first_name IS NOT NULL', [user.id])).toEqual([]);
    await page.context().close();
  });

  it.each(SIZES)('item 5: the dashboard shows the wallet balance and the latest earnings month of the posted import (%s, %s)', async (viewport, lang) => {
    const { token, userId } = fixtures[viewport];
    const [wallet] = await sql<{ b: number }>('SELECT balance_cents::int AS b FROM wallets WHERE user_id = $1', [userId]);
    expect(wallet.b).toBe(1000);
    const page = await screenAt(viewport, lang, token);
    await page.goto('/artist/dashboard');
    await page.getByTestId('dashboard-balance').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('dashboard-balance').innerText()).toBe('EUR 10.00');
    expect(await page.getByTestId('dashboard-balance-link').getAttribute('href')).toBe('/artist/wallet');
    expect(await page.getByTestId('dashboard-earnings-amount').innerText()).toBe('EUR 10.00');
    expect(await page.getByTestId('dashboard-earnings-month').innerText()).toBe(TEXT[lang as 'en' | 'fr'].month);
    expect(await page.getByTestId('dashboard-earnings-link').getAttribute('href')).toBe('/artist/earnings');
    await checkScreen(page, `proof-item5-dashboard-money-${viewport}-${lang}`);
    await page.context().close();
  });

  it.each(SIZES)('item 7: a blocked artist’s login says so and links the appeal page, and sends no code (%s, %s)', async (viewport, lang) => {
    const page = await screenAt(viewport, lang);
    const before = await lastMailId(BLOCKED_ARTIST);
    await page.goto('/login');
    await page.getByTestId('login-email').fill(BLOCKED_ARTIST);
    await page.getByTestId('login-password').fill(process.env.E2E_ARTIST_PASSWORD!);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').waitFor();
    expect(plain(await page.getByTestId('login-error').innerText())).toBe(TEXT[lang as 'en' | 'fr'].blocked);
    expect(await page.getByTestId('login-appeal-link').getAttribute('href')).toBe('/appeal');
    await expectInViewport(page, page.getByTestId('login-appeal-link'), 'the appeal link');
    await checkScreen(page, `proof-item7-blocked-login-appeal-${viewport}-${lang}`);
    expect(await lastMailId(BLOCKED_ARTIST)).toBe(before);
    await page.getByTestId('login-appeal-link').click();
    await page.waitForURL((url) => url.pathname === '/appeal');
    await page.getByTestId('appeal-page').waitFor();
    await page.context().close();
  });

  it.each(SIZES)('item 8: after Continue with bank transfer on the checkout page, the reference and the IBAN are inside the viewport (%s, %s)', async (viewport, lang) => {
    const { token, userId } = fixtures[viewport];
    const page = await screenAt(viewport, lang, token);
    await page.goto('/checkout?plan=producer');
    await page.getByTestId('checkout-method-bank').check();
    await page.getByTestId('checkout-quote').waitFor();
    await page.getByTestId('checkout-submit').click();
    const reference = page.getByTestId('bank-reference');
    await reference.waitFor({ timeout: 15_000 });
    expect((await reference.innerText()).trim()).toMatch(/^SP-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const iban = page.getByTestId('bank-details').locator('.facts__row', { hasText: 'IBAN' }).locator('dd');
    expect((await iban.innerText()).trim()).toMatch(/^[A-Z]{2}\d{2}[A-Z0-9 ]+$/);
    await expectInViewport(page, reference, 'the bank reference');
    await expectInViewport(page, iban, 'the IBAN');
    // What the eye sees right after Continue (the full-page shot below shows where it sits on the page).
    await page.screenshot({ path: path.join(artifactsDir(), `proof-item8-bank-reference-${viewport}-${lang}-viewport.png`) });
    await checkScreen(page, `proof-item8-bank-reference-${viewport}-${lang}`);
    const rows = await sql<{ gateway: string; status: string }>('SELECT gateway, status FROM billing_transactions WHERE user_id = $1 AND provider_ref = $2', [
      userId,
      (await reference.innerText()).trim(),
    ]);
    expect(rows).toEqual([{ gateway: 'manual', status: 'pending' }]);
    await page.context().close();
  });

  it.each(SIZES)('item 10: the credit names every store it pays, the ISRC is hyphenated in the lists and the editor, earnings and splits have their title, the log names what was created (%s, %s)', async (viewport, lang) => {
    const { token, userId, releaseId, trackId, isrc, ticketSubject } = fixtures[viewport];
    const text = TEXT[lang as 'en' | 'fr'];
    const hyphenated = `${isrc.slice(0, 2)}-${isrc.slice(2, 5)}-${isrc.slice(5, 7)}-${isrc.slice(7)}`;
    const page = await screenAt(viewport, lang, token);

    // The wallet credit of the Spotify report that also carried Deezer lines.
    expect(
      await sql(`SELECT t.description FROM wallet_transactions t JOIN wallets w ON w.id = t.wallet_id WHERE w.user_id = $1 AND t.kind = 'royalty'`, [userId]),
    ).toEqual([{ description: CREDIT }]);
    await page.goto('/artist/wallet/transactions');
    const credit = page.locator('tr[data-testid^="wallet-tx-"]', { hasText: CREDIT });
    await credit.first().waitFor({ timeout: 15_000 });
    expect(await credit.count()).toBe(1);
    expect(await credit.getByTestId('wallet-tx-amount').innerText()).toBe('+EUR 10.00');
    await credit.scrollIntoViewIfNeeded();
    await checkScreen(page, `proof-item10-wallet-credit-${viewport}-${lang}`);

    // The ISRC: hyphenated in the release's track list, on its page, and in the track editor; stored plain.
    await page.goto(`/artist/release/${releaseId}/tracks`);
    const row = page.getByTestId(`track-row-${trackId}`);
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain(hyphenated);
    expect(await row.innerText()).not.toContain(isrc);
    await checkScreen(page, `proof-item10-isrc-tracks-list-${viewport}-${lang}`);
    await page.goto(`/artist/releases/${releaseId}`);
    await page.getByText(hyphenated).first().waitFor({ timeout: 15_000 });
    expect(await page.locator('main, #main-content').first().innerText()).not.toContain(isrc);
    await checkScreen(page, `proof-item10-isrc-release-page-${viewport}-${lang}`);
    await page.goto(`/artist/release/${releaseId}/tracks/${trackId}`);
    await page.getByTestId('track-isrc').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('track-isrc').inputValue()).toBe(hyphenated);
    await checkScreen(page, `proof-item10-isrc-editor-${viewport}-${lang}`);
    expect(await sql('SELECT isrc FROM tracks WHERE id = $1', [trackId])).toEqual([{ isrc }]);

    // The P-line year printed once in the wizard's preview.
    await page.goto(`/artist/release/${releaseId}`);
    await page.getByTestId('wizard-step-preview').click();
    await page.getByTestId('preview-p-line').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('preview-p-line').innerText()).toContain('℗ 2027 Proof Records');
    expect(await page.getByTestId('preview-p-line').innerText()).not.toContain('2027 2027');

    // Earnings and splits: their title is the page's heading.
    await page.goto('/artist/earnings');
    const heading = page.getByRole('heading', { level: 1 });
    await page.getByTestId('page-title').filter({ hasText: text.earnings }).waitFor({ timeout: 15_000 });
    expect(await heading.allInnerTexts()).toEqual([text.earnings]);
    await checkScreen(page, `proof-item10-earnings-title-${viewport}-${lang}`);
    await page.goto(`/artist/releases/${releaseId}/splits`);
    await page.getByTestId('page-title').filter({ hasText: text.splits }).waitFor({ timeout: 15_000 });
    expect(await heading.allInnerTexts()).toEqual([text.splits]);
    await checkScreen(page, `proof-item10-splits-title-${viewport}-${lang}`);

    // The account log names the ticket the artist created.
    await page.goto('/account/log');
    await page.getByTestId('log-list').waitFor({ timeout: 15_000 });
    const sentences = (await page.getByTestId('log-sentence').allInnerTexts()).map(plain);
    expect(sentences).toContain(text.ticketCreated(ticketSubject));
    expect(sentences.join('\n')).not.toMatch(/a record|un enregistrement/);
    await checkScreen(page, `proof-item10-account-log-${viewport}-${lang}`);
    await page.context().close();
  });

  it.each(SIZES)('item 9: the demo artist sees Golden Hour whole (its cover loaded) and counters saying what they count; staff’s too (%s, %s)', async (viewport, lang) => {
    const text = TEXT[lang as 'en' | 'fr'];
    const page = await screenAt(viewport, lang, demoToken);
    await page.goto('/artist/dashboard');
    const tile = page.locator('[data-testid^="dashboard-release-"]', { hasText: 'Golden Hour' });
    await tile.first().waitFor({ timeout: 15_000 });
    expect(await tile.count()).toBe(1);
    await tile.scrollIntoViewIfNeeded();
    const cover = tile.getByTestId('dashboard-release-cover');
    await cover.waitFor();
    expect(await tile.getByTestId('dashboard-release-cover-empty').count()).toBe(0);
    // The cover loads lazily: wait until it has pixels, never the placeholder.
    await page.waitForFunction(
      (el) => !!el && (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
      await cover.elementHandle(),
      { timeout: 15_000 },
    );
    expect(await tile.locator('.status-badge').innerText()).toBe(text.live);
    await checkScreen(page, `proof-item9-demo-golden-hour-${viewport}-${lang}`);
    for (const [stat, note] of Object.entries(text.notes)) expect({ stat, note: await page.getByTestId(`stat-note-${stat}`).innerText() }).toEqual({ stat, note });
    await page.getByTestId('dashboard-stats').scrollIntoViewIfNeeded();
    await checkScreen(page, `proof-item9-demo-counters-${viewport}-${lang}`);
    await page.context().close();

    // The back office is English only.
    const { page: staff } = await openPageAt(browser, viewport, 'en');
    await staff.addInitScript((t) => localStorage.setItem('admin_token', t), staffToken);
    await staff.goto('/admin');
    await staff.getByTestId('metric-total-releases-note').waitFor({ timeout: 15_000 });
    expect(await staff.getByTestId('metric-total-releases-note').innerText()).toBe("Every artist's releases, every status, drafts included");
    await checkScreen(staff, `proof-item9-staff-counters-${viewport}-en`);
    await staff.context().close();
  });
});
