import { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { fileW8benFor } from './support/database';
import { adminLogin, approveAndSendPayout, artistLogin, confirmStepUp } from './support/flows';
import { lastMailId } from './support/mailbox';

// Money end to end, with the PayPal sandbox: staff credit an artist's wallet EUR 120,00; the artist
// sees the balance and the entry, requests EUR 50,00 by PayPal and sees the pending notice; staff
// approve and send it; the sandbox pays it; the artist sees paid, EUR 70.00 and the notification;
// staff export the wallet transactions CSV and it holds both entries.
const ARTIST = 'e2e.wallet@soundpost.local';
const STAFF = 'e2e.wallet-staff@soundpost.local';

describe('wallet: credit, payout by PayPal (sandbox), CSV export', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('credits, pays out and exports', async () => {
    // Staff find the artist's wallet (made with the account) and credit it.
    const staff = (await openPage(browser)).page;
    await adminLogin(staff, STAFF, process.env.E2E_STAFF_PASSWORD!);
    await staff.goto('/admin/wallets');
    await staff.getByTestId('wallets-search').fill(ARTIST);
    const row = staff.locator('[data-testid^="wallet-row-"]', { hasText: ARTIST });
    await row.waitFor();
    const walletId = (await row.getAttribute('data-testid'))!.replace('wallet-row-', '');
    await staff.getByTestId(`wallet-adjust-${walletId}`).click();
    await staff.getByTestId('wallet-adjust-page').waitFor();
    await staff.getByTestId('wallet-adjust-amount').fill('120,00');
    await staff.getByTestId('wallet-adjust-description').fill('Royalties March');
    await staff.getByTestId('wallet-adjust-submit').click();
    expect((await staff.getByTestId('wallet-adjust-result').innerText()).trim()).toBe('Wallet adjusted successfully.');
    await staff.waitForURL((url) => url.pathname === `/admin/wallets/${walletId}/transactions`, { timeout: 10_000 });
    await staff.getByTestId('wallet-detail-transactions-list').getByText('Royalties March').waitFor();

    // The artist sees the balance and the entry, then asks for EUR 50,00 by PayPal.
    const artist = (await openPage(browser)).page;
    await artistLogin(artist, ARTIST, process.env.E2E_ARTIST_PASSWORD!);
    await artist.waitForURL((url) => url.pathname === '/artist/dashboard', { timeout: 15_000 });
    await artist.goto('/artist/wallet/transactions');
    const entry = artist.locator('tr[data-testid^="wallet-tx-"]', { hasText: 'Royalties March' });
    await entry.waitFor();
    expect(await entry.getByTestId('wallet-tx-amount').innerText()).toBe('+EUR 120.00');
    await artist.goto('/artist/wallet');
    await artist.getByTestId('wallet-balance').filter({ hasText: 'EUR 120.00' }).waitFor();
    await artist.getByTestId('payouts-empty').waitFor();
    await artist.getByTestId('payout-amount-input').fill('50,00');
    await artist.getByTestId('payout-method').selectOption('paypal');
    await artist.getByTestId('payout-destination').fill('e2e.wallet.paypal@example.com');
    // Payouts need a tax form on file and a fresh e-mailed code (docs/tax.md, docs/step-up.md).
    await fileW8benFor(ARTIST);
    const mailBefore = await lastMailId(ARTIST);
    await artist.getByTestId('payout-submit').click();
    await confirmStepUp(artist, ARTIST, mailBefore);
    await artist.getByText('Payout requested successfully.').waitFor();
    const pending = artist.getByTestId('wallet-pending');
    await pending.waitFor();
    expect(await pending.innerText()).toContain('You have a pending payout of EUR 50.00.');
    expect((await pending.getByTestId('wallet-pending-status').innerText()).trim()).toBe('Requested');
    await artist.getByTestId('wallet-balance').filter({ hasText: 'EUR 70.00' }).waitFor();

    // Staff approve it, then send it: the PayPal sandbox pays at once.
    await approveAndSendPayout(staff, walletId);

    // The artist sees it paid, the balance and the notification.
    await artist.goto('/artist/wallet');
    const paidRow = artist.locator('[data-testid^="payout-row-"]').first();
    await paidRow.waitFor();
    expect((await paidRow.getByTestId('payout-status').innerText()).trim()).toBe('Paid');
    expect(await artist.getByTestId('wallet-balance').innerText()).toBe('EUR 70.00');
    expect(await artist.getByTestId('wallet-pending').count()).toBe(0);
    await artist.goto('/account/notifications');
    await artist.getByTestId('notification-title').filter({ hasText: 'Payout paid' }).first().waitFor();

    // Staff export the wallet transactions as CSV: both entries are in it.
    await staff.goto('/admin/wallets/transactions');
    await staff.getByTestId('wallet-transactions-search').fill(ARTIST);
    // Other journeys and the demo data credit wallets too: wait until the search has narrowed the list.
    await staff.waitForFunction(
      (email) => {
        const rows = [...document.querySelectorAll('[data-testid^="wallet-transaction-row-"]')];
        return rows.length === 2 && rows.every((row) => row.textContent?.includes(email));
      },
      ARTIST,
      { timeout: 15_000 },
    );
    const [download] = await Promise.all([staff.waitForEvent('download'), staff.getByTestId('wallet-transactions-export').click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const lines = Buffer.concat(chunks).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,wallet_id,user_name,user_email,type,amount_eur,status,description,external_ref,stripe_transfer_id,created_at');
    // The export takes the list's search: only this artist's two entries, whatever other wallets hold;
    // free-text cells always quoted.
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.includes(`,"${ARTIST}",credit,120.00,completed,"Royalties March",`))).toBe(true);
    expect(lines.some((l) => l.includes(`,"${ARTIST}",debit,50.00,completed,"Payout request (paypal)",`))).toBe(true);
  }, 240_000);
});
