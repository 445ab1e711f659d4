import { createHmac, hkdfSync, randomUUID } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer';
import { TICKET_LIMITS } from '@soundpost/contracts';
import { MembershipsService } from '@soundpost/server-auth';
import { DataSource } from 'typeorm';
import { newArtist, newStaff, PDF, PNG } from './support/kyc-fixtures';
import { mailboxFor } from './support/mailbox';
import { approvedArtist, caller } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

const SUPPORT = 'help-desk@soundpost.test';
const SECRET = 'dev-inbound-secret';
const MAX = 65_536;

interface Mail {
  from: string;
  to: string;
  subject?: string;
  text: string;
  messageId?: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType?: string }>;
  headers?: Record<string, string>;
}

/**
 * A reply address signed the documented way (docs/support-email.md), with the development secret:
 * HMAC-SHA256 of "<number>.<expiry in base 36>" under a key derived from the secret, 128 bits in base 32.
 */
function signedAddress(number: number, expiresAt: Date, domain: string): string {
  const key = Buffer.from(hkdfSync('sha256', SECRET, 'soundpost', 'ticket reply address v1', 32));
  const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36);
  const mac = createHmac('sha256', key).update(`${number}.${expiry}`).digest().subarray(0, 16);
  let bits = '';
  for (const byte of mac) bits += byte.toString(2).padStart(8, '0');
  const base32 = (bits.padEnd(Math.ceil(bits.length / 5) * 5, '0').match(/.{5}/g) ?? []).map((b) => 'abcdefghijklmnopqrstuvwxyz234567'[parseInt(b, 2)]).join('');
  return `reply+${number}.${expiry}.${base32}@${domain}`;
}

/** A real MIME message, as a mail provider forwards it. */
function mime(mail: Mail): Promise<Buffer> {
  return new MailComposer({ subject: 'Re: your ticket', messageId: `<${randomUUID()}@mail.example>`, ...mail }).compile().build();
}

describe('E-mail into tickets: POST /api/support/inbound-email (real app)', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;

  const inbound = async (body: Buffer | string, init: { type?: string; auth?: string | null } = {}) => {
    const headers: Record<string, string> = { 'Content-Type': init.type ?? 'message/rfc822' };
    if (init.auth !== null) headers.Authorization = init.auth ?? `Bearer ${SECRET}`;
    const res = await fetch(`${t.url}/api/support/inbound-email`, { method: 'POST', headers, body: typeof body === 'string' ? body : new Uint8Array(body) });
    return { status: res.status, body: await res.json() };
  };
  const thread = async (ticketId: string) => (await db.query('SELECT message, is_admin, user_id FROM ticket_replies WHERE ticket_id = $1 ORDER BY created_at', [ticketId])) as Array<{ message: string; is_admin: boolean; user_id: string }>;
  const logged = async (messageId: string) => (await db.query('SELECT outcome, reason, from_address, ticket_id FROM inbound_emails WHERE message_id = $1', [messageId])) as Array<{ outcome: string; reason: string | null; from_address: string; ticket_id: string | null }>;

  /** An approved artist's ticket that staff answered, and the Reply-To of the e-mail the artist got. */
  async function answeredTicket() {
    const artist = await approvedArtist(t);
    const staff = await newStaff(t);
    const created = await call('POST', '/artist/tickets', artist.token, { subject: 'Cover refused', message: 'Why was my cover refused?' });
    expect(created.status).toBe(201);
    const answered = await call('POST', `/admin/tickets/${created.body.ticket_id}/reply`, staff.token, { message: 'Please upload a square cover.' });
    expect(answered.status).toBe(201);
    const [mail] = await mailboxFor(t, artist.email);
    return { artist, staff, ticket: created.body as { ticket_id: string; number: number }, replyTo: mail.reply_to as string };
  }

  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: SUPPORT, INBOUND_EMAIL_MAX_BYTES: String(MAX) });
    db = t.app.get(DataSource);
    call = caller(t);
  });
  afterAll(() => t?.close());

  it('puts a signed Reply-To for the ticket on the artist\'s "answered" e-mail and on the staff e-mails (outbox and dev mailbox)', async () => {
    const { artist, ticket, replyTo } = await answeredTicket();
    expect(replyTo).toMatch(new RegExp(`^reply\\+${ticket.number}\\.[0-9a-z]+\\.[a-z2-7]{26}@soundpost\\.test$`));
    expect(replyTo.split('@')[0].length).toBeLessThanOrEqual(64);
    // The same scheme, signed independently, gives the same address (expiry included).
    const expiry = new Date(parseInt(replyTo.split('.')[1], 36) * 1000);
    expect(signedAddress(ticket.number, expiry, 'soundpost.test')).toBe(replyTo);
    expect(expiry.getTime() - Date.now()).toBeGreaterThan(179 * 86_400_000);
    const [answered] = await mailboxFor(t, artist.email);
    expect(answered.text).toContain('Reply to this e-mail');
    const staffMail = (await mailboxFor(t, SUPPORT)).find((m) => m.subject.startsWith(`New support ticket #${ticket.number}:`));
    expect(staffMail?.reply_to).toMatch(new RegExp(`^reply\\+${ticket.number}\\.`));
    const [row] = await db.query(`SELECT reply_to FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1`, [artist.email]);
    expect(row.reply_to).toBe(replyTo);
  });

  it('threads the artist\'s reply into the ticket with the English quote and signature stripped, keeping the allowed attachments', async () => {
    const { artist, ticket, replyTo } = await answeredTicket();
    const messageId = `<${randomUUID()}@mail.example>`;
    const raw = await mime({
      from: `Ada <${artist.email.toUpperCase()}>`,
      to: replyTo,
      messageId,
      text: 'Here is the square cover.\nThanks!\n\n-- \nAda Lovelace\nAnalytical Records\n\nOn Mon, 1 Jun 2026 at 10:00, Soundpost Support <' + replyTo + '> wrote:\n> Please upload a square cover.\n',
      attachments: [
        { filename: 'cover.png', content: PNG, contentType: 'image/png' },
        { filename: 'contract.pdf', content: PDF, contentType: 'application/pdf' },
        { filename: 'tool.exe', content: Buffer.from('MZ\x90\x00 not a document'), contentType: 'application/octet-stream' },
      ],
    });
    const res = await inbound(raw);
    expect(res).toEqual({ status: 202, body: { outcome: 'replied', ticket_number: ticket.number, dropped_attachments: [{ name: 'tool.exe', reason: 'type' }] } });

    const view = await call('GET', `/artist/tickets/${ticket.ticket_id}`, artist.token);
    const last = view.body.replies.at(-1);
    expect(last).toMatchObject({ message: 'Here is the square cover.\nThanks!', is_admin: false, user_id: artist.id });
    expect(last.attachments.map((a: { name: string; content_type: string }) => [a.name, a.content_type])).toEqual([
      ['cover.png', 'image/png'],
      ['contract.pdf', 'application/pdf'],
    ]);
    const file = await fetch(last.attachments[1].url.startsWith('http') ? last.attachments[1].url : `${t.url}${last.attachments[1].url}`);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    expect(await logged(messageId)).toEqual([{ outcome: 'replied', reason: 'attachments not kept: tool.exe (type)', from_address: artist.email.toLowerCase(), ticket_id: ticket.ticket_id }]);
    // Staff are told, as for a reply on the site; the ticket waits for them again.
    const [row] = await db.query('SELECT status, awaiting_staff_since FROM support_tickets WHERE id = $1', [ticket.ticket_id]);
    expect(row.awaiting_staff_since).not.toBeNull();
    expect((await mailboxFor(t, SUPPORT)).some((m) => m.subject === `Reply on ticket #${ticket.number}: Cover refused` && m.text.includes('Here is the square cover.'))).toBe(true);
  });

  it('strips French quoting ("Le … a écrit :", folded) and "Envoyé de mon iPhone", from text/plain with the secret as basic-auth password', async () => {
    const { artist, ticket, replyTo } = await answeredTicket();
    const raw = await mime({
      from: artist.email,
      to: replyTo,
      text: 'Voici la nouvelle pochette, merci.\n\nEnvoyé de mon iPhone\n\nLe lun. 1 juin 2026 à 10:00, Support Soundpost <\n' + replyTo + '> a écrit :\n> Merci d’envoyer une pochette carrée.\n',
    });
    const basic = `Basic ${Buffer.from(`mailgun:${SECRET}`).toString('base64')}`;
    const res = await inbound(raw.toString('utf8'), { type: 'text/plain; charset=utf-8', auth: basic });
    expect(res).toEqual({ status: 202, body: { outcome: 'replied', ticket_number: ticket.number } });
    expect((await thread(ticket.ticket_id)).at(-1)).toMatchObject({ message: 'Voici la nouvelle pochette, merci.', is_admin: false });
  });

  it('adds a staff reply when a staff member answers the ticket e-mail from their own address', async () => {
    const { artist, staff, ticket, replyTo } = await answeredTicket();
    const raw = await mime({ from: staff.email, to: replyTo, text: 'We have approved it.\n\nOn Tue, 2 Jun 2026, Ada <' + artist.email + '> wrote:\n> Here it is' });
    const res = await inbound(raw, { type: 'application/octet-stream' });
    expect(res).toEqual({ status: 202, body: { outcome: 'replied', ticket_number: ticket.number } });
    expect((await thread(ticket.ticket_id)).at(-1)).toEqual({ message: 'We have approved it.', is_admin: true, user_id: staff.id });
    // The artist gets the usual "answered" e-mail, with the reply address again.
    const [mail] = await mailboxFor(t, artist.email);
    expect(mail.text).toContain('We have approved it.');
  });

  it('takes a reply from a member who may write tickets (manager) as the artist\'s, and refuses a viewer', async () => {
    const { artist, ticket, replyTo } = await answeredTicket();
    const [manager, viewer] = [await newArtist(t), await newArtist(t)];
    await db.transaction((m) => t.app.get(MembershipsService).add(m, artist.id, manager.id, 'manager'));
    await db.transaction((m) => t.app.get(MembershipsService).add(m, artist.id, viewer.id, 'viewer'));
    expect(await inbound(await mime({ from: manager.email, to: replyTo, text: 'Answering for the label.' }))).toEqual({ status: 202, body: { outcome: 'replied', ticket_number: ticket.number } });
    expect((await thread(ticket.ticket_id)).at(-1)).toEqual({ message: 'Answering for the label.', is_admin: false, user_id: artist.id });
    const refused = await inbound(await mime({ from: viewer.email, to: replyTo, text: 'Me too.' }));
    expect(refused).toEqual({ status: 422, body: expect.objectContaining({ code: 'inbound_sender_refused' }) });
  });

  it('refuses a forged token, an expired one and a sender who is not the ticket\'s, adds nothing and logs each', async () => {
    const { ticket, replyTo } = await answeredTicket();
    const before = (await thread(ticket.ticket_id)).length;
    const [local, domain] = replyTo.split('@');
    const forged = `${local.slice(0, -1)}${local.endsWith('a') ? 'b' : 'a'}@${domain}`;
    const otherTicket = `reply+${ticket.number + 1}.${local.split('.')[1]}.${local.split('.')[2]}@${domain}`;
    const expired = signedAddress(ticket.number, new Date(Date.now() - 60_000), domain);
    const stranger = await approvedArtist(t);
    const cases: Array<[string, string, string]> = [
      [forged, stranger.email, 'inbound_token_forged'],
      [otherTicket, stranger.email, 'inbound_token_forged'],
      [expired, stranger.email, 'inbound_token_expired'],
      [replyTo, stranger.email, 'inbound_sender_refused'],
      [replyTo, 'nobody-known@elsewhere.test', 'inbound_sender_refused'],
    ];
    for (const [to, from, code] of cases) {
      const messageId = `<${randomUUID()}@mail.example>`;
      const res = await inbound(await mime({ from, to, messageId, text: 'Let me in' }));
      expect(res.status).toBe(422);
      expect(res.body.code).toBe(code);
      expect(await logged(messageId)).toEqual([{ outcome: 'refused', reason: code, from_address: from, ticket_id: null }]);
    }
    expect(await thread(ticket.ticket_id)).toHaveLength(before);
  });

  it('answers 401 without the secret or with a wrong one, and 413 for a message over INBOUND_EMAIL_MAX_BYTES (declared or streamed)', async () => {
    const { artist, ticket, replyTo } = await answeredTicket();
    const raw = await mime({ from: artist.email, to: replyTo, text: 'Hello' });
    expect((await inbound(raw, { auth: null })).status).toBe(401);
    const wrong = await inbound(raw, { auth: 'Bearer not-the-secret' });
    expect(wrong).toEqual({ status: 401, body: expect.objectContaining({ code: 'inbound_unauthorized' }) });
    expect((await inbound(raw, { auth: `Basic ${Buffer.from('user:nope').toString('base64')}` })).status).toBe(401);

    const before = (await thread(ticket.ticket_id)).length;
    const big = await mime({ from: artist.email, to: replyTo, text: `Big\n${'x'.repeat(MAX + 10)}` });
    const declared = await inbound(big);
    expect(declared).toEqual({ status: 413, body: expect.objectContaining({ code: 'inbound_message_too_large' }) });
    // Chunked, no Content-Length: the limit is applied while the message streams in.
    const chunks = [big.subarray(0, 1000), big.subarray(1000)];
    const streamed = await fetch(`${t.url}/api/support/inbound-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'message/rfc822', Authorization: `Bearer ${SECRET}` },
      body: new ReadableStream({ pull: (c) => (chunks.length ? c.enqueue(new Uint8Array(chunks.shift() as Buffer)) : c.close()) }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toMatchObject({ code: 'inbound_message_too_large' });
    expect(await thread(ticket.ticket_id)).toHaveLength(before);
    // The app is still fine after cutting a body short.
    expect((await inbound(raw)).status).toBe(202);
    // Message bodies stay refused (415) everywhere else.
    const elsewhere = await fetch(`${t.url}/api/artist/tickets`, { method: 'POST', headers: { 'Content-Type': 'message/rfc822', Authorization: `Bearer ${artist.token}` }, body: new Uint8Array(raw) });
    expect(elsewhere.status).toBe(415);
    expect(await elsewhere.json()).toHaveProperty('message');
  });

  it('handles a Message-ID once: a provider\'s retry answers "duplicate" with the same ticket and adds nothing', async () => {
    const { artist, ticket, replyTo } = await answeredTicket();
    const messageId = `<${randomUUID()}@mail.example>`;
    const raw = await mime({ from: artist.email, to: replyTo, messageId, text: 'Only once, please.' });
    expect(await inbound(raw)).toEqual({ status: 202, body: { outcome: 'replied', ticket_number: ticket.number } });
    expect(await inbound(raw)).toEqual({ status: 202, body: { outcome: 'duplicate', ticket_number: ticket.number } });
    expect((await thread(ticket.ticket_id)).filter((r) => r.message === 'Only once, please.')).toHaveLength(1);
    expect(await logged(messageId)).toHaveLength(1);
  });

  it('ignores an out-of-office answer to the ticket mail (Auto-Submitted): no reply, no loop', async () => {
    const { artist, ticket, replyTo } = await answeredTicket();
    const before = (await thread(ticket.ticket_id)).length;
    const messageId = `<${randomUUID()}@mail.example>`;
    const res = await inbound(await mime({ from: artist.email, to: replyTo, messageId, text: 'I am away until Monday.', headers: { 'Auto-Submitted': 'auto-replied' } }));
    expect(res).toEqual({ status: 202, body: { outcome: 'ignored', ticket_number: ticket.number } });
    expect(await thread(ticket.ticket_id)).toHaveLength(before);
    expect(await logged(messageId)).toEqual([{ outcome: 'ignored', reason: 'automatic message (Auto-Submitted)', from_address: artist.email, ticket_id: ticket.ticket_id }]);
  });

  it('opens a ticket from a new e-mail to the support address by a known, approved artist', async () => {
    const artist = await approvedArtist(t);
    const raw = await mime({ from: artist.email, to: SUPPORT, subject: 'Royalties for May', text: 'Hello,\nwhen are the May royalties paid?\n\nSent from my iPhone', attachments: [{ filename: 'statement.pdf', content: PDF }] });
    const res = await inbound(raw);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ outcome: 'ticket_opened', ticket_number: expect.any(Number) });
    const list = await call('GET', '/artist/tickets', artist.token);
    expect(list.body.tickets).toHaveLength(1);
    expect(list.body.tickets[0]).toMatchObject({ number: res.body.ticket_number, subject: 'Royalties for May', message: 'Hello,\nwhen are the May royalties paid?', status: 'open' });
    expect(list.body.tickets[0].attachments.map((a: { name: string }) => a.name)).toEqual(['statement.pdf']);
    const opened = (await mailboxFor(t, SUPPORT)).find((m) => m.subject === `New support ticket #${res.body.ticket_number}: Royalties for May`);
    expect(opened?.reply_to).toMatch(new RegExp(`^reply\\+${res.body.ticket_number}\\.`));
  });

  it('counts tickets opened by e-mail in the site\'s hourly budget of the person: past it the mail is refused and nothing is opened', async () => {
    const artist = await approvedArtist(t);
    for (let i = 0; i < TICKET_LIMITS.perHour - 1; i += 1) {
      expect((await call('POST', '/artist/tickets', artist.token, { subject: `Form ${i}`, message: 'Question' })).status).toBe(201);
    }
    const last = await inbound(await mime({ from: artist.email, to: SUPPORT, subject: 'By mail', text: 'The last one this hour.' }));
    expect(last).toEqual({ status: 202, body: { outcome: 'ticket_opened', ticket_number: expect.any(Number) } });
    const messageId = `<${randomUUID()}@mail.example>`;
    const over = await inbound(await mime({ from: artist.email, to: SUPPORT, messageId, subject: 'One more', text: 'Too many.' }));
    expect(over).toEqual({ status: 422, body: expect.objectContaining({ code: 'inbound_too_many_tickets' }) });
    expect((await call('GET', '/artist/tickets', artist.token)).body.tickets).toHaveLength(TICKET_LIMITS.perHour);
    expect(await logged(messageId)).toEqual([expect.objectContaining({ outcome: 'refused', from_address: artist.email, ticket_id: null })]);
  });

  it('answers an unknown sender politely (once a day), never with a ticket; refuses a known but unapproved artist', async () => {
    const stranger = `stranger-${randomUUID().slice(0, 8)}@elsewhere.test`;
    const tickets = async () => (await db.query('SELECT count(*)::int AS n FROM support_tickets'))[0].n as number;
    const count = await tickets();
    const first = await inbound(await mime({ from: stranger, to: SUPPORT, subject: 'Hello', text: 'Can you distribute my album?', headers: { 'Content-Language': 'fr' } }));
    expect(first).toEqual({ status: 202, body: { outcome: 'auto_answered' } });
    const [answer] = await mailboxFor(t, stranger);
    expect(answer.subject).toBe('Votre message au support Soundpost');
    expect(answer.text).toContain(`${t.config.publicUrl}/signup`);
    const again = await inbound(await mime({ from: stranger, to: SUPPORT, subject: 'Hello?', text: 'Anyone?' }));
    expect(again).toEqual({ status: 202, body: { outcome: 'ignored' } });
    expect(await mailboxFor(t, stranger)).toHaveLength(1);
    // A mail server's bounce is never answered (no loops).
    const bounce = await inbound(await mime({ from: 'MAILER-DAEMON@elsewhere.test', to: SUPPORT, text: 'Undeliverable', headers: { 'Auto-Submitted': 'auto-replied' } }));
    expect(bounce).toEqual({ status: 202, body: { outcome: 'ignored' } });

    const pending = await newArtist(t);
    const refused = await inbound(await mime({ from: pending.email, to: SUPPORT, text: 'Help with my documents' }));
    expect(refused).toEqual({ status: 422, body: expect.objectContaining({ code: 'inbound_artist_not_approved' }) });
    expect(await tickets()).toBe(count);
  });
});
