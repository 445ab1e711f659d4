import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Browser, Page } from 'playwright-core';
import yauzl from 'yauzl';
import { launchBrowser } from './support/browser';
import { approvedSingle, sql } from './support/database';
import { adminLogin, approveAndSendPayout, artistLogin, confirmStepUp, uploadRoyaltyReport } from './support/flows';
import { lastMailId } from './support/mailbox';
import { checkScreen, openPageAt } from './support/visual';

// Trust, end to end (issue 31): an artist downloads their data and finds their release and ticket in
// it; fills a W-8BEN with a treaty claim (confirmed with an e-mailed code); staff post a report with
// US streams and the artist sees gross, withheld and net; requests a payout, confirmed with a fresh
// code; staff pay it; the artist closes the account and can no longer log in.
const ARTIST = 'e2e.trust@soundpost.local';
const STAFF = 'e2e.staff17@soundpost.local';
const RELEASE = 'Trust Fall';
const TICKET = 'Where do my US royalties go?';

/** The entries of a zip as text, read back with yauzl. */
function unzipText(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const out = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** "Ten minutes later": the session's last confirmed code is no longer fresh, and a new code may be mailed. */
async function stepUpGoesStale(userId: string): Promise<void> {
  await sql(`UPDATE access_tokens SET stepped_up_at = now() - interval '11 minutes' WHERE user_id = $1 AND stepped_up_at IS NOT NULL`, [userId]);
  await sql(`DELETE FROM rate_limits WHERE key LIKE $1`, [`code-send.step_up.%${ARTIST}%`]);
}

const text = async (page: Page, testId: string): Promise<string> => (await page.getByTestId(testId).first().innerText()).trim();

describe('trust: your data, tax identity and withholding, a step-up payout, closing the account', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('exports, files a W-8BEN, is withheld at the treaty rate, pays out with a code and closes', async () => {
    const { isrc, userId } = await approvedSingle(ARTIST, { release: RELEASE, track: 'Falling Back', isrcPrefix: 'PTTRU26' });
    const artist = (await openPageAt(browser, 'desktop', 'en')).page;
    await artistLogin(artist, ARTIST, process.env.E2E_ARTIST_PASSWORD!);
    await artist.waitForURL((url) => url.pathname === '/artist/dashboard', { timeout: 15_000 });

    // A ticket, so the export has one.
    await artist.goto('/artist/support');
    await artist.getByTestId('ticket-subject-input').fill(TICKET);
    await artist.getByTestId('ticket-message-input').fill('I live in Portugal. How much is kept for US tax?');
    await artist.getByTestId('ticket-create').click();
    await artist.getByText('Ticket created successfully.').waitFor();

    // Your data: one zip, with the release and the ticket in it.
    await artist.goto('/account/profile');
    await artist.getByTestId('your-data-request').click();
    const download = artist.getByTestId('your-data-download').first();
    await download.waitFor({ timeout: 90_000 });
    const [file] = await Promise.all([artist.waitForEvent('download'), download.click()]);
    const entries = await unzipText(await readFile((await file.path())!));
    const all = [...entries.entries()];
    expect(all.some(([name, body]) => /release/i.test(name) && body.includes(RELEASE))).toBe(true);
    expect(all.some(([name, body]) => /ticket/i.test(name) && body.includes(TICKET))).toBe(true);
    await checkScreen(artist, 'trust-your-data-desktop-en');

    // The tax identity: not a US person, an individual resident in Portugal: a W-8BEN with the treaty's 10%.
    await artist.goto('/artist/wallet/tax');
    await artist.getByTestId('tax-profile-form').waitFor();
    await artist.getByTestId('tax-tax_residence_country').selectOption('PT');
    await artist.getByTestId('tax-us_person-false').click();
    await artist.getByTestId('tax-entity_type-individual').click();
    await artist.getByTestId('tax-profile-submit').click();
    await artist.getByTestId('tax-form-w8ben').waitFor();
    const name = 'João Gonçalves';
    await artist.getByTestId('tax-name').fill(name);
    await artist.getByTestId('tax-date_of_birth').fill('1988-06-15');
    await artist.getByTestId('tax-residence_address-line1').fill('Rua das Flores 12');
    await artist.getByTestId('tax-residence_address-city').fill('Lisboa');
    await artist.getByTestId('tax-residence_address-postal_code').fill('1200-195');
    await artist.getByTestId('tax-foreign_tin').fill('123456789');
    await artist.getByTestId('tax-treaty_claim-claimed').click();
    await artist.getByTestId('tax-treaty_claim-article').fill('12');
    await artist.getByTestId('tax-treaty_claim-rate_bp').fill('10');
    await artist.getByTestId('tax-certification').click();
    await artist.getByTestId('tax-signature').fill(name);
    await checkScreen(artist, 'trust-w8ben-desktop-en');
    let mailBefore = await lastMailId(ARTIST);
    await artist.getByTestId('tax-form-submit').click();
    await confirmStepUp(artist, ARTIST, mailBefore);
    expect(await text(artist, 'tax-notice')).toBe('Your tax form is on file.');
    await artist.getByTestId('tax-standing-status').filter({ hasText: 'Valid' }).waitFor();
    expect(await text(artist, 'tax-standing-rate')).toBe('10%');
    const [form] = await sql<{ payee_name: string; treaty_rate_bp: number; expires_at: Date }>(
      `SELECT payee_name, treaty_rate_bp, expires_at FROM tax_forms WHERE account_id = $1 AND superseded_at IS NULL`,
      [userId],
    );
    expect(form.payee_name).toBe(name);
    expect(form.treaty_rate_bp).toBe(1000);
    expect(new Date(form.expires_at).getUTCFullYear()).toBe(new Date().getUTCFullYear() + 3);

    // Staff post a report with US and Portuguese streams: 40.00 from the US (10% withheld), 20.00 from Portugal.
    const staff = (await openPageAt(browser, 'desktop', 'en')).page;
    await adminLogin(staff, STAFF, process.env.E2E_STAFF_PASSWORD!);
    const report = [
      'period_start,period_end,store,territory,isrc,upc,units,revenue,currency',
      `2026-02-01,2026-02-28,Spotify,US,${isrc},,9000,40.00,EUR`,
      `2026-02-01,2026-02-28,Spotify,PT,${isrc},,4500,20.00,EUR`,
      `# ${randomUUID()}`,
    ].join('\n');
    const panel = await uploadRoyaltyReport(staff, { name: 'spotify-2026-02-trust.csv', csv: report, store: 'spotify', start: '2026-02-01', end: '2026-02-28' });
    await panel.getByTestId('royalty-import-counts').filter({ hasText: '2 matched (EUR 60.00)' }).waitFor();
    await panel.getByTestId('royalty-import-post').click();
    await staff.getByTestId('royalty-post-confirm').click();
    await panel.getByTestId('royalty-import-credited').waitFor();

    // Gross, withheld and net in the wallet, and the withholding as its own line.
    await artist.goto('/artist/wallet');
    await artist.getByTestId('wallet-balance').filter({ hasText: 'EUR 56.00' }).waitFor({ timeout: 15_000 });
    const earnings = artist.getByTestId('wallet-earnings');
    expect((await earnings.getByTestId('earnings-gross').innerText()).trim()).toContain('60.00');
    expect((await earnings.getByTestId('earnings-withheld').innerText()).trim()).toContain('4.00');
    expect((await earnings.getByTestId('earnings-net').innerText()).trim()).toContain('56.00');
    await checkScreen(artist, 'trust-wallet-withheld-desktop-en');
    const entries2 = await sql<{ kind: string; amount: number }>(
      `SELECT t.kind, t.amount_cents::int AS amount FROM wallet_transactions t JOIN wallets w ON w.id = t.wallet_id WHERE w.user_id = $1 ORDER BY t.created_at, t.kind`,
      [userId],
    );
    expect(entries2).toEqual([
      { kind: 'royalty', amount: 6000 },
      { kind: 'withholding', amount: 400 },
    ]);

    // Ten minutes later, a payout of everything: the form shows what arrives, and asks for a fresh code.
    await stepUpGoesStale(userId);
    await artist.getByTestId('payout-amount-input').fill('56,00');
    await artist.getByTestId('payout-method').selectOption('paypal');
    await artist.getByTestId('payout-destination').fill('joao.trust@example.com');
    await artist.getByTestId('preview-net').filter({ hasText: '56.00' }).waitFor();
    mailBefore = await lastMailId(ARTIST);
    await artist.getByTestId('payout-submit').click();
    await confirmStepUp(artist, ARTIST, mailBefore);
    await artist.getByText('Payout requested successfully.').waitFor();

    // Staff approve and send it; the PayPal sandbox pays it.
    const [wallet] = await sql<{ id: string }>('SELECT id FROM wallets WHERE user_id = $1', [userId]);
    await approveAndSendPayout(staff, wallet.id);

    // Closing the account: nothing stands in the way, a fresh code, then the goodbye page.
    await stepUpGoesStale(userId);
    await artist.goto('/account/profile');
    const close = artist.getByTestId('close-account');
    await close.getByTestId('close-account-balance-empty').waitFor();
    await close.getByTestId('close-account-password').fill(process.env.E2E_ARTIST_PASSWORD!);
    await close.getByTestId('close-account-confirm').check();
    await checkScreen(artist, 'trust-close-account-desktop-en');
    mailBefore = await lastMailId(ARTIST);
    await close.getByTestId('close-account-submit').click();
    await confirmStepUp(artist, ARTIST, mailBefore);
    await artist.getByTestId('goodbye-page').waitFor({ timeout: 15_000 });
    await checkScreen(artist, 'trust-goodbye-desktop-en');

    // The person is gone, the money records stay under the same id.
    const [closure] = await sql<{ status: string }>('SELECT status FROM account_closures WHERE user_id = $1', [userId]);
    expect(['closing', 'closed']).toContain(closure.status);
    expect(await sql('SELECT 1 FROM users WHERE email = $1', [ARTIST])).toEqual([]);
    expect((await sql<{ n: number }>('SELECT count(*)::int AS n FROM wallet_transactions t JOIN wallets w ON w.id = t.wallet_id WHERE w.user_id = $1', [userId]))[0].n).toBe(3);
    const root = path.resolve(__dirname, '../../..');
    const verify = spawnSync(process.execPath, [path.join(root, 'dist/apps/cli/main.js'), 'wallets', 'verify'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    // Other journeys share this database (the back-office one writes a display-only debit), so the check is about this wallet:
    // it ran, and the closed account's ledger is not among the wallets it reports.
    expect(verify.stdout.trim()).not.toBe('');
    expect([0, 1]).toContain(verify.status);
    expect(verify.stdout).not.toContain(userId);
    expect(verify.stdout).not.toContain(wallet.id);

    // And can no longer log in.
    const again = (await openPageAt(browser, 'desktop', 'en')).page;
    await again.goto('/login');
    await again.getByTestId('login-email').fill(ARTIST);
    await again.getByTestId('login-password').fill(process.env.E2E_ARTIST_PASSWORD!);
    await again.getByTestId('login-submit').click();
    expect(await text(again, 'login-error')).toBe('These credentials do not match our records.');
  }, 300_000);
});
