// docs/benchmarks.md, "Data export memory": the api's peak resident memory while it writes the data export of an
// account with LARGE wallet entries must stay under 1.5x its peak for an account with SMALL ones: rows go through
// a cursor into a streamed zip into storage, so the account's size must not show in memory. Needs `npm run build`.
// The api runs with PROCESS_ROLE=all so the export job runs in the measured process.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import { apiArgs, embeddedDatabaseUrl, freePort, machineLoad, reportGoal, waitFor } from './bench-lib.mjs';
import { verdict } from './bench-verdict.mjs';

const require = createRequire(path.join(root, 'package.json'));
const { Client } = require('pg');

const SMALL = Number(process.env.BENCH_EXPORT_SMALL ?? 100);
const LARGE = Number(process.env.BENCH_EXPORT_LARGE ?? 200_000);
const GOAL_RATIO = 1.5;
const SAMPLE_MS = 50;

const apiMain = path.join(root, 'dist/apps/api/main.js');
if (!fs.existsSync(apiMain)) {
  console.error('dist/apps/api/main.js is missing: run `npm run bench` (it builds first).');
  process.exit(1);
}
if (process.platform !== 'linux') {
  console.error('This benchmark reads /proc/<pid>/status (Linux only).');
  process.exit(1);
}

const rssKiB = (pid) => Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

/** An artist account of its own (a copy of the demo artist's row) with `entries` wallet entries, and an owner token. */
async function accountWithEntries(client, label, entries) {
  const [user] = (
    await client.query(
      `INSERT INTO users (name, email, password_hash, roles, status, email_verified_at)
       SELECT $1, $2, password_hash, roles, status, now() FROM users WHERE email = 'artist.approved@soundpost.local' RETURNING id`,
      [`Bench ${label}`, `bench.${label}.${randomBytes(4).toString('hex')}@example.com`],
    )
  ).rows;
  // The account may already have its wallet (made with the user).
  await client.query(`INSERT INTO wallets (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`, [user.id]);
  const [wallet] = (await client.query(`SELECT id FROM wallets WHERE user_id = $1`, [user.id])).rows;
  // One statement per 50,000 rows: each row the shape of a royalty credit, with a description and metadata to write.
  for (let from = 1; from <= entries; from += 50_000) {
    await client.query(
      `INSERT INTO wallet_transactions (wallet_id, type, kind, amount_cents, description, external_ref, meta, created_at)
       SELECT $1, 'credit', 'royalty', 100 + (n % 5000), 'Royalties ' || n, 'bench-' || n, jsonb_build_object('import', n % 97, 'store', 'spotify'),
              now() - make_interval(mins => n)
         FROM generate_series($2::int, $3::int) n`,
      [wallet.id, from, Math.min(entries, from + 49_999)],
    );
  }
  const token = randomBytes(32).toString('base64url');
  await client.query(`INSERT INTO access_tokens (user_id, token_hash, scope, expires_at) VALUES ($1, $2, 'artist', now() + interval '2 hours')`, [
    user.id,
    createHash('sha256').update(token).digest('hex'),
  ]);
  return { id: user.id, token };
}

async function api(port, method, pathname, token) {
  const res = await fetch(`http://127.0.0.1:${port}/api${pathname}`, { method, headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** Starts an export and samples the api's RSS until it is ready: the peak, the time, the archive's size. */
async function measureExport(port, pid, account) {
  const baseline = rssKiB(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKiB(pid))), SAMPLE_MS);
  const started = performance.now();
  try {
    const created = await api(port, 'POST', '/me/data-export', account.token);
    if (created.status !== 202) throw new Error(`export refused (${created.status}): ${JSON.stringify(created.body)}`);
    for (;;) {
      const one = await api(port, 'GET', `/me/data-exports/${created.body.id}`, account.token);
      if (one.body?.status === 'ready') return { baseline, peak: Math.max(peak, rssKiB(pid)), seconds: (performance.now() - started) / 1000, bytes: one.body.size_bytes };
      if (one.body?.status === 'failed') throw new Error('the export failed');
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    clearInterval(sampler);
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-bench-export-'));
const port = await freePort();
const child = spawn(process.execPath, apiArgs(apiMain), {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', PUBLIC_URL: 'http://localhost', PROCESS_ROLE: 'all', LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'true' },
});
let client;
try {
  await waitFor(`http://127.0.0.1:${port}/api/health/live`, child, 180_000);
  client = new Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await client.connect();
  const warm = await accountWithEntries(client, 'warm', SMALL);
  const small = await accountWithEntries(client, 'small', SMALL);
  const large = await accountWithEntries(client, 'large', LARGE);

  await measureExport(port, child.pid, warm);
  const loads = [machineLoad()];
  const s = await measureExport(port, child.pid, small);
  const l = await measureExport(port, child.pid, large);
  loads.push(machineLoad());
  const mib = (kib) => (kib / 1024).toFixed(1);
  for (const [name, m, n] of [['small', s, SMALL], ['large', l, LARGE]]) {
    console.log(`${name}: ${n} wallet entries, archive ${(m.bytes / 1024).toFixed(0)} KiB in ${m.seconds.toFixed(1)} s; api RSS ${mib(m.baseline)} MiB before, peak ${mib(m.peak)} MiB`);
  }
  const ratio = l.peak / s.peak;
  const result = verdict({ value: ratio, goal: GOAL_RATIO, better: 'lower', loads });
  reportGoal({
    name: `api peak RSS exporting ${LARGE} vs ${SMALL} wallet entries`,
    goalText: `< ${GOAL_RATIO}x`,
    figures: `${ratio.toFixed(2)}x (peak ${mib(l.peak)} vs ${mib(s.peak)} MiB)`,
    result,
  });
  if (process.argv.includes('--strict') && result.status === 'FAIL') process.exitCode = 1;
} finally {
  await client?.end().catch(() => undefined);
  child.kill('SIGTERM');
  if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
