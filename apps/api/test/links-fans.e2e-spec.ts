import { JobsService } from '@soundpost/server-core/jobs';
import { LINKS_RELEASE_DAY_SCHEDULE } from '@soundpost/server-links';
import { DataSource } from 'typeorm';
import { acknowledgeAt, submittedRelease, type LinkedRelease } from './support/links-fixtures';
import { mailboxFor, type MailboxMessage } from './support/mailbox';
import { createTestApp, TestApp } from './test-app';

jest.setTimeout(90_000);

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The release's link (made on submit by the links domain; made here too if that listener is not wired in this build). */
async function slugOf(db: DataSource, release: LinkedRelease): Promise<string> {
  await db.query(
    `INSERT INTO release_links (release_id, user_id, slug) VALUES ($1, $2, $3) ON CONFLICT (release_id) DO NOTHING`,
    [release.releaseId, release.artist.id, `f-${release.releaseId.replace(/-/g, '')}`],
  );
  const [row] = await db.query(`SELECT slug FROM release_links WHERE release_id = $1`, [release.releaseId]);
  return row.slug;
}

const linkIn = (text: string, path: string): string => {
  const match = new RegExp(`https?://[^\\s"<>]+${path}/[A-Za-z0-9_-]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[0];
};
const pathOf = (url: string) => new URL(url).pathname;

describe('Smart links, "notify me on release day": double opt-in, one-click unsubscribe, the release-day e-mail once', () => {
  let t: TestApp;
  let db: DataSource;
  let presave: LinkedRelease;
  let slug: string;

  const notify = (email: string, headers: Record<string, string> = FORM, s = slug) =>
    fetch(`${t.url}/l/${s}/notify`, { method: 'POST', redirect: 'manual', headers, body: headers['content-type'] === 'application/json' ? JSON.stringify({ email }) : new URLSearchParams({ email }).toString() });
  const fans = (email: string) => db.query(`SELECT * FROM link_fans WHERE lower(email) = lower($1)`, [email]);
  const confirmations = async (email: string): Promise<MailboxMessage[]> => (await mailboxFor(t, email)).filter((m) => m.text.includes('/l/notify/confirm/'));

  beforeAll(async () => {
    // Generous per-IP limit: every request here comes from 127.0.0.1 (the limits have their own suite below).
    t = await createTestApp({ RATE_LIMIT_IP_CODE_SENDS: '1000' });
    db = t.app.get(DataSource);
    presave = await submittedRelease(t, { stores: ['spotify', 'deezer'], releaseDate: '2030-05-01', title: 'Paper Moons' });
    slug = await slugOf(db, presave);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('keeps a pending row and mails a confirmation link (in the fan\'s language) with a one-click unsubscribe; the link confirms', async () => {
    const res = await notify('Fan.One@Example.com', { ...FORM, 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('Consultez votre boîte de réception');

    const [row] = await fans('fan.one@example.com');
    expect(row).toMatchObject({ email: 'fan.one@example.com', language: 'fr', confirmed_at: null, notified_at: null });
    expect(row.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.unsubscribe_token_hash).toMatch(/^[0-9a-f]{64}$/);

    const [mail] = await confirmations('fan.one@example.com');
    expect(mail.subject).toContain('Paper Moons');
    expect(mail.subject).toMatch(/^Confirmez/);
    const confirm = linkIn(mail.text, '/l/notify/confirm');
    // Only the hash is stored: the token in the mail is not in the table.
    const token = confirm.split('/').pop() as string;
    expect(JSON.stringify(row)).not.toContain(token);
    const [outbox] = await db.query(`SELECT list_unsubscribe FROM mail_outbox WHERE to_address = 'fan.one@example.com'`);
    expect(outbox.list_unsubscribe).toBe(linkIn(mail.text, '/l/notify/unsubscribe'));

    // Opening the link (or a mail scanner's prefetch) only shows the button; pressing it confirms.
    const opened = await fetch(t.url + pathOf(confirm));
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain(`action="${pathOf(confirm)}"`);
    expect((await fans('fan.one@example.com'))[0].confirmed_at).toBeNull();
    const confirmed = await fetch(t.url + pathOf(confirm), { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Paper Moons');
    const [after] = await fans('fan.one@example.com');
    expect(after.confirmed_at).not.toBeNull();

    for (const method of ['GET', 'POST']) {
      const bogus = await fetch(`${t.url}/l/notify/confirm/${'x'.repeat(43)}`, { method });
      expect(bogus.status).toBe(404);
      expect(bogus.headers.get('content-type')).toContain('text/html');
    }
  });

  it('answers a repeat the same way but never duplicates: one row, no new mail while pending (10 min) or once confirmed, one re-send after', async () => {
    const first = await notify('repeat@example.com');
    const firstPage = await first.text();
    expect((await confirmations('repeat@example.com')).length).toBe(1);

    const again = await notify('REPEAT@example.com');
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(firstPage);
    expect((await fans('repeat@example.com')).length).toBe(1);
    expect((await confirmations('repeat@example.com')).length).toBe(1);

    // Ten minutes later a pending address gets its confirmation again, with a new token.
    await db.query(`UPDATE link_fans SET created_at = now() - interval '11 minutes' WHERE email = 'repeat@example.com'`);
    await notify('repeat@example.com');
    const sent = await confirmations('repeat@example.com');
    expect(sent.length).toBe(2);
    expect(linkIn(sent[0].text, '/l/notify/confirm')).not.toBe(linkIn(sent[1].text, '/l/notify/confirm'));
    // The older link stopped working; the newer one confirms.
    expect((await fetch(t.url + pathOf(linkIn(sent[1].text, '/l/notify/confirm')), { method: 'POST' })).status).toBe(404);
    expect((await fetch(t.url + pathOf(linkIn(sent[0].text, '/l/notify/confirm')), { method: 'POST' })).status).toBe(200);

    // Confirmed: the same answer, no mail, even long after.
    await db.query(`UPDATE link_fans SET created_at = now() - interval '1 day' WHERE email = 'repeat@example.com'`);
    const confirmedAgain = await notify('repeat@example.com');
    expect(await confirmedAgain.text()).toBe(firstPage);
    expect((await confirmations('repeat@example.com')).length).toBe(2);
    expect((await fans('repeat@example.com')).length).toBe(1);
  });

  it('answers JSON to a JSON client', async () => {
    const res = await notify('json.fan@example.com', { 'content-type': 'application/json', accept: 'application/json' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: expect.stringContaining('Paper Moons') });
    expect((await fans('json.fan@example.com')).length).toBe(1);
  });

  it('refuses malformed and 10,000-character addresses with 422 (JSON with the field message, or the form again), never a 500', async () => {
    for (const email of ['not-an-email', 'a@b', `${'x'.repeat(10_000)}@example.com`, '', 'a@example.com\r\nBcc: victim@example.com']) {
      const json = await notify(email, { 'content-type': 'application/json', accept: 'application/json' });
      expect(json.status).toBe(422);
      const body = await json.json();
      expect(body.errors.email).toEqual(['Please enter a valid e-mail address.']);

      const page = await notify(email);
      expect(page.status).toBe(422);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain('Please enter a valid e-mail address.');
      expect(html).toContain(`action="/l/${slug}/notify"`);
    }
    const other = await fetch(`${t.url}/l/${slug}/notify`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ email: ['a@example.com'] }) });
    expect(other.status).toBe(422);
    expect(await db.query(`SELECT count(*)::int AS n FROM link_fans WHERE email NOT LIKE '%@example.com' OR length(email) > 254`)).toEqual([{ n: 0 }]);
  });

  it('answers 404 for an unknown slug and for a link that is not in its pre-save days', async () => {
    expect((await notify('nobody@example.com', FORM, 'no-such-link')).status).toBe(404);
    const waiting = await submittedRelease(t, { stores: ['spotify'], approve: false, title: 'Not Yet Approved' });
    expect((await notify('nobody@example.com', FORM, await slugOf(db, waiting))).status).toBe(404);
    expect((await fans('nobody@example.com')).length).toBe(0);
  });

  it('unsubscribes with one POST (RFC 8058 body or the page\'s button); the GET only shows the button', async () => {
    await notify('leaver@example.com');
    const [mail] = await confirmations('leaver@example.com');
    const unsubscribe = pathOf(linkIn(mail.text, '/l/notify/unsubscribe'));

    const page = await fetch(t.url + unsubscribe);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<form method="post" action="${unsubscribe}">`);
    expect((await fans('leaver@example.com')).length).toBe(1);

    const oneClick = await fetch(t.url + unsubscribe, { method: 'POST', headers: FORM, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect((await fans('leaver@example.com')).length).toBe(0);
    // Again: still fine, nothing left.
    expect((await fetch(t.url + unsubscribe, { method: 'POST', headers: FORM, body: 'List-Unsubscribe=One-Click' })).status).toBe(200);
    // The confirmation link of a fan who left does nothing.
    expect((await fetch(t.url + pathOf(linkIn(mail.text, '/l/notify/confirm')), { method: 'POST' })).status).toBe(404);

    // RFC 8058 allows the mail client's POST as multipart/form-data too.
    await notify('leaver.two@example.com');
    const [second] = await confirmations('leaver.two@example.com');
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const multipart = await fetch(t.url + pathOf(linkIn(second.text, '/l/notify/unsubscribe')), { method: 'POST', body: form });
    expect(multipart.status).toBe(200);
    expect((await fans('leaver.two@example.com')).length).toBe(0);
  });

  it('on release day e-mails each confirmed fan once with the store links and deletes every fan row; a second run sends nothing', async () => {
    const release = await submittedRelease(t, { stores: ['spotify', 'deezer'], releaseDate: '2030-06-01', title: 'Tidal Lights' });
    const s = await slugOf(db, release);
    for (const email of ['day.one@example.com', 'day.two@example.com', 'day.pending@example.com']) await notify(email, FORM, s);
    for (const email of ['day.one@example.com', 'day.two@example.com']) {
      const [mail] = await confirmations(email);
      expect((await fetch(t.url + pathOf(linkIn(mail.text, '/l/notify/confirm')), { method: 'POST' })).status).toBe(200);
    }
    const jobs = t.app.get(JobsService);
    const dayMails = async (email: string) => (await mailboxFor(t, email)).filter((m) => m.subject.includes('is out now'));

    // Before the date nothing is sent; only an address left unconfirmed for over a week goes.
    await notify('day.stale@example.com', FORM, s);
    await db.query(`UPDATE link_fans SET created_at = now() - interval '8 days' WHERE email = 'day.stale@example.com'`);
    await jobs.runNow(LINKS_RELEASE_DAY_SCHEDULE.name);
    expect(await dayMails('day.one@example.com')).toEqual([]);
    expect(await db.query(`SELECT count(*)::int AS n FROM link_fans f JOIN release_links l ON l.id = f.link_id WHERE l.slug = $1`, [s])).toEqual([{ n: 3 }]);
    expect(await fans('day.stale@example.com')).toEqual([]);

    // The date has come but no store lists it yet: the fans wait.
    await db.query(`UPDATE releases SET release_date = (now() AT TIME ZONE 'UTC')::date WHERE id = $1`, [release.releaseId]);
    await jobs.runNow(LINKS_RELEASE_DAY_SCHEDULE.name);
    expect(await dayMails('day.one@example.com')).toEqual([]);

    await acknowledgeAt(t, release.releaseId, 'spotify', { id: '2up3OPMp9Tb4dAKM2erWXQ' });
    await jobs.runNow(LINKS_RELEASE_DAY_SCHEDULE.name);
    await jobs.runNow(LINKS_RELEASE_DAY_SCHEDULE.name);

    for (const email of ['day.one@example.com', 'day.two@example.com']) {
      const mails = await dayMails(email);
      expect(mails.length).toBe(1);
      expect(mails[0].subject).toMatch(/^"Tidal Lights" by .+ is out now$/);
      expect(mails[0].text).toContain('Spotify: https://open.spotify.com/album/2up3OPMp9Tb4dAKM2erWXQ');
      expect(mails[0].text).toContain(`/l/${s}`);
      expect(mails[0].text).toContain('/l/notify/unsubscribe/');
    }
    const [outbox] = await db.query(`SELECT list_unsubscribe FROM mail_outbox WHERE to_address = 'day.one@example.com' AND subject LIKE '%is out now'`);
    expect(outbox.list_unsubscribe).toMatch(/\/l\/notify\/unsubscribe\/[A-Za-z0-9_-]+$/);
    expect(await dayMails('day.pending@example.com')).toEqual([]);
    // Every fan row of the link is gone: the mailed ones and the one who never confirmed.
    expect(await db.query(`SELECT email FROM link_fans WHERE email LIKE 'day.%'`)).toEqual([]);
    // The other link's fans (its date not come) are untouched.
    expect((await fans('fan.one@example.com')).length).toBe(1);
  });
});

describe('Smart links, "notify me" rate limits: per address and per client address', () => {
  let t: TestApp;
  let slug: string;

  const notify = (email: string) => fetch(`${t.url}/l/${slug}/notify`, { method: 'POST', headers: { ...FORM, accept: 'application/json' }, body: new URLSearchParams({ email }).toString() });

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_IP_CODE_SENDS: '6', LINKS_NOTIFY_PER_ADDRESS: '2' });
    const release = await submittedRelease(t, { stores: ['spotify'], releaseDate: '2030-05-01', title: 'Limits' });
    slug = await slugOf(t.app.get(DataSource), release);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('refuses a third request for one address within the hour, then the seventh from one client whatever the address (429 with Retry-After)', async () => {
    expect((await notify('limited@example.com')).status).toBe(200);
    expect((await notify('Limited@Example.com')).status).toBe(200);
    const third = await notify('limited@example.com');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);

    for (const n of [1, 2, 3]) expect((await notify(`other${n}@example.com`)).status).toBe(200);
    const seventh = await notify('other4@example.com');
    expect(seventh.status).toBe(429);
    expect(seventh.headers.get('retry-after')).toBeTruthy();
    const page = await fetch(`${t.url}/l/${slug}/notify`, { method: 'POST', headers: FORM, body: 'email=other5%40example.com' });
    expect(page.status).toBe(429);
    expect(page.headers.get('content-type')).toContain('text/html');
  });
});
