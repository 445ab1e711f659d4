// The chat delivery benchmark's load (run pinned to its own CPU): one artist SSE connection per chat, then staff
// messages POSTed to the chats in turn, and for each the time until its `message` event arrives on the artist's
// connection.
// - open loop ({ rate, seconds }): message i is due at i / rate seconds and sent then whatever earlier ones are doing;
//   its latency counts from that due time (as rate-load.mjs), so a server that falls behind cannot hide its queue.
// - closed loop ({ connections, seconds }): that many senders, each POSTing again as soon as its answer is in: the
//   rate the side sustains (its saturation).
// Usage: node chat-delivery-load.mjs '<json>' with { base, side: 'api' | 'raw' | 'pg', chats: [{ id, token }], staffToken, ... }.
// Prints one JSON line: rps (delivered per second), p50, p99, p999 (ms, delivery), sent, delivered, errors.
// BENCH_LATENCY_DUMP=<file>: in open loop, each delivered message's due time (epoch ms) and latency appended there as
// one JSON line per round, as rate-load.mjs writes them.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { percentiles, scheduledAt } from './bench-verdict.mjs';
import { messageOf, openEventStream } from './chat-sse.mjs';

const { base, side, chats, staffToken, rate, seconds, connections = 50 } = JSON.parse(process.argv[2]);
const run = randomBytes(4).toString('hex');
const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
const due = new Map(); // message body -> due time
const latencies = [];
const dump = process.env.BENCH_LATENCY_DUMP && rate ? [] : null;
let errors = 0;
let sent = 0;
let onDelivered = () => {};

const streams = await Promise.all(
  chats.map(({ id, token }) =>
    openEventStream(side === 'api' ? `${base}/api/artist/chat/events` : `${base}/api/artist/chat/events?chat=${encodeURIComponent(id)}`, {
      token,
      onEvent: ({ event, data }) => {
        if (event !== 'message') return;
        const at = performance.now();
        const body = messageOf(data)?.body;
        const t = body === undefined ? undefined : due.get(body);
        if (t === undefined) return;
        due.delete(body);
        latencies.push(at - t);
        dump?.push([Math.round(performance.timeOrigin + t), +(at - t).toFixed(2)]);
        onDelivered();
      },
    }),
  ),
);

function post(i, chat = chats[i % chats.length]) {
  const payload = Buffer.from(JSON.stringify({ body: `bench ${run} ${i}`, client_id: randomUUID() }));
  return new Promise((resolve) => {
    const req = http.request(`${base}/api/admin/chats/${chat.id}/messages`, {
      method: 'POST',
      agent,
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json', 'content-length': payload.length },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode < 200 || res.statusCode >= 300) {
          errors++;
          due.delete(`bench ${run} ${i}`);
        }
        resolve();
      });
    });
    req.on('error', () => {
      errors++;
      due.delete(`bench ${run} ${i}`);
      resolve();
    });
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.end(payload);
  });
}

/** Resolves when every message still awaited has arrived, or after `graceMs` (those left are lost). */
const drained = (graceMs) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, graceMs);
    const check = () => {
      if (due.size === 0) {
        clearTimeout(timer);
        resolve();
      }
    };
    onDelivered = check;
    check();
  });

const started = performance.now();
const posts = [];
if (rate) {
  const total = Math.round(rate * seconds);
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now() - started;
      while (sent < total && scheduledAt(sent, rate) <= now) {
        due.set(`bench ${run} ${sent}`, started + scheduledAt(sent, rate));
        posts.push(post(sent));
        sent++;
      }
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
} else {
  const until = started + seconds * 1000;
  // Sender w writes to chats w, w + senders, … in turn: two senders never wait for one chat's row lock.
  const senders = Math.min(connections, chats.length);
  await Promise.all(
    Array.from({ length: senders }, async (_, w) => {
      for (let k = 0; performance.now() < until; k++) {
        const i = sent++;
        due.set(`bench ${run} ${i}`, performance.now());
        await post(i, chats[(w + k * senders) % chats.length]);
      }
    }),
  );
}
await Promise.all(posts);
await drained(10_000);
const elapsed = (performance.now() - started) / 1000;
const lost = due.size;
for (const s of streams) s.close();
agent.destroy();
if (dump) fs.appendFileSync(process.env.BENCH_LATENCY_DUMP, `${JSON.stringify({ side, dump })}\n`);
process.stdout.write(`${JSON.stringify({ rps: latencies.length / elapsed, ...percentiles(latencies), sent, delivered: latencies.length, lost, errors })}\n`);
process.exit(0);
