import { randomBytes } from 'node:crypto';
import { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from './support/browser';
import { adminLogin, artistLogin } from './support/flows';
import { lastMailId, mailbox } from './support/mailbox';
import { checkScreen, openPageAt } from './support/visual';

// Live chat and e-mail into tickets, end to end: an artist opens the chat from the launcher and writes; a staff
// member in another browser context finds it in the back office's Chats and answers; both see the other's messages
// and typing within a second. The artist closes the tab, staff answer again, and the chat becomes a ticket whose
// answer is e-mailed with a signed Reply-To; the artist's mail client answers that address (the journey posts the
// raw message to the inbound endpoint as a provider would) and the reply shows in the ticket thread on both sides,
// without the quoted history.
const ARTIST = 'e2e.chat@soundpost.local';
const ARTIST_NAME = 'E2E chat';
const STAFF = 'e2e.staff16@soundpost.local';
// The inbound endpoint's secret in development and test (README: INBOUND_EMAIL_SECRET).
const INBOUND_SECRET = 'dev-inbound-secret';
// "Within a second": each wait allows a little over it for the browser's own work, and fails the journey beyond.
const LIVE_MS = 1_500;

/** What the artist's mail client sends back: the answer on top, the e-mail it answers quoted below. */
function mailReply(from: string, to: string, subject: string, answer: string, quoted: string): string {
  const date = new Date().toUTCString().replace('GMT', '+0000');
  return [
    `From: ${ARTIST_NAME} <${from}>`,
    `To: ${to}`,
    `Subject: Re: ${subject}`,
    `Date: ${date}`,
    `Message-ID: <${randomBytes(8).toString('hex')}@mail.example.com>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    answer,
    '',
    `On ${date}, Soundpost Support <support@soundpost.local> wrote:`,
    ...quoted.split('\n').map((line) => `> ${line}`),
    '',
  ].join('\r\n');
}

describe('live chat between an artist and staff, then e-mail into the ticket', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  /** Waits at most LIVE_MS for `locator`, naming what did not arrive in time. */
  async function live(locator: Locator, what: string): Promise<void> {
    await locator.waitFor({ timeout: LIVE_MS }).catch(() => {
      throw new Error(`${what} did not show within ${LIVE_MS} ms`);
    });
  }

  const message = (page: Page, text: string): Locator => page.getByTestId('chat-message').filter({ hasText: text });
  const staffMessage = (page: Page, text: string): Locator => page.getByTestId('admin-chat-message').filter({ hasText: text });

  it('chats live both ways, then the answer after the artist left threads back from e-mail', async () => {
    // The artist opens the chat from the launcher and writes.
    const artistTab = await openPageAt(browser, 'desktop', 'en');
    const artist = artistTab.page;
    await artistLogin(artist, ARTIST, process.env.E2E_ARTIST_PASSWORD!);
    await artist.waitForURL((url) => url.pathname === '/artist/dashboard', { timeout: 15_000 });
    await artist.getByTestId('chat-launcher').click();
    const panel = artist.getByTestId('chat-panel');
    await panel.waitFor();
    const question = 'Hello! My release has been in review for a week. Is something missing?';
    await artist.getByTestId('chat-input').fill(question);
    await artist.getByTestId('chat-send').click();
    await message(artist, question).waitFor();

    // Staff, in their own browser, find the chat in Chats and open it.
    const staffTab = await openPageAt(browser, 'desktop', 'en');
    const staff = staffTab.page;
    await adminLogin(staff, STAFF, process.env.E2E_STAFF_PASSWORD!);
    await staff.goto('/admin/chats');
    const row = staff.locator('[data-testid^="chat-row-"]').filter({ hasText: ARTIST_NAME }).first();
    await row.waitFor();
    const chatId = (await row.getAttribute('data-testid'))!.replace('chat-row-', '');
    await row.click();
    const staffInput = staff.getByTestId('admin-chat-input');
    await staffInput.waitFor();
    await staffMessage(staff, question).waitFor();

    // Staff type: the artist sees it within a second; staff send: the artist reads the answer within a second.
    const answer = 'Hi! I am looking at it now: the artwork is 2000 px wide, and stores want 3000 px.';
    await staffInput.pressSequentially('Hi! I am', { delay: 20 });
    await live(artist.getByTestId('chat-typing'), "the staff member's typing indicator on the artist's panel");
    await staffInput.fill(answer);
    await staff.getByTestId('admin-chat-send').click();
    await live(message(artist, answer), "the staff answer on the artist's panel");
    expect(await message(artist, answer).getAttribute('data-from')).toBe('staff');

    // And the other way round.
    const followUp = 'Thanks, I will upload a new cover tonight.';
    await artist.getByTestId('chat-input').pressSequentially('Thanks,', { delay: 20 });
    await live(staff.getByTestId('admin-chat-typing'), "the artist's typing indicator in the back office");
    await artist.getByTestId('chat-input').fill(followUp);
    await artist.getByTestId('chat-send').click();
    await live(staffMessage(staff, followUp), "the artist's message in the back office");
    expect(artistTab.errors).toEqual([]);

    await checkScreen(artist, 'chat-panel-desktop-en');
    await checkScreen(staff, 'admin-chat-desktop-en');

    // The same screens on a phone, signed in with the same sessions (codes are throttled per address).
    const artistToken = await artist.evaluate(() => localStorage.getItem('artist_token'));
    const staffToken = await staff.evaluate(() => localStorage.getItem('admin_token'));
    const artistPhone = (await openPageAt(browser, 'phone', 'en')).page;
    await artistPhone.context().addInitScript((t) => localStorage.setItem('artist_token', t ?? ''), artistToken);
    await artistPhone.goto('/artist/dashboard');
    await artistPhone.getByTestId('chat-launcher').click();
    await message(artistPhone, followUp).waitFor();
    await checkScreen(artistPhone, 'chat-panel-phone-en');
    await artistPhone.context().close();
    const staffPhone = (await openPageAt(browser, 'phone', 'en')).page;
    await staffPhone.context().addInitScript((t) => localStorage.setItem('admin_token', t ?? ''), staffToken);
    await staffPhone.goto(`/admin/chats/${chatId}/show`);
    await staffPhone.getByTestId('admin-chat-input').waitFor();
    await staffMessage(staffPhone, followUp).waitFor();
    await checkScreen(staffPhone, 'admin-chat-phone-en');
    await staffPhone.context().close();

    // The artist closes the tab; once the back office knows they left, staff answer again.
    await artist.close();
    const api = async (path: string) => {
      const res = await fetch(`${baseUrl()}/api${path}`, { headers: { Authorization: `Bearer ${staffToken}` } });
      expect(res.status).toBe(200);
      return (await res.json()) as { artist_online: boolean; ticket_id: string | null; ticket_number: number | null; status: string };
    };
    const deadline = Date.now() + 10_000;
    while ((await api(`/admin/chats/${chatId}`)).artist_online) {
      if (Date.now() > deadline) throw new Error('the back office still sees the artist online 10 s after the tab closed');
      await new Promise((r) => setTimeout(r, 200));
    }
    const mailsBefore = await lastMailId(ARTIST);
    const lateAnswer = 'The new cover is in and the release is back in review.\nWe will tell you as soon as it is live.';
    await staffInput.fill(lateAnswer);
    await staff.getByTestId('admin-chat-send').click();

    // The chat became a ticket, and its answer reached the artist by e-mail with a reply address.
    await staffMessage(staff, 'The new cover is in').waitFor();
    let chat = await api(`/admin/chats/${chatId}`);
    for (const until = Date.now() + 10_000; chat.status !== 'ended' && Date.now() < until; chat = await api(`/admin/chats/${chatId}`)) await new Promise((r) => setTimeout(r, 200));
    expect(chat.status).toBe('ended');
    expect(chat.ticket_id).toBeTruthy();
    const ticketId = chat.ticket_id!;
    let mail: Awaited<ReturnType<typeof mailbox>>[number] | undefined;
    for (const until = Date.now() + 15_000; !mail; ) {
      mail = (await mailbox(ARTIST)).find((m) => m.id > mailsBefore && (m as { reply_to?: string | null }).reply_to);
      if (!mail && Date.now() > until) throw new Error(`no e-mail with the staff answer reached ${ARTIST}`);
      if (!mail) await new Promise((r) => setTimeout(r, 200));
    }
    const replyTo = (mail as { reply_to?: string | null }).reply_to;
    expect(replyTo).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(mail!.text).toContain('The new cover is in and the release is back in review.');

    // The artist answers from their mail client: the provider forwards the raw message to the inbound endpoint.
    const emailAnswer = 'Great, thank you! The cover is 3000 px now.';
    const raw = mailReply(ARTIST, replyTo!, mail!.subject, emailAnswer, mail!.text);
    const inbound = await fetch(`${baseUrl()}/api/support/inbound-email`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${INBOUND_SECRET}`, 'Content-Type': 'message/rfc822' },
      body: raw,
    });
    expect(inbound.status).toBe(202);

    // The reply is in the ticket thread on the artist's support page, without the quoted e-mail.
    const supportPage = await artist.context().newPage();
    await supportPage.goto(`/artist/support?ticket=${ticketId}`);
    const mine = supportPage.getByTestId(`ticket-${ticketId}`);
    const fromMail = mine.getByTestId('thread-reply').filter({ hasText: emailAnswer });
    await fromMail.waitFor();
    expect((await fromMail.getByTestId('message-text').textContent())?.trim()).toBe(emailAnswer);
    expect(await mine.innerText()).not.toContain('wrote:');
    await checkScreen(supportPage, 'chat-ticket-artist-desktop-en');

    // And in the back office's ticket.
    await staff.goto('/admin/tickets');
    await staff.getByTestId('tickets-search').fill(ARTIST);
    await staff.getByTestId(`ticket-row-${ticketId}`).click();
    const thread = staff.getByTestId('ticket-thread');
    const staffSees = thread.getByTestId('thread-text').filter({ hasText: emailAnswer });
    await staffSees.waitFor();
    expect((await staffSees.textContent())?.trim()).toBe(emailAnswer);
    expect(await thread.innerText()).not.toContain('wrote:');
    await checkScreen(staff, 'chat-ticket-admin-desktop-en');
    // Two sign-ins with e-mailed codes, two live sides and a dozen screens.
  }, 240_000);
});
