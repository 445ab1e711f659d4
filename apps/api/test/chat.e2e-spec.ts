import { randomUUID } from 'node:crypto';
import { CHAT_LIMITS, CHAT_MESSAGES, type AdminChatPage, type ArtistChatResponse, type ChatMessageResponse } from '@soundpost/contracts';
import { ChatsService } from '@soundpost/server-chat';
import { DataSource } from 'typeorm';
import { openChatStream } from './support/chat-stream';
import { newArtist, PDF } from './support/kyc-fixtures';
import { mailboxFor } from './support/mailbox';
import { approvedArtist, caller, newStaff, type TestArtist } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

const SUPPORT = 'chat-desk@soundpost.test';

describe('Live chat over HTTP (real app, real database)', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let staff: { id: string; token: string };

  const say = (token: string, body: unknown) => call('POST', '/artist/chat/messages', token, body);
  const answer = (chatId: string, body: unknown, token = staff.token) => call('POST', `/admin/chats/${chatId}/messages`, token, body);
  const chatOf = async (artist: TestArtist) => ((await call('GET', '/artist/chat', artist.token)).body as ArtistChatResponse).chat;
  /** An artist with an open stream: "connected" for the desk. */
  const connected = async (artist: TestArtist) => {
    const stream = await openChatStream(t.url, '/api/artist/chat/events', artist.token);
    await stream.waitFor((e) => e.event === 'presence');
    return stream;
  };

  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: SUPPORT });
    db = t.app.get(DataSource);
    call = caller(t);
    staff = await newStaff(t);
  });
  afterAll(() => t?.close());

  it('refuses calls without a token (401), a staff token on the artist routes (401) and an artist not yet approved (403)', async () => {
    const pending = await newArtist(t);
    for (const token of [undefined, staff.token]) {
      expect((await call('GET', '/artist/chat', token)).status).toBe(401);
      expect((await say(token as string, { body: 'x' })).status).toBe(401);
    }
    expect((await call('GET', '/artist/chat', pending.token)).status).toBe(403);
    expect((await call('GET', '/admin/chats', (await approvedArtist(t)).token)).status).toBe(403);
  });

  it('starts a chat with the first message, stores a resend once, and shows it to the artist and on the desk', async () => {
    const artist = await approvedArtist(t);
    const before = await call('GET', '/artist/chat', artist.token);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ chat: null, office: { open: true, staff_online: 0, opens_at: null, hours: null, no_answer_minutes: 5 } });

    const clientId = randomUUID();
    const sent = await say(artist.token, { body: '  Hello,\n<b>my release</b> is stuck  ', client_id: clientId });
    expect(sent.status).toBe(201);
    const message = sent.body as ChatMessageResponse;
    expect(message).toMatchObject({ from: 'artist', body: 'Hello,\n<b>my release</b> is stuck', client_id: clientId, notice: null, attachments: [] });
    expect(message.id).toMatch(/^\d+$/);
    const again = await say(artist.token, { body: 'Hello,\n<b>my release</b> is stuck', client_id: clientId });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(message.id);

    const chat = await chatOf(artist);
    expect(chat).toMatchObject({ chat_id: message.chat_id, status: 'waiting', end_reason: null, ticket_id: null, staff_name: null, unread: 0 });
    expect(chat?.messages.map((m) => m.id)).toEqual([message.id]);
    await expect(db.query('SELECT count(*)::int AS n FROM chat_messages WHERE chat_id = $1', [message.chat_id])).resolves.toEqual([{ n: 1 }]);

    // A second message joins the same chat.
    const second = await say(artist.token, { body: 'Anyone there?' });
    expect(second.body.chat_id).toBe(message.chat_id);

    const waiting = await call('GET', `/admin/chats?status=waiting&q=${encodeURIComponent(artist.email)}`, staff.token);
    expect(waiting.status).toBe(200);
    const page = waiting.body as AdminChatPage;
    expect(page.data).toEqual([
      expect.objectContaining({ id: message.chat_id, status: 'waiting', user_id: artist.id, unread: 2, last_message: 'Anyone there?', artist_online: false, staff: null, waiting_since: expect.any(String) }),
    ]);
    expect(page.data[0].user?.email).toBe(artist.email);
    expect(((await call('GET', `/admin/chats?q=${encodeURIComponent('nobody-' + randomUUID())}`, staff.token)).body as AdminChatPage).data).toEqual([]);
    const detail = await call('GET', `/admin/chats/${message.chat_id}`, staff.token);
    expect(detail.body.messages.map((m: ChatMessageResponse) => m.body)).toEqual(['Hello,\n<b>my release</b> is stuck', 'Anyone there?']);
    const desk = await call('GET', '/admin/chats/desk', staff.token);
    expect(desk.status).toBe(200);
    expect(desk.body.waiting).toBeGreaterThanOrEqual(1);

    // Someone else's account has no chat; staff routes answer 404 to an unknown chat.
    const other = await approvedArtist(t);
    expect(await chatOf(other)).toBeNull();
    for (const path of ['/artist/chat/typing', '/artist/chat/end']) expect((await call('POST', path, other.token)).status).toBe(404);
    expect((await call('POST', '/artist/chat/read', other.token, { last_id: message.id })).status).toBe(404);
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect((await call('GET', `/admin/chats/${id}`, staff.token)).status).toBe(404);
      expect((await answer(id, { body: 'x' })).status).toBe(404);
      expect((await call('POST', `/admin/chats/${id}/end`, staff.token)).status).toBe(404);
    }
  });

  it('refuses a blank or too long message, a bad client id or read mark (422 with the contract texts), and a stream nobody asked for (406)', async () => {
    const artist = await approvedArtist(t);
    const cases: Array<[unknown, string, string]> = [
      [{}, 'body', CHAT_MESSAGES.bodyRequired],
      [{ body: '   ' }, 'body', CHAT_MESSAGES.bodyRequired],
      [{ body: 'x'.repeat(CHAT_LIMITS.bodyMax + 1) }, 'body', CHAT_MESSAGES.bodyTooLong],
      [{ body: 'ok', client_id: 'nope' }, 'client_id', CHAT_MESSAGES.clientIdInvalid],
    ];
    for (const [json, field, text] of cases) {
      const res = await say(artist.token, json);
      expect({ json, status: res.status, errors: res.body.errors?.[field] }).toEqual({ json, status: 422, errors: [text] });
    }
    expect((await say(artist.token, { body: 'x'.repeat(CHAT_LIMITS.bodyMax) })).status).toBe(201);
    const badRead = await call('POST', '/artist/chat/read', artist.token, { last_id: '1.5' });
    expect(badRead.status).toBe(422);
    expect(badRead.body.errors).toEqual({ last_id: [CHAT_MESSAGES.lastIdInvalid] });

    const plain = await call('GET', '/artist/chat/events', artist.token);
    expect(plain.status).toBe(406);
    expect(plain.body.message).toBe(CHAT_MESSAGES.streamOnly);
    const badAfter = await openChatStream(t.url, '/api/artist/chat/events?after=abc', artist.token);
    expect(badAfter.status).toBe(422);
  });

  it(`limits an account to ${CHAT_LIMITS.perMinute} messages a minute (429 with the contract text)`, async () => {
    const artist = await approvedArtist(t);
    for (let i = 0; i < CHAT_LIMITS.perMinute; i++) expect((await say(artist.token, { body: `line ${i}` })).status).toBe(201);
    const refused = await say(artist.token, { body: 'one more' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(CHAT_MESSAGES.rateLimited);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('keeps a message with a file under the ticket rules', async () => {
    const artist = await approvedArtist(t);
    const form = new FormData();
    form.append('body', 'Here is the contract');
    form.append('attachments', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'contract.pdf');
    const res = await t.api('/api/artist/chat/messages', { method: 'POST', token: artist.token, body: form });
    expect(res.status).toBe(201);
    const message = (await res.json()) as ChatMessageResponse;
    expect(message.attachments).toEqual([expect.objectContaining({ name: 'contract.pdf', content_type: 'application/pdf', size: PDF.length, url: expect.any(String) })]);
    const [row] = await db.query('SELECT count(*)::int AS n FROM chat_attachments WHERE message_id = $1', [message.id]);
    expect(row.n).toBe(1);
  });

  it('a staff answer makes the chat active with a staff_joined notice; read marks clear the unread counts both ways', async () => {
    const artist = await approvedArtist(t);
    const first = (await say(artist.token, { body: 'Help with my payout' })).body as ChatMessageResponse;
    const stream = await connected(artist);
    try {
      const answered = await answer(first.chat_id, { body: 'Hi, I am looking at it.' });
      expect(answered.status).toBe(201);
      expect(answered.body).toMatchObject({ from: 'staff', author_name: 'The', body: 'Hi, I am looking at it.' });
      const notice = await stream.waitFor((e) => e.data.type === 'message' && e.data.message.notice === 'staff_joined');
      expect(notice.data).toMatchObject({ message: { params: { name: 'The' }, from: 'system' } });
      await stream.waitFor((e) => e.data.type === 'message' && e.data.message.id === answered.body.id);

      const chat = await chatOf(artist);
      expect(chat).toMatchObject({ status: 'active', staff_name: 'The', unread: 2 });
      expect((await call('POST', '/artist/chat/read', artist.token, { last_id: answered.body.id })).status).toBe(204);
      expect((await chatOf(artist))?.unread).toBe(0);
      const [marks] = await db.query('SELECT status, staff_id, waiting_since, artist_read_id::text AS read FROM chats WHERE id = $1', [first.chat_id]);
      expect(marks).toEqual({ status: 'active', staff_id: staff.id, waiting_since: null, read: answered.body.id });

      const more = (await say(artist.token, { body: 'Thanks' })).body as ChatMessageResponse;
      const unread = async () => (await call('GET', `/admin/chats/${first.chat_id}`, staff.token)).body.unread;
      await expect(unread()).resolves.toBe(2);
      // A mark past the newest message stops at it.
      expect((await call('POST', `/admin/chats/${first.chat_id}/read`, staff.token, { last_id: '999999999999' })).status).toBe(204);
      await expect(unread()).resolves.toBe(0);
      const [{ read }] = await db.query('SELECT staff_read_id::text AS read FROM chats WHERE id = $1', [first.chat_id]);
      expect(read).toBe(more.id);
      // The artist's stream hears that staff read up to their newest message.
      await stream.waitFor((e) => e.data.type === 'read' && e.data.by === 'staff' && e.data.last_id === more.id);
      const summary = (await call('GET', `/admin/chats/${first.chat_id}`, staff.token)).body;
      expect(summary.artist_online).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('ending a chat keeps it as a ticket: the first artist message, the rest as replies with their times, staff marked', async () => {
    const artist = await approvedArtist(t);
    const first = (await say(artist.token, { body: 'My   release\nwill not go out, what is happening with it right now please tell me' })).body as ChatMessageResponse;
    const stream = await connected(artist);
    let staffLine: ChatMessageResponse;
    try {
      staffLine = (await answer(first.chat_id, { body: 'It ships tomorrow.' })).body;
    } finally {
      stream.close();
    }
    const ended = await call('POST', '/artist/chat/end', artist.token);
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ status: 'ended', end_reason: 'artist', ticket_id: expect.any(String), ticket_number: expect.any(Number), ended_at: expect.any(String) });
    const last = ended.body.messages[ended.body.messages.length - 1] as ChatMessageResponse;
    expect(last).toMatchObject({ from: 'system', notice: 'ended', params: { ticket_number: String(ended.body.ticket_number) } });
    // Ending again answers the same ended chat.
    expect((await call('POST', '/artist/chat/end', artist.token)).body.chat_id).toBe(first.chat_id);

    const [ticket] = await db.query('SELECT user_id, subject, message, status, awaiting_staff_since, number::int AS number, created_at FROM support_tickets WHERE id = $1', [ended.body.ticket_id]);
    expect(ticket).toMatchObject({ user_id: artist.id, message: first.body, status: 'closed', awaiting_staff_since: null, number: ended.body.ticket_number });
    expect(ticket.subject).toBe('Live chat: My release will not go out, what is happening with it right…');
    expect(new Date(ticket.created_at).toISOString()).toBe(first.created_at);
    const replies = await db.query('SELECT user_id, message, is_admin, created_at FROM ticket_replies WHERE ticket_id = $1 ORDER BY created_at', [ended.body.ticket_id]);
    expect(replies).toEqual([{ user_id: staff.id, message: 'It ships tomorrow.', is_admin: true, created_at: new Date(staffLine.created_at) }]);

    // The artist's next message starts a new chat.
    const next = (await say(artist.token, { body: 'One more thing' })).body as ChatMessageResponse;
    expect(next.chat_id).not.toBe(first.chat_id);
  });

  it('staff ending a chat whose artist had the last word leaves an open ticket waiting for staff', async () => {
    const artist = await approvedArtist(t);
    const first = (await say(artist.token, { body: 'Question about royalties' })).body as ChatMessageResponse;
    const ended = await call('POST', `/admin/chats/${first.chat_id}/end`, staff.token);
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ status: 'ended', end_reason: 'staff' });
    const [ticket] = await db.query('SELECT status, awaiting_staff_since FROM support_tickets WHERE id = $1', [ended.body.ticket_id]);
    expect(ticket.status).toBe('open');
    expect(new Date(ticket.awaiting_staff_since).toISOString()).toBe(first.created_at);
    const mail = await mailboxFor(t, SUPPORT);
    expect(mail.some((m) => m.subject.startsWith(`New support ticket #${ended.body.ticket_number}: Live chat: Question about royalties`))).toBe(true);
  });

  it('the no-answer job turns a chat nobody answered within the minutes into a ticket, and leaves a younger one', async () => {
    const late = await approvedArtist(t);
    const fresh = await approvedArtist(t);
    const lateLine = (await say(late.token, { body: 'Is anyone there?' })).body as ChatMessageResponse;
    const freshLine = (await say(fresh.token, { body: 'Just arrived' })).body as ChatMessageResponse;
    await db.query(`UPDATE chats SET waiting_since = now() - interval '6 minutes' WHERE id = $1`, [lateLine.chat_id]);

    await expect(t.app.get(ChatsService).endUnanswered()).resolves.toBeGreaterThanOrEqual(1);
    const chat = await chatOf(late);
    expect(chat).toMatchObject({ status: 'ended', end_reason: 'no_answer', ticket_number: expect.any(Number) });
    expect(chat?.messages[chat.messages.length - 1]).toMatchObject({ notice: 'no_answer', params: { ticket_number: String(chat?.ticket_number) } });
    const [ticket] = await db.query('SELECT status, message FROM support_tickets WHERE id = $1', [chat?.ticket_id]);
    expect(ticket).toEqual({ status: 'open', message: 'Is anyone there?' });
    expect((await chatOf(fresh))?.status).toBe('waiting');
    expect(freshLine.chat_id).not.toBe(lateLine.chat_id);
  });

  it('a staff answer to an artist who left ends the chat as a ticket whose staff reply e-mails them; later answers go to the ticket too', async () => {
    const artist = await approvedArtist(t);
    const first = (await say(artist.token, { body: 'Can you check my statement?' })).body as ChatMessageResponse;
    const answered = await answer(first.chat_id, { body: 'Checked: it is right.' });
    expect(answered.status).toBe(201);
    const chat = await chatOf(artist);
    expect(chat).toMatchObject({ status: 'ended', end_reason: 'artist_left', ticket_id: expect.any(String) });
    expect(chat?.messages.map((m) => m.notice ?? m.body)).toEqual(['Can you check my statement?', 'became_ticket', 'Checked: it is right.']);
    const replies = async () => db.query('SELECT message, is_admin FROM ticket_replies WHERE ticket_id = $1 ORDER BY created_at', [chat?.ticket_id]);
    await expect(replies()).resolves.toEqual([{ message: 'Checked: it is right.', is_admin: true }]);
    const [ticket] = await db.query('SELECT status FROM support_tickets WHERE id = $1', [chat?.ticket_id]);
    expect(ticket.status).toBe('in_progress');
    const mail = await mailboxFor(t, artist.email);
    expect(mail.some((m) => m.text.includes('Checked: it is right.'))).toBe(true);
    // And the in-app notice, as any ticket answer.
    const notices = await call('GET', '/notifications', artist.token);
    expect(notices.body.items).toEqual(expect.arrayContaining([expect.objectContaining({ data: expect.objectContaining({ url: expect.stringContaining(chat?.ticket_id as string) }) })]));

    expect((await answer(first.chat_id, { body: 'One more note.' })).status).toBe(201);
    await expect(replies()).resolves.toEqual([
      { message: 'Checked: it is right.', is_admin: true },
      { message: 'One more note.', is_admin: true },
    ]);
  });

  it('counts chats and messages among the data held about an artist', async () => {
    const artist = await approvedArtist(t);
    await say(artist.token, { body: 'Counted' });
    const held = await call('GET', `/admin/users/${artist.id}/data-held`, staff.token);
    expect(held.status).toBe(200);
    const text = JSON.stringify(held.body);
    expect(text).toContain('chats');
    expect(text).toContain('chat_messages');
  });
});

describe('Live chat outside office hours (real app)', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    // A day that is not today in Paris: the office is closed now.
    const today = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', weekday: 'short' }).format(new Date());
    const other = today === 'Sun' ? 'Mon' : 'Sun';
    t = await createTestApp({ CHAT_OFFICE_HOURS: `${other} 09:00-18:00`, CHAT_TIMEZONE: 'Europe/Paris' });
    call = caller(t);
  });
  afterAll(() => t?.close());

  it('says the office is closed and when it opens; a first message starts a chat that at once becomes a ticket', async () => {
    const artist = await approvedArtist(t);
    const before = (await call('GET', '/artist/chat', artist.token)).body as ArtistChatResponse;
    expect(before.office).toMatchObject({ open: false, opens_at: expect.any(String), hours: expect.stringContaining('09:00-18:00 Europe/Paris') });
    const sent = await call('POST', '/artist/chat/messages', artist.token, { body: 'Hello at night' });
    expect(sent.status).toBe(201);
    const chat = ((await call('GET', '/artist/chat', artist.token)).body as ArtistChatResponse).chat;
    expect(chat).toMatchObject({ status: 'ended', end_reason: 'office_closed', ticket_number: expect.any(Number) });
    expect(chat?.messages[1]).toMatchObject({ notice: 'office_closed', params: { ticket_number: String(chat?.ticket_number), opens_at: before.office.opens_at } });
    const [ticket] = await t.app.get(DataSource).query('SELECT status, message FROM support_tickets WHERE id = $1', [chat?.ticket_id]);
    expect(ticket).toEqual({ status: 'open', message: 'Hello at night' });
  });
});
