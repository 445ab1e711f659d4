// B1 (docs/benchmarks.md): GET /api/health/live on the full Nest stack against raw Fastify; goal ≥ 0.6x. Needs `npm run build`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from './bench-lib.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4); // the first is a warm-up, discarded
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const GOAL = 0.6;
const hasTaskset = spawnSync('taskset', ['--version']).status === 0;
const pin = (cpu, cmd, args) => (hasTaskset && os.cpus().length > 1 ? ['taskset', ['-c', String(cpu), cmd, ...args]] : [cmd, args]);

function load(url) {
  const [cmd, args] = pin(1, process.execPath, [path.join(root, 'node_modules/autocannon/autocannon.js'), '-c', String(CONNECTIONS), '-d', String(SECONDS), '-j', url]);
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(r.stderr);
  const out = JSON.parse(r.stdout);
  return { rps: out.requests.average, p99: out.latency.p99, errors: out.errors + out.non2xx };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cv = (xs) => {
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / xs.length) / m;
};

const main = path.join(root, 'dist/apps/api/main.js');
if (!fs.existsSync(main)) {
  console.error('dist/apps/api/main.js is missing: run `npm run bench` (it builds first).');
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-bench-'));
const [nestPort, rawPort] = [await freePort(), await freePort()];
const [nc, na] = pin(0, process.execPath, [main]);
const nest = spawn(nc, na, { cwd: root, stdio: 'ignore', env: { ...process.env, PORT: String(nestPort), DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', NODE_ENV: 'production', PUBLIC_URL: 'http://localhost' } });
const [rc, ra] = pin(0, process.execPath, [path.join(import.meta.dirname, 'raw-fastify-server.mjs')]);
const raw = spawn(rc, ra, { cwd: root, stdio: 'ignore', env: { ...process.env, PORT: String(rawPort) } });
try {
  await waitFor(`http://127.0.0.1:${nestPort}/api/health/live`, nest);
  await waitFor(`http://127.0.0.1:${rawPort}/api/health/live`, raw);
  const results = { nest: [], raw: [], ratio: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const r = load(`http://127.0.0.1:${rawPort}/api/health/live`);
    const n = load(`http://127.0.0.1:${nestPort}/api/health/live`);
    const tag = round === 0 ? ' (warm-up)' : '';
    console.log(`round ${round}${tag}: raw fastify ${r.rps.toFixed(0)} req/s (p99 ${r.p99} ms) · nest ${n.rps.toFixed(0)} req/s (p99 ${n.p99} ms)`);
    if (n.errors || r.errors) throw new Error(`errors during load: nest ${n.errors}, raw ${r.errors}`);
    if (round > 0) {
      results.raw.push(r.rps);
      results.nest.push(n.rps);
      results.ratio.push(n.rps / r.rps);
    }
  }
  const rawRps = median(results.raw);
  const nestRps = median(results.nest);
  // The median of per-round ratios: each round's pair ran back to back, so drift in the machine's
  // load cancels out better than in a ratio of medians.
  const ratio = median(results.ratio);
  const noisy = cv(results.raw) > 0.1;
  const verdict = noisy ? 'INCONCLUSIVE (baseline varies more than 10% between rounds)' : ratio >= GOAL ? 'PASS' : 'FAIL';
  console.log(`\nGET /api/health/live: raw fastify ${rawRps.toFixed(0)} req/s, full Nest stack ${nestRps.toFixed(0)} req/s, ratio ${ratio.toFixed(2)}x (goal ≥ ${GOAL}x): ${verdict}`);
  if (process.argv.includes('--strict') && verdict === 'FAIL') process.exitCode = 1;
} finally {
  nest.kill('SIGTERM');
  raw.kill('SIGTERM');
  if (nest.exitCode === null) await new Promise((r) => nest.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
