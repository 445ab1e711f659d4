import { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { adminLogin, artistLogin } from './support/flows';
import { mailbox } from './support/mailbox';
import { gradientPng, wavTone } from './support/media';
import { checkScreen, openPageAt } from './support/visual';

// The heart of the product: an approved artist prepares a release through the six steps with a real
// WAV and a real 3000×3000 PNG and submits it; staff approve it with a comment; the artist sees
// Approved, gets the e-mail, and both dashboards count it.
describe('a release from the wizard to approval', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  const artistEmail = 'e2e.release@soundpost.local';
  const title = `Northern Lights ${Date.now().toString(36)}`;

  const STEPS = ['album_info', 'track_upload', 'artwork', 'distribution', 'preview', 'delivered'] as const;

  /**
   * Issue 25: opening every step of an empty draft ticks none of them and leaves the progress at 0%;
   * Submit is disabled and lists what is missing, each entry opening its step. Stores are not missing:
   * the draft starts with the plan's.
   */
  async function expectEmptyDraft(page: Page, label: string): Promise<void> {
    for (const step of STEPS) {
      await page.getByTestId(`wizard-step-${step}`).click();
      await page.getByTestId(`wizard-panel-${step}`).waitFor({ timeout: 15_000 });
      const done = await page.locator('.wizard-steps__item[data-done="true"]').count();
      expect({ label, step, done }).toEqual({ label, step, done: 0 });
    }
    expect(await page.getByTestId('wizard-progress').getAttribute('aria-valuenow')).toBe('0');
    await page.getByTestId('submit-missing').waitFor({ timeout: 15_000 });
    await page.getByTestId('submit-blocked-hint').waitFor();
    expect(await page.getByTestId('submit-release').isDisabled()).toBe(true);
    const blocked = await page.getByTestId('submit-blocker').evaluateAll((items) => [...new Set(items.map((li) => li.getAttribute('data-step')))].sort());
    expect({ label, blocked }).toEqual({ label, blocked: ['album_info', 'artwork', 'track_upload'] });
    await checkScreen(page, `release-${label}-empty-draft-submit`);
    await page.getByTestId('submit-fix-artwork').first().click();
    await page.getByTestId('artwork-step').waitFor({ timeout: 15_000 });
  }

  async function statCard(page: Page, stat: string): Promise<number> {
    const card = page.getByTestId(`stat-${stat}`);
    await card.waitFor();
    return Number((await card.innerText()).match(/\d+/)?.[0] ?? NaN);
  }

  it('creates, submits, gets approved and is counted', async () => {
    const { page } = await openPage(browser);
    await artistLogin(page, artistEmail, process.env.E2E_ARTIST_PASSWORD!);
    await page.waitForURL((url) => url.pathname === '/artist/dashboard', { timeout: 15_000 });
    expect(await statCard(page, 'total_releases')).toBe(0);

    // Step 0: the releases list, + New Release creates the draft.
    await page.goto('/artist/releases');
    await page.getByTestId('releases-new').click();
    await page.waitForURL((url) => /^\/artist\/release\/[0-9a-f-]{36}$/.test(url.pathname), { timeout: 15_000 });
    const releaseId = page.url().split('/').pop()!;
    // The header names the release by its short number, never by its id.
    expect(await page.getByTestId('wizard-release-id').innerText()).toMatch(/^Release #\d{4,}/);
    expect(await page.getByTestId('wizard-release-id').innerText()).not.toContain(releaseId);

    // The empty draft is done nowhere, on a desktop in English and on a phone in French.
    await expectEmptyDraft(page, 'desktop-en');
    const token = await page.evaluate(() => localStorage.getItem('artist_token'));
    const phone = (await openPageAt(browser, 'phone', 'fr')).page;
    await phone.context().addInitScript((t) => localStorage.setItem('artist_token', t ?? ''), token);
    await phone.goto(`/artist/release/${releaseId}`);
    await phone.getByTestId('wizard-release-id').waitFor({ timeout: 15_000 });
    await expectEmptyDraft(phone, 'phone-fr');
    await phone.context().close();
    await page.getByTestId('wizard-step-album_info').click();
    await page.getByTestId('wizard-panel-album_info').waitFor({ timeout: 15_000 });

    // Step 1: album info, with the primary artist created in the directory on the way.
    await page.getByTestId('album-title').fill(title);
    await page.getByTestId('primary-new-artist').click();
    await page.getByTestId('primary-new-artist-name').fill('Aurora Vale');
    await page.getByTestId('primary-new-artist-save').click();
    await page.getByText('Artist added to your directory.').waitFor();
    await page.waitForFunction(() => {
      const select = document.querySelector<HTMLSelectElement>('[data-testid="album-primary_artist_id"]');
      return Boolean(select?.value);
    });
    await page.getByTestId('album-release_date').fill('2027-03-05');
    await page.getByTestId('album-release_type').selectOption('Single');
    await page.getByTestId('album-next').click();
    await page.getByTestId('tracks-step').waitFor();

    // Step 2: a real WAV, uploaded with a progress bar; its metadata is read by the server.
    await page.getByTestId('tracks-file-input').setInputFiles({ name: 'Northern Lights.wav', mimeType: 'audio/wav', buffer: wavTone(3) });
    const track = page.getByTestId('track-item').first();
    await track.waitFor({ timeout: 30_000 });
    expect(await track.innerText()).toContain('Northern Lights');
    const trackId = (await track.getAttribute('data-track-id'))!;
    await page.getByTestId('tracks-next').click();

    // Step 3: a generated 3000×3000 PNG.
    await page.getByTestId('artwork-step').waitFor();
    await page.getByTestId('artwork-file').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: gradientPng(3000) });
    await page.getByTestId('artwork-upload').click();
    await page.getByText('Artwork uploaded.').waitFor({ timeout: 30_000 });

    // Step 4: distribution to one store.
    await page.getByTestId('distribution-form').waitFor({ timeout: 15_000 });
    await page.getByTestId('dist-store-check-spotify').check();
    await page.getByTestId('dist-next').click();

    // Step 5: preview shows what the stores receive.
    await page.getByTestId('preview-step').waitFor();
    expect(await page.getByTestId('preview-step').innerText()).toContain(title);
    await page.getByTestId('preview-next').click();

    // Step 6: submit.
    await page.getByTestId('submit-release').click();
    await page.getByText('Release submitted for review.').waitFor({ timeout: 15_000 });
    await page.getByTestId('wizard-delivered').waitFor();

    // A submitted (pending) release is still editable: the full track editor saves and shows the time.
    await page.goto(`/artist/release/${releaseId}/tracks/${trackId}`);
    await page.getByTestId('track-editor-page').waitFor();
    await page.getByTestId('track-version').fill('Radio Edit');
    await page.getByTestId('track-save').click();
    await page.getByTestId('track-saved-at').waitFor();
    await page.getByTestId('track-editor-done').click();
    await page.waitForURL((url) => url.pathname === `/artist/release/${releaseId}`);

    // Staff approve it with a comment from the side panel.
    const mailsBefore = (await mailbox(artistEmail)).length;
    const staff = (await openPage(browser)).page;
    await adminLogin(staff, process.env.E2E_STAFF3_EMAIL!, process.env.E2E_STAFF_PASSWORD!);
    await staff.goto('/admin/releases');
    await staff.getByTestId('releases-search').fill(title);
    const row = staff.getByTestId(`release-row-${releaseId}`);
    await row.waitFor({ timeout: 15_000 });
    await row.click();
    await staff.getByTestId('release-drawer').waitFor();
    await staff.getByTestId('release-status-select').selectOption('approved');
    await staff.getByTestId('release-status-comment').fill('Lovely artwork, approved for delivery.');
    await staff.getByTestId('release-status-save').click();
    await staff.getByText('Release status updated.').waitFor();

    // The artist sees Approved, gets the e-mail with the comment, and the dashboard counts it.
    await page.goto('/artist/releases');
    const artistRow = page.getByTestId(`release-row-${releaseId}`);
    await artistRow.waitFor();
    expect(await artistRow.innerText()).toMatch(/Approved/i);
    const mails = await mailbox(artistEmail);
    expect(mails.length).toBeGreaterThan(mailsBefore);
    expect(mails[0]!.text).toContain(title);
    expect(mails[0]!.text).toContain('Lovely artwork, approved for delivery.');

    // The decision lands in the bell too, and its notification opens the release.
    await page.goto('/artist/dashboard');
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="notifications-badge"]')?.textContent?.trim()) >= 1, undefined, { timeout: 15_000 });
    await page.goto('/account/notifications');
    const decision = page.locator('li.notification').filter({ hasText: `Release "${title}": approved` });
    await decision.waitFor();
    expect(await decision.innerText()).toContain('Lovely artwork, approved for delivery.');
    await decision.getByTestId('notification-open').click();
    await page.waitForURL((url) => url.pathname === `/artist/releases/${releaseId}`);

    // The read-only pages show what the server stored: the ISRC given at upload, the audio's codec.
    await page.goto(`/artist/releases/${releaseId}`);
    await page.getByTestId(`release-detail-track-${trackId}`).waitFor();
    expect((await page.getByTestId('release-detail-upc').innerText()).replace(/\D/g, '')).toMatch(/^\d{12}$/); // given at submit
    await page.goto(`/artist/tracks/${trackId}`);
    await page.getByTestId('track-detail-fields').waitFor();
    expect((await page.getByTestId('track-detail-isrc').innerText()).replace(/[^A-Z0-9]/g, '')).toMatch(/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/);
    expect(await page.getByTestId('track-detail-fields').innerText()).toContain('Radio Edit');
    expect(await page.locator('audio').first().getAttribute('src')).toMatch(/\/api\/files\//);

    await page.goto('/artist/dashboard');
    expect(await statCard(page, 'total_releases')).toBe(1);
    expect(await statCard(page, 'approved_releases')).toBe(1);
    expect(await statCard(page, 'total_tracks')).toBe(1);

    // The Free plan allows one release: the next New Release shows the limit page with the upgrade link.
    await page.goto('/artist/releases');
    await page.getByTestId('releases-new').click();
    await page.getByTestId('release-limit-page').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('release-limit-upgrade').getAttribute('href')).toBe('/account/myplan');

    // Staff see every field on the release and track pages.
    await staff.goto(`/admin/releases/${releaseId}`);
    await staff.getByTestId(`release-track-link-${trackId}`).waitFor();
    expect(await staff.getByTestId('release-detail-title').innerText()).toContain(title);
    await staff.getByTestId(`release-track-link-${trackId}`).click();
    await staff.getByTestId('track-detail').waitFor();
    await staff.waitForFunction(() => /44100|44[.,]1/.test(document.querySelector('[data-testid="track-detail"]')?.textContent ?? ''));

    // The staff dashboard counts it among all releases.
    await staff.goto('/admin');
    const metric = staff.getByTestId('metric-total-releases');
    await metric.waitFor();
    expect(Number((await metric.innerText()).match(/\d+/)?.[0])).toBeGreaterThanOrEqual(1);
  });
});
