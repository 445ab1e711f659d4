// docs/benchmarks.md, "Public entry JavaScript": the gzip JavaScript `/` loads against a bare React + React Router page
// built the same way (goal ≤ 1.5x), and no react-admin in the web app's build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { machineLoad, reportGoal } from './bench-lib.mjs';
import { MIN_BASELINE_ROUNDS, verdict } from './bench-verdict.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const GOAL = 1.5;
/** Source modules of the `/` route, counted when the router loads them lazily (relative to apps/web). */
const HOME_ROUTE_MODULES = ['src/pages/public/HomePage.tsx'];
const FORBIDDEN = /node_modules\/(react-admin|ra-[a-z-]+|@mui\/[a-z-]+)\//;

function build(config, outDir) {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const args = [vite, 'build', '--config', config, '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'];
  const result = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`vite build ${config} failed:\n${result.stderr || result.stdout}`);
  return JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
}

function closure(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    files.add(manifest[key].file);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

function measure(outDir, files) {
  return files.map((file) => {
    const bytes = fs.readFileSync(path.join(outDir, file));
    return { file, raw: bytes.length, gzip: zlib.gzipSync(bytes).length };
  });
}

function forbiddenSources(outDir, files) {
  const hits = new Set();
  for (const file of files) {
    const map = path.join(outDir, `${file}.map`);
    if (!fs.existsSync(map)) continue;
    for (const source of JSON.parse(fs.readFileSync(map, 'utf8')).sources ?? []) {
      const match = FORBIDDEN.exec(source.replace(/\\/g, '/'));
      if (match) hits.add(match[1]);
    }
  }
  return [...hits];
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const total = (rows, key) => rows.reduce((sum, row) => sum + row[key], 0);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-bundle-bench-'));
const loads = [machineLoad()];
try {
  const webOut = path.join(tmp, 'web');
  const bareOut = path.join(tmp, 'bare');
  const webManifest = build('apps/web/vite.config.mts', webOut);
  const bareManifest = build('tools/bench/fixtures/bare-react-router/vite.config.mts', bareOut);

  const homeKeys = HOME_ROUTE_MODULES.filter((key) => webManifest[key]?.isDynamicEntry);
  const web = measure(webOut, closure(webManifest, ['index.html', ...homeKeys]));
  const bare = measure(bareOut, closure(bareManifest, ['index.html']));

  for (const [name, rows] of [['bare React + React Router', bare], ['web app, public entry /', web]]) {
    console.log(`\n${name}:`);
    for (const row of rows) console.log(`  ${row.file.padEnd(44)} ${kib(row.raw).padStart(11)} raw ${kib(row.gzip).padStart(11)} gzip`);
    console.log(`  ${'total'.padEnd(44)} ${kib(total(rows, 'raw')).padStart(11)} raw ${kib(total(rows, 'gzip')).padStart(11)} gzip`);
  }

  const allWebJs = Object.values(webManifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'));
  const forbidden = forbiddenSources(webOut, allWebJs);
  const lazyChunks = allWebJs.length - web.length;

  const ratio = total(web, 'gzip') / total(bare, 'gzip');
  loads.push(machineLoad());
  console.log(`\n${lazyChunks} more chunk(s) load on demand; back-office packages in the web build: ${forbidden.length ? forbidden.join(', ') : 'none'}.\n`);
  const result = verdict({
    value: ratio,
    goal: GOAL,
    better: 'lower',
    // A build's gzip sizes are deterministic: one build stands for every round (spread 0), and the machine's load
    // cannot change a byte, so it is recorded but never makes the verdict inconclusive.
    baseline: Array(MIN_BASELINE_ROUNDS).fill(total(bare, 'gzip')),
    loads,
    loadLimit: Infinity,
  });
  if (forbidden.length > 0) Object.assign(result, { status: 'FAIL', meets: false });
  reportGoal({
    name: 'public entry JS of /',
    goalText: `≤ ${GOAL}x bare React + Router, gzip; no back-office package in the build`,
    figures: `bare ${kib(total(bare, 'gzip'))}, web ${kib(total(web, 'gzip'))}, ratio ${ratio.toFixed(2)}x${forbidden.length ? `; ${forbidden.join(', ')} in the web build` : ''}`,
    result,
  });
  if (process.argv.includes('--strict') && result.status !== 'PASS') process.exitCode = 1;
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
