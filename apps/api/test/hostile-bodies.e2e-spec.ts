import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MechanismsDemoModule } from './support/mechanisms-demo.module';
import { approvedArtist, caller, newStaff } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

interface RawExchange {
  /** Everything the server sent before it closed the connection. */
  received: string;
  /** Bytes of the body the client got to send. */
  sent: number;
}

/**
 * A client on a raw socket: sends `head` (request line and headers), then `chunk` every
 * `everyMs` until `total` body bytes went out or the server closes the connection; resolves on
 * the close with what the server sent. The server's answer is the test's only clock.
 */
function trickle(url: string, head: string, chunk: Buffer, everyMs: number, total = Infinity): Promise<RawExchange> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let received = '';
    let sent = 0;
    socket.setEncoding('utf8');
    socket.on('data', (text: string) => (received += text));
    // The server may reset a connection it closed while bytes were still coming: the answer came first.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ received, sent });
    });
    socket.write(head);
    const timer = setInterval(() => {
      if (socket.destroyed || sent >= total) return;
      socket.write(chunk);
      sent += chunk.length;
    }, everyMs);
  });
}

const jsonHead = (pathname: string, length: number) =>
  `POST ${pathname} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

/** The status line and the JSON body of a raw HTTP/1.1 answer. */
function parseAnswer(text: string): { status: number; connection: string | undefined; body: unknown } {
  const [head, body = ''] = text.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
  const connection = /\r\nconnection: *([^\r]*)/i.exec(head)?.[1]?.toLowerCase();
  return { status, connection, body: body ? JSON.parse(body) : null };
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe('Hostile bodies: JSON-holding fields and JSON types (real app)', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let staff: { token: string };

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    staff = await newStaff(t);
  });
  afterAll(() => t?.close());

  it('a wallet adjust whose meta is empty or whitespace only is no meta (never a 500); text that is not a JSON object is 422', async () => {
    const artist = await approvedArtist(t);
    const walletId = (await call('GET', '/artist/wallet', artist.token)).body.id;
    const path = `/admin/wallets/${walletId}/adjust`;
    for (const meta of ['', ' ', '\t\n ']) {
      const res = await call('POST', path, staff.token, { type: 'credit', amount: 100, meta });
      expect(res.status).toBe(200);
      const [entry] = await t.app.get(DataSource).query('SELECT meta FROM wallet_transactions WHERE id = $1', [res.body.transaction.id]);
      expect(entry.meta).toBeNull();
    }
    for (const meta of ['&amp;', ']]>', 'null', '"text"', '\uFFFE']) {
      const res = await call('POST', path, staff.token, { type: 'credit', amount: 100, meta });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['meta']);
    }
    const bad = await call('POST', path, staff.token, { type: 'credit', amount: 100, meta: '&lt;b&gt;' });
    expect(bad.body).toMatchObject({ message: 'Meta must be valid JSON.', errors: { meta: ['Meta must be valid JSON.'] } });
    // Three credits of 100, nothing from the refused ones.
    expect((await call('GET', '/artist/wallet', artist.token)).body.balance).toBe(300);
  });

  it('a plan whose features are whitespace only has none; features that are not a JSON object are 422', async () => {
    const key = `hostile-${randomUUID().slice(0, 8)}`;
    const created = await call('POST', '/admin/plans', staff.token, { name: 'Hostile', key, features: '   ' });
    expect(created.status).toBe(201);
    const refused = await call('POST', '/admin/plans', staff.token, { name: 'Hostile 2', key: `${key}-2`, features: ']]>' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.features).toEqual(['Features must be valid JSON (an object).']);
  });

  it('a royalty report whose column mapping is whitespace only is read with the default columns; a mapping that is not JSON is 422', async () => {
    const upload = async (mapping: string) => {
      const body = new FormData();
      for (const [k, v] of Object.entries({ store_id: 'spotify', period_start: '2026-01-01', period_end: '2026-01-31', mapping })) body.append(k, v);
      const csv = `period_start,period_end,store,territory,isrc,upc,units,revenue,currency\n2026-01-01,2026-01-31,Spotify,${randomUUID().slice(0, 8)},,,1,0.10,EUR\n`;
      body.append('file', new Blob([csv], { type: 'text/csv' }), `report-${randomUUID()}.csv`);
      const res = await t.api('/api/admin/royalties/imports', { method: 'POST', token: staff.token, body });
      return { status: res.status, body: await res.json() };
    };
    expect((await upload('   ')).status).toBe(201);
    const refused = await upload(']]>');
    expect(refused.status).toBe(422);
    expect(refused.body.errors.mapping).toEqual(['The column mapping needs the revenue column and the ISRC or UPC column.']);
  });

  it('a split share sent as text ("99") is refused with the field’s message; the number 99 is accepted', async () => {
    const artist = await approvedArtist(t);
    const draft = await call('POST', '/artist/releases/draft', artist.token, { force_new: true });
    const path = `/artist/releases/${draft.body.release_id}/splits`;
    for (const share of ['99', ' 99 ', '', null, true]) {
      const res = await call('PUT', path, artist.token, { splits: [{ email: 'bassist@example.com', share }] });
      expect(res.status).toBe(422);
      expect(res.body.errors.splits).toEqual(['Enter a share above 0 and up to 100, with at most two decimals.']);
    }
    const ok = await call('PUT', path, artist.token, { splits: [{ email: 'bassist@example.com', share: 99 }] });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ owner_share: 1, splits: [{ email: 'bassist@example.com', share: 99 }] });
  });
});

describe('Hostile bodies: slow and unfinished bodies cannot hold a connection (real app, real sockets)', () => {
  let t: TestApp;
  const BOUNDARY = 'soundpost-slow-boundary';
  const TIMEOUT_BODY = { message: 'The request took too long to arrive.', code: 'request_timeout' };

  beforeAll(async () => {
    // Small settings so each refusal comes within seconds: 1 KiB/s over 1 s windows, 2 s per JSON body, 3 s per upload.
    t = await createTestApp({ BODY_TIMEOUT_MS: '2000', UPLOAD_TIMEOUT_MS: '3000', BODY_MIN_BYTES_PER_SECOND: '1024', BODY_RATE_WINDOW_MS: '1000' }, [MechanismsDemoModule]);
  });
  afterAll(() => t?.close());

  it('clients declaring 1 MB and trickling 10 bytes at a time each get 408 in our shape and lose the connection; a fast request still works', async () => {
    const slow = await Promise.all(Array.from({ length: 8 }, () => trickle(t.url, jsonHead('/api/admin/login', 1_000_000), Buffer.from('{"email":"'), 100)));
    for (const exchange of slow) {
      const answer = parseAnswer(exchange.received);
      expect(answer).toEqual({ status: 408, connection: 'close', body: TIMEOUT_BODY });
      expect(exchange.sent).toBeLessThan(1_000_000);
    }
    const fast = await t.api('/api/admin/login', { method: 'POST', json: { email: 'nobody@example.com', password: 'wrong-password-1' } });
    expect(fast.status).toBe(422);
    expect((await t.api('/api/health/live')).status).toBe(200);
  });

  it('a trickling upload refused before its body is read (no token: 401) still loses its connection', async () => {
    const head = `POST /api/admin/royalties/imports HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: 1000000\r\n\r\n`;
    const exchange = await trickle(t.url, head, Buffer.alloc(10, 7), 100);
    expect(parseAnswer(exchange.received).status).toBe(401);
    expect(exchange.sent).toBeLessThan(1_000_000);
  });

  it('a body fast enough for the rate but never finished is cut at its total time (408, connection closed)', async () => {
    // 2 KiB every 200 ms is 10 KiB/s, well above the rate: only the 2 s total stops it.
    const exchange = await trickle(t.url, jsonHead('/api/admin/login', 1_000_000), Buffer.from(' '.repeat(2048)), 200);
    expect(parseAnswer(exchange.received)).toEqual({ status: 408, connection: 'close', body: TIMEOUT_BODY });
    expect(exchange.sent).toBeLessThan(1_000_000);
  });

  it('a slow multipart upload gets 408 and leaves no stored file', async () => {
    const root = t.config.storage.localRoot;
    const before = filesUnder(root);
    const head =
      `POST /api/test/storage/documents HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: 60000\r\n\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="document"; filename="passport.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
    const exchange = await trickle(t.url, head, Buffer.alloc(10, 7), 100);
    expect(parseAnswer(exchange.received)).toEqual({ status: 408, connection: 'close', body: TIMEOUT_BODY });
    // The cut write removes its temp file once its stream fails.
    const deadline = Date.now() + 10_000;
    while (filesUnder(root).length !== before.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(filesUnder(root)).toEqual(before);
  });

  it('an upload arriving at a steady rate is stored as usual', async () => {
    const body = new FormData();
    body.append('document', new Blob([new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20_000, 7)]))], { type: 'application/pdf' }), 'passport.pdf');
    const res = await t.api('/api/test/storage/documents', { method: 'POST', body });
    expect(res.status).toBe(201);
  });
});

describe('Hostile bodies: a client that aborts its request is an info line, not an error', () => {
  let t: TestApp;
  const BOUNDARY = 'soundpost-abort-boundary';

  beforeAll(async () => {
    t = await createTestApp({}, [MechanismsDemoModule]);
  });
  afterAll(() => t?.close());
  afterEach(() => jest.restoreAllMocks());

  it('an upload cut by its client mid-file is logged at info, never at error', async () => {
    const info = jest.spyOn(Logger.prototype, 'log');
    const error = jest.spyOn(Logger.prototype, 'error');
    const { port } = new URL(t.url);
    await new Promise<void>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /api/test/storage/documents HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: 60000\r\n\r\n` +
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="document"; filename="passport.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
        );
        socket.write(Buffer.alloc(20_000, 7), () => setTimeout(() => socket.destroy(), 200));
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve());
    });
    const aborted = () => info.mock.calls.some(([message, text]) => typeof message === 'object' && String(text).startsWith('request aborted'));
    const deadline = Date.now() + 10_000;
    while (!aborted() && !error.mock.calls.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(error.mock.calls.map(([, text]) => String(text).split('\n')[0])).toEqual([]);
    expect(aborted()).toBe(true);
    expect((await t.api('/api/health/live')).status).toBe(200);
  });
});
