// Smart links (issue 28, docs/benchmarks.md): GET /l/{slug} against bare Fastify serving a static file of the same bytes
// (goal ≥ 0.5x), the click redirect against a bare Fastify redirect (goal ≥ 0.5x) with every click counted after the
// load, and the page's weight before images (under 30 KB). Both servers pinned to one core, the load generator to the other.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { apiArgs, embeddedDatabaseUrl, freePort, liveLinkFixture, machineLoad, pin, reportGoal, waitFor } from './bench-lib.mjs';
import { median, verdict } from './bench-verdict.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4); // the first is a warm-up, discarded
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const GOAL = 0.5;
const WEIGHT_GOAL = 30 * 1024;
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

function load(url, expectStatus) {
  const [cmd, args] = pin(1, process.execPath, [path.join(root, 'node_modules/autocannon/autocannon.js'), '-c', String(CONNECTIONS), '-d', String(SECONDS), '-H', `user-agent=${BROWSER}`, '-j', url]);
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(r.stderr);
  const out = JSON.parse(r.stdout);
  const expected = expectStatus === 200 ? out['2xx'] : out['3xx'];
  return { rps: out.requests.average, p99: out.latency.p99, total: out.requests.total, answered: expected, errors: out.errors + out.requests.total - expected };
}

const main = path.join(root, 'dist/apps/api/main.js');
if (!fs.existsSync(main)) {
  console.error('dist/apps/api/main.js is missing: run `npm run bench` (it builds first).');
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-bench-links-'));
const [apiPort, rawPort] = [await freePort(), await freePort()];
// The api with its production V8 flags, plus BENCH_API_NODE_FLAGS ("--cpu-prof --cpu-prof-dir=/tmp/prof" to see where its time goes).
const [ac, aa] = pin(0, process.execPath, apiArgs(main));
const api = spawn(ac, aa, { cwd: root, stdio: 'ignore', env: { ...process.env, PORT: String(apiPort), DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', NODE_ENV: 'production', PUBLIC_URL: 'http://localhost' } });
let raw;
let client;
try {
  await waitFor(`http://127.0.0.1:${apiPort}/api/health/live`, api);
  client = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await client.connect();
  const { slug, linkId } = await liveLinkFixture(client);
  const pageUrl = `http://127.0.0.1:${apiPort}/l/${slug}`;
  const first = await fetch(pageUrl, { headers: { 'user-agent': BROWSER } });
  const html = Buffer.from(await first.arrayBuffer());
  if (first.status !== 200) throw new Error(`GET /l/${slug} answered ${first.status}`);
  const goUrl = `http://127.0.0.1:${apiPort}/l/${slug}/go/spotify`;
  const go = await fetch(goUrl, { redirect: 'manual', headers: { 'user-agent': BROWSER } });
  if (go.status !== 302) throw new Error(`the click answered ${go.status}`);
  const pageFile = path.join(dataDir, 'page.html');
  fs.writeFileSync(pageFile, html);
  const [rc, ra] = pin(0, process.execPath, [path.join(import.meta.dirname, 'raw-fastify-static-server.mjs')]);
  raw = spawn(rc, ra, { cwd: root, stdio: 'ignore', env: { ...process.env, PORT: String(rawPort), PAGE_FILE: pageFile, REDIRECT_TO: go.headers.get('location') } });
  await waitFor(`http://127.0.0.1:${rawPort}/page`, raw);

  const clicksSent = { count: 1 }; // the check above
  const sides = {
    page: { raw: `http://127.0.0.1:${rawPort}/page`, api: pageUrl, status: 200 },
    click: { raw: `http://127.0.0.1:${rawPort}/go`, api: goUrl, status: 302 },
  };
  const results = {};
  for (const [name, side] of Object.entries(sides)) {
    const r = { raw: [], api: [], ratio: [], loads: [] };
    for (let round = 0; round < ROUNDS; round++) {
      if (round > 0) r.loads.push(machineLoad());
      const b = load(side.raw, side.status);
      const a = load(side.api, side.status);
      if (name === 'click') clicksSent.count += a.answered;
      console.log(`${name} round ${round}${round === 0 ? ' (warm-up)' : ''}: bare fastify ${b.rps.toFixed(0)} req/s (p99 ${b.p99} ms) · api ${a.rps.toFixed(0)} req/s (p99 ${a.p99} ms)`);
      if (a.errors || b.errors) throw new Error(`errors during load: api ${a.errors}, bare ${b.errors}`);
      if (round > 0) {
        r.loads.push(machineLoad());
        r.raw.push(b.rps);
        r.api.push(a.rps);
        r.ratio.push(a.rps / b.rps);
      }
    }
    results[name] = r;
  }

  // Counting is at most a second behind: wait for the last batch, then every click answered must be in the table.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const [{ clicks }] = (await client.query(`SELECT coalesce(sum(clicks), 0)::bigint AS clicks FROM link_daily_counts WHERE link_id = $1`, [linkId])).rows;
  // The load's end can cut off requests the server already answered and counted: more counted than answered is fine.
  const lost = Math.max(0, clicksSent.count - Number(clicks));

  const page = results.page;
  const pageRatio = median(page.ratio);
  reportGoal({
    name: 'GET /l/{slug} at 50 connections',
    goalText: `≥ ${GOAL}x bare fastify serving the same ${html.length} bytes as a static file`,
    figures: `bare ${median(page.raw).toFixed(0)} req/s, api ${median(page.api).toFixed(0)} req/s, ratio ${pageRatio.toFixed(2)}x (rounds ${page.ratio.map((x) => x.toFixed(2)).join(', ')})`,
    result: verdict({ value: pageRatio, goal: GOAL, better: 'higher', baseline: page.raw, loads: page.loads }),
  });
  const click = results.click;
  const clickRatio = median(click.ratio);
  const clickResult = verdict({ value: clickRatio, goal: GOAL, better: 'higher', baseline: click.raw, loads: click.loads });
  // A lost click fails whatever the machine's load: it is a correctness goal.
  if (lost !== 0) Object.assign(clickResult, { status: 'FAIL', meets: false, reasons: [...(clickResult.reasons ?? []), `${lost} click(s) not counted`] });
  reportGoal({
    name: 'Click redirect /l/{slug}/go/{store} at 50 connections',
    goalText: `≥ ${GOAL}x a bare fastify redirect, no click lost`,
    figures: `bare ${median(click.raw).toFixed(0)} req/s, api ${median(click.api).toFixed(0)} req/s, ratio ${clickRatio.toFixed(2)}x (rounds ${click.ratio.map((x) => x.toFixed(2)).join(', ')}); clicks answered ${clicksSent.count}, counted ${clicks}, lost ${lost}`,
    result: clickResult,
  });
  // Bytes do not depend on the machine's load.
  const weight = verdict({ value: html.length, goal: WEIGHT_GOAL - 1, better: 'lower', loads: [machineLoad()], loadLimit: Infinity });
  reportGoal({ name: 'Link page weight before images', goalText: `< ${WEIGHT_GOAL / 1024} KB`, figures: `${(html.length / 1024).toFixed(1)} KB of HTML (inline CSS included)`, result: weight });
} finally {
  await client?.end().catch(() => undefined);
  for (const child of [api, raw].filter(Boolean)) child.kill('SIGTERM');
  if (api.exitCode === null) await new Promise((r) => api.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
