import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { wavTone } from './support/media';
import { artistToken } from './support/api-login';
import { Instance, newDataDir, removeDataDir, sleep, startInstance } from './support/instance';

// SIGTERM with requests in flight: readiness 503 at once, no new connections, a slow upload that
// finishes within the grace gets its answer; with a short grace, the request left is answered 503,
// its partial upload removed, and the process still exits 0.

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A track upload whose body trickles in, one chunk every 100 ms, until `finish()` (or forever). */
function slowTrackUpload(url: string, token: string, releaseId: string, audio: Buffer) {
  const boundary = `----soundpost${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nSlow song\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="slow.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunkSize = Math.ceil(audio.length / 40);
  let offset = 0;
  let finishing = false;
  let chunksSent = 0;
  const req = http.request(`${url}/api/artist/releases/${releaseId}/tracks`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
  });
  const answer = new Promise<Answer | { error: string }>((resolve) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
  });
  let settled = false;
  void answer.then(() => (settled = true));
  req.write(head);
  const timer = setInterval(() => {
    if (settled) return clearInterval(timer);
    if (finishing) {
      clearInterval(timer);
      req.end(Buffer.concat([audio.subarray(offset), tail]));
      return;
    }
    // Never the last bytes unless told: the upload stays in flight.
    if (offset + chunkSize < audio.length) {
      req.write(audio.subarray(offset, offset + chunkSize));
      offset += chunkSize;
      chunksSent++;
    }
  }, 100);
  return {
    answer,
    chunksSent: () => chunksSent,
    finish: () => (finishing = true),
  };
}

/** A connection that has sent part of a readiness request: it is busy, so the drain keeps it open. */
function partialReadinessRequest(port: number): Promise<{ complete: () => Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write('GET /api/health/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      let raw = '';
      const ended = new Promise<string>((done) => {
        socket.on('data', (d) => (raw += d));
        socket.on('close', () => done(raw));
      });
      resolve({
        complete: () => {
          socket.write('\r\n');
          return ended;
        },
      });
    });
    socket.on('error', reject);
  });
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('graceful shutdown (SIGTERM with requests in flight)', () => {
  let dataDir: string;
  const instances: Instance[] = [];

  afterAll(async () => {
    for (const i of instances) if (i.child.exitCode === null) i.child.kill('SIGKILL');
    if (process.env.FAULT_LOG) fs.writeFileSync(process.env.FAULT_LOG, instances.map((i) => i.output()).join('\n----\n'));
    removeDataDir(dataDir);
  });

  it('turns readiness 503 and refuses connections at once, finishes a slow upload within the grace, and cuts one that cannot finish cleanly', async () => {
    dataDir = newDataDir();
    const storage = path.join(dataDir, 'storage');
    const first = await startInstance(dataDir); // default grace: 30 s
    instances.push(first);
    const token = await artistToken(first.url, 'artist.approved@soundpost.local', 'Soundpost-artist-1');
    const releases = (await (await fetch(`${first.url}/api/artist/releases`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      releases: { id: string; status: string }[];
    };
    const draft = releases.releases.find((r) => r.status === 'draft')!;
    expect(draft).toBeDefined();
    const audio = wavTone(1);
    // The demo release's own tracks are stored audio too; only the upload below may add to them.
    const isAudio = (f: string) => f.includes(`${path.sep}audio${path.sep}`);
    const seededAudio = filesUnder(storage).filter(isAudio);

    // In flight when SIGTERM arrives: a slow upload and a half-sent readiness probe.
    const upload = slowTrackUpload(first.url, token, draft.id, audio);
    const probe = await partialReadinessRequest(first.port);
    while (upload.chunksSent() < 5) await sleep(50);
    first.child.kill('SIGTERM');
    await first.waitForOutput(/SIGTERM received: draining requests \(up to 30000 ms\)/);

    const readiness = await probe.complete();
    expect(readiness).toMatch(/^HTTP\/1\.1 503 /);
    expect(readiness).toMatch(/\r\nconnection: close\r\n/i);
    expect(readiness).toContain('"code":"shutting_down"');

    // No new connections: any answered before the listener closed is a 503; then refused.
    let refused = false;
    for (let i = 0; i < 50 && !refused; i++) {
      try {
        const res = await fetch(`${first.url}/api/health/ready`);
        expect(res.status).toBe(503);
        await sleep(50);
      } catch (error) {
        // Refused once the listener is closed. A connection the kernel queued in the instant before is reset,
        // or, if it was accepted before its request arrived, closed as idle (undici's UND_ERR_SOCKET): none is served.
        expect(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']).toContain((error as { cause?: { code?: string } }).cause?.code);
        refused = true;
      }
    }
    expect(refused).toBe(true);

    // The upload still streams for a while, then finishes and gets its real answer.
    while (upload.chunksSent() < 20) await sleep(50);
    upload.finish();
    const done = (await upload.answer) as Answer;
    expect(done.status).toBe(201);
    expect(JSON.parse(done.body)).toEqual(expect.objectContaining({ message: expect.any(String), track: expect.objectContaining({ title: 'Slow song' }) }));
    expect(done.headers.connection).toBe('close');
    await expect(first.exited).resolves.toBe(0);
    const stored = filesUnder(storage).filter((f) => !f.includes(`${path.sep}.tmp${path.sep}`)).sort();
    expect(filesUnder(path.join(storage, '.tmp'))).toEqual([]);

    // A 2-second grace and an upload that would take much longer: answered 503, nothing kept.
    const second = await startInstance(dataDir, { SHUTDOWN_GRACE_MS: '2000' });
    instances.push(second);
    const endless = slowTrackUpload(second.url, token, draft.id, wavTone(10));
    while (endless.chunksSent() < 5) await sleep(50);
    second.child.kill('SIGTERM');
    const cut = await endless.answer;
    expect(cut).toEqual(expect.objectContaining({ status: 503 }));
    expect(JSON.parse((cut as Answer).body)).toEqual({ message: expect.stringContaining('shutting down'), code: 'shutting_down' });
    await expect(second.exited).resolves.toBe(0);
    expect(second.output()).toContain('1 request(s) answered 503');
    expect(filesUnder(path.join(storage, '.tmp'))).toEqual([]);
    expect(filesUnder(storage).filter((f) => !f.includes(`${path.sep}.tmp${path.sep}`)).sort()).toEqual(stored);
    expect(stored.filter((f) => isAudio(f) && !seededAudio.includes(f))).toHaveLength(1);
  }, 120_000);
});
