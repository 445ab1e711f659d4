// docs/benchmarks.md, "Unread count": GET /api/notifications/unread-count at 50 connections against raw Fastify with `pg`
// (raw-notifications-server.mjs). Goals: ≥ 0.5x its rate, and at a steady half of its rate a p99 ≤ 1.5x its p99. Needs `npm run build`.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import { apiArgs, embeddedDatabaseUrl, freePort, machineLoad, pin, reportGoal, steadyRateGoal, unpinDatabase, waitFor } from './bench-lib.mjs';
import { P99_RATIO_GOAL, median, steadyRate, verdict } from './bench-verdict.mjs';

const require = createRequire(path.join(root, 'package.json'));
const { Client } = require('pg');

const ARTISTS = 10_000;
const PER_ARTIST = 100;
const NOTIFICATIONS = ARTISTS * PER_ARTIST;
const GENERATOR_VERSION = 1;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4); // the first is a warm-up, discarded
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const GOAL = { ratio: 0.5, p99Ratio: P99_RATIO_GOAL };
const COUNT_SAMPLES = 2_000;

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const apiMain = path.join(root, 'dist/apps/api/main.js');
if (!fs.existsSync(apiMain)) {
  console.error('dist/apps/api/main.js is missing: run `npm run bench` (it builds first) or `npx nx run api:build`.');
  process.exit(1);
}
const dataDir = path.resolve(process.env.BENCH_NOTIFICATIONS_DATA_DIR ?? path.join(os.tmpdir(), 'soundpost-bench-notifications'));
const markerFile = path.join(dataDir, 'bench-notifications.json');
const tokensFile = path.join(dataDir, 'bench-tokens.txt');

async function dataIsReady(client) {
  const marker = fs.existsSync(markerFile) ? JSON.parse(fs.readFileSync(markerFile, 'utf8')) : null;
  if (process.argv.includes('--fresh') || marker?.version !== GENERATOR_VERSION) return false;
  const { rows } = await client.query(
    `SELECT (SELECT count(*) FROM notifications)::int AS notifications, (SELECT count(*) FROM users WHERE email LIKE '%@bench.test')::int AS artists`,
  );
  return rows[0].notifications === NOTIFICATIONS && rows[0].artists === ARTISTS;
}

/** Indexes rebuilt after the load, then VACUUM ANALYZE, as autovacuum would leave a live table. */
async function generate(client) {
  const started = performance.now();
  await client.query(`SET maintenance_work_mem = '256MB'`);
  await client.query(`SET synchronous_commit = off`);
  await client.query(`TRUNCATE notifications`);
  await client.query(`DELETE FROM users WHERE email LIKE '%@bench.test'`);
  fs.rmSync(markerFile, { force: true });
  const { rows: indexes } = await client.query(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i
      WHERE i.indrelid = 'notifications'::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
  );
  for (const { name } of indexes) await client.query(`DROP INDEX ${name}`);
  const step = async (label, sql) => {
    const t = performance.now();
    const result = await client.query(sql);
    console.log(`  ${label}: ${result.rowCount ?? ''} rows, ${seconds(t)}`);
  };
  await step(
    'artist accounts',
    `INSERT INTO users (id, name, email, roles, email_verified_at, language, created_at, updated_at)
     SELECT md5('bench-notify-user-' || n)::uuid, 'Bench Artist ' || n, 'artist' || lpad(n::text, 5, '0') || '@bench.test', '{artist}', now(),
            (ARRAY['en','fr','es'])[1 + n % 3], now() - interval '1 year', now() - interval '1 year'
       FROM generate_series(1, ${ARTISTS}) n`,
  );
  await step(
    'notifications',
    `INSERT INTO notifications (user_id, template, title, message, url, read_at, created_at)
     SELECT md5('bench-notify-user-' || n)::uuid, 'release_status', 'Release "Song ' || i || '": live',
            'The status of your release "Song ' || i || '" is now: live.', '/artist/releases/' || md5('bench-release-' || n || '-' || i)::uuid,
            CASE WHEN i > ${PER_ARTIST} - n % 31 THEN NULL ELSE t + interval '1 hour' END, t
       FROM generate_series(1, ${ARTISTS}) n, generate_series(1, ${PER_ARTIST}) i,
            LATERAL (SELECT now() - interval '200 days' + i * interval '2 days' - (n % 1440) * interval '1 minute' AS t) c`,
  );
  const t = performance.now();
  for (const { def } of indexes) await client.query(def);
  console.log(`  ${indexes.length} indexes rebuilt: ${seconds(t)}`);
  await client.query(`VACUUM ANALYZE users, notifications`);
  fs.writeFileSync(markerFile, JSON.stringify({ version: GENERATOR_VERSION, artists: ARTISTS, notifications: NOTIFICATIONS, generated_at: new Date().toISOString() }));
  console.log(`Generated in ${seconds(started)}`);
}

/** Stored as the auth lib stores them (sha256 only); last used at any time in the past minute, so their once-a-minute stamps come steadily, not all in one second. */
async function issueTokens(client) {
  await client.query(`DELETE FROM access_tokens WHERE user_id IN (SELECT id FROM users WHERE email LIKE '%@bench.test')`);
  const tokens = Array.from({ length: ARTISTS }, () => randomBytes(32).toString('base64url'));
  await client.query(
    `INSERT INTO access_tokens (user_id, token_hash, scope, expires_at, last_used_at)
     SELECT md5('bench-notify-user-' || n)::uuid, h, 'artist', now() + interval '1 day', now() - random() * interval '1 minute'
       FROM unnest($1::text[]) WITH ORDINALITY AS x(h, n)`,
    [tokens.map((tk) => createHash('sha256').update(tk).digest('hex'))],
  );
  fs.writeFileSync(tokensFile, `${tokens.join('\n')}\n`);
  return tokens;
}

function run(script, args) {
  const [cmd, argv] = pin(1, process.execPath, [path.join(import.meta.dirname, script), ...args]);
  const r = spawnSync(cmd, argv, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout.trim().split('\n').at(-1));
}
const load = (url) => run('token-load.mjs', [url, tokensFile, String(CONNECTIONS), String(SECONDS)]);
const loadAtRate = (url, rate) => run('rate-load.mjs', [JSON.stringify({ url, tokensFile, connections: CONNECTIONS, rate, seconds: SECONDS })]);

async function timeCounts(client) {
  const times = [];
  let buffers = 0;
  for (let n = 1; n <= COUNT_SAMPLES; n++) {
    const { rows } = await client.query(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) SELECT count(*) FROM notifications WHERE user_id = md5('bench-notify-user-' || ${n})::uuid AND read_at IS NULL`,
    );
    const [result] = rows[0]['QUERY PLAN'];
    times.push(result['Execution Time']);
    buffers += result.Plan['Shared Hit Blocks'] + result.Plan['Shared Read Blocks'];
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { mean: times.reduce((a, b) => a + b, 0) / times.length, p99: sorted[Math.floor(times.length * 0.99)], buffers: buffers / times.length };
}

async function countStatementWithAndWithoutIndex(client) {
  const sample = `SELECT count(*) FROM notifications WHERE user_id = md5('bench-notify-user-15')::uuid AND read_at IS NULL`;
  const plan = async () => (await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sample}`)).rows.map((r) => r['QUERY PLAN']).join('\n    ');
  const withIndex = { plan: await plan(), ...(await timeCounts(client)) };
  await client.query('BEGIN');
  try {
    await client.query('DROP INDEX notifications_user_unread');
    const without = { plan: await plan(), ...(await timeCounts(client)) };
    return { withIndex, without };
  } finally {
    await client.query('ROLLBACK');
  }
}

const dataExists = fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'));
fs.mkdirSync(dataDir, { recursive: true });
const [apiPort, rawPort] = [await freePort(), await freePort()];
// Node flags for the api only (e.g. BENCH_API_NODE_FLAGS=--max-semi-space-size=16), to compare young-generation sizes.
const [ac, aa] = pin(0, process.execPath, apiArgs(apiMain));
console.log(`api node flags: ${apiArgs('').slice(0, -1).join(' ')}`);
const api = spawn(ac, aa, {
  cwd: root,
  // BENCH_API_LOG=<file>: the api's output (its warnings, or what BENCH_API_NODE_FLAGS traces) kept there.
  stdio: ['ignore', process.env.BENCH_API_LOG ? fs.openSync(process.env.BENCH_API_LOG, 'w') : 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(apiPort), DATA_DIR: dataDir, NODE_ENV: 'production', PUBLIC_URL: 'http://localhost', PROCESS_ROLE: 'api', LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false' },
});
let raw;
let client;
try {
  await waitFor(`http://127.0.0.1:${apiPort}/api/health/live`, api, 180_000);
  // The database on every CPU, not on the api's alone (bench-lib).
  unpinDatabase(dataDir);
  const databaseUrl = embeddedDatabaseUrl(dataDir);
  client = new Client({ connectionString: databaseUrl });
  await client.connect();
  if (await dataIsReady(client)) {
    console.log(`Reusing the bench database in ${dataDir} (${NOTIFICATIONS.toLocaleString('en')} notifications, ${ARTISTS.toLocaleString('en')} artists).`);
  } else {
    console.log(`Generating ${NOTIFICATIONS.toLocaleString('en')} notifications over ${ARTISTS.toLocaleString('en')} artists in ${dataDir}${dataExists ? ' (replacing what was there)' : ''}…`);
    await generate(client);
  }
  const tokens = await issueTokens(client);
  const [rc, ra] = pin(0, process.execPath, [path.join(import.meta.dirname, 'raw-notifications-server.mjs')]);
  raw = spawn(rc, ra, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PORT: String(rawPort), DATABASE_URL: databaseUrl, POOL_MAX: '10' } });
  await waitFor(`http://127.0.0.1:${rawPort}/api/health/live`, raw);

  for (const n of [31, 15, 30]) {
    const get = async (port) => (await fetch(`http://127.0.0.1:${port}/api/notifications/unread-count`, { headers: { Authorization: `Bearer ${tokens[n - 1]}` } })).json();
    const [a, r] = [await get(apiPort), await get(rawPort)];
    if (a.unread !== n % 31 || r.unread !== n % 31) throw new Error(`artist ${n}: api ${JSON.stringify(a)}, raw ${JSON.stringify(r)}, expected ${n % 31}`);
  }
  const { rows: info } = await client.query(
    `SELECT pg_size_pretty(pg_total_relation_size('notifications')) AS table_size, pg_size_pretty(pg_relation_size('notifications_user_unread')) AS partial_size,
            current_setting('server_version') AS version`,
  );
  console.log(`Postgres ${info[0].version}; notifications ${info[0].table_size} with indexes, the partial index on unread rows ${info[0].partial_size}.`);
  console.log(`${ROUNDS} rounds (first a warm-up) of ${SECONDS} s at ${CONNECTIONS} connections, ${ARTISTS.toLocaleString('en')} tokens in turn.`);

  const results = { api: [], raw: [], ratio: [] };
  const loads = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round > 0) loads.push(machineLoad());
    const r = load(`http://127.0.0.1:${rawPort}/api/notifications/unread-count`);
    const a = load(`http://127.0.0.1:${apiPort}/api/notifications/unread-count`);
    console.log(`round ${round}${round === 0 ? ' (warm-up)' : ''}: raw fastify + pg ${r.rps.toFixed(0)} req/s · api ${a.rps.toFixed(0)} req/s`);
    if (a.errors || r.errors) throw new Error(`errors during load: api ${a.errors}, raw ${r.errors}`);
    if (round > 0) {
      loads.push(machineLoad());
      results.raw.push(r.rps);
      results.api.push(a.rps);
      results.ratio.push(a.rps / r.rps);
    }
  }

  console.log('');
  const ratio = median(results.ratio);
  const throughput = verdict({ value: ratio, goal: GOAL.ratio, better: 'higher', baseline: results.raw, loads });
  reportGoal({
    name: 'GET /api/notifications/unread-count throughput at 50 connections',
    goalText: `≥ ${GOAL.ratio}x`,
    figures: `raw fastify + pg ${median(results.raw).toFixed(0)} req/s, api ${median(results.api).toFixed(0)} req/s, ratio ${ratio.toFixed(2)}x`,
    result: throughput,
  });

  const rate = steadyRate(results.raw);
  console.log(`\nLatency at a steady ${rate} req/s (half the baseline's sustained rate; open loop, ${CONNECTIONS} connections), ${ROUNDS} rounds of ${SECONDS} s, p50/p99/p99.9:`);
  const ports = { raw: rawPort, api: apiPort };
  const steady = await steadyRateGoal({
    name: 'GET /api/notifications/unread-count',
    rate,
    rounds: ROUNDS,
    goal: GOAL.p99Ratio,
    loadAt: (side) => loadAtRate(`http://127.0.0.1:${ports[side]}/api/notifications/unread-count`, rate),
    pids: { raw: raw.pid, api: api.pid },
  });

  const { withIndex, without } = await countStatementWithAndWithoutIndex(client);
  console.log(`\nThe count statement alone (EXPLAIN ANALYZE) over ${COUNT_SAMPLES.toLocaleString('en')} artists in turn: mean execution (p99), mean buffers:`);
  console.log(`  with the partial index on unread rows: ${withIndex.mean.toFixed(3)} ms (${withIndex.p99.toFixed(3)} ms), ${withIndex.buffers.toFixed(1)} buffers\n    ${withIndex.plan}`);
  console.log(`  without it (the (user_id, created_at) index and the rows): ${without.mean.toFixed(3)} ms (${without.p99.toFixed(3)} ms), ${without.buffers.toFixed(1)} buffers\n    ${without.plan}`);
  if (process.argv.includes('--strict') && [throughput, steady].some((v) => v.status === 'FAIL')) process.exitCode = 1;
} finally {
  await client?.end().catch(() => undefined);
  raw?.kill('SIGTERM');
  api.kill('SIGTERM');
  if (api.exitCode === null) await new Promise((r) => api.once('exit', r));
}
