// docs/benchmarks.md, "Lighthouse on the public pages": the median of BENCH_ROUNDS (≥ 3) runs per page under the mobile
// preset (BENCH_LIGHTHOUSE_PRESET=desktop for the desktop one); goals: performance ≥ 95, accessibility 100, judged by the
// shared verdict rules. Chromium from CHROME_PATH or /usr/bin/chromium, else skipped.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newestMtime, nx, root } from '../scripts/lib.mjs';
import pg from 'pg';
import { apiArgs, embeddedDatabaseUrl, freePort, liveLinkFixture, machineLoad, reportGoal, waitFor } from './bench-lib.mjs';
import { median, verdict } from './bench-verdict.mjs';

/** The public pages of issue 26 (the home page, pricing, the resources list, one resource post) and a smart link page (issue 28). */
const LINK_PAGE = '/l/bench-night-drive';
const ALL_PAGES = ['/', '/pricing', '/resources', '/resources/sell-your-music-online-no-bs-guide', LINK_PAGE];
// BENCH_LIGHTHOUSE_PAGES=/l/bench-night-drive audits only the pages named (comma-separated).
const PAGES = process.env.BENCH_LIGHTHOUSE_PAGES ? process.env.BENCH_LIGHTHOUSE_PAGES.split(',') : ALL_PAGES;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PRESET = process.env.BENCH_LIGHTHOUSE_PRESET === 'desktop' ? 'desktop' : 'mobile';
const GOALS = { performance: 95, accessibility: 100 };
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'total-byte-weight'];

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chrome)) {
  console.log(`Lighthouse: SKIPPED (no Chromium at ${chrome}; install it with \`apt-get install -y chromium\` or set CHROME_PATH).`);
  process.exit(0);
}
const apiMain = path.join(root, 'dist/apps/api/main.js');
if (!fs.existsSync(apiMain)) {
  console.error('dist/apps/api/main.js is missing: run `npm run bench` (it builds first).');
  process.exit(1);
}
const webIndex = path.join(root, 'dist/apps/web/index.html');
const webBuilt = fs.existsSync(webIndex) ? fs.statSync(webIndex).mtimeMs : 0;
const webSources = Math.max(newestMtime(path.join(root, 'apps/web')), newestMtime(path.join(root, 'libs/shared')));
if (webBuilt < webSources) nx(['run', 'web:build', '--outputStyle=static']);

function lighthouse(url, outFile) {
  const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    '--quiet',
    '--only-categories=performance,accessibility',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    '--output=json',
    `--output-path=${outFile}`,
    ...(PRESET === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const result = spawnSync(process.env.LIGHTHOUSE_NODE || process.execPath, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CHROME_PATH: chrome },
    timeout: 180_000,
  });
  if (result.status !== 0) throw new Error(`lighthouse ${url} failed:\n${result.stderr || result.stdout}`);
  const report = JSON.parse(fs.readFileSync(outFile, 'utf8'));
  if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`);
  const failing = Object.entries(report.audits)
    .filter(([, a]) => typeof a.score === 'number' && a.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode))
    .map(([id, a]) => `${id}${a.displayValue ? ` (${a.displayValue.replace(/\s/g, ' ')})` : ''}`);
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    metrics: Object.fromEntries(METRICS.map((id) => [id, report.audits[id].displayValue.replace(/\s/g, ' ')])),
    lcpPhases: lcpPhases(report),
    failing,
  };
}

/** The LCP element and where its (simulated) time went: TTFB, load delay, load time, render delay. */
function lcpPhases(report) {
  const [elements, phases] = report.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = elements?.items?.[0]?.node?.snippet ?? '?';
  const parts = (phases?.items ?? []).map((item) => `${item.phase} ${Math.round(item.timing)} ms`);
  return parts.length ? `${node.slice(0, 60)}: ${parts.join(', ')}` : '';
}

/** Lighthouse sometimes loses the trace on a loaded machine (NO_NAVSTART, NO_FCP): such a run is retried. */
function lighthouseWithRetry(url, outFile, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouse(url, outFile);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  (retrying ${url}: ${String(error.message).split('\n').slice(-1)[0]})`);
    }
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-lighthouse-'));
const port = await freePort();
const api = spawn(process.execPath, apiArgs(apiMain), {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', NODE_ENV: 'production', PUBLIC_URL: 'http://localhost' },
});
try {
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health/live`, api);
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await client.connect();
  await liveLinkFixture(client, { slug: LINK_PAGE.split('/').at(-1) }).finally(() => client.end());
  // Warm the server (JIT, caches) so the first audited page is not penalised.
  for (const page of PAGES) await (await fetch(`${base}${page}`, { headers: { Accept: 'text/html' } })).text();
  await (await fetch(`${base}/api/i18n/en`)).text();

  console.log(`Lighthouse 12.8, preset ${PRESET}, Chromium ${chrome}, ${ROUNDS} run(s) per page, median kept.`);
  const results = [];
  for (const page of PAGES) {
    const runs = [];
    const loads = [];
    for (let round = 0; round < ROUNDS; round++) {
      loads.push(machineLoad());
      runs.push(lighthouseWithRetry(`${base}${page}`, path.join(dataDir, `lh-${round}.json`)));
      loads.push(machineLoad());
    }
    const scores = runs.map((r) => r.performance);
    const performance = median(scores);
    const accessibility = Math.min(...runs.map((r) => r.accessibility));
    const typical = runs.find((r) => r.performance === Math.round(performance)) ?? runs[0];
    console.log(`\n${page}: performance runs ${scores.join(', ')}; accessibility runs ${runs.map((r) => r.accessibility).join(', ')}`);
    console.log(`  ${Object.entries(typical.metrics).map(([id, v]) => `${id} ${v}`).join(' · ')}`);
    if (typical.lcpPhases) console.log(`  LCP ${typical.lcpPhases}`);
    if (typical.failing.length) console.log(`  below 0.9: ${typical.failing.join('; ')}`);
    // No baseline page here: the spread rule is applied to the page's own runs (a spread above 25% says the machine,
    // not the page, set the score). Accessibility does not depend on load: below the goal it fails whatever the load.
    const result = verdict({ value: performance, goal: GOALS.performance, better: 'higher', baseline: scores, loads });
    if (accessibility < GOALS.accessibility) Object.assign(result, { status: 'FAIL', meets: false });
    results.push(result);
    reportGoal({
      name: `Lighthouse ${PRESET} ${page}`,
      goalText: `performance ≥ ${GOALS.performance}, accessibility ${GOALS.accessibility}; median of the runs, spread is the runs'`,
      figures: `performance ${performance} (runs ${scores.join(', ')}), accessibility ${accessibility}, ${['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].map((id) => typical.metrics[id]).join(' / ')} FCP/LCP/TBT/CLS`,
      result,
    });
  }
  if (process.argv.includes('--strict') && results.some((r) => r.status === 'FAIL')) process.exitCode = 1;
} finally {
  api.kill('SIGTERM');
  if (api.exitCode === null) await new Promise((r) => api.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
