// B1 (docs/benchmarks.md): GET /api/health/live on the full Nest stack against two raw Fastify baselines:
// bare (informational) and with the api's per-request features (goal ≥ 0.8x). Needs `npm run build`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiArgs, cpuSeconds, freePort, machineLoad, pin, reportGoal, waitFor } from './bench-lib.mjs';
import { median, verdict } from './bench-verdict.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4); // the first is a warm-up, discarded
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const GOAL = 0.8; // against the featured baseline


function load(url, server) {
  const cpuBefore = cpuSeconds(server.pid);
  const [cmd, args] = pin(1, process.execPath, [path.join(root, 'node_modules/autocannon/autocannon.js'), '-c', String(CONNECTIONS), '-d', String(SECONDS), '-j', url]);
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(r.stderr);
  const out = JSON.parse(r.stdout);
  const cpuUs = ((cpuSeconds(server.pid) - cpuBefore) / out.requests.total) * 1e6;
  return { rps: out.requests.average, p99: out.latency.p99, errors: out.errors + out.non2xx, cpuUs };
}


const main = path.join(root, 'dist/apps/api/main.js');
if (!fs.existsSync(main)) {
  console.error('dist/apps/api/main.js is missing: run `npm run bench` (it builds first).');
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-bench-'));
const [nestPort, rawPort, featuredPort] = [await freePort(), await freePort(), await freePort()];
const publicUrl = 'http://localhost';
const [nc, na] = pin(0, process.execPath, apiArgs(main));
const nest = spawn(nc, na, { cwd: root, stdio: 'ignore', env: { ...process.env, PORT: String(nestPort), DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', NODE_ENV: 'production', PUBLIC_URL: publicUrl } });
const startRaw = (file, port) => {
  const [cmd, args] = pin(0, process.execPath, [path.join(import.meta.dirname, file)]);
  return spawn(cmd, args, { cwd: root, stdio: 'ignore', env: { ...process.env, PORT: String(port), PUBLIC_URL: publicUrl } });
};
const raw = startRaw('raw-fastify-server.mjs', rawPort);
const featured = startRaw('raw-fastify-featured-server.mjs', featuredPort);
const url = (port) => `http://127.0.0.1:${port}/api/health/live`;

// The featured baseline is only fair if it sends what the api sends: compare both answers (a plain GET,
// a cross-origin GET, a preflight and a caller's request id) and print every difference.
const VARYING = new Set(['date', 'x-request-id']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
async function answer(port, init) {
  const res = await fetch(url(port), init);
  return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
}
async function headerDifferences() {
  const cases = [
    ['GET', {}],
    ['GET with Origin', { headers: { origin: publicUrl } }],
    ['preflight', { method: 'OPTIONS', headers: { origin: publicUrl, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } }],
    ['GET with X-Request-Id', { headers: { 'x-request-id': 'trace-42' } }],
  ];
  const diffs = [];
  for (const [name, init] of cases) {
    const [n, f] = [await answer(nestPort, init), await answer(featuredPort, init)];
    if (n.status !== f.status) diffs.push(`${name}: status nest ${n.status}, featured ${f.status}`);
    if (n.body !== f.body) diffs.push(`${name}: body nest ${JSON.stringify(n.body)}, featured ${JSON.stringify(f.body)}`);
    for (const header of new Set([...Object.keys(n.headers), ...Object.keys(f.headers)])) {
      if (!VARYING.has(header) && n.headers[header] !== f.headers[header]) diffs.push(`${name}: ${header}: nest ${n.headers[header] ?? '(none)'}, featured ${f.headers[header] ?? '(none)'}`);
    }
    // A preflight is answered by the CORS hook before the request id is set, on both.
    if (init.method === 'OPTIONS') {
      if ('x-request-id' in n.headers !== 'x-request-id' in f.headers) diffs.push(`${name}: x-request-id on one side only`);
      continue;
    }
    const expectedId = init.headers?.['x-request-id'];
    for (const [who, a] of [['nest', n], ['featured', f]]) {
      const id = a.headers['x-request-id'];
      if (expectedId ? id !== expectedId : !UUID.test(id ?? '')) diffs.push(`${name}: ${who} x-request-id ${id ?? '(none)'}`);
    }
  }
  return diffs;
}

try {
  await waitFor(url(nestPort), nest);
  await waitFor(url(rawPort), raw);
  await waitFor(url(featuredPort), featured);
  const diffs = await headerDifferences();
  console.log(diffs.length ? `The featured baseline answers differently from the api:\n  ${diffs.join('\n  ')}` : 'The featured baseline sends the same status, body and headers as the api (date and generated request id aside).');
  const results = { nest: [], raw: [], featured: [], bare: [], ratio: [], cpuRatio: [] };
  const loads = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round > 0) loads.push(machineLoad());
    const r = load(url(rawPort), raw);
    const f = load(url(featuredPort), featured);
    const n = load(url(nestPort), nest);
    const tag = round === 0 ? ' (warm-up)' : '';
    console.log(`round ${round}${tag}: raw fastify ${r.rps.toFixed(0)} req/s (p99 ${r.p99} ms, ${r.cpuUs.toFixed(0)} µs CPU/req) · featured fastify ${f.rps.toFixed(0)} req/s (p99 ${f.p99} ms, ${f.cpuUs.toFixed(0)} µs) · nest ${n.rps.toFixed(0)} req/s (p99 ${n.p99} ms, ${n.cpuUs.toFixed(0)} µs)`);
    if (n.errors || r.errors || f.errors) throw new Error(`errors during load: nest ${n.errors}, raw ${r.errors}, featured ${f.errors}`);
    if (round > 0) {
      loads.push(machineLoad());
      results.raw.push(r.rps);
      results.featured.push(f.rps);
      results.nest.push(n.rps);
      results.bare.push(n.rps / r.rps);
      results.ratio.push(n.rps / f.rps);
      results.cpuRatio.push(f.cpuUs / n.cpuUs);
    }
  }
  // The median of per-round ratios: each round's trio ran back to back, so drift in the machine's
  // load cancels out better than in a ratio of medians.
  const ratio = median(results.ratio);
  const measured = verdict({ value: ratio, goal: GOAL, better: 'higher', baseline: results.featured, loads });
  const result = diffs.length ? { ...measured, status: 'INCONCLUSIVE', reasons: [...measured.reasons, 'the featured baseline does not answer as the api does'] } : measured;
  console.log(`\nvs bare fastify (informational): ${median(results.bare).toFixed(2)}x (rounds ${results.bare.map((x) => x.toFixed(2)).join(', ')})`);
  console.log(`CPU time per request, featured / nest: ${median(results.cpuRatio).toFixed(2)}x, what the rate ratio would be with a CPU to itself (rounds ${results.cpuRatio.map((x) => x.toFixed(2)).join(', ')})`);
  reportGoal({
    name: 'GET /api/health/live throughput at 50 connections',
    goalText: `≥ ${GOAL}x of raw fastify with the api's per-request features`,
    figures: `raw fastify ${median(results.raw).toFixed(0)} req/s, featured fastify ${median(results.featured).toFixed(0)} req/s, full Nest stack ${median(results.nest).toFixed(0)} req/s, ratio ${ratio.toFixed(2)}x (rounds ${results.ratio.map((x) => x.toFixed(2)).join(', ')})`,
    result,
  });
  if (process.argv.includes('--strict') && result.status === 'FAIL') process.exitCode = 1;
} finally {
  for (const child of [nest, raw, featured]) child.kill('SIGTERM');
  if (nest.exitCode === null) await new Promise((r) => nest.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
