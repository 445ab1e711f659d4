import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { fileW8benFor, sql } from './support/database';
import { artistLogin, confirmStepUp } from './support/flows';
import { lastMailId, mailbox } from './support/mailbox';
import { gradientPng, wavTone } from './support/media';
import { checkScreen, openPageAt } from './support/visual';

// Teams end to end (issue 29): a label owner on the Label plan invites a manager and a finance member by e-mail;
// each accepts from the e-mail's link and acts in the label's account; the manager makes and submits a release but is
// refused the wallet and a payout; the finance member requests a payout but may not edit the release; the owner's
// activity page names who did what, and the owner downloads a label statement for one of the label's artists.
const OWNER = 'e2e.label@soundpost.local';
const MANAGER = 'e2e.labelmanager@soundpost.local';
const FINANCE = 'e2e.labelfinance@soundpost.local';
const root = path.resolve(__dirname, '../../..');

function cli(...args: string[]): string {
  const run = spawnSync(process.execPath, [path.join(root, 'dist/apps/cli/main.js'), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: expect.any(String) });
  return run.stdout;
}

/** The label: on the Label plan, with a signed artist whose release earned EUR 40.00 in January. */
async function labelWithEarnings(): Promise<{ artistId: string; isrc: string }> {
  const [owner] = await sql<{ id: string }>('SELECT id FROM users WHERE email = $1', [OWNER]);
  await sql(`INSERT INTO subscriptions (user_id, plan_id, status, payment_gateway) SELECT $1, id, 'active', 'manual' FROM plans WHERE key = 'label'`, [owner.id]);
  const [artist] = await sql<{ id: string }>(`INSERT INTO directory_artists (user_id, name) VALUES ($1, 'Nova Lane') RETURNING id`, [owner.id]);
  const isrc = `PTE2L26${String(Date.now() % 100_000).padStart(5, '0')}`;
  const [release] = await sql<{ id: string }>(
    `INSERT INTO releases (user_id, title, status, release_type, primary_artist_id) VALUES ($1, 'Night Ferry', 'approved', 'Single', $2) RETURNING id`,
    [owner.id, artist.id],
  );
  await sql(`INSERT INTO tracks (release_id, track_number, title, isrc) VALUES ($1, 1, 'Night Ferry', $2)`, [release.id, isrc]);
  const report = path.join(process.env.E2E_DATA_DIR!, `label-spotify-${randomUUID()}.csv`);
  fs.writeFileSync(report, ['period_start,period_end,store,territory,isrc,upc,units,revenue,currency', `2026-01-01,2026-01-31,Spotify,PT,${isrc},,8000,40.00,EUR`].join('\n'));
  cli('royalties', 'import', report, '--store', 'spotify', '--period', '2026-01', '--post');
  return { artistId: artist.id, isrc };
}

/** The invitation e-mail's link, as the invited person clicks it. */
async function invitationLink(to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const link = (await mailbox(to)).map((m) => m.text.match(/https?:\/\/\S+\/team\/invitations\/[0-9a-f-]{36}\?token=[^\s)>"]+/)?.[0]).find(Boolean);
    if (link) return new URL(link).pathname + new URL(link).search;
    if (Date.now() > deadline) throw new Error(`no invitation mailed to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The invited person logs in to their own account, opens the e-mail's link, accepts and lands in the label's account. */
async function acceptInvitation(page: Page, email: string): Promise<void> {
  await artistLogin(page, email, process.env.E2E_ARTIST_PASSWORD!);
  await page.waitForURL((url) => url.pathname === '/artist/dashboard', { timeout: 15_000 });
  await page.goto(await invitationLink(email));
  await page.getByTestId('invitation-summary').waitFor();
  await page.getByTestId('invitation-accept').click();
  await page.waitForURL((url) => url.pathname === '/artist/dashboard', { timeout: 15_000 });
  await page.getByTestId('account-switcher-name').filter({ hasText: 'E2E label' }).waitFor({ timeout: 15_000 });
}

async function apiAs(page: Page, method: 'POST' | 'PUT', url: string, data: unknown): Promise<{ status: number; code?: string }> {
  const token = await page.evaluate(() => localStorage.getItem('artist_token'));
  const answer = await page.request.fetch(url, { method, data: data as Record<string, unknown>, headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() } });
  const body = (await answer.json().catch(() => ({}))) as { code?: string };
  return { status: answer.status(), code: body.code };
}

describe('teams: a label with a manager and a finance member, each within their role', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('invites, acts by role, names who did what and hands the label a statement per artist', async () => {
    const { artistId, isrc } = await labelWithEarnings();

    // The owner invites a manager and a finance member.
    const owner = (await openPageAt(browser, 'desktop', 'en')).page;
    await artistLogin(owner, OWNER, process.env.E2E_ARTIST_PASSWORD!);
    await owner.waitForURL((url) => url.pathname === '/artist/dashboard', { timeout: 15_000 });
    await owner.getByTestId('sidebar-team').click();
    await owner.getByTestId('team-page').waitFor();
    for (const [email, role] of [[MANAGER, 'manager'], [FINANCE, 'finance']] as const) {
      await owner.getByTestId('team-invite-email').fill(email);
      await owner.getByTestId('team-invite-role').selectOption(role);
      await owner.getByTestId('team-invite-submit').click();
      await owner.getByTestId('team-invitation-row').filter({ hasText: email }).waitFor();
    }
    expect(await owner.getByTestId('team-seats').innerText()).toContain('3');
    await checkScreen(owner, 'teams-owner-invited-desktop-en');

    // The manager accepts, makes a release in the label's account and submits it.
    const manager = (await openPageAt(browser, 'desktop', 'en')).page;
    await acceptInvitation(manager, MANAGER);
    const title = `Harbour Crew ${Date.now() % 100_000}`;
    const today = new Date().toISOString().slice(0, 10);
    await manager.goto('/artist/releases');
    await manager.getByTestId('releases-new').click();
    await manager.waitForURL((url) => /^\/artist\/release\/[0-9a-f-]{36}$/.test(url.pathname), { timeout: 15_000 });
    const releaseId = manager.url().split('/').pop()!;
    await manager.getByTestId('album-title').fill(title);
    await manager.getByTestId('primary-new-artist').click();
    await manager.getByTestId('primary-new-artist-name').fill('Kai Moreno');
    await manager.getByTestId('primary-new-artist-save').click();
    await manager.getByText('Artist added to your directory.').waitFor();
    await manager.waitForFunction(() => Boolean(document.querySelector<HTMLSelectElement>('[data-testid="album-primary_artist_id"]')?.value));
    await manager.getByTestId('album-release_date').fill(today);
    await manager.getByTestId('album-release_type').selectOption('Single');
    await manager.getByTestId('album-next').click();
    await manager.getByTestId('tracks-step').waitFor();
    await manager.getByTestId('tracks-file-input').setInputFiles({ name: 'Harbour Crew.wav', mimeType: 'audio/wav', buffer: wavTone(3) });
    await manager.getByTestId('track-item').first().waitFor({ timeout: 30_000 });
    await manager.getByTestId('tracks-next').click();
    await manager.getByTestId('artwork-step').waitFor();
    await manager.getByTestId('artwork-file').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: gradientPng(3000) });
    await manager.getByTestId('artwork-upload').click();
    await manager.getByText('Artwork uploaded.').waitFor({ timeout: 30_000 });
    await manager.getByTestId('distribution-form').waitFor({ timeout: 15_000 });
    await manager.getByTestId('dist-stores-none').click();
    await manager.getByTestId('dist-store-check-spotify').check();
    await manager.getByTestId('dist-next').click();
    await manager.getByTestId('preview-step').waitFor();
    await manager.getByTestId('preview-next').click();
    await manager.getByTestId('submit-release').click();
    await manager.getByText('Release submitted for review.').waitFor({ timeout: 15_000 });
    const [made] = await sql<{ user_id: string; status: string }>('SELECT r.user_id, r.status FROM releases r WHERE r.id = $1', [releaseId]);
    const [label] = await sql<{ id: string }>('SELECT id FROM users WHERE email = $1', [OWNER]);
    expect(made).toEqual({ user_id: label.id, status: 'pending' });

    // No money for a manager: no Wallet in the menu, the page refuses, and so does the API.
    expect(await manager.getByTestId('artist-sidebar').locator('a[href="/artist/wallet"]').count()).toBe(0);
    await manager.goto('/artist/wallet');
    await manager.getByTestId('role-forbidden').getByText('Your role does not allow this.').waitFor();
    await checkScreen(manager, 'teams-manager-wallet-refused-desktop-en');
    expect(await apiAs(manager, 'POST', '/api/artist/wallet/payouts', { amount: 25, method: 'paypal', destination: 'manager@example.com' })).toEqual({
      status: 403,
      code: 'role_forbidden',
    });

    // The finance member, on a phone: requests a payout from the label's wallet, but may not edit the release.
    const finance = (await openPageAt(browser, 'phone', 'en')).page;
    await acceptInvitation(finance, FINANCE);
    await finance.goto('/artist/wallet');
    await finance.getByTestId('wallet-balance').filter({ hasText: 'EUR 40.00' }).waitFor({ timeout: 15_000 });
    await finance.getByTestId('payout-amount-input').fill('25,00');
    await finance.getByTestId('payout-method').selectOption('paypal');
    await finance.getByTestId('payout-destination').fill('label.finance@example.com');
    // The label's tax form is on file; the finance member confirms with a code mailed to them.
    await fileW8benFor(OWNER);
    const mailBefore = await lastMailId(FINANCE);
    await finance.getByTestId('payout-submit').click();
    await confirmStepUp(finance, FINANCE, mailBefore);
    await finance.getByText('Payout requested successfully.').waitFor();
    await checkScreen(finance, 'teams-finance-payout-phone-en');
    await finance.goto(`/artist/release/${releaseId}`);
    await finance.getByTestId('role-forbidden').waitFor();
    expect(await apiAs(finance, 'PUT', `/api/artist/releases/${releaseId}`, { title: 'Renamed by finance' })).toEqual({ status: 403, code: 'role_forbidden' });
    const [payout] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM payout_requests WHERE user_id = $1`, [label.id]);
    expect(payout.n).toBe(1);
    expect((await sql<{ title: string }>('SELECT title FROM releases WHERE id = $1', [releaseId]))[0].title).toBe(title);

    // The owner's activity page names who did what, with their role.
    await owner.goto('/account/log');
    await owner.getByTestId('account-log-page').waitFor();
    const sentences = owner.getByTestId('log-sentence');
    await sentences.filter({ hasText: 'E2E labelmanager' }).filter({ hasText: title }).first().waitFor({ timeout: 15_000 });
    expect(await sentences.filter({ hasText: 'E2E labelmanager' }).first().innerText()).toContain('(manager)');
    expect(await sentences.filter({ hasText: 'E2E labelfinance' }).first().innerText()).toContain('(finance)');
    await checkScreen(owner, 'teams-owner-activity-desktop-en');

    // The owner downloads the label statement of the artist who earned.
    await owner.getByTestId('sidebar-label-reports').click();
    await owner.getByTestId('label-reports-page').waitFor();
    const row = owner.getByTestId('label-report-row').filter({ hasText: 'Nova Lane' });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain('EUR 40.00');
    await row.getByTestId('label-report-statement').click();
    await owner.getByTestId('label-statement-page').waitFor();
    expect(owner.url()).toContain(`/artist/label-reports/${artistId}/statement`);
    await checkScreen(owner, 'teams-label-statement-desktop-en');
    const [download] = await Promise.all([owner.waitForEvent('download'), owner.getByTestId('label-statement-csv').click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('Night Ferry');
    expect(csv).toMatch(/Spotify/);
    expect(csv).toContain('40.00');
    expect(isrc).toMatch(/^PTE2L26/);
  }, 300_000);
});
