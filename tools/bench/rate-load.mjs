// Open-loop load at a fixed rate: request i is due at i / rate seconds, sent then whatever earlier answers are doing, and
// its latency counts from that due time (waiting for one of the connections included), so a slow server cannot slow the
// load down and hide its queue. autocannon's overallRate sends each second's share in a burst and corrects latencies with
// a 1 ms interval, which is why the latency rounds use this instead.
// Usage: node rate-load.mjs '<json>' with {url, method?, body?, tokensFile?, connections, rate, seconds? | amount?}; each
// request carries the next token. Prints one JSON line: rps (answered per second), p50, p99, p999 (ms), sent, errors.
// BENCH_LATENCY_DUMP=<file>: each answered request's due time (epoch ms) and latency appended there as one JSON line
// per round, to line a round's slow answers up with a GC log or a process monitor.
import fs from 'node:fs';
import http from 'node:http';
import { percentiles, scheduledAt } from './bench-verdict.mjs';

const { url, method = 'GET', body, tokensFile, connections, rate, seconds, amount } = JSON.parse(process.argv[2]);
const tokens = tokensFile ? fs.readFileSync(tokensFile, 'utf8').split('\n').filter(Boolean) : [];
const total = amount ?? Math.round(rate * seconds);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
const latencies = [];
let errors = 0;
const dump = process.env.BENCH_LATENCY_DUMP ? [] : null;
let done = 0;
let sent = 0;

const finished = new Promise((resolve) => {
  const send = (i, due) => {
    const req = http.request(url, {
      method,
      agent,
      headers: { ...(tokens.length ? { authorization: `Bearer ${tokens[i % tokens.length]}` } : {}), ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}) },
    });
    const settle = (ok) => {
      const latency = performance.now() - due;
      if (ok) latencies.push(latency);
      else errors++;
      if (ok && dump) dump.push([Math.round(performance.timeOrigin + due), +latency.toFixed(2)]);
      if (++done === total) resolve();
    };
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => settle(res.statusCode >= 200 && res.statusCode < 300));
    });
    req.on('error', () => settle(false));
    // As autocannon's default: an answer later than 10 s counts as an error instead of hanging the round.
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.end(payload);
  };
  const start = performance.now();
  const tick = () => {
    const now = performance.now() - start;
    while (sent < total && scheduledAt(sent, rate) <= now) {
      send(sent, start + scheduledAt(sent, rate));
      sent++;
    }
    if (sent < total) setTimeout(tick, 1);
  };
  tick();
});
const started = performance.now();
await finished;
const elapsed = (performance.now() - started) / 1000;
agent.destroy();
if (dump) fs.appendFileSync(process.env.BENCH_LATENCY_DUMP, `${JSON.stringify({ url, dump })}\n`);
process.stdout.write(`${JSON.stringify({ rps: latencies.length / elapsed, ...percentiles(latencies), sent, errors })}\n`);
