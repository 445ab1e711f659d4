// docs/benchmarks.md, "Payout requests and the wallet CSV export": POST /api/artist/wallet/payouts against raw Fastify
// with `pg` (goals ≥ 0.5x its rate, and at a steady half of its rate a p99 ≤ 1.5x its p99); the 1,000,000-entry export must
// grow the api's memory by less than 50 MB.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import { apiArgs, embeddedDatabaseUrl, freePort, machineLoad, nodeFlags, pin, reportGoal, steadyRateGoal, unpinDatabase, waitFor, withCpuPerItem } from './bench-lib.mjs';
import { P99_RATIO_GOAL, median, steadyRate, verdict } from './bench-verdict.mjs';

const require = createRequire(path.join(root, 'package.json'));
const { Client } = require('pg');

// One request per wallet a round (a wallet has one open payout at a time), so the wallets are a round's sample.
// BENCH_WALLETS=5000 gives each round's p99 five times the answers; the rounds then last long enough to lift the
// 1-minute load average, which counts the bench's own processes, over the load rule (docs/benchmarks.md, 2026-12-01).
const WALLETS = Number(process.env.BENCH_WALLETS ?? 1_000);
const EXPORT_ROWS = 1_000_000;
const GENERATOR_VERSION = 1;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6); // the first a warm-up, discarded
const CONNECTIONS = 50;
const GOAL = { ratio: 0.5, p99Ratio: P99_RATIO_GOAL, exportMb: 50 };

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const apiMain = path.join(root, 'dist/apps/api/main.js');
if (!fs.existsSync(apiMain)) {
  console.error('dist/apps/api/main.js is missing: run `npm run bench` (it builds first) or `npx nx run api:build`.');
  process.exit(1);
}
const dataDir = path.resolve(process.env.BENCH_WALLET_DATA_DIR ?? path.join(os.tmpdir(), 'soundpost-bench-wallet'));
const markerFile = path.join(dataDir, 'bench-wallet.json');
const tokensFile = path.join(dataDir, 'bench-payout-tokens.txt');

async function dataIsReady(client) {
  const marker = fs.existsSync(markerFile) ? JSON.parse(fs.readFileSync(markerFile, 'utf8')) : null;
  if (process.argv.includes('--fresh') || marker?.version !== GENERATOR_VERSION) return false;
  const { rows } = await client.query(`SELECT (SELECT count(*) FROM wallet_transactions)::int AS entries, (SELECT count(*) FROM users WHERE email LIKE '%@bench-wallet.test')::int AS artists`);
  return marker.wallets === WALLETS && rows[0].entries >= EXPORT_ROWS && rows[0].artists === WALLETS;
}

async function generate(client) {
  const started = performance.now();
  await client.query(`SET synchronous_commit = off`);
  await client.query(`DELETE FROM users WHERE email LIKE '%@bench-wallet.test'`);
  fs.rmSync(markerFile, { force: true });
  const step = async (label, sql) => {
    const t = performance.now();
    const result = await client.query(sql);
    console.log(`  ${label}: ${result.rowCount ?? ''} rows, ${seconds(t)}`);
  };
  await step(
    'artists (and their wallets)',
    `INSERT INTO users (id, name, email, roles, email_verified_at, created_at, updated_at)
     SELECT md5('bench-wallet-user-' || n)::uuid, 'Bench Payee ' || n, 'payee' || lpad(n::text, ${Math.max(4, String(WALLETS).length)}, '0') || '@bench-wallet.test', '{artist}', now(), now(), now()
       FROM generate_series(1, ${WALLETS}) n`,
  );
  await step('approved profiles', `INSERT INTO artist_profiles (user_id, document_status, is_verified) SELECT md5('bench-wallet-user-' || n)::uuid, 'approved', true FROM generate_series(1, ${WALLETS}) n`);
  await step(
    'royalty entries',
    `INSERT INTO wallet_transactions (wallet_id, type, amount_cents, status, kind, description, external_ref, created_at)
     SELECT w.id, 'credit', CASE WHEN i = 1 THEN 100000 ELSE 1 + (i % 500) END, 'completed', 'royalty', 'Royalties ' || i, 'report-' || i, now() - (i || ' minutes')::interval
       FROM wallets w JOIN users u ON u.id = w.user_id AND u.email LIKE '%@bench-wallet.test', generate_series(1, ${EXPORT_ROWS / WALLETS}) i`,
  );
  await step(
    'balances',
    `UPDATE wallets w SET balance_cents = s.total FROM (SELECT wallet_id, sum(amount_cents) AS total FROM wallet_transactions GROUP BY wallet_id) s WHERE s.wallet_id = w.id`,
  );
  await client.query(`VACUUM ANALYZE wallets, wallet_transactions, users, artist_profiles`);
  fs.writeFileSync(markerFile, JSON.stringify({ version: GENERATOR_VERSION, wallets: WALLETS, entries: EXPORT_ROWS, generated_at: new Date().toISOString() }));
  console.log(`Generated in ${seconds(started)}`);
}

/**
 * Between rounds: the requests the last round made are rejected and their held entries failed (the one move the ledger
 * allows), each wallet given back what it held. By the requests' own rows: a scan of the whole ledger here (it grows by
 * 24,000 entries a run) took 0.6 s and pushed the pages the next round needs out of Postgres's cache.
 */
async function release(client) {
  await client.query(
    `WITH open AS (UPDATE payout_requests SET status = 'rejected' WHERE status = 'requested' RETURNING transaction_id),
          failed AS (UPDATE wallet_transactions t SET status = 'failed', settled_at = now() FROM open
                      WHERE t.id = open.transaction_id AND t.status = 'pending' RETURNING t.wallet_id, t.amount_cents)
     UPDATE wallets w SET balance_cents = w.balance_cents + f.held
       FROM (SELECT wallet_id, SUM(amount_cents) AS held FROM failed GROUP BY wallet_id) f
      WHERE w.id = f.wallet_id`,
  );
}

/** Before the first round: the same for whatever an interrupted run left, and every balance recomputed from its entries. */
async function reset(client) {
  await client.query(`UPDATE payout_requests SET status = 'rejected' WHERE status = 'requested'`);
  await client.query(`UPDATE wallet_transactions SET status = 'failed', settled_at = now() WHERE status = 'pending' AND kind = 'payout'`);
  await client.query(
    `UPDATE wallets w SET balance_cents = COALESCE(s.total, 0)
       FROM (SELECT wallet_id, SUM(CASE WHEN type = 'credit' AND status = 'completed' THEN amount_cents WHEN type = 'debit' AND status <> 'failed' THEN -amount_cents ELSE 0 END) AS total
               FROM wallet_transactions GROUP BY wallet_id) s
      WHERE s.wallet_id = w.id AND w.balance_cents <> s.total`,
  );
}

/**
 * Before the rounds: what earlier runs and the reset left dead vacuumed and the planner's counts taken, so that
 * Postgres's autovacuum and autoanalyze, which start when enough rows changed since they last ran, are not owed
 * at the start and do not land in one side's round by chance (an autovacuum worker took 0.8 s of CPU inside one
 * baseline round, whose p99 went from 20 to 88 ms, 2026-12-01).
 */
async function settle(client) {
  const started = performance.now();
  await client.query(`VACUUM (ANALYZE) wallets, wallet_transactions, payout_requests, audit_logs, access_tokens, tax_forms`);
  console.log(`Vacuumed and analysed the tables the rounds write, ${seconds(started)}.`);
}

/** How often Postgres vacuumed or analysed each table on its own, to tell a round's outlier from the server's. */
async function maintenance(client) {
  const { rows } = await client.query(`SELECT relname, autovacuum_count::int AS v, autoanalyze_count::int AS a FROM pg_stat_user_tables`);
  return new Map(rows.map((r) => [r.relname, r]));
}

function maintenanceSince(before, after) {
  const runs = [...after.values()].flatMap((r) => {
    const b = before.get(r.relname) ?? { v: 0, a: 0 };
    return [...(r.v > b.v ? [`autovacuum ${r.relname} x${r.v - b.v}`] : []), ...(r.a > b.a ? [`autoanalyze ${r.relname} x${r.a - b.a}`] : [])];
  });
  return runs.length ? runs.join(', ') : 'none';
}

/** Payouts need a valid tax form: every bench artist gets a current W-8BEN (no treaty claim) once, before the load. */
async function fileTaxForms(client) {
  await client.query(
    `INSERT INTO tax_forms (account_id, kind, payee_name, foreign_tin_last4, country, address, signer_name, signature, signed_at, expires_at)
     SELECT u.id, 'w8ben', u.name, '0000', 'PT', '{"line1":"Rua 1","city":"Lisboa","country":"PT"}', u.name, u.name, now(), make_timestamptz(extract(year FROM now())::int + 3, 12, 31, 23, 59, 59, 'UTC')
       FROM users u WHERE u.email LIKE '%@bench-wallet.test'
     ON CONFLICT (account_id) WHERE superseded_at IS NULL DO NOTHING`,
  );
}

async function issueTokens(client) {
  await client.query(`DELETE FROM access_tokens WHERE user_id IN (SELECT id FROM users WHERE email LIKE '%@bench-wallet.test')`);
  const tokens = Array.from({ length: WALLETS }, () => randomBytes(32).toString('base64url'));
  await client.query(
    // Sessions that confirmed an e-mailed code (payouts need a step-up), for the whole run; last used at any time in the past
    // minute, so their once-a-minute stamps come steadily, not all in one second.
    `INSERT INTO access_tokens (user_id, token_hash, scope, expires_at, last_used_at, stepped_up_at)
     SELECT md5('bench-wallet-user-' || n)::uuid, h, 'artist', now() + interval '1 day', now() - random() * interval '1 minute', now() + interval '1 day' FROM unnest($1::text[]) WITH ORDINALITY AS x(h, n)`,
    [tokens.map((tk) => createHash('sha256').update(tk).digest('hex'))],
  );
  fs.writeFileSync(tokensFile, `${tokens.join('\n')}\n`);
  return tokens;
}

async function staffToken(client) {
  const [staff] = (
    await client.query(
      `INSERT INTO users (name, email, roles, email_verified_at) VALUES ('Bench Staff', 'staff@bench-wallet-staff.test', '{admin}', now())
       ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    )
  ).rows;
  const token = randomBytes(32).toString('base64url');
  await client.query(`INSERT INTO access_tokens (user_id, token_hash, scope, expires_at) VALUES ($1, $2, 'admin', now() + interval '1 hour')`, [
    staff.id,
    createHash('sha256').update(token).digest('hex'),
  ]);
  return token;
}

function run(script, args) {
  const [cmd, argv] = pin(1, process.execPath, [path.join(import.meta.dirname, script), ...args]);
  const r = spawnSync(cmd, argv, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout.trim().split('\n').at(-1));
}
const load = (url) => run('payout-load.mjs', [url, tokensFile, String(CONNECTIONS)]);
/** One request per wallet again, now due at a fixed rate. */
const loadAtRate = (url, rate) =>
  run('rate-load.mjs', [JSON.stringify({ url, method: 'POST', body: { amount: 2500, method: 'manual' }, tokensFile, connections: CONNECTIONS, rate, amount: WALLETS })]);

const rssMb = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
};

fs.mkdirSync(dataDir, { recursive: true });
const [apiPort, rawPort] = [await freePort(), await freePort()];
// Node flags for the api only (BENCH_API_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to see where its time goes).
const [ac, aa] = pin(0, process.execPath, apiArgs(apiMain));
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
  if (await dataIsReady(client)) console.log(`Reusing the bench database in ${dataDir}.`);
  else {
    console.log(`Generating ${WALLETS.toLocaleString('en')} funded wallets and ${EXPORT_ROWS.toLocaleString('en')} entries in ${dataDir}…`);
    await generate(client);
  }
  await reset(client);
  await issueTokens(client);
  await fileTaxForms(client);
  await settle(client);
  const maintenanceBefore = await maintenance(client);
  // BENCH_RAW_NODE_FLAGS: the same for the baseline (a profile of both sides, say).
  const rawNodeFlags = nodeFlags('BENCH_RAW_NODE_FLAGS');
  const [rc, ra] = pin(0, process.execPath, [...rawNodeFlags, path.join(import.meta.dirname, 'raw-payouts-server.mjs')]);
  raw = spawn(rc, ra, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PORT: String(rawPort), DATABASE_URL: databaseUrl, POOL_MAX: '10' } });
  await waitFor(`http://127.0.0.1:${rawPort}/api/health/live`, raw);
  console.log(`${ROUNDS} rounds (first a warm-up), each ${WALLETS.toLocaleString('en')} payout requests (one per wallet) at ${CONNECTIONS} connections, raw then api.`);

  const results = { api: [], raw: [], ratio: [] };
  const loads = [];
  const onlyExport = process.argv.includes('--export-only');
  for (let round = 0; round < (onlyExport ? 0 : ROUNDS); round++) {
    if (round > 0) loads.push(machineLoad());
    const r = withCpuPerItem(raw.pid, () => load(`http://127.0.0.1:${rawPort}/api/artist/wallet/payouts`), (o) => o.ok);
    await release(client);
    const a = withCpuPerItem(api.pid, () => load(`http://127.0.0.1:${apiPort}/api/artist/wallet/payouts`), (o) => o.ok);
    await release(client);
    console.log(
      `round ${round}${round === 0 ? ' (warm-up)' : ''}: raw fastify + pg ${r.rps.toFixed(0)} req/s (${r.ok} created, CPU ${r.cpuMs.toFixed(2)} ms/req) · api ${a.rps.toFixed(0)} req/s (${a.ok} created, CPU ${a.cpuMs.toFixed(2)} ms/req)`,
    );
    if (a.errors || r.errors) throw new Error(`errors during load: api ${a.errors}, raw ${r.errors}`);
    if (round > 0) {
      loads.push(machineLoad());
      results.raw.push(r.rps);
      results.api.push(a.rps);
      results.ratio.push(a.rps / r.rps);
    }
  }
  const goals = [];
  if (!onlyExport) {
    const ratio = median(results.ratio);
    const throughput = verdict({ value: ratio, goal: GOAL.ratio, better: 'higher', baseline: results.raw, loads });
    reportGoal({
      name: 'POST /api/artist/wallet/payouts throughput at 50 connections',
      goalText: `≥ ${GOAL.ratio}x`,
      figures: `raw fastify + pg ${median(results.raw).toFixed(0)} req/s, api ${median(results.api).toFixed(0)} req/s, ratio ${ratio.toFixed(2)}x`,
      result: throughput,
    });
    // The goal's rate is half the baseline's. BENCH_STEADY_OF=slower: half the slower side's instead (the api's), as the
    // chat's bench does, to tell the api's queueing at a higher share of its own ceiling from the rest of its tail.
    const slower = process.env.BENCH_STEADY_OF === 'slower' && median(results.api) < median(results.raw) ? 'api' : 'raw';
    const rate = steadyRate(results[slower]);
    console.log(`\nLatency at a steady ${rate} req/s (half the ${slower === 'api' ? "api's (BENCH_STEADY_OF=slower; not the goal's rule)" : "baseline's"} sustained rate; open loop, ${CONNECTIONS} connections), ${ROUNDS} rounds of one request per wallet, p50/p99/p99.9:`);
    const ports = { raw: rawPort, api: apiPort };
    const steady = await steadyRateGoal({
      name: `POST /api/artist/wallet/payouts${slower === 'api' ? " (at half the api's rate: a diagnosis, not the goal's rule)" : ''}`,
      rate,
      rounds: ROUNDS,
      goal: GOAL.p99Ratio,
      loadAt: (side) => loadAtRate(`http://127.0.0.1:${ports[side]}/api/artist/wallet/payouts`, rate),
      between: () => release(client),
      pids: { raw: raw.pid, api: api.pid },
    });
    goals.push(throughput, steady);
  }
  const mismatches = (await client.query(`SELECT count(*)::int AS n FROM wallets w WHERE w.balance_cents <> (SELECT COALESCE(SUM(CASE WHEN type = 'credit' AND status = 'completed' THEN amount_cents WHEN type = 'debit' AND status <> 'failed' THEN -amount_cents ELSE 0 END), 0) FROM wallet_transactions t WHERE t.wallet_id = w.id)`)).rows[0].n;
  console.log(`Ledger check after the load: ${mismatches} wallet(s) disagree with their entries.`);
  console.log(`Postgres's own upkeep during the rounds: ${maintenanceSince(maintenanceBefore, await maintenance(client))}.`);

  const token = await staffToken(client);
  await (await fetch(`http://127.0.0.1:${apiPort}/api/admin/wallets/transactions/export?q=payee0001`, { headers: { Authorization: `Bearer ${token}` } })).text();
  await new Promise((r) => setTimeout(r, 1000));
  const baseline = rssMb(api.pid);
  const exportLoad = machineLoad();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(api.pid))), 50);
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${apiPort}/api/admin/wallets/transactions/export`, { headers: { Authorization: `Bearer ${token}` } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  clearInterval(sampler);
  const growth = peak - baseline;
  const exportLoads = [exportLoad, machineLoad()];
  const memory = verdict({ value: growth, goal: GOAL.exportMb, better: 'lower', loads: exportLoads });
  console.log('');
  reportGoal({
    name: 'GET /api/admin/wallets/transactions/export memory',
    goalText: `< ${GOAL.exportMb} MB growth`,
    figures: `HTTP ${res.status}, ${(lines - 1).toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(0)} MB in ${seconds(started)}; api RSS ${baseline.toFixed(0)} MB before, ${peak.toFixed(0)} MB peak: +${growth.toFixed(1)} MB`,
    result: memory,
  });
  if (process.argv.includes('--strict') && [...goals, memory].some((v) => v.status === 'FAIL')) process.exitCode = 1;
} finally {
  await client?.end().catch(() => undefined);
  raw?.kill('SIGTERM');
  api.kill('SIGTERM');
  if (api.exitCode === null) await new Promise((r) => api.once('exit', r));
}
