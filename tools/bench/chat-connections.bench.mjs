// docs/benchmarks.md, "Live chat": one api process holds 1,000 open chat connections (artists' SSE streams,
// GET /api/artist/chat/events) and its resident memory (VmRSS) grows by less than 100 MB from before they open to
// after all are open and each has received one staff message; meanwhile it stays responsive (the liveness probe and
// an artist's GET /api/artist/chat answer within a second). A memory ceiling: the worst measured round counts, under
// the shared verdict rule (a heavy load at the start or end of a round makes it INCONCLUSIVE). Needs `npm run build`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import { apiArgs, embeddedDatabaseUrl, freePort, machineLoad, pin, reportGoal, waitFor } from './bench-lib.mjs';
import { percentiles, verdict } from './bench-verdict.mjs';
import { chatArtists, chatStaffToken, messageOf, openEventStream, pool, request, startChats } from './chat-sse.mjs';

const require = createRequire(path.join(root, 'package.json'));
const { Client } = require('pg');

const CONNECTIONS = Number(process.env.BENCH_CHAT_CONNECTIONS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2); // measured rounds, after a warm-up of WARM_UP connections
const WARM_UP = 50;
const GOAL_MB = 100;
const RESPONSIVE_MS = 1000;
const SAMPLE_MS = 100;
const MB = 1_000_000; // the goal is in MB

// Production's default office hours would close the chat on a weekend: open all week, and no ticket for want of an answer.
// Production refuses to start without its own inbound e-mail secret (unused here).
const CHAT_ENV = { CHAT_OFFICE_HOURS: 'Mon-Sun 00:00-24:00', CHAT_NO_ANSWER_MINUTES: '1440', INBOUND_EMAIL_SECRET: 'bench-inbound-secret-not-used-here' };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const apiMain = path.join(root, 'dist/apps/api/main.js');
if (!fs.existsSync(apiMain)) {
  console.error('dist/apps/api/main.js is missing: run `npm run bench` (it builds first) or `npx nx run api:build`.');
  process.exit(1);
}
if (process.platform !== 'linux') {
  console.error('This benchmark reads /proc/<pid>/status (Linux only).');
  process.exit(1);
}

/** The api's resident memory in bytes (the node process itself: under taskset the child is node by exec). */
const rss = (pid) => Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) * 1024;

/** Median of a few samples a moment apart, so one allocation burst does not set the starting point. */
async function steadyRss(pid) {
  const samples = [];
  for (let i = 0; i < 5; i++) {
    samples.push(rss(pid));
    await sleep(200);
  }
  return samples.sort((a, b) => a - b)[2];
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-bench-chat-connections-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const [ac, aa] = pin(0, process.execPath, apiArgs(apiMain));
const api = spawn(ac, aa, {
  cwd: root,
  // BENCH_API_LOG=<file>: the api's log (warnings: slow queries, refused requests) kept there.
  stdio: ['ignore', process.env.BENCH_API_LOG ? fs.openSync(process.env.BENCH_API_LOG, 'w') : 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', PUBLIC_URL: 'http://localhost', PROCESS_ROLE: 'api', LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', ...CHAT_ENV },
});

/**
 * Opens one SSE connection per chat, then staff write once to each chat; resolves when every connection has its
 * message (or throws naming how many are missing). Answers the open streams.
 */
async function connectAndDeliver(chats, staffToken, tag) {
  const waiting = new Map(chats.map((c, i) => [`${tag} ${i}`, c]));
  let allIn;
  const delivered = new Promise((resolve) => (allIn = resolve));
  const streams = await pool(chats, 50, (chat) =>
    openEventStream(`${base}/api/artist/chat/events`, {
      token: chat.token,
      onEvent: ({ event, data }) => {
        const body = event === 'message' ? messageOf(data)?.body : undefined;
        if (body !== undefined && waiting.delete(body) && waiting.size === 0) allIn();
      },
    }),
  );
  // A few at a time: the goal is memory, and staff answers pass one at a time anyway (docs/benchmarks.md, live chat).
  const sent = await pool(chats, 4, (chat, i) => request(`${base}/api/admin/chats/${chat.id}/messages`, { method: 'POST', token: staffToken, body: { body: `${tag} ${i}` } }));
  const refused = sent.filter((s) => s.status !== 201 && s.status !== 200);
  if (refused.length) throw new Error(`${refused.length} staff messages refused, first: ${refused[0].status} ${JSON.stringify(refused[0].body)}`);
  const timedOut = await Promise.race([delivered.then(() => false), sleep(60_000).then(() => true)]);
  if (timedOut) throw new Error(`${waiting.size} of ${chats.length} connections did not receive their message within 60 s`);
  return streams;
}

/** The liveness probe and artists' GET /api/artist/chat, one after another: latencies in ms, and any refusal. */
async function probe(chats) {
  const latencies = [];
  for (let i = 0; i < 20; i++) {
    for (const [url, token] of [
      [`${base}/api/health/live`, undefined],
      [`${base}/api/artist/chat`, chats[(i * 37) % chats.length].token],
    ]) {
      const t = performance.now();
      const answer = await request(url, { token });
      latencies.push(performance.now() - t);
      if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status} while the connections were open`);
    }
  }
  return latencies;
}

let client;
try {
  await waitFor(`${base}/api/health/live`, api, 180_000);
  client = new Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await client.connect();
  const tokens = await chatArtists(client, CONNECTIONS);
  const staffToken = await chatStaffToken(client);
  let t = performance.now();
  const chatIds = await startChats(base, tokens);
  const chats = chatIds.map((id, i) => ({ id, token: tokens[i] }));
  console.log(`${CONNECTIONS.toLocaleString('en')} artists each started a chat in ${((performance.now() - t) / 1000).toFixed(1)} s.`);

  // A warm-up: the SSE route, the staff message route and the delivery path loaded and compiled before the baseline.
  for (const s of await connectAndDeliver(chats.slice(0, WARM_UP), staffToken, 'warm-up')) s.close();
  const idle = percentiles(await probe(chats));
  console.log(`Warm-up: ${WARM_UP} connections opened, served and closed; probes with none open p50/p99 ${idle.p50.toFixed(1)}/${idle.p99.toFixed(1)} ms.`);
  await sleep(2000);

  const growths = [];
  const worstProbes = [];
  const loads = [];
  for (let round = 1; round <= ROUNDS; round++) {
    loads.push(machineLoad());
    const before = await steadyRss(api.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rss(api.pid))), SAMPLE_MS);
    t = performance.now();
    const streams = await connectAndDeliver(chats, staffToken, `round ${round}`);
    const seconds = (performance.now() - t) / 1000;
    const probes = await probe(chats);
    clearInterval(sampler);
    const after = await steadyRss(api.pid);
    peak = Math.max(peak, after);
    loads.push(machineLoad());
    const growth = (after - before) / MB;
    growths.push(growth);
    const p = percentiles(probes);
    worstProbes.push(Math.max(...probes));
    console.log(
      `round ${round}: ${CONNECTIONS.toLocaleString('en')} connections open and each given its message in ${seconds.toFixed(1)} s; api RSS ${(before / MB).toFixed(1)} MB before, ` +
        `${(after / MB).toFixed(1)} MB after (+${growth.toFixed(1)} MB), peak ${(peak / MB).toFixed(1)} MB (+${((peak - before) / MB).toFixed(1)} MB); ` +
        `probes while open p50/p99/max ${p.p50.toFixed(1)}/${p.p99.toFixed(1)}/${Math.max(...probes).toFixed(1)} ms`,
    );
    for (const s of streams) s.close();
    await sleep(3000);
  }

  const worst = Math.max(...growths);
  const memory = verdict({ value: worst, goal: GOAL_MB, better: 'lower', loads });
  reportGoal({
    name: `api RSS growth holding ${CONNECTIONS.toLocaleString('en')} chat SSE connections, one message each`,
    goalText: `< ${GOAL_MB} MB`,
    figures: `worst +${worst.toFixed(1)} MB (rounds ${growths.map((g) => `+${g.toFixed(1)}`).join(', ')})`,
    result: memory,
  });
  const slowest = Math.max(...worstProbes);
  const responsive = verdict({ value: slowest, goal: RESPONSIVE_MS, better: 'lower', loads });
  reportGoal({
    name: `api responsive holding ${CONNECTIONS.toLocaleString('en')} chat SSE connections (health probe and GET /api/artist/chat)`,
    goalText: `every answer ≤ ${RESPONSIVE_MS} ms`,
    figures: `slowest ${slowest.toFixed(1)} ms (idle p99 ${idle.p99.toFixed(1)} ms)`,
    result: responsive,
  });
  if (process.argv.includes('--strict') && [memory, responsive].some((v) => v.status === 'FAIL')) process.exitCode = 1;
} finally {
  await client?.end().catch(() => undefined);
  api.kill('SIGTERM');
  if (api.exitCode === null) await new Promise((r) => api.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
