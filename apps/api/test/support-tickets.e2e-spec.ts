import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { JPG, newArtist, PDF, PNG } from './support/kyc-fixtures';
import { mailboxFor } from './support/mailbox';
import { approvedArtist, caller, newStaff } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

const SUPPORT = 'help-desk@soundpost.test';

/** A ticket or reply form with files in `attachments`. */
function form(fields: Record<string, string>, files: Array<{ bytes: Buffer; name: string; type?: string }>): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const f of files) body.append('attachments', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name);
  return body;
}

describe('Support tickets: the artist side (real app)', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  const post = async (path: string, token: string, body: FormData) => {
    const res = await t.api(`/api${path}`, { method: 'POST', token, body });
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: SUPPORT });
    db = t.app.get(DataSource);
    call = caller(t);
  });
  afterAll(() => t?.close());

  it('refuses calls without a token (401)', async () => {
    expect((await call('GET', '/artist/tickets')).status).toBe(401);
    expect((await call('POST', '/artist/tickets', undefined, { subject: 'a', message: 'b' })).status).toBe(401);
  });

  it('creates a ticket (priority low by default, text kept as written), lists My Tickets newest first and e-mails staff', async () => {
    const artist = await approvedArtist(t);
    const message = 'Line one\n<b>not bold</b>\n\n  indented line';
    const first = await call('POST', '/artist/tickets', artist.token, { subject: '  Where is my release?  ', message });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ subject: 'Where is my release?', message, priority: 'low', status: 'open', user_id: artist.id, replies: [], attachments: [] });
    expect(typeof first.body.number).toBe('number');
    const second = await call('POST', '/artist/tickets', artist.token, { subject: 'Payout', message: 'When?', priority: 'high' });
    expect(second.body.priority).toBe('high');

    const list = await call('GET', '/artist/tickets', artist.token);
    expect(list.status).toBe(200);
    expect(list.body.tickets.map((x: { ticket_id: string }) => x.ticket_id)).toEqual([second.body.ticket_id, first.body.ticket_id]);
    const [row] = await db.query('SELECT message, awaiting_staff_since FROM support_tickets WHERE id = $1', [first.body.ticket_id]);
    expect(row.message).toBe(message);
    expect(row.awaiting_staff_since).not.toBeNull();

    const mail = await mailboxFor(t, SUPPORT);
    const opened = mail.find((m) => m.subject === `New support ticket #${first.body.number}: Where is my release?`);
    expect(opened?.text).toContain(artist.email);
    expect(opened?.text).toContain('Line one\n<b>not bold</b>');
    expect(opened?.html).toContain('&lt;b&gt;not bold&lt;/b&gt;');
  });

  it('answers 422 with the spec messages for missing, blank or too long text', async () => {
    const artist = await approvedArtist(t);
    for (const body of [{ subject: '   ', message: 'x' }, { subject: 'x', message: ' \n ' }, { message: 'x' }]) {
      const res = await call('POST', '/artist/tickets', artist.token, body);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Subject and message are required.');
    }
    const long = await call('POST', '/artist/tickets', artist.token, { subject: 's'.repeat(201), message: 'x' });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ subject: ['Subject must be at most 200 characters.'] });
    const longMessage = await call('POST', '/artist/tickets', artist.token, { subject: 's', message: 'm'.repeat(10_001) });
    expect(longMessage.body.errors).toEqual({ message: ['Message must be at most 10,000 characters.'] });
    const exact = await call('POST', '/artist/tickets', artist.token, { subject: 's'.repeat(200), message: 'm'.repeat(10_000) });
    expect(exact.status).toBe(201);
    const priority = await call('POST', '/artist/tickets', artist.token, { subject: 's', message: 'm', priority: 'urgent' });
    expect(priority.body.errors).toEqual({ priority: ['Priority must be low, medium or high.'] });
    const [{ n }] = await db.query('SELECT count(*)::int AS n FROM support_tickets WHERE user_id = $1', [artist.id]);
    expect(n).toBe(1);
  });

  it("answers 404 on another artist's ticket, for reading and replying, and writes nothing", async () => {
    const owner = await approvedArtist(t);
    const other = await approvedArtist(t);
    const ticket = (await call('POST', '/artist/tickets', owner.token, { subject: 'Mine', message: 'Private' })).body;
    expect((await call('GET', `/artist/tickets/${ticket.ticket_id}`, other.token)).status).toBe(404);
    const reply = await call('POST', `/artist/tickets/${ticket.ticket_id}/reply`, other.token, { message: 'Hijack' });
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe('ticket_not_found');
    expect((await call('GET', '/artist/tickets/not-a-uuid', owner.token)).status).toBe(404);
    expect((await call('GET', '/artist/tickets', other.token)).body.tickets).toEqual([]);
    const [{ n }] = await db.query('SELECT count(*)::int AS n FROM ticket_replies WHERE ticket_id = $1', [ticket.ticket_id]);
    expect(n).toBe(0);
  });

  it('replies (non-empty), and a reply on a closed ticket reopens it and e-mails staff', async () => {
    const artist = await approvedArtist(t);
    const ticket = (await call('POST', '/artist/tickets', artist.token, { subject: 'Closed one', message: 'Hello' })).body;
    const empty = await call('POST', `/artist/tickets/${ticket.ticket_id}/reply`, artist.token, { message: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Reply cannot be empty.');

    await db.query(`UPDATE support_tickets SET status = 'closed', awaiting_staff_since = NULL WHERE id = $1`, [ticket.ticket_id]);
    const reply = await call('POST', `/artist/tickets/${ticket.ticket_id}/reply`, artist.token, { message: 'Still broken\nsorry' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ message: 'Still broken\nsorry', is_admin: false, user_id: artist.id });
    const mine = await call('GET', `/artist/tickets/${ticket.ticket_id}`, artist.token);
    expect(mine.body.status).toBe('open');
    expect(mine.body.replies.map((r: { message: string }) => r.message)).toEqual(['Still broken\nsorry']);
    const mail = await mailboxFor(t, SUPPORT);
    expect(mail.some((m) => m.subject === `Reply on ticket #${ticket.number}: Closed one` && m.text.includes('Still broken'))).toBe(true);
  });

  it('refuses replies on an archived ticket (409) and keeps it as it was', async () => {
    const artist = await approvedArtist(t);
    const ticket = (await call('POST', '/artist/tickets', artist.token, { subject: 'Old', message: 'Hello' })).body;
    await db.query(`UPDATE support_tickets SET status = 'archived' WHERE id = $1`, [ticket.ticket_id]);
    const res = await call('POST', `/artist/tickets/${ticket.ticket_id}/reply`, artist.token, { message: 'Anyone?' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'ticket_archived', message: 'This ticket is archived and can no longer be changed.' });
    const [row] = await db.query('SELECT status, (SELECT count(*)::int FROM ticket_replies WHERE ticket_id = $1) AS n FROM support_tickets WHERE id = $1', [ticket.ticket_id]);
    expect(row).toEqual({ status: 'archived', n: 0 });
  });

  it('takes up to 3 PNG, JPG or PDF attachments, private, shown to the owner and staff only', async () => {
    const artist = await approvedArtist(t);
    const staff = await newStaff(t);
    const res = await post(
      '/artist/tickets',
      artist.token,
      form({ subject: 'Screenshot', message: 'See\r\nattached', priority: 'medium' }, [
        { bytes: PNG, name: 'screen.png', type: 'image/png' },
        { bytes: JPG, name: 'photo.jpg' },
        { bytes: PDF, name: 'invoice.pdf' },
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.body.priority).toBe('medium');
    // A browser form sends line breaks as CRLF; the ticket keeps them as typed.
    expect(res.body.message).toBe('See\nattached');
    expect(res.body.attachments.map((a: { name: string; content_type: string }) => [a.name, a.content_type])).toEqual([
      ['screen.png', 'image/png'],
      ['photo.jpg', 'image/jpeg'],
      ['invoice.pdf', 'application/pdf'],
    ]);
    const url: string = res.body.attachments[0].url;
    expect(url).toMatch(/^\/api\/files\/.+\?expires=\d+&signature=/);
    const file = await t.api(url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    // Without the signature the private file is refused.
    expect((await t.api(url.split('?')[0])).status).not.toBe(200);
    const staffView = await call('GET', `/admin/tickets/${res.body.ticket_id}`, staff.token);
    expect(staffView.body.attachments).toHaveLength(3);

    const reply = await post(`/artist/tickets/${res.body.ticket_id}/reply`, artist.token, form({ message: 'One more' }, [{ bytes: PNG, name: 'again.png' }]));
    expect(reply.status).toBe(201);
    expect(reply.body.attachments.map((a: { name: string }) => a.name)).toEqual(['again.png']);
  });

  it('refuses attachments by content, by size and by count, keeping no file and no row', async () => {
    const artist = await approvedArtist(t);
    const count = async () => (await db.query('SELECT count(*)::int AS n FROM support_tickets WHERE user_id = $1', [artist.id]))[0].n;
    const root = t.config.storage.localRoot;
    const files = () =>
      fs.existsSync(root)
        ? fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && !path.relative(root, path.join(e.parentPath, e.name)).startsWith('.tmp')).length
        : 0;
    const before = files();

    const fake = await post('/artist/tickets', artist.token, form({ subject: 'x', message: 'y' }, [{ bytes: Buffer.from('MZ not an image at all'), name: 'evil.png', type: 'image/png' }]));
    expect(fake.status).toBe(422);
    expect(fake.body).toMatchObject({ code: 'invalid_file_type', message: 'Attachments must be PNG, JPG or PDF files.' });

    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 1)]);
    const tooBig = await post('/artist/tickets', artist.token, form({ subject: 'x', message: 'y' }, [{ bytes: big, name: 'big.png' }]));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('Each attachment must be 5 MB or smaller.');

    const four = await post('/artist/tickets', artist.token, form({ subject: 'x', message: 'y' }, [1, 2, 3, 4].map((i) => ({ bytes: PNG, name: `${i}.png` }))));
    expect(four.status).toBe(422);
    expect(four.body.message).toBe('Attach at most 3 files.');

    // Good files with a bad text: the files stored on the way are removed again.
    const blank = await post('/artist/tickets', artist.token, form({ subject: ' ', message: 'y' }, [{ bytes: PNG, name: 'ok.png' }]));
    expect(blank.status).toBe(422);
    expect(blank.body.message).toBe('Subject and message are required.');

    expect(await count()).toBe(0);
    expect(files()).toBe(before);
  });

  it('limits opening tickets to 10 an hour per artist (429 with a clear message)', async () => {
    const artist = await approvedArtist(t);
    for (let i = 0; i < 10; i++) expect((await call('POST', '/artist/tickets', artist.token, { subject: `T${i}`, message: 'm' })).status).toBe(201);
    const refused = await call('POST', '/artist/tickets', artist.token, { subject: 'T10', message: 'm' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('You have opened 10 tickets in the last hour. Please wait before opening another one.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another artist is counted apart.
    const other = await approvedArtist(t);
    expect((await call('POST', '/artist/tickets', other.token, { subject: 'Mine', message: 'm' })).status).toBe(201);
    const [{ n }] = await db.query('SELECT count(*)::int AS n FROM support_tickets WHERE user_id = $1', [artist.id]);
    expect(n).toBe(10);
  });

  it('keeps the dashboard counters on real tickets', async () => {
    const artist = await approvedArtist(t);
    const staff = await newStaff(t);
    const a = (await call('POST', '/artist/tickets', artist.token, { subject: 'A', message: 'm' })).body;
    await call('POST', '/artist/tickets', artist.token, { subject: 'B', message: 'm' });
    expect((await call('GET', '/artist/dashboard', artist.token)).body).toMatchObject({ total_tickets: 2, open_tickets: 2 });
    expect((await call('POST', `/admin/tickets/${a.ticket_id}/close`, staff.token)).status).toBe(200);
    expect((await call('GET', '/artist/dashboard', artist.token)).body).toMatchObject({ total_tickets: 2, open_tickets: 1 });
  });

  it('refuses an artist whose documents are not approved (403)', async () => {
    const artist = await newArtist(t);
    const res = await call('GET', '/artist/tickets', artist.token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('documents_not_approved');
  });
});
