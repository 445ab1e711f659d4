// docs/benchmarks.md, "Fraud scan on a million users": `soundpost fraud scan --json` against the rules' bare SELECTs.
// Goals: first scan ≤ 1.5x the baseline, a rescan with nothing new under a tenth of it. Needs `npx nx run cli:build`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import { machineLoad, reportGoal } from './bench-lib.mjs';
import { median, verdict } from './bench-verdict.mjs';

const require = createRequire(path.join(root, 'package.json'));
const { Client } = require('pg');

const USERS = 1_000_000;
// 2: artist profiles store their normalised identifiers (kyc's generated columns), filled on insert.
const GENERATOR_VERSION = 2;
// Rounds including the first, a warm-up (cold caches after the data's generation or another bench) not judged.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const GOAL = { ratio: 1.5, rescanShare: 0.1 };
const IGNORED = ['127.0.0.0/8', '::1/128', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10', 'fc00::/7', 'fe80::/10'];
const DISPOSABLE = ['mailinator.com', 'guerrillamail.com', '10minutemail.com', 'temp-mail.org', 'yopmail.com', 'trashmail.com', 'sharklasers.com', 'getnada.com', 'dispostable.com', 'maildrop.cc'];

const cliMain = path.join(root, 'dist/apps/cli/main.js');
if (!fs.existsSync(cliMain)) {
  console.error('dist/apps/cli/main.js is missing: run `npx nx run cli:build` first.');
  process.exit(1);
}
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_FRAUD_DATABASE ?? 'soundpost_bench_fraud';
const dbUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-bench-fraud-'));

function cli(args) {
  const r = spawnSync(process.execPath, [cliMain, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: dbUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', FRAUD_AUTO_BLOCK: 'false', DATABASE_STATEMENT_TIMEOUT_MS: '0' },
  });
  if (r.status !== 0) throw new Error(`soundpost ${args.join(' ')} failed (${r.status}): ${r.stderr}`);
  return r.stdout;
}

async function ensureDatabase() {
  const admin = new Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`SKIPPED: no Postgres at ${adminUrl} (${error.message}); set BENCH_PG_URL to a server this benchmark may create a database on.`);
    process.exit(0);
  }
  const { rows } = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [dbName]);
  if (!rows.length) await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  cli(['db', 'migrate']);
}

async function dataIsReady(client) {
  if (process.argv.includes('--fresh')) return false;
  const { rows } = await client.query(`SELECT (SELECT count(*) FROM users WHERE email LIKE '%@bench-fraud.test' OR email LIKE '%@mailinator.com')::int AS users, obj_description('users'::regclass) AS marker`);
  return rows[0].users === USERS && rows[0].marker === `bench-fraud v${GENERATOR_VERSION}`;
}

async function generate(client) {
  const started = performance.now();
  await client.query(`SET maintenance_work_mem = '512MB'`);
  await client.query(`SET synchronous_commit = off`);
  await client.query(`TRUNCATE fraud_findings, fraud_blocks, login_events, artist_profiles, access_tokens CASCADE`);
  await client.query(`DELETE FROM users WHERE email LIKE '%@bench-fraud.test' OR email LIKE '%@mailinator.com'`);
  const step = async (label, sql) => {
    const t = performance.now();
    const result = await client.query(sql);
    console.log(`  ${label}: ${result.rowCount ?? ''} rows, ${seconds(t)}`);
  };
  const uid = (n) => `md5('bench-fraud-' || ${n})::uuid`;
  await step(
    'users',
    `INSERT INTO users (id, name, email, roles, status, created_at, updated_at)
     SELECT ${uid('n')}, 'Bench ' || n,
            CASE WHEN n % 1000 = 7 THEN 'u' || n || '@mailinator.com' ELSE 'u' || n || '@bench-fraud.test' END,
            '{artist}', CASE WHEN n % 5000 = 11 THEN 'blocked' ELSE 'active' END, now() - interval '400 days', now() - interval '400 days'
       FROM generate_series(1, ${USERS}) n`,
  );
  // Pairs: user n and n+1 share when n % 500 = 1 (PayPal), n % 1000 = 3 (IBAN), n % 2000 = 5 (passport);
  // each blocked user (n % 5000 = 11) shares an IBAN with n+1.
  await step(
    'artist profiles',
    `INSERT INTO artist_profiles (user_id, paypal_email, iban, passport_number, created_at, updated_at)
     SELECT ${uid('n')},
            CASE WHEN n <= 600000 THEN 'pay' || CASE WHEN n % 500 = 2 THEN n - 1 ELSE n END || '@payments.test' END,
            CASE WHEN n > 600000 OR n % 1000 IN (3, 4) OR n % 5000 IN (11, 12) THEN
              'BE' || lpad((CASE WHEN n % 1000 = 4 OR n % 5000 = 12 THEN n - 1 ELSE n END)::text, 14, '0') END,
            CASE WHEN n <= 400000 THEN 'P' || lpad((CASE WHEN n % 2000 = 6 THEN n - 1 ELSE n END)::text, 8, '0') END,
            now() - interval '300 days', now() - interval '300 days'
       FROM generate_series(1, ${USERS}) n`,
  );
  // Sign-ups: 600,000 from distinct public addresses (198.18.0.0/15 spreads them); bursts of three
  // (n % 2000 in 21..23) share 203.0.113.x an hour apart; n % 2000 in 31..33 sit behind 10.x (ignored);
  // each blocked user's partner n+2 logged in from the blocked user's address.
  await step(
    'sign-ups and logins',
    `INSERT INTO login_events (user_id, kind, ip, occurred_at)
     SELECT ${uid('n')}, 'signup',
            CASE WHEN n % 2000 BETWEEN 21 AND 23 THEN ('203.0.113.' || ((n / 2000) % 250 + 1))::inet
                 WHEN n % 2000 BETWEEN 31 AND 33 THEN ('10.9.' || ((n / 2000) % 250) || '.1')::inet
                 ELSE ('198.18.0.0'::inet + n) END,
            now() - interval '200 days' + (n / 2000) * interval '7 hours' + (n % 2000 % 10) * interval '1 hour'
       FROM generate_series(1, 600000) n
     UNION ALL
     SELECT ${uid('n + d')}, 'login', ('198.51.100.0'::inet + (n / 5000)), now() - interval '10 days'
       FROM generate_series(11, ${USERS}, 5000) n, (VALUES (0), (2)) AS partner(d)`,
  );
  await client.query(`VACUUM ANALYZE users, artist_profiles, login_events`);
  await client.query(`COMMENT ON TABLE users IS 'bench-fraud v${GENERATOR_VERSION}'`);
  const { rows } = await client.query(
    `SELECT (SELECT count(*) FROM kyc_identifiers)::int + (SELECT count(*) FROM auth_login_events WHERE kind = 'signup')::int AS identifiers`,
  );
  console.log(`Generated ${rows[0].identifiers.toLocaleString('en')} identifiers in ${seconds(started)}`);
}

// The same read models the scan reads (kyc's identifiers and wallet's payout identifiers) and the
// same formulation as each rule, without the INSERT … ON CONFLICT wrapper and the details JSON.
const KYC = `(SELECT user_id, kind, value FROM kyc_identifiers)`;
const WALLET = `(SELECT user_id, kind, value FROM wallet_payout_identifiers)`;
const IDS = `(SELECT * FROM ${KYC} k UNION ALL SELECT * FROM ${WALLET} w)`;
const shared = (kind) => `
  SELECT m.user_id, s.value FROM (
    SELECT value, array_agg(DISTINCT user_id ORDER BY user_id) AS users FROM ${IDS} i
     WHERE kind = '${kind}' AND value = ANY (ARRAY(
       SELECT d.value FROM (SELECT value, lead(value) OVER (ORDER BY value) AS next FROM ${KYC} k WHERE kind = '${kind}') d WHERE d.value = d.next
       UNION SELECT value FROM ${WALLET} w WHERE kind = '${kind}'))
     GROUP BY value HAVING count(DISTINCT user_id) > 1
  ) s CROSS JOIN LATERAL unnest(s.users) AS m(user_id)`;
const BLOCKED = `SELECT id FROM auth_user_summaries WHERE status = 'blocked'`;
const BARE = {
  R1_SHARED_PAYPAL: shared('paypal_email'),
  R2_SHARED_IBAN: shared('iban'),
  R3_SHARED_DOCUMENT: shared('document_number'),
  R4_SHARED_STRIPE: shared('stripe_account'),
  R5_SIGNUP_IP_BURST: `
    WITH busy AS (SELECT DISTINCT d.ip FROM (SELECT ip, lead(ip, 2) OVER (ORDER BY ip) AS nth FROM auth_login_events WHERE kind = 'signup' AND ip IS NOT NULL) d WHERE d.ip = d.nth),
    signups AS (SELECT DISTINCT ON (user_id) user_id, ip, occurred_at FROM auth_login_events WHERE kind = 'signup' AND ip IS NOT NULL
       AND user_id = ANY (ARRAY(SELECT user_id FROM auth_login_events WHERE kind = 'signup' AND ip = ANY (ARRAY(SELECT ip FROM busy)))) ORDER BY user_id, occurred_at),
    kept AS (SELECT * FROM signups WHERE ip = ANY (ARRAY(SELECT ip FROM busy)) AND NOT (ip <<= ANY ('{${IGNORED.join(',')}}'::cidr[])))
    SELECT a.user_id, a.ip FROM kept a JOIN kept b ON b.ip = a.ip AND b.user_id <> a.user_id
       AND b.occurred_at BETWEEN a.occurred_at - interval '24 hours' AND a.occurred_at + interval '24 hours'
     GROUP BY a.user_id, a.ip HAVING count(DISTINCT b.user_id) + 1 >= 3`,
  R6_LOGIN_IP_OF_BLOCKED: `
    WITH blocked AS (${BLOCKED}),
    bips AS (SELECT DISTINCT e.ip, e.user_id FROM auth_login_events e JOIN blocked b ON b.id = e.user_id WHERE e.ip IS NOT NULL AND NOT (e.ip <<= ANY ('{${IGNORED.join(',')}}'::cidr[])))
    SELECT e.user_id, e.ip FROM auth_login_events e JOIN bips x ON x.ip = e.ip AND x.user_id <> e.user_id
     WHERE NOT EXISTS (SELECT 1 FROM blocked b WHERE b.id = e.user_id) GROUP BY e.user_id, e.ip`,
  R7_SHARED_WITH_BLOCKED: `
    WITH blocked AS (${BLOCKED}),
    bids AS (SELECT DISTINCT i.kind, i.value, i.user_id FROM ${IDS} i WHERE i.user_id = ANY (ARRAY(SELECT id FROM blocked)))
    SELECT i.user_id, i.kind, i.value FROM ${IDS} i JOIN bids x ON x.kind = i.kind AND x.value = i.value AND x.user_id <> i.user_id
     WHERE i.value = ANY (ARRAY(SELECT value FROM bids)) AND NOT EXISTS (SELECT 1 FROM blocked b WHERE b.id = i.user_id)
     GROUP BY i.user_id, i.kind, i.value`,
  R8_PAYOUT_DESTINATION_CHANGED: `
    SELECT w.user_id, w.kind, w.value FROM (
      SELECT user_id, kind, value, first_seen_at, last_seen_at, min(first_seen_at) OVER (PARTITION BY user_id) AS user_first FROM wallet_payout_identifiers
    ) w WHERE w.first_seen_at > w.user_first AND w.last_seen_at <= w.first_seen_at + interval '48 hours'`,
  R9_DISPOSABLE_EMAIL: `SELECT id FROM auth_user_summaries WHERE lower(split_part(email, '@', 2)) = ANY ('{${DISPOSABLE.join(',')}}'::text[])`,
};

// Each round's bare statements run on a new connection, as the scan does (a new CLI process): a new
// backend's first R1 took 2.0-2.7 s against 0.6-1.3 s for the same statement again on it, every
// buffer a hit (backend-local warm-up), which a connection kept across rounds had already paid.
async function baseline() {
  const client = new Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return await bareStatements(client);
  } finally {
    await client.end();
  }
}

async function bareStatements(client) {
  const perRule = {};
  const t0 = performance.now();
  for (const [code, sql] of Object.entries(BARE)) {
    const t = performance.now();
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM (${sql}) x`);
    perRule[code] = { ms: Math.round(performance.now() - t), rows: rows[0].n };
  }
  return { ms: performance.now() - t0, perRule };
}

function scan(...extra) {
  // The answer is the last JSON document of the output (Nest may log slow-query warnings before it).
  const out = cli(['fraud', 'scan', '--json', ...extra]);
  const result = JSON.parse(out.slice(out.lastIndexOf('\n{\n') + 1 || out.indexOf('{')));
  return { ms: new Date(result.finished_at).getTime() - new Date(result.started_at).getTime(), result };
}

await ensureDatabase();
const db = new Client({ connectionString: dbUrl });
await db.connect();
try {
  if (!(await dataIsReady(db))) {
    console.log(`Generating ${USERS.toLocaleString('en')} users in ${dbName}…`);
    await generate(db);
  }
  const rounds = [];
  const loads = [];
  for (let round = 1; round <= ROUNDS; round++) {
    await db.query(`TRUNCATE fraud_findings, fraud_scan_marks`);
    await db.query(`VACUUM ANALYZE fraud_findings`);
    const warmUp = round === 1;
    if (!warmUp) loads.push(machineLoad());
    // Even rounds run the scans first: whichever side reads the indexes first after the other's
    // work pays for the buffer cache (128 MB here, shared with other work), so neither always does.
    const bareFirst = round % 2 === 1;
    let bare = bareFirst ? await baseline() : undefined;
    const first = scan();
    const rescan = scan();
    const full = scan('--full');
    bare ??= await baseline();
    const ratio = first.ms / bare.ms;
    if (!warmUp) {
      loads.push(machineLoad());
      rounds.push({ bare: bare.ms, first: first.ms, rescan: rescan.ms, full: full.ms, ratio, share: rescan.ms / first.ms });
    }
    console.log(
      `round ${round}${warmUp ? ' (warm-up)' : ''} (${bareFirst ? 'bare first' : 'scans first'}): bare ${Math.round(bare.ms)} ms, scan ${first.ms} ms (${ratio.toFixed(2)}x), rescan ${rescan.ms} ms (${(rescan.ms / first.ms).toFixed(3)} of the scan), rescan --full ${full.ms} ms; findings ${first.result.findings_added}, rescans added ${rescan.result.findings_added} and ${full.result.findings_added}`,
    );
    // Per rule every round (scan/bare ms): on a shared machine the rules' ratios say more than the sums.
    const ruleMs = first.result.rules.filter((r) => !r.skipped).reduce((sum, r) => sum + r.ms, 0);
    console.log(`  rules ${ruleMs} ms of the scan's ${first.ms} ms; ${first.result.rules.map((r) => `${r.code.split('_')[0]} ${r.ms}/${bare.perRule[r.code]?.ms ?? '-'}`).join(', ')}`);
    if (round === 1) {
      for (const r of first.result.rules) {
        const b = bare.perRule[r.code];
        console.log(`  ${r.code.padEnd(30)} ${r.skipped ? `skipped (${r.skipped})` : `scan ${r.ms} ms, ${r.matched} matched; bare ${b?.ms ?? '-'} ms, ${b?.rows ?? '-'} rows`}`);
      }
      const ran = first.result.rules.filter((r) => !r.skipped).length;
      console.log(`  statements: ${ran} rule statements + 2 (read models, auto-block query), for ${USERS.toLocaleString('en')} users`);
    }
  }
  const result = {
    bare_ms: Math.round(median(rounds.map((r) => r.bare))),
    scan_ms: median(rounds.map((r) => r.first)),
    rescan_ms: median(rounds.map((r) => r.rescan)),
    rescan_full_ms: median(rounds.map((r) => r.full)),
    ratio: Number(median(rounds.map((r) => r.ratio)).toFixed(2)),
    rescan_share: Number(median(rounds.map((r) => r.share)).toFixed(4)),
  };
  console.log(JSON.stringify({ ...result, goal: GOAL }));
  const scanResult = verdict({ value: median(rounds.map((r) => r.ratio)), goal: GOAL.ratio, better: 'lower', baseline: rounds.map((r) => r.bare), loads });
  reportGoal({
    name: `fraud scan of ${USERS.toLocaleString('en')} users`,
    goalText: `≤ ${GOAL.ratio}x the rules' bare SELECTs`,
    figures: `bare ${result.bare_ms} ms, scan ${result.scan_ms} ms, ratio ${result.ratio.toFixed(2)}x (rounds ${rounds.map((r) => r.ratio.toFixed(2)).join(', ')})`,
    result: scanResult,
  });
  // The rescan's yardstick is the first scan of the same round.
  const rescanResult = verdict({ value: median(rounds.map((r) => r.share)), goal: GOAL.rescanShare, better: 'lower', baseline: rounds.map((r) => r.first), loads });
  reportGoal({
    name: 'fraud rescan with nothing new',
    goalText: `< ${GOAL.rescanShare} of the scan`,
    figures: `rescan ${result.rescan_ms} ms, ${result.rescan_share} of the scan (rescan --full ${result.rescan_full_ms} ms)`,
    result: rescanResult,
  });
  if (process.argv.includes('--strict') && [scanResult, rescanResult].some((v) => v.status === 'FAIL')) process.exitCode = 1;
} finally {
  await db.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
