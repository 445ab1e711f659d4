import { DataSource } from 'typeorm';
import { PNG } from './support/kyc-fixtures';
import { mailboxFor } from './support/mailbox';
import { approvedArtist, caller, newStaff, TestArtist } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

describe('Support tickets: the back office (real app)', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let staff: { id: string; token: string };
  let manager: { id: string; token: string };

  const open = async (artist: TestArtist, subject: string, message = 'Help', extra: Record<string, unknown> = {}) =>
    (await call('POST', '/artist/tickets', artist.token, { subject, message, ...extra })).body as { ticket_id: string; number: number };

  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: 'desk@soundpost.test' });
    db = t.app.get(DataSource);
    call = caller(t);
    staff = await newStaff(t, 'admin');
    manager = await newStaff(t, 'manager');
  });
  afterAll(() => t?.close());

  it('refuses the staff routes without a token (401) and to artists (403)', async () => {
    const artist = await approvedArtist(t);
    const ticket = await open(artist, 'Mine');
    expect((await call('GET', '/admin/tickets')).status).toBe(401);
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', '/admin/tickets'],
      ['GET', `/admin/tickets/${ticket.ticket_id}`],
      ['POST', `/admin/tickets/${ticket.ticket_id}/reply`, { message: 'x' }],
      ['PATCH', `/admin/tickets/${ticket.ticket_id}`, { status: 'closed' }],
      ['POST', `/admin/tickets/${ticket.ticket_id}/close`],
      ['POST', `/admin/tickets/${ticket.ticket_id}/reopen`],
      ['DELETE', `/admin/tickets/${ticket.ticket_id}`],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(method, path, artist.token, body);
      expect({ path, method, status: res.status, message: res.body.message }).toEqual({ path, method, status: 403, message: 'You do not have admin access.' });
    }
    const [row] = await db.query('SELECT status, (SELECT count(*)::int FROM ticket_replies WHERE ticket_id = $1) AS n FROM support_tickets WHERE id = $1', [ticket.ticket_id]);
    expect(row).toEqual({ status: 'open', n: 0 });
  });

  it('lists tickets with the status, priority, page and search filters (subject, message, artist name or e-mail)', async () => {
    const artist = await approvedArtist(t);
    await db.query(`UPDATE users SET name = 'Zanzibar Quartet' WHERE id = $1`, [artist.id]);
    const a = await open(artist, 'Royalty question', 'About March', { priority: 'high' });
    const b = await open(artist, 'Artwork refused', 'The cobalt-blue cover');
    await call('POST', `/admin/tickets/${b.ticket_id}/close`, staff.token);

    const all = await call('GET', '/admin/tickets?per_page=100', staff.token);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ current_page: 1, per_page: 100 });
    expect(all.body.total).toBe(all.body.meta.total);
    expect(all.headers.get('content-range')).toMatch(new RegExp(`^tickets 0-\\d+/${all.body.total}$`));
    const row = all.body.data.find((r: { ticket_id: string }) => r.ticket_id === a.ticket_id);
    expect(row).toMatchObject({ subject: 'Royalty question', priority: 'high', status: 'open', user: { id: artist.id, name: 'Zanzibar Quartet', email: artist.email }, replies_count: 0 });

    const ids = async (query: string) => (await call('GET', `/admin/tickets?${query}`, staff.token)).body.data.map((r: { ticket_id: string }) => r.ticket_id);
    expect(await ids('q=zanzibar')).toEqual([b.ticket_id, a.ticket_id]);
    expect(await ids(`q=${encodeURIComponent(artist.email)}`)).toEqual([b.ticket_id, a.ticket_id]);
    expect(await ids('q=cobalt-blue')).toEqual([b.ticket_id]);
    expect(await ids('q=royalty%20question')).toEqual([a.ticket_id]);
    expect(await ids('q=zanzibar&status=closed')).toEqual([b.ticket_id]);
    expect(await ids('q=zanzibar&priority=high')).toEqual([a.ticket_id]);
    expect(await ids('q=zanzibar&page=2&per_page=1')).toEqual([a.ticket_id]);
    expect((await call('GET', '/admin/tickets?status=lost', staff.token)).status).toBe(400);
    // A manager sees the desk too.
    expect((await call('GET', '/admin/tickets', manager.token)).status).toBe(200);
  });

  it('shows the thread oldest first with staff replies marked, and e-mails the artist on a staff reply', async () => {
    const artist = await approvedArtist(t);
    const ticket = await open(artist, 'Thread', 'First');
    await call('POST', `/artist/tickets/${ticket.ticket_id}/reply`, artist.token, { message: 'Second' });
    const answer = await call('POST', `/admin/tickets/${ticket.ticket_id}/reply`, staff.token, { message: 'We are on it.\nBest, Support' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ is_admin: true, user_id: staff.id });

    const detail = await call('GET', `/admin/tickets/${ticket.ticket_id}`, staff.token);
    expect(detail.status).toBe(200);
    expect(detail.body.message).toBe('First');
    expect(detail.body.replies.map((r: { message: string; is_admin: boolean }) => [r.message, r.is_admin])).toEqual([
      ['Second', false],
      ['We are on it.\nBest, Support', true],
    ]);
    const [mail] = await mailboxFor(t, artist.email);
    expect(mail.subject).toBe(`Soundpost support answered your ticket #${ticket.number}`);
    expect(mail.text).toContain('We are on it.\nBest, Support');
    // And in the app: one notification, leading to the ticket.
    const notes = await db.query('SELECT template, title, message, url FROM notifications WHERE user_id = $1', [artist.id]);
    expect(notes).toEqual([
      { template: 'ticket_answered', title: `Support answered ticket #${ticket.number}`, message: 'Our support team replied to "Thread".', url: `/artist/support?ticket=${ticket.ticket_id}` },
    ]);
    const bell = await call('GET', '/notifications/unread-count', artist.token);
    expect(bell.body).toEqual({ unread: 1 });
    // The artist sees the answer in My Tickets.
    const mine = await call('GET', `/artist/tickets/${ticket.ticket_id}`, artist.token);
    expect(mine.body.replies.at(-1)).toMatchObject({ is_admin: true, message: 'We are on it.\nBest, Support' });
  });

  it('e-mails the artist in the language they wrote in', async () => {
    const artist = await approvedArtist(t);
    const res = await t.api('/api/artist/tickets', { method: 'POST', token: artist.token, json: { subject: 'Bonjour', message: 'Aide' }, headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } });
    const ticket = await res.json();
    await call('POST', `/admin/tickets/${ticket.ticket_id}/reply`, staff.token, { message: 'Réponse' });
    const [mail] = await mailboxFor(t, artist.email);
    expect(mail.subject).toBe(`Le support Soundpost a répondu à votre ticket n° ${ticket.number}`);
  });

  it('moves an open ticket to in_progress on a staff reply, keeps closed ones closed, and refuses archived ones', async () => {
    const artist = await approvedArtist(t);
    const ticket = await open(artist, 'Rules');
    await call('POST', `/admin/tickets/${ticket.ticket_id}/reply`, staff.token, { message: 'Looking' });
    expect((await call('GET', `/admin/tickets/${ticket.ticket_id}`, staff.token)).body).toMatchObject({ status: 'in_progress', waiting_since: null, overdue: false });

    const closed = await call('POST', `/admin/tickets/${ticket.ticket_id}/close`, staff.token);
    expect(closed.body.status).toBe('closed');
    await call('POST', `/admin/tickets/${ticket.ticket_id}/reply`, staff.token, { message: 'One more note' });
    expect((await call('GET', `/admin/tickets/${ticket.ticket_id}`, staff.token)).body.status).toBe('closed');
    const reopened = await call('POST', `/admin/tickets/${ticket.ticket_id}/reopen`, staff.token);
    expect(reopened.body.status).toBe('open');

    expect((await call('PATCH', `/admin/tickets/${ticket.ticket_id}`, staff.token, { status: 'archived' })).body.status).toBe('archived');
    for (const [method, path, body] of [
      ['POST', `/admin/tickets/${ticket.ticket_id}/reply`, { message: 'x' }],
      ['POST', `/admin/tickets/${ticket.ticket_id}/close`, undefined],
      ['POST', `/admin/tickets/${ticket.ticket_id}/reopen`, undefined],
    ] as const) {
      const res = await call(method, path, staff.token, body);
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 409, code: 'ticket_archived' });
    }
    const [{ n }] = await db.query('SELECT count(*)::int AS n FROM ticket_replies WHERE ticket_id = $1', [ticket.ticket_id]);
    expect(n).toBe(2);
    // The refused reply left no notification: only the two answers that committed did.
    const [{ notes }] = await db.query(`SELECT count(*)::int AS notes FROM notifications WHERE user_id = $1 AND template = 'ticket_answered'`, [artist.id]);
    expect(notes).toBe(2);
  });

  it('writes no notification, reply or status change when the staff reply rolls back', async () => {
    const artist = await approvedArtist(t);
    const ticket = await open(artist, 'Rollback');
    // The e-mail to the artist is the last write of the reply's transaction: make it fail there.
    await db.query(`
      CREATE FUNCTION refuse_test_mail() RETURNS trigger AS $$
      BEGIN IF NEW.to_address = '${artist.email}' THEN RAISE EXCEPTION 'mail refused by the test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await db.query('CREATE TRIGGER refuse_test_mail BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION refuse_test_mail()');
    try {
      const res = await call('POST', `/admin/tickets/${ticket.ticket_id}/reply`, staff.token, { message: 'Never sent' });
      expect(res.status).toBe(500);
    } finally {
      await db.query('DROP TRIGGER refuse_test_mail ON mail_outbox');
      await db.query('DROP FUNCTION refuse_test_mail()');
    }
    const [row] = await db.query(
      `SELECT (SELECT count(*)::int FROM notifications WHERE user_id = $1) AS notes, (SELECT count(*)::int FROM ticket_replies WHERE ticket_id = $2) AS replies,
              (SELECT status FROM support_tickets WHERE id = $2) AS status`,
      [artist.id, ticket.ticket_id],
    );
    expect(row).toEqual({ notes: 0, replies: 0, status: 'open' });
  });

  it('changes status and priority (422 for unknown values, 404 for unknown tickets)', async () => {
    const artist = await approvedArtist(t);
    const ticket = await open(artist, 'Selectors');
    const res = await call('PATCH', `/admin/tickets/${ticket.ticket_id}`, staff.token, { priority: 'high' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ priority: 'high', status: 'open' });
    const bad = await call('PATCH', `/admin/tickets/${ticket.ticket_id}`, staff.token, { status: 'done', priority: 'urgent' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ status: ['Status must be open, in_progress, closed or archived.'], priority: ['Priority must be low, medium or high.'] });
    expect((await call('PATCH', '/admin/tickets/00000000-0000-4000-8000-000000000000', staff.token, { status: 'closed' })).status).toBe(404);
    const empty = await call('POST', `/admin/tickets/${ticket.ticket_id}/reply`, staff.token, { message: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Reply cannot be empty.');
  });

  it('shows how long each ticket has waited, sorts by it on request, and flags more than one business day', async () => {
    const artist = await approvedArtist(t);
    const fresh = await open(artist, 'Fresh');
    const late = await open(artist, 'Late');
    const answered = await open(artist, 'Answered');
    // Ten days ago spans at least one full week of business days.
    await db.query(`UPDATE support_tickets SET awaiting_staff_since = now() - interval '10 days' WHERE id = $1`, [late.ticket_id]);
    await call('POST', `/admin/tickets/${answered.ticket_id}/reply`, staff.token, { message: 'Done' });

    const res = await call('GET', `/admin/tickets?sort=waiting&q=${encodeURIComponent(artist.email)}`, staff.token);
    expect(res.body.data.map((r: { ticket_id: string }) => r.ticket_id)).toEqual([late.ticket_id, fresh.ticket_id, answered.ticket_id]);
    const [lateRow, freshRow, answeredRow] = res.body.data;
    expect(lateRow).toMatchObject({ overdue: true });
    expect(lateRow.waiting_seconds).toBeGreaterThanOrEqual(10 * 86400);
    expect(freshRow).toMatchObject({ overdue: false });
    expect(freshRow.waiting_since).not.toBeNull();
    expect(answeredRow).toMatchObject({ waiting_since: null, waiting_seconds: 0, overdue: false });

    // An artist reply after a staff answer starts the wait again.
    await call('POST', `/artist/tickets/${answered.ticket_id}/reply`, artist.token, { message: 'Not done' });
    expect((await call('GET', `/admin/tickets/${answered.ticket_id}`, staff.token)).body.waiting_since).not.toBeNull();
  });

  it('deletes a ticket with its replies and attachments, audited', async () => {
    const artist = await approvedArtist(t);
    const body = new FormData();
    body.append('subject', 'To delete');
    body.append('message', 'Bye');
    body.append('attachments', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png');
    const ticket = await (await t.api('/api/artist/tickets', { method: 'POST', token: artist.token, body })).json();
    const reply = await call('POST', `/admin/tickets/${ticket.ticket_id}/reply`, staff.token, { message: 'Answer' });
    const fileUrl: string = ticket.attachments[0].url;
    expect((await t.api(fileUrl)).status).toBe(200);

    const res = await call('DELETE', `/admin/tickets/${ticket.ticket_id}`, staff.token);
    expect(res.status).toBe(204);
    const [counts] = await db.query(
      `SELECT (SELECT count(*)::int FROM support_tickets WHERE id = $1) AS tickets, (SELECT count(*)::int FROM ticket_replies WHERE ticket_id = $1) AS replies,
              (SELECT count(*)::int FROM ticket_attachments WHERE ticket_id = $1) AS files`,
      [ticket.ticket_id],
    );
    expect(counts).toEqual({ tickets: 0, replies: 0, files: 0 });
    expect((await t.api(fileUrl)).status).toBe(404);
    const logs = await db.query(`SELECT auditable_type, auditable_id, actor_id FROM audit_logs WHERE event = 'deleted' AND auditable_id IN ($1, $2) ORDER BY auditable_type`, [
      ticket.ticket_id,
      reply.body.reply_id,
    ]);
    expect(logs).toEqual([
      { auditable_type: 'SupportTicket', auditable_id: ticket.ticket_id, actor_id: staff.id },
      { auditable_type: 'TicketReply', auditable_id: reply.body.reply_id, actor_id: staff.id },
    ]);
    expect((await call('DELETE', `/admin/tickets/${ticket.ticket_id}`, staff.token)).status).toBe(404);
    expect((await call('GET', '/artist/tickets', artist.token)).body.tickets).toEqual([]);
  });

  it('takes attachments on a staff reply, refused by content like the artist side', async () => {
    const artist = await approvedArtist(t);
    const ticket = await open(artist, 'Files');
    const good = new FormData();
    good.append('message', 'Here is the guide');
    good.append('attachments', new Blob([new Uint8Array(PNG)]), 'guide.png');
    const res = await t.api(`/api/admin/tickets/${ticket.ticket_id}/reply`, { method: 'POST', token: staff.token, body: good });
    expect(res.status).toBe(201);
    expect((await res.json()).attachments.map((a: { name: string }) => a.name)).toEqual(['guide.png']);
    const mine = await call('GET', `/artist/tickets/${ticket.ticket_id}`, artist.token);
    expect(mine.body.replies[0].attachments).toHaveLength(1);
    expect((await t.api(mine.body.replies[0].attachments[0].url)).status).toBe(200);

    const bad = new FormData();
    bad.append('message', 'Script');
    bad.append('attachments', new Blob([Buffer.from('#!/bin/sh\necho hi\n')]), 'guide.png');
    const refused = await t.api(`/api/admin/tickets/${ticket.ticket_id}/reply`, { method: 'POST', token: staff.token, body: bad });
    expect(refused.status).toBe(422);
    const [{ n }] = await db.query('SELECT count(*)::int AS n FROM ticket_replies WHERE ticket_id = $1', [ticket.ticket_id]);
    expect(n).toBe(1);
  });
});
