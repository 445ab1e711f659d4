import net from 'node:net';
import { JobsService } from '@soundpost/server-core/jobs';
import { MAIL_DELIVER_JOB, MAIL_MAX_ATTEMPTS, MAIL_SWEEP_JOB, MailDeliveryService, MailService } from '@soundpost/server-core/mail';
import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from './test-app';

let seq = 0;
const address = (label: string) => `${label}-${Date.now().toString(36)}-${++seq}@mail-test.example`;

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A real SMTP server on a random local port, speaking just enough of RFC 5321 for nodemailer:
 * EHLO/HELO, MAIL FROM, RCPT TO, DATA, RSET, NOOP, QUIT. `rcptReply` lets a test make it refuse.
 */
async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const sink = { port: 0, received, rcptReply: '250 OK', close: () => new Promise<void>((r) => server.close(() => r())) };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const handle = (line: string) => {
      if (inData) {
        if (line === '.') {
          inData = false;
          received.push(mail);
          mail = { from: '', to: [], data: '' };
          return reply('250 OK queued');
        }
        mail.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
        return;
      }
      const verb = line.split(' ')[0].toUpperCase();
      const arg = /<([^>]*)>/.exec(line)?.[1] ?? '';
      if (verb === 'EHLO') return reply('250-sink.local\r\n250 8BITMIME');
      if (verb === 'HELO') return reply('250 sink.local');
      if (verb === 'MAIL') return ((mail.from = arg), reply('250 OK'));
      if (verb === 'RCPT') return sink.rcptReply.startsWith('250') ? (mail.to.push(arg), reply(sink.rcptReply)) : reply(sink.rcptReply);
      if (verb === 'DATA') return ((inData = true), reply('354 End data with <CR><LF>.<CR><LF>'));
      if (verb === 'RSET') return ((mail = { from: '', to: [], data: '' }), reply('250 OK'));
      if (verb === 'NOOP') return reply('250 OK');
      if (verb === 'QUIT') return (reply('221 Bye'), socket.end());
      return reply('502 Command not implemented');
    };
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let i = buffer.indexOf('\r\n'); i >= 0; i = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        handle(line);
      }
    });
    reply('220 sink.local ESMTP test sink');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.port = (server.address() as net.AddressInfo).port;
  const close = sink.close;
  sink.close = () => {
    for (const s of sockets) s.destroy();
    return close();
  };
  return sink;
}

async function outboxRow(ds: DataSource, id: number) {
  const rows: Array<{ status: string; attempts: number; last_error: string | null; retry_in_s: number; sent_at: Date | null }> = await ds.query(
    `SELECT status, attempts, last_error, sent_at, extract(epoch FROM next_attempt_at - now())::int AS retry_in_s FROM mail_outbox WHERE id = $1`,
    [id],
  );
  return rows[0];
}

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('Mail outbox and dev mailbox (real app over HTTP)', () => {
  let t: TestApp;
  let mail: MailService;
  let ds: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    mail = t.app.get(MailService);
    ds = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes the mail only if the caller transaction commits', async () => {
    const to = address('outbox');
    await expect(
      ds.transaction(async (manager) => {
        await mail.queue({ to, template: 'verification_code', language: 'en', params: { code: '111111' } }, manager);
        throw new Error('sign-up failed');
      }),
    ).rejects.toThrow('sign-up failed');
    const empty = await t.api(`/api/dev/mail?to=${encodeURIComponent(to)}`);
    expect(empty.status).toBe(200);
    await expect(empty.json()).resolves.toEqual([]);

    await ds.transaction(async (manager) => {
      await mail.queue({ to, template: 'verification_code', language: 'en', params: { code: '222222' } }, manager);
    });
    const res = await t.api(`/api/dev/mail?to=${encodeURIComponent(to)}`);
    expect(res.status).toBe(200);
    const messages = await res.json();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toEqual({
      id: expect.any(Number),
      to,
      subject: 'Your Soundpost verification code',
      text: expect.stringContaining('222222'),
      html: expect.stringContaining('222222'),
      reply_to: null,
      created_at: expect.any(String),
    });
    expect(messages[0].text).toContain('valid for 10 minutes');
    expect(Number.isNaN(Date.parse(messages[0].created_at))).toBe(false);
  });

  it('lists an address newest first, whatever the case of the address, and only that address', async () => {
    const to = address('Newest');
    const first = await mail.queue({ to, subject: 'First', text: 'one' });
    const second = await mail.queue({ to: to.toUpperCase(), template: 'login_code', language: 'fr', params: { code: '333333' } });
    await mail.queue({ to: address('someone-else'), subject: 'Not yours', text: 'x' });
    const res = await t.api(`/api/dev/mail?to=${encodeURIComponent(to.toLowerCase())}`);
    const messages: Array<{ id: number; subject: string }> = await res.json();
    expect(messages.map((m) => m.id)).toEqual([second.id, first.id]);
    expect(messages[0].subject).toBe('Votre code de connexion Soundpost');
    const limited = await t.api(`/api/dev/mail?to=${encodeURIComponent(to)}&limit=1`);
    expect((await limited.json()).map((m: { id: number }) => m.id)).toEqual([second.id]);
  });

  it('gives the CLI the same shape through MailService.listOutbox', async () => {
    const to = address('cli');
    const queued = await mail.queue({ to, subject: 'For the CLI', text: 'plain', html: '<p>plain</p>' });
    const [latest] = await mail.listOutbox({ limit: 1 });
    expect(latest).toEqual({ id: queued.id, to, subject: 'For the CLI', text: 'plain', html: '<p>plain</p>', reply_to: null, created_at: expect.any(String) });
    await expect(mail.listOutbox({ to: to.toUpperCase(), limit: 10 })).resolves.toHaveLength(1);
  });

  it('answers 422 with the error shape when to is missing or not an e-mail', async () => {
    const missing = await t.api('/api/dev/mail');
    expect(missing.status).toBe(422);
    await expect(missing.json()).resolves.toEqual({
      message: 'The to field is required.',
      code: 'validation_failed',
      errors: { to: ['The to field is required.'] },
    });
    const invalid = await t.api('/api/dev/mail?to=not-an-address');
    expect(invalid.status).toBe(422);
    await expect(invalid.json()).resolves.toMatchObject({ code: 'validation_failed', errors: { to: ['The to field must be a valid email address.'] } });
  });

  it('keeps messages pending in the outbox when no SMTP is configured', async () => {
    const { id } = await mail.queue({ to: address('pending'), subject: 'Stay', text: 'here' });
    await expect(t.app.get(MailDeliveryService).deliverDue()).resolves.toEqual({ sent: 0, retrying: 0, failed: 0 });
    await expect(outboxRow(ds, id)).resolves.toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('refuses to queue to an invalid address', async () => {
    await expect(mail.queue({ to: 'nobody', subject: 's', text: 't' })).rejects.toThrow('invalid address');
  });
});

describe('Dev mailbox switched off', () => {
  it('answers 404 exactly like an unknown route when DEV_MAILBOX=false', async () => {
    const t = await createTestApp({ DEV_MAILBOX: 'false' });
    try {
      const res = await t.api('/api/dev/mail?to=someone@example.com');
      expect(res.status).toBe(404);
      const unknown = await t.api('/api/dev/unknown-route');
      expect(await res.json()).toEqual(await unknown.json());
    } finally {
      await t.close();
    }
  });
});

describe('SMTP delivery (real socket)', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let mail: MailService;
  let jobs: JobsService;
  let ds: DataSource;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_FROM: 'Soundpost <no-reply@soundpost.test>' });
    mail = t.app.get(MailService);
    jobs = t.app.get(JobsService);
    ds = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  beforeEach(() => {
    sink.rcptReply = '250 OK';
  });

  it('turns the dev mailbox off when SMTP is configured', async () => {
    expect(t.config.mail.devMailbox).toBe(false);
    expect((await t.api('/api/dev/mail?to=a@example.com')).status).toBe(404);
  });

  it('queues the delivery job in the caller transaction and sends the mail over SMTP', async () => {
    const to = address('smtp');
    const { id } = await ds.transaction((manager) => mail.queue({ to, template: 'password_reset_code', language: 'en', params: { code: '444444' } }, manager));
    const jobsForMail: Array<{ data: { id: number } }> = await ds.query(`SELECT data FROM pgboss.job WHERE name = $1`, [MAIL_DELIVER_JOB]);
    expect(jobsForMail.map((j) => j.data.id)).toContain(id);

    await jobs.runNow(MAIL_DELIVER_JOB, { id });
    const row = await eventually(() => outboxRow(ds, id), (r) => r.status === 'sent');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row.sent_at).toBeInstanceOf(Date);

    const delivered = sink.received.find((m) => m.to.includes(to));
    expect(delivered).toBeDefined();
    expect(delivered?.from).toBe('no-reply@soundpost.test');
    expect(delivered?.data).toContain(`To: ${to}`);
    expect(delivered?.data).toContain('Subject: Reset your Soundpost password');
    expect(delivered?.data).toContain('444444');
  });

  it('sends a mail the reader may stop with List-Unsubscribe and the one-click List-Unsubscribe-Post headers', async () => {
    const to = address('unsubscribe');
    const url = 'https://soundpost.example/api/stats/report/unsubscribe/0b0e6f9c-3a55-4d7e-9a4e-2f0c1f1d2e3a';
    const { id } = await mail.queue({ to, subject: 'Your streams yesterday', text: 'Streams: 10', listUnsubscribe: url });
    await jobs.runNow(MAIL_DELIVER_JOB, { id });
    await eventually(() => outboxRow(ds, id), (r) => r.status === 'sent');
    // Long header lines are folded (RFC 5322): unfold before reading.
    const headers = sink.received.find((m) => m.to.includes(to))?.data.replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toContain(`List-Unsubscribe: <${url}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // Mail without one carries neither header.
    const other = address('plain');
    const plain = await mail.queue({ to: other, subject: 'A receipt', text: 'Paid' });
    await jobs.runNow(MAIL_DELIVER_JOB, { id: plain.id });
    await eventually(() => outboxRow(ds, plain.id), (r) => r.status === 'sent');
    expect(sink.received.find((m) => m.to.includes(other))?.data).not.toContain('List-Unsubscribe');
  });

  it('sends the Reply-To a message carries (a ticket\'s reply address), and none otherwise', async () => {
    const to = address('reply-to');
    const replyTo = 'reply+17.tq3m2x.k4v7wq2hxe5mtq3yb6n2d7ufsa@soundpost.test';
    const { id } = await mail.queue({ to, subject: 'Support answered', text: 'Answer', replyTo });
    await jobs.runNow(MAIL_DELIVER_JOB, { id });
    await eventually(() => outboxRow(ds, id), (r) => r.status === 'sent');
    const headers = sink.received.find((m) => m.to.includes(to))?.data.replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toContain(`Reply-To: ${replyTo}`);
    const other = address('no-reply-to');
    const plain = await mail.queue({ to: other, subject: 'A receipt', text: 'Paid' });
    await jobs.runNow(MAIL_DELIVER_JOB, { id: plain.id });
    await eventually(() => outboxRow(ds, plain.id), (r) => r.status === 'sent');
    expect(sink.received.find((m) => m.to.includes(other))?.data).not.toMatch(/^Reply-To:/im);
    await expect(mail.queue({ to, subject: 'x', text: 'y', replyTo: 'not an address' })).rejects.toThrow('invalid Reply-To');
  });

  it('creates neither the mail nor its job when the transaction rolls back', async () => {
    const to = address('rolled-back');
    let queuedId = 0;
    await expect(
      ds.transaction(async (manager) => {
        queuedId = (await mail.queue({ to, subject: 'Never', text: 'sent' }, manager)).id;
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(queuedId).toBeGreaterThan(0);
    await expect(ds.query(`SELECT id FROM mail_outbox WHERE id = $1`, [queuedId])).resolves.toEqual([]);
    const stray: unknown[] = await ds.query(`SELECT id FROM pgboss.job WHERE name = $1 AND (data->>'id')::bigint = $2`, [MAIL_DELIVER_JOB, queuedId]);
    expect(stray).toEqual([]);
  });

  it('retries a temporary refusal later with backoff, and records the error', async () => {
    sink.rcptReply = '451 Try again later';
    const { id } = await mail.queue({ to: address('busy'), subject: 'Busy', text: 'retry me' });
    await jobs.runNow(MAIL_DELIVER_JOB, { id });
    const row = await eventually(() => outboxRow(ds, id), (r) => r.attempts === 1 && r.last_error !== null);
    expect(row.status).toBe('pending');
    expect(row.last_error).toContain('451');
    expect(row.retry_in_s).toBeGreaterThan(30);
    expect(row.retry_in_s).toBeLessThanOrEqual(60);
    // Not due yet: the sweep leaves it alone.
    await jobs.runNow(MAIL_SWEEP_JOB);
    await expect(outboxRow(ds, id)).resolves.toMatchObject({ status: 'pending', attempts: 1 });
  });

  it(`marks a message failed after ${MAIL_MAX_ATTEMPTS} attempts`, async () => {
    sink.rcptReply = '451 Try again later';
    const { id } = await mail.queue({ to: address('hopeless'), subject: 'Hopeless', text: 'x' });
    await ds.query(`UPDATE mail_outbox SET attempts = $2, next_attempt_at = now() WHERE id = $1`, [id, MAIL_MAX_ATTEMPTS - 1]);
    await jobs.runNow(MAIL_DELIVER_JOB, { id });
    const row = await eventually(() => outboxRow(ds, id), (r) => r.status !== 'pending');
    expect(row).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
  });

  it('fails at once on a permanent refusal (5xx)', async () => {
    sink.rcptReply = '550 No such user';
    const { id } = await mail.queue({ to: address('unknown-user'), subject: 'Nobody', text: 'x' });
    await jobs.runNow(MAIL_DELIVER_JOB, { id });
    const row = await eventually(() => outboxRow(ds, id), (r) => r.status !== 'pending');
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toContain('550');
  });

  it('the per-minute sweep sends everything that is due', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await mail.queue({ to: address(`sweep${i}`), subject: `Sweep ${i}`, text: 'x' })).id);
    await expect(jobs.runNow(MAIL_SWEEP_JOB)).resolves.toMatchObject({ ran: true });
    for (const id of ids) await expect(eventually(() => outboxRow(ds, id), (r) => r.status === 'sent')).resolves.toMatchObject({ status: 'sent' });
    for (const i of [0, 1, 2]) expect(sink.received.some((m) => m.data.includes(`Subject: Sweep ${i}`))).toBe(true);
  });
});
