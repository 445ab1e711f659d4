// Helpers shared by the benchmarks (not a benchmark itself: bench.mjs runs *.bench.mjs only).
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_NODE_FLAGS, API_V8_FLAGS } from '../scripts/api-node-flags.mjs';
import { CLI_PROCESS_ENV } from '../scripts/lib.mjs';
import { loadPerCore, median, medianLatency, resultLine, verdict } from './bench-verdict.mjs';

// The benchmarks run the API and the CLI with NODE_ENV=production, which refuses to start without the
// inbound e-mail secret (README); every bench spawns them with this process's environment.
process.env.INBOUND_EMAIL_SECRET ??= 'bench-inbound-secret-not-for-use';

export const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

export async function waitFor(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timeout waiting for ${url}`);
}

export async function approvedArtistUpload(client) {
  const [artist] = (await client.query(`SELECT id FROM users WHERE email = 'artist.approved@soundpost.local'`)).rows;
  if (!artist) throw new Error('the demo approved artist was not seeded');
  const token = randomBytes(32).toString('base64url');
  await client.query(`INSERT INTO access_tokens (user_id, token_hash, scope, expires_at) VALUES ($1, $2, 'artist', now() + interval '1 hour')`, [
    artist.id,
    createHash('sha256').update(token).digest('hex'),
  ]);
  const [release] = (await client.query(`INSERT INTO releases (user_id) VALUES ($1) RETURNING id`, [artist.id])).rows;
  return { token, uploadPath: `/api/artist/releases/${release.id}/tracks` };
}

const hasTaskset = spawnSync('taskset', ['--version']).status === 0;

/**
 * The command that runs `cmd args` on one CPU (taskset), when the machine has more than one. A pinned Node process gets
 * V8's single-threaded GC: its helper threads would only take turns on the same CPU, and a scavenge then waited for
 * them (the api's scavenges under load: p50 9.6 ms, against 4.8 ms on one thread, 2026-11-30). Both sides of a
 * benchmark are pinned alike, so both get it.
 */
export function pin(cpu, cmd, args) {
  if (!hasTaskset || os.cpus().length < 2) return [cmd, args];
  return ['taskset', ['-c', String(cpu), cmd, ...(cmd === process.execPath ? ['--single-threaded-gc'] : []), ...args]];
}

/** Extra Node flags from an environment variable (BENCH_API_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof"), split on spaces. */
export const nodeFlags = (name) => (process.env[name] ?? '').split(' ').filter(Boolean);

// For tools/bench/api-node-flags.spec.ts, which checks the copies that cannot import them.
export { API_NODE_FLAGS, API_V8_FLAGS };

/** The api's command line after Node: the V8 flags it runs with everywhere (tools/scripts/api-node-flags.mjs), BENCH_API_NODE_FLAGS, `main`. */
export const apiArgs = (main) => [...API_V8_FLAGS, ...nodeFlags('BENCH_API_NODE_FLAGS'), main];

export function embeddedDatabaseUrl(dataDir) {
  const credentials = JSON.parse(fs.readFileSync(path.join(dataDir, 'postgres.json'), 'utf8'));
  return `postgres://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${credentials.port}/${encodeURIComponent(credentials.database)}`;
}

/**
 * The embedded Postgres on every CPU. The api starts it, so it inherits the api's pinning to CPU 0 and its work would
 * be counted on the subject's core: a database is not part of the server under test (in production it has cores of
 * its own). The postmaster and the backends already open are moved; backends forked later inherit the postmaster's.
 * Says how many processes it moved. `BENCH_DB_WITH_API=1` leaves the database on the api's CPU, as runs did until 2026-11-30.
 */
export function unpinDatabase(dataDir) {
  if (process.env.BENCH_DB_WITH_API === '1') return console.log("The embedded Postgres stays on the api's CPU (BENCH_DB_WITH_API=1).");
  console.log(`The embedded Postgres runs on every CPU (${moveDatabase(dataDir)} processes moved off the api's CPU).`);
}

function moveDatabase(dataDir) {
  if (spawnSync('taskset', ['--version']).status !== 0) return 0;
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return 0;
  const postmaster = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const children = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after its closing parenthesis.
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  const cpus = `0-${os.cpus().length - 1}`;
  let moved = 0;
  for (const pid of [postmaster, ...children]) if (spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)]).status === 0) moved++;
  return moved;
}

export async function startBuiltApi(apiMain, cwd, dataDir) {
  const port = await freePort();
  const api = spawn(process.execPath, apiArgs(apiMain), {
    cwd,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', NODE_ENV: 'production', PUBLIC_URL: 'http://localhost', PROCESS_ROLE: 'api' },
  });
  const stop = async () => {
    api.kill('SIGTERM');
    if (api.exitCode === null) await new Promise((r) => api.once('exit', r));
  };
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health/live`, api);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, databaseUrl: embeddedDatabaseUrl(dataDir), stop };
}

/**
 * CPU seconds a process has used (user + system, all its threads): on a shared machine its cost per request is
 * steadier than its rate, which also depends on how much of the CPU the other processes left it.
 */
export function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in USER_HZ ticks
}

/** Runs `run()` (a load against the server `pid`) and adds to its result the server's CPU per item answered, in ms. */
export function withCpuPerItem(pid, run, itemsOf) {
  const before = cpuSeconds(pid);
  const result = run();
  const items = itemsOf(result);
  return { ...result, cpuMs: items ? ((cpuSeconds(pid) - before) * 1000) / items : NaN };
}

/** The 1-minute load average per core now, for the verdict's load rule. */
export const machineLoad = () => loadPerCore(os.loadavg(), os.cpus().length);

/** Prints one goal's result line and, under `npm run bench`, adds it to the run's summary (BENCH_RESULTS_FILE). */
export function reportGoal({ name, goalText, figures, result }) {
  const line = resultLine({ name, goalText, figures, result });
  console.log(line);
  if (process.env.BENCH_RESULTS_FILE) fs.appendFileSync(process.env.BENCH_RESULTS_FILE, `${JSON.stringify({ status: result.status, line })}\n`);
  return line;
}

const latencyText = (l) => `${l.p50.toFixed(1)}/${l.p99.toFixed(1)}/${l.p999.toFixed(1)} ms`;

/**
 * The latency goal: open-loop rounds at one steady rate for both sides (the first a warm-up),
 * `loadAt(side)` measuring one side and `between()` run after each (a reset), then the verdict on
 * the subject's p99 against the baseline's (median of the per-round ratios).
 */
export async function steadyRateGoal({ name, rate, rounds, goal, loadAt, between = async () => {}, pids }) {
  const latency = { api: [], raw: [], ratio: [] };
  const loads = [];
  const cpu = { api: [], raw: [] };
  // With the servers' pids, each side's CPU per request in the round (ms), to tell its cost from its queueing.
  const measured = (side) => {
    if (!pids) return loadAt(side);
    const out = withCpuPerItem(pids[side], () => loadAt(side), (o) => o.ok ?? o.sent);
    cpu[side].push(out.cpuMs);
    return out;
  };
  const cpuText = (side) => (pids ? `, CPU ${cpu[side].at(-1).toFixed(2)} ms/req` : '');
  for (let round = 0; round < rounds; round++) {
    if (round > 0) loads.push(machineLoad());
    const r = measured('raw');
    await between();
    const a = measured('api');
    await between();
    console.log(
      `round ${round}${round === 0 ? ' (warm-up)' : ''}: raw fastify + pg ${latencyText(r)} (${r.rps.toFixed(0)} req/s${cpuText('raw')}) · api ${latencyText(a)} (${a.rps.toFixed(0)} req/s${cpuText('api')})`,
    );
    if (a.errors || r.errors) throw new Error(`errors during load: api ${a.errors}, raw ${r.errors}`);
    if (round > 0) {
      loads.push(machineLoad());
      latency.raw.push(r);
      latency.api.push(a);
      latency.ratio.push(a.p99 / r.p99);
    }
  }
  if (pids) {
    const [r, a] = [median(cpu.raw.slice(1)), median(cpu.api.slice(1))];
    console.log(`CPU per request at the steady rate (median of the measured rounds): raw fastify + pg ${r.toFixed(2)} ms, api ${a.toFixed(2)} ms (${(a / r).toFixed(2)}x)`);
  }
  console.log('');
  const p99Ratio = median(latency.ratio);
  const result = verdict({ value: p99Ratio, goal, better: 'lower', baseline: latency.raw.map((l) => l.p99), loads });
  reportGoal({
    name: `${name} p99 at a steady ${rate} req/s`,
    goalText: `api p99 ≤ ${goal}x raw p99`,
    figures: `p50/p99/p99.9 raw fastify + pg ${latencyText(medianLatency(latency.raw))}, api ${latencyText(medianLatency(latency.api))}, p99 ratio ${p99Ratio.toFixed(2)}x`,
    result,
  });
  return result;
}

// Writes the process's peak RSS (KiB) to BENCH_RSS_FILE when it exits: loaded with --import. Under BENCH_MEMORY it
// also samples process.memoryUsage() every 200 ms and writes, beside it (.parts.json), each part at the RSS peak.
const rssHook = `data:text/javascript,${encodeURIComponent(
  [
    "import fs from 'node:fs';",
    'let peak = null;',
    "if (process.env.BENCH_MEMORY) setInterval(() => { const m = process.memoryUsage(); if (!peak || m.rss > peak.rss) peak = m; }, 200).unref();",
    "process.on('exit', () => {",
    '  fs.writeFileSync(process.env.BENCH_RSS_FILE, String(process.resourceUsage().maxRSS));',
    "  if (peak) fs.writeFileSync(`${process.env.BENCH_RSS_FILE}.parts.json`, JSON.stringify(peak));",
    '});',
  ].join('\n'),
)}`;

/**
 * Runs the built CLI once with `--json` and answers its last JSON line plus its peak RSS (`rssMiB`). BENCH_LOG prints
 * its timing lines; BENCH_CPU_PROF=DIR profiles it.
 */
export function runCliMeasured(cliMain, cwd, env, args, rssFile) {
  const nodeArgs = [`--import=${rssHook}`];
  if (process.env.BENCH_CPU_PROF) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`);
  // BENCH_CLI_FLAGS: node flags for the CLI run only (say --trace-gc --trace-gc-ignore-scavenger, printed under BENCH_LOG).
  if (process.env.BENCH_CLI_FLAGS) nodeArgs.push(...process.env.BENCH_CLI_FLAGS.split(' ').filter(Boolean));
  // The CLI's environment as `soundpost` gives it (tools/bin/soundpost-runner.mjs).
  const r = spawnSync(process.execPath, [...nodeArgs, cliMain, ...args, '--json'], { cwd, env: { ...CLI_PROCESS_ENV, ...env, BENCH_RSS_FILE: rssFile }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`${args.slice(0, 2).join(' ')} failed (${r.status}): ${r.stderr}${r.stdout.slice(-2000)}`);
  if (process.env.BENCH_LOG) for (const line of `${r.stdout}${r.stderr}`.split('\n')) if (/Ms|Mark-Compact|Scavenge/.test(line)) console.log(`  ${line.trim().slice(0, 400)}`);
  if (process.env.BENCH_MEMORY && fs.existsSync(`${rssFile}.parts.json`)) {
    const parts = JSON.parse(fs.readFileSync(`${rssFile}.parts.json`, 'utf8'));
    console.log(`  memory at the RSS peak (MiB): ${Object.entries(parts).map(([k, v]) => `${k} ${(v / 1048576).toFixed(1)}`).join(', ')}`);
  }
  return { ...JSON.parse(r.stdout.trim().split('\n').at(-1)), rssMiB: Number(fs.readFileSync(rssFile, 'utf8')) / 1024 };
}

/**
 * A live smart link made straight in the database (the bench measures serving, not making): an artist, a released
 * release with its link, and stores that acknowledged it. Answers the slug and link id.
 */
export async function liveLinkFixture(client, { slug = 'bench-night-drive', stores = ['spotify', 'apple-music', 'deezer', 'tidal', 'amazon-music', 'youtube-music'] } = {}) {
  const [user] = (await client.query(`INSERT INTO users (name, email, roles) VALUES ('Bench Artist', $1, '{artist}') RETURNING id`, [`bench-${randomBytes(4).toString('hex')}@soundpost.local`])).rows;
  const [artist] = (await client.query(`INSERT INTO directory_artists (user_id, name) VALUES ($1, 'Nova Lane') RETURNING id`, [user.id])).rows;
  const [release] = (
    await client.query(
      `INSERT INTO releases (user_id, title, release_date, upc, status, submitted_at, primary_artist_id, store_ids)
       VALUES ($1, 'Night Drive', current_date - 7, '036000291452', 'live', now() - interval '30 days', $2, $3) RETURNING id`,
      [user.id, artist.id, stores],
    )
  ).rows;
  const [link] = (await client.query(`INSERT INTO release_links (release_id, user_id, slug) VALUES ($1, $2, $3) RETURNING id`, [release.id, user.id, slug])).rows;
  for (const [i, storeId] of stores.entries()) {
    await client.query(
      `INSERT INTO release_deliveries (release_id, store_id, user_id, status, message_id, delivered_at, acknowledged_at, store_release_id)
       VALUES ($1, $2, $3, 'acknowledged', $4, now(), now(), $5)`,
      [release.id, storeId, user.id, `BENCH${i}`, `bench${i}`],
    );
  }
  return { slug, linkId: link.id, releaseId: release.id };
}
