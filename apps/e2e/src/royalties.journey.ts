import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { adminLogin, artistLogin, uploadRoyaltyReport } from './support/flows';
import { checkScreen, openPageAt } from './support/visual';
import { approvedSingle, sql } from './support/database';

// Royalties end to end: an artist with an approved release invites a collaborator at 30%; staff
// import a store report for the release's ISRC and post it; the owner sees 70% (earnings page,
// chart, notification, wallet) and downloads the CSV; the collaborator accepts and gets 30%.
const OWNER = 'e2e.royalties@soundpost.local';
const COLLABORATOR = 'e2e.royaltiescollab@soundpost.local';
const STAFF = 'e2e.staff11@soundpost.local';

/** The owner's approved release with one track and its ISRC, and a plan with collaborators (Producer): fixtures, not the wizard's journey. */
async function approvedRelease(): Promise<{ releaseId: string; isrc: string }> {
  const { userId, releaseId, isrc } = await approvedSingle(OWNER, { release: 'Royalty Road', track: 'Paid In Full', isrcPrefix: 'PTE2E26' });
  await sql(`INSERT INTO subscriptions (user_id, plan_id, status, payment_gateway) SELECT $1, id, 'active', 'manual' FROM plans WHERE key = 'producer'`, [userId]);
  return { releaseId, isrc };
}

const walletBalance = async (email: string): Promise<number> =>
  (await sql<{ b: number }>('SELECT w.balance_cents::int AS b FROM wallets w JOIN users u ON u.id = w.user_id WHERE u.email = $1', [email]))[0]?.b ?? 0;

describe('royalties: a report in, splits, wallet credits and statements out', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('splits a posted report 70/30 between the owner and the collaborator who accepts', async () => {
    const { releaseId, isrc } = await approvedRelease();

    // The owner invites the collaborator at 30%.
    const owner = (await openPageAt(browser, 'desktop', 'en')).page;
    await artistLogin(owner, OWNER, process.env.E2E_ARTIST_PASSWORD!);
    await owner.waitForURL((url) => url.pathname === '/artist/dashboard', { timeout: 15_000 });
    await owner.goto(`/artist/releases/${releaseId}`);
    await owner.getByTestId('release-detail-splits').click();
    const editor = owner.getByTestId('release-splits');
    await editor.getByTestId('split-add').click();
    await editor.getByTestId('split-email').fill(COLLABORATOR);
    await editor.getByTestId('split-share').fill('30');
    await editor.getByTestId('split-save').click();
    await editor.getByTestId('split-status').filter({ hasText: 'Invited' }).waitFor();
    expect(await editor.getByTestId('split-owner-share').innerText()).toBe('You keep 70%');
    await checkScreen(owner, 'royalty-splits-desktop-en');

    // Staff import a Spotify report for the release's ISRC and post it.
    const staff = (await openPageAt(browser, 'desktop', 'en')).page;
    await adminLogin(staff, STAFF, process.env.E2E_STAFF_PASSWORD!);
    const report = [
      'period_start,period_end,store,territory,isrc,upc,units,revenue,currency',
      `2026-01-01,2026-01-31,Spotify,PT,${isrc},,1200,6.00,EUR`,
      `2026-01-01,2026-01-31,Spotify,BR,${isrc},,800,4.00,EUR`,
      `2026-01-01,2026-01-31,Spotify,US,ZZZZ12600001,,5,0.05,EUR`,
      `# ${randomUUID()}`,
    ].join('\n');
    const panel = await uploadRoyaltyReport(staff, { name: 'spotify-2026-01.csv', csv: report, store: 'spotify', start: '2026-01-01', end: '2026-01-31' });
    await panel.getByTestId('royalty-import-counts').filter({ hasText: '2 matched (EUR 10.00)' }).waitFor();
    expect(await panel.getByTestId('royalty-unmatched').innerText()).toContain('No track has this ISRC.');
    await checkScreen(staff, 'admin-royalty-import-desktop-en');
    await panel.getByTestId('royalty-import-post').click();
    expect(await staff.getByTestId('royalty-post-question').innerText()).toBe("Credit EUR 10.00 of matched revenue to the artists' wallets? Posting cannot be undone.");
    await staff.getByTestId('royalty-post-confirm').click();
    await panel.getByTestId('royalty-import-credited').filter({ hasText: 'Credited EUR 7.00; held EUR 3.00' }).waitFor();

    // The owner: 70% in the wallet, the notification, the earnings page with its chart, and the CSV.
    expect(await walletBalance(OWNER)).toBe(700);
    await owner.goto('/artist/wallet');
    await owner.getByTestId('wallet-balance').filter({ hasText: 'EUR 7.00' }).waitFor();
    await owner.goto('/account/notifications');
    await owner.getByText('You earned EUR 7.00 from Spotify (2026-01).').waitFor();
    await owner.goto('/artist/earnings');
    await owner.getByTestId('earnings-total').filter({ hasText: 'EUR 7.00' }).waitFor();
    await owner.getByTestId('earnings-chart').waitFor();
    await owner.getByTestId('earnings-group-territory').click();
    await owner.getByTestId('earnings-group-row').filter({ hasText: 'PT' }).filter({ hasText: 'EUR 4.20' }).waitFor();
    // The chart is drawn (chart.js, loaded by this page only): its canvas has pixels.
    await owner.waitForFunction(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="earnings-chart"]');
      return !!canvas && canvas.width > 0 && canvas.toDataURL().length > 2_000;
    });
    await checkScreen(owner, 'earnings-desktop-en');
    const [download] = await Promise.all([owner.waitForEvent('download'), owner.getByTestId('earnings-export').click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('month,period_start,period_end,store,territory,release,track,isrc,upc,units,earnings_eur');
    expect(csv).toContain(`2026-01,2026-01-01,2026-01-31,Spotify,PT,Royalty Road,Paid In Full,${isrc},,1200,4.20`);
    expect(csv).toContain(`Spotify,BR,Royalty Road,Paid In Full,${isrc},,800,2.80`);

    // The collaborator accepts and gets the 30% that was held.
    const collaborator = (await openPageAt(browser, 'desktop', 'en')).page;
    await artistLogin(collaborator, COLLABORATOR, process.env.E2E_ARTIST_PASSWORD!);
    await collaborator.waitForURL((url) => url.pathname === '/artist/dashboard', { timeout: 15_000 });
    await collaborator.getByTestId('sidebar-earnings').click();
    const invitation = collaborator.getByTestId('earnings-invitation');
    await invitation.filter({ hasText: 'EUR 3.00 waiting for you' }).waitFor();
    await invitation.getByTestId('invitation-accept').click();
    await collaborator.getByText('Invitation accepted: EUR 3.00 released to your wallet.').waitFor();
    await collaborator.getByTestId('earnings-total').filter({ hasText: 'EUR 3.00' }).waitFor();
    await collaborator.getByTestId('earnings-group-row').filter({ hasText: '2026-01' }).waitFor();
    expect(await walletBalance(COLLABORATOR)).toBe(300);
    await collaborator.goto('/artist/wallet');
    await collaborator.getByTestId('wallet-balance').filter({ hasText: 'EUR 3.00' }).waitFor();
    await collaborator.goto('/artist/earnings');
    await collaborator.getByTestId('earnings-total').filter({ hasText: 'EUR 3.00' }).waitFor();
    await checkScreen(collaborator, 'earnings-collaborator-desktop-en');
  }, 240_000);
});
