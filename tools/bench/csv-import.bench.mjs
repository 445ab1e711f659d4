// B2 (docs/benchmarks.md): `soundpost artists import` of 2,000 rows against the hashing and COPY it cannot avoid
// (≤ 1.2x), and its memory at 100,000 rows against 10,000 (≤ 1.5x). Needs `npm run build`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { newestMtime, nx, root } from '../scripts/lib.mjs';
import { machineLoad, reportGoal, startBuiltApi } from './bench-lib.mjs';
import { median, verdict } from './bench-verdict.mjs';

const require = createRequire(path.join(root, 'package.json'));
const argon2 = require('argon2');
const { Client } = require('pg');

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TIME_ROWS = 2_000;
const MEMORY_ROWS = [10_000, 100_000];
const TIME_GOAL = 1.2;
const MEMORY_GOAL = 1.5;
// The auth lib's ARGON2_OPTIONS and HASH_POOL_SIZE (libs/server/auth): keep them in step.
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const HASH_POOL_SIZE = Math.max(1, os.availableParallelism());

const apiMain = path.join(root, 'dist/apps/api/main.js');
const cliMain = path.join(root, 'dist/apps/cli/main.js');
if (!fs.existsSync(apiMain)) {
  console.error('dist/apps/api/main.js is missing: run `npm run bench` (it builds first).');
  process.exit(1);
}
const cliBuilt = fs.existsSync(cliMain) ? fs.statSync(cliMain).mtimeMs : 0;
if (cliBuilt < Math.max(newestMtime(path.join(root, 'apps/cli')), newestMtime(path.join(root, 'libs')))) {
  nx(['run', 'cli:build', '--outputStyle=static']);
}

function writeCsv(file, rows, tag) {
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, 'name,email,password,email_verified,is_verified,document_status\n');
  let batch = '';
  for (let i = 1; i <= rows; i++) {
    batch += `"Artist ${i}, ${tag}",artist${i}.${tag}@bench.test,Pw-${tag}-${i}!,${i % 2},0,${i % 3 ? 'pending' : 'approved'}\n`;
    if (batch.length > 1 << 20) {
      fs.writeSync(fd, batch);
      batch = '';
    }
  }
  fs.writeSync(fd, batch);
  fs.closeSync(fd);
}

// Writes the process's peak RSS (KiB) to BENCH_RSS_FILE when it exits: loaded with --import.
const rssHook = `data:text/javascript,${encodeURIComponent(
  "import fs from 'node:fs'; process.on('exit', () => fs.writeFileSync(process.env.BENCH_RSS_FILE, String(process.resourceUsage().maxRSS)));",
)}`;

function cliImport(env, file, extra = []) {
  const rssFile = path.join(path.dirname(file), `rss-${path.basename(file)}.txt`);
  const r = spawnSync(process.execPath, [`--import=${rssHook}`, cliMain, 'artists', 'import', file, '--json', ...extra], {
    cwd: root,
    env: { ...env, BENCH_RSS_FILE: rssFile },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`import failed (${r.status}): ${r.stderr}`);
  const summary = JSON.parse(r.stdout.trim().split('\n').at(-1));
  if (summary.error_count) throw new Error(`import reported errors: ${JSON.stringify(summary.errors.slice(0, 3))}`);
  return { ...summary, rssMiB: Number(fs.readFileSync(rssFile, 'utf8')) / 1024 };
}

async function boundedMap(items, concurrency, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** COPY … FROM STDIN with the pg client's own protocol hooks (what pg-copy-streams does). */
function copyFrom(client, sql, data) {
  return new Promise((resolve, reject) => {
    let failed = null;
    client.query({
      submit(connection) {
        connection.query(sql);
      },
      handleCopyInResponse(connection) {
        connection.sendCopyFromChunk(Buffer.from(data));
        connection.endCopyFrom();
      },
      handleCommandComplete() {},
      handleError(error) {
        failed = error;
      },
      handleReadyForQuery() {
        if (failed) reject(failed);
        else resolve();
      },
    });
  });
}

const tsv = (s) => String(s).replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]);

async function baseline(client, tag) {
  const rows = Array.from({ length: TIME_ROWS }, (_, i) => ({ name: `Artist ${i + 1}, ${tag}`, email: `base${i + 1}.${tag}@bench.test`, password: `Pw-${tag}-${i + 1}!` }));
  const started = performance.now();
  const hashes = await boundedMap(rows, HASH_POOL_SIZE, (r) => argon2.hash(r.password, ARGON2_OPTIONS));
  const data = rows.map((r, i) => [r.name, r.email, hashes[i], '{artist}', i % 2 ? new Date().toISOString() : '\\N'].map((v, j) => (j === 4 ? v : tsv(v))).join('\t')).join('\n') + '\n';
  await copyFrom(client, 'COPY bench_copy_users (name, email, password_hash, roles, email_verified_at) FROM STDIN', data);
  return performance.now() - started;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-bench-import-'));
const { databaseUrl, stop } = await startBuiltApi(apiMain, root, dataDir);
let client;
try {
  const env = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, NODE_ENV: 'production', PUBLIC_URL: 'http://localhost', LOG_LEVEL: 'warn' };
  client = new Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('CREATE TABLE bench_copy_users (LIKE users INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)');

  console.log(`argon2id m=${ARGON2_OPTIONS.memoryCost} KiB t=${ARGON2_OPTIONS.timeCost} p=1, pool of ${HASH_POOL_SIZE}; ${TIME_ROWS} rows per round`);
  const ratios = [];
  const bases = [];
  const imports = [];
  const loads = [];
  for (let round = 0; round < ROUNDS; round++) {
    const tag = `r${round}${Date.now().toString(36)}`;
    const file = path.join(dataDir, `time-${tag}.csv`);
    writeCsv(file, TIME_ROWS, tag);
    loads.push(machineLoad());
    const base = await baseline(client, tag);
    const imported = cliImport(env, file);
    if (imported.created !== TIME_ROWS) throw new Error(`expected ${TIME_ROWS} created, got ${imported.created}`);
    loads.push(machineLoad());
    ratios.push(imported.elapsed_ms / base);
    bases.push(base);
    imports.push(imported.elapsed_ms);
    console.log(`round ${round}: hash + COPY ${(base / 1000).toFixed(2)} s · import ${(imported.elapsed_ms / 1000).toFixed(2)} s · ratio ${(imported.elapsed_ms / base).toFixed(3)}x`);
  }
  const ratio = median(ratios);
  const timeResult = verdict({ value: ratio, goal: TIME_GOAL, better: 'lower', baseline: bases, loads });
  console.log('');
  reportGoal({
    name: `artists import of ${TIME_ROWS.toLocaleString('en')} rows`,
    goalText: `≤ ${TIME_GOAL}x hashing + COPY`,
    figures: `hash + COPY ${(median(bases) / 1000).toFixed(2)} s, import ${(median(imports) / 1000).toFixed(2)} s, ratio ${ratio.toFixed(3)}x (rounds ${ratios.map((r) => r.toFixed(3)).join(', ')})`,
    result: timeResult,
  });

  const peaks = {};
  const memoryLoads = [machineLoad()];
  for (const rows of MEMORY_ROWS) {
    const tag = `m${rows}${Date.now().toString(36)}`;
    const file = path.join(dataDir, `memory-${tag}.csv`);
    writeCsv(file, rows, tag);
    const imported = cliImport(env, file, ['--no-hash']);
    if (imported.created !== rows) throw new Error(`expected ${rows} created, got ${imported.created}`);
    peaks[rows] = imported.rssMiB;
    console.log(`--no-hash import of ${rows} rows (${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MiB): ${(imported.elapsed_ms / 1000).toFixed(2)} s, peak RSS ${imported.rssMiB.toFixed(1)} MiB`);
  }
  memoryLoads.push(machineLoad());
  const memoryRatio = peaks[MEMORY_ROWS[1]] / peaks[MEMORY_ROWS[0]];
  // Two runs of the subject itself, no same-run baseline to spread.
  const memoryResult = verdict({ value: memoryRatio, goal: MEMORY_GOAL, better: 'lower', loads: memoryLoads });
  reportGoal({
    name: 'artists import peak RSS',
    goalText: `${MEMORY_ROWS[1].toLocaleString('en')} rows ≤ ${MEMORY_GOAL}x ${MEMORY_ROWS[0].toLocaleString('en')} rows`,
    figures: `${peaks[MEMORY_ROWS[0]].toFixed(1)} MiB and ${peaks[MEMORY_ROWS[1]].toFixed(1)} MiB, ratio ${memoryRatio.toFixed(3)}x`,
    result: memoryResult,
  });
  if (process.argv.includes('--strict') && [timeResult, memoryResult].some((v) => v.status === 'FAIL')) process.exitCode = 1;
} finally {
  await client?.end().catch(() => undefined);
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
