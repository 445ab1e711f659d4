// docs/benchmarks.md, "Live chat": the time from a staff POST /api/admin/chats/:id/messages to the message event on the
// artist's SSE connection (GET /api/artist/chat/events), at a fixed rate below saturation, against bare Fastify relaying
// the same messages from a POST to an SSE connection (raw-chat-relay-server.mjs). Goal: p99 ≤ 2x the relay's p99.
// The rate: closed-loop rounds first find what each side sustains; the latency rounds run at half of the slower
// side's median (the api's: it writes each message to Postgres and hears it back through LISTEN/NOTIFY), the same for
// both. Needs `npm run build`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import { apiArgs, embeddedDatabaseUrl, freePort, machineLoad, pin, reportGoal, unpinDatabase, waitFor, withCpuPerItem } from './bench-lib.mjs';
import { median, medianLatency, steadyRate, verdict } from './bench-verdict.mjs';
import { chatArtists, chatStaffToken, startChats } from './chat-sse.mjs';

const require = createRequire(path.join(root, 'package.json'));
const { Client } = require('pg');

const CHATS = Number(process.env.BENCH_CHATS ?? 50); // artists connected, one chat and one SSE connection each
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4); // the first a warm-up, discarded
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// Closed-loop senders while finding the saturation rate: every message insert is serialised (the order row,
// chat_message_head, locked to each commit), so more would only queue; and fewer than the api's pool of 10 (before
// c955e058 ten staff answers at once deadlocked it).
const SENDERS = Number(process.env.BENCH_CHAT_SENDERS ?? 8);
const GOAL_P99_RATIO = 2; // issue 30: p99 within 2x of a bare Fastify relay

// Production's default office hours would close the chat on a weekend: open all week, and no ticket for want of an answer.
// Production refuses to start without its own inbound e-mail secret (unused here).
const CHAT_ENV = { CHAT_OFFICE_HOURS: 'Mon-Sun 00:00-24:00', CHAT_NO_ANSWER_MINUTES: '1440', INBOUND_EMAIL_SECRET: 'bench-inbound-secret-not-used-here' };
const latencyText = (l) => `${l.p50.toFixed(1)}/${l.p99.toFixed(1)}/${l.p999.toFixed(1)} ms`;

const apiMain = path.join(root, 'dist/apps/api/main.js');
if (!fs.existsSync(apiMain)) {
  console.error('dist/apps/api/main.js is missing: run `npm run bench` (it builds first) or `npx nx run api:build`.');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-bench-chat-delivery-'));
const [apiPort, rawPort, pgPort] = [await freePort(), await freePort(), await freePort()];
// The api with its production V8 flags, plus BENCH_API_NODE_FLAGS ("--cpu-prof --cpu-prof-dir=/tmp/prof" to see where its time goes).
const [ac, aa] = pin(0, process.execPath, apiArgs(apiMain));
const api = spawn(ac, aa, {
  cwd: root,
  // BENCH_API_LOG=<file>: the api's log (warnings: slow queries, refused requests) kept there.
  stdio: ['ignore', process.env.BENCH_API_LOG ? fs.openSync(process.env.BENCH_API_LOG, 'w') : 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(apiPort), DATA_DIR: dataDir, NODE_ENV: 'production', PUBLIC_URL: 'http://localhost', PROCESS_ROLE: 'api', LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', ...CHAT_ENV },
});
let raw;
let pgRelay;
let client;
try {
  await waitFor(`http://127.0.0.1:${apiPort}/api/health/live`, api, 180_000);
  // The database on every CPU, not on the api's alone (bench-lib).
  unpinDatabase(dataDir);
  client = new Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await client.connect();
  const tokens = await chatArtists(client, CHATS);
  const staffToken = await chatStaffToken(client);
  const apiBase = `http://127.0.0.1:${apiPort}`;
  const chatIds = await startChats(apiBase, tokens);
  const chats = chatIds.map((id, i) => ({ id, token: tokens[i] }));
  const [rc, ra] = pin(0, process.execPath, [path.join(import.meta.dirname, 'raw-chat-relay-server.mjs')]);
  raw = spawn(rc, ra, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PORT: String(rawPort) } });
  await waitFor(`http://127.0.0.1:${rawPort}/api/health/live`, raw);
  // The same relay through Postgres (INSERT … NOTIFY, LISTEN, read back): not the goal's baseline, the design's floor.
  pgRelay = spawn(rc, ra, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PORT: String(pgPort), DATABASE_URL: embeddedDatabaseUrl(dataDir) } });
  await waitFor(`http://127.0.0.1:${pgPort}/api/health/live`, pgRelay);
  const bases = { api: apiBase, raw: `http://127.0.0.1:${rawPort}`, pg: `http://127.0.0.1:${pgPort}` };

  const servers = { api, raw, pg: pgRelay };
  const load = (side, options) => {
    const [cmd, argv] = pin(1, process.execPath, [path.join(import.meta.dirname, 'chat-delivery-load.mjs'), JSON.stringify({ base: bases[side], side, chats, staffToken, ...options })]);
    // The server's own CPU per delivered message (user + system over the round).
    const result = withCpuPerItem(
      servers[side].pid,
      () => {
        const r = spawnSync(cmd, argv, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
        if (r.status !== 0) throw new Error(`${side} load failed (${r.status}): ${r.stderr}`);
        return JSON.parse(r.stdout.trim().split('\n').at(-1));
      },
      (o) => o.delivered,
    );
    return { ...result, errors: result.errors + result.lost };
  };

  console.log(`${CHATS} chats, one artist SSE connection each; staff messages to the chats in turn.`);
  console.log(`Saturation: ${ROUNDS} closed-loop rounds (first a warm-up) of ${SECONDS} s, ${SENDERS} senders, delivered messages per second:`);
  const sustained = { api: [], raw: [], pg: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const r = load('raw', { connections: SENDERS, seconds: SECONDS });
    const g = load('pg', { connections: SENDERS, seconds: SECONDS });
    const a = load('api', { connections: SENDERS, seconds: SECONDS });
    console.log(
      `round ${round}${round === 0 ? ' (warm-up)' : ''}: raw relay ${r.rps.toFixed(0)} msg/s (p99 ${r.p99.toFixed(1)} ms) · relay through pg ${g.rps.toFixed(0)} msg/s (p99 ${g.p99.toFixed(1)} ms) · ` +
        `api ${a.rps.toFixed(0)} msg/s (p99 ${a.p99.toFixed(1)} ms)` +
        (a.errors || r.errors || g.errors ? ` · errors api ${a.errors}, raw ${r.errors}, pg ${g.errors}` : ''),
    );
    if (round > 0) {
      sustained.raw.push(r.rps);
      sustained.pg.push(g.rps);
      sustained.api.push(a.rps);
    }
  }
  const slower = median(sustained.api) <= median(sustained.raw) ? 'api' : 'raw';
  const rate = steadyRate(sustained[slower]);
  console.log(
    `\nSustained: raw relay ${median(sustained.raw).toFixed(0)} msg/s, relay through pg ${median(sustained.pg).toFixed(0)} msg/s, api ${median(sustained.api).toFixed(0)} msg/s; ` +
      `latency rounds at ${rate} msg/s (half of the ${slower === 'api' ? "api's" : "relay's"}, the slower side), open loop, ${ROUNDS} rounds of ${SECONDS} s, p50/p99/p99.9 from due time to SSE event:`,
  );
  // steadyRateGoal's rule (bench-lib), with the relay named for what it is (no database behind it).
  const latency = { api: [], raw: [], pg: [], ratio: [] };
  const loads = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round > 0) loads.push(machineLoad());
    const r = load('raw', { rate, seconds: SECONDS });
    const g = load('pg', { rate, seconds: SECONDS });
    const a = load('api', { rate, seconds: SECONDS });
    console.log(
      `round ${round}${round === 0 ? ' (warm-up)' : ''}: raw relay ${latencyText(r)} (${r.rps.toFixed(0)} msg/s, CPU ${r.cpuMs.toFixed(2)} ms/msg) · ` +
        `relay through pg ${latencyText(g)} (CPU ${g.cpuMs.toFixed(2)} ms/msg) · api ${latencyText(a)} (${a.rps.toFixed(0)} msg/s, CPU ${a.cpuMs.toFixed(2)} ms/msg)`,
    );
    if (a.errors || r.errors) throw new Error(`errors or lost messages during load: api ${a.errors}, raw ${r.errors}`);
    if (round > 0) {
      loads.push(machineLoad());
      latency.raw.push(r);
      latency.pg.push(g);
      latency.api.push(a);
      latency.ratio.push(a.p99 / r.p99);
    }
  }
  const cpu = (side) => median(latency[side].map((l) => l.cpuMs));
  console.log(
    `CPU per message at the steady rate (median of the measured rounds): raw relay ${cpu('raw').toFixed(2)} ms, relay through pg ${cpu('pg').toFixed(2)} ms, api ${cpu('api').toFixed(2)} ms (${(cpu('api') / cpu('raw')).toFixed(2)}x the relay's)`,
  );
  console.log('');
  const p99Ratio = median(latency.ratio);
  const steady = verdict({ value: p99Ratio, goal: GOAL_P99_RATIO, better: 'lower', baseline: latency.raw.map((l) => l.p99), loads });
  reportGoal({
    name: `chat delivery (staff POST to the artist's SSE event) p99 at a steady ${rate} msg/s`,
    goalText: `api p99 ≤ ${GOAL_P99_RATIO}x the bare relay's p99`,
    figures: `p50/p99/p99.9 bare Fastify relay ${latencyText(medianLatency(latency.raw))}, api ${latencyText(medianLatency(latency.api))}, p99 ratio ${p99Ratio.toFixed(2)}x (rounds ${latency.ratio.map((x) => x.toFixed(2)).join(', ')})`,
    result: steady,
  });
  const pg = medianLatency(latency.pg);
  console.log(`For where the time goes: the relay through Postgres (not a goal) ${latencyText(pg)}, the api's p99 ${(medianLatency(latency.api).p99 / pg.p99).toFixed(2)}x its p99.`);
  // The floor of any design that commits a message before delivering it, judged by the goal's own rule:
  // when it misses, the goal asks for more than a durable write gives on this machine.
  const floorRatios = latency.pg.map((g, i) => g.p99 / latency.raw[i].p99);
  const floor = verdict({ value: median(floorRatios), goal: GOAL_P99_RATIO, better: 'lower', baseline: latency.raw.map((l) => l.p99), loads });
  console.log(
    `The relay through Postgres against the bare relay, by the goal's rule (not a goal): ${floor.status}${floor.reasons.length ? ` (${floor.reasons.join('; ')})` : ''} at ${median(floorRatios).toFixed(2)}x ` +
      `(rounds ${floorRatios.map((x) => x.toFixed(2)).join(', ')}); the api against the relay through Postgres: rounds ${latency.api.map((a, i) => (a.p99 / latency.pg[i].p99).toFixed(2)).join(', ')}.`,
  );
  if (process.argv.includes('--strict') && steady.status === 'FAIL') process.exitCode = 1;
} finally {
  await client?.end().catch(() => undefined);
  raw?.kill('SIGTERM');
  pgRelay?.kill('SIGTERM');
  api.kill('SIGTERM');
  if (api.exitCode === null) await new Promise((r) => api.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
