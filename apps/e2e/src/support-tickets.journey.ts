import { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { adminLogin, artistLogin } from './support/flows';
import { checkScreen, openPageAt } from './support/visual';

// The help desk end to end: an artist opens a ticket with a screenshot attached; staff find it in
// /admin/tickets and answer it; the artist's bell shows the answer, the notification opens the
// ticket, the artist replies; staff close it; the artist's dashboard counters follow.
const ARTIST = 'e2e.support@soundpost.local';
const STAFF = 'e2e.staff9@soundpost.local';

describe('support tickets between an artist and staff', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  async function counters(page: Page): Promise<{ total: string; open: string }> {
    await page.goto('/artist/dashboard');
    await page.getByTestId('stat-total_tickets').waitFor();
    return { total: (await page.getByTestId('stat-total_tickets').innerText()).trim(), open: (await page.getByTestId('stat-open_tickets').innerText()).trim() };
  }

  it('opens, answers, replies, closes, and the counters follow', async () => {
    const artist = (await openPageAt(browser, 'desktop', 'en')).page;
    // A clock the journey can move, so "within a poll" is checked without waiting a real minute.
    await artist.clock.install();
    await artistLogin(artist, ARTIST, process.env.E2E_ARTIST_PASSWORD!);
    await artist.waitForURL((url) => url.pathname === '/artist/dashboard', { timeout: 15_000 });
    expect(await counters(artist)).toEqual({ total: '0', open: '0' });

    // A real screenshot of what the artist sees, attached to the ticket.
    const screenshot = await artist.screenshot({ type: 'png' });
    await artist.goto('/artist/support');
    await artist.getByTestId('tickets-empty').waitFor();
    await artist.getByTestId('ticket-subject-input').fill('My dashboard looks wrong');
    await artist.getByTestId('ticket-priority-select').selectOption('medium');
    await artist.getByTestId('ticket-message-input').fill('The counters are empty.\nScreenshot attached.');
    await artist.getByTestId('ticket-files').setInputFiles({ name: 'dashboard.png', mimeType: 'image/png', buffer: screenshot });
    await artist.getByTestId('ticket-create').click();
    await artist.getByText('Ticket created successfully.').waitFor();
    await artist.locator('li.support-ticket', { hasText: 'My dashboard looks wrong' }).waitFor();
    const ticketId = (await artist.locator('li.support-ticket').first().getAttribute('data-testid'))!.replace('ticket-', '');
    await checkScreen(artist, 'support-desktop-en');
    expect(await counters(artist)).toEqual({ total: '1', open: '1' });

    // Staff find it by the artist's e-mail, see the screenshot and answer.
    const staff = (await openPageAt(browser, 'desktop', 'en')).page;
    await adminLogin(staff, STAFF, process.env.E2E_STAFF_PASSWORD!);
    await staff.goto('/admin/tickets');
    await staff.getByTestId('tickets-search').fill(ARTIST);
    const row = staff.getByTestId(`ticket-row-${ticketId}`);
    await row.waitFor();
    expect(await row.innerText()).toContain('My dashboard looks wrong');
    await checkScreen(staff, 'admin-tickets-desktop-en');
    await row.click();
    const thread = staff.getByTestId('ticket-thread');
    await thread.getByTestId('thread-subject').waitFor();
    expect(await thread.getByTestId('thread-text').first().textContent()).toBe('The counters are empty.\nScreenshot attached.');
    const href = (await thread.getByTestId('thread-attachment').getAttribute('href'))!;
    const file = await staff.request.get(href);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 8).equals(screenshot.subarray(0, 8))).toBe(true);
    await thread.getByTestId('thread-reply').fill('Thanks! Refresh the dashboard once more.\nSupport');
    await thread.getByTestId('thread-send').click();
    await staff.getByText('Reply sent.').waitFor();
    await checkScreen(staff, 'admin-ticket-thread-desktop-en');

    // The artist's bell, left open on the support page, shows it at its next poll (a minute later,
    // no reload); the notification opens the ticket, where the answer is, from Support.
    const badge = () => artist.evaluate(() => document.querySelector('[data-testid="notifications-badge"]')?.textContent?.trim() ?? '');
    expect(await badge()).toBe('');
    await artist.clock.fastForward('01:01');
    await artist.waitForFunction(() => document.querySelector('[data-testid="notifications-badge"]')?.textContent?.trim() === '1', undefined, { timeout: 15_000 });
    await artist.goto('/account/notifications');
    await artist.getByTestId('notification-title').filter({ hasText: 'Support answered ticket' }).first().waitFor();
    await artist.getByTestId('notification-open').first().click();
    await artist.waitForURL((url) => url.pathname === '/artist/support' && url.searchParams.get('ticket') === ticketId);
    const mine = artist.getByTestId(`ticket-${ticketId}`);
    const answer = mine.getByTestId('thread-reply').last();
    await answer.waitFor();
    expect(await answer.getByTestId('message-author').innerText()).toBe('Support');
    expect(await answer.getByTestId('message-text').textContent()).toBe('Thanks! Refresh the dashboard once more.\nSupport');
    expect(await mine.getByTestId('ticket-status').innerText()).toBe('In progress');
    await mine.getByTestId('reply-message').fill('That fixed it, thank you.');
    await mine.getByTestId('reply-send').click();
    await mine.getByTestId('thread-reply').filter({ hasText: 'That fixed it, thank you.' }).waitFor();

    // Staff see the reply and close the ticket.
    await staff.goto('/admin/tickets');
    await staff.getByTestId('tickets-search').fill(ARTIST);
    await staff.getByTestId(`ticket-row-${ticketId}`).click();
    await staff.getByTestId('ticket-thread').getByText('That fixed it, thank you.').waitFor();
    await staff.getByTestId('thread-close').click();
    await staff.getByText('Ticket closed.').waitFor();
    await staff.getByTestId('thread-reopen').waitFor();

    expect(await counters(artist)).toEqual({ total: '1', open: '0' });

    // The same page on a phone, in French, signed in with the same session (codes are throttled per address).
    const token = await artist.evaluate(() => localStorage.getItem('artist_token'));
    const phone = (await openPageAt(browser, 'phone', 'fr')).page;
    await phone.context().addInitScript((t) => localStorage.setItem('artist_token', t ?? ''), token);
    await phone.goto('/artist/support');
    await phone.getByText('Mes tickets').waitFor();
    await phone.getByTestId('ticket-toggle').first().click();
    const support = phone.getByTestId('thread-reply').first();
    await support.waitFor();
    expect(await support.getByTestId('message-author').innerText()).toBe('Assistance');
    await checkScreen(phone, 'support-phone-fr');
    // Two sign-ins with e-mailed codes and a dozen screens: longer than one page's journey.
  }, 240_000);
});
