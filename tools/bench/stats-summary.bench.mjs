// docs/benchmarks.md, "Statistics": GET /api/artist/stats/summary for 365 days by day, for an artist with 50 tracks, against
// the best hand-written SQL on the same rollups (≤ 1.5x + 3 ms), first with other artists' data making the daily lines
// 5,000,000, then 50,000,000 (the call at most 1.2x its time at 5M: it must not grow with the whole table). Needs the api
// built. BENCH_STATS_BASE_LINES and BENCH_STATS_BIG_LINES scale the two sizes down for a smoke run.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import { machineLoad, reportGoal, startBuiltApi } from './bench-lib.mjs';
import { median, verdict } from './bench-verdict.mjs';

const require = createRequire(path.join(root, 'package.json'));
const { Client } = require('pg');

const BASE_LINES = Number(process.env.BENCH_STATS_BASE_LINES ?? 5_000_000);
const BIG_LINES = Number(process.env.BENCH_STATS_BIG_LINES ?? 50_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4); // the first a warm-up, discarded
const CALLS = Number(process.env.BENCH_CALLS ?? 30);
const GOALS = { factor: 1.5, plusMs: 3, growth: 1.2 };
// The artist: 50 tracks on 5 releases, streamed every day of a year in 3 stores and 6 countries.
const TRACKS = 50;
const STORES = ['spotify', 'deezer', 'apple-music'];
const TERRITORIES = ['US', 'GB', 'FR', 'DE', 'BR', 'JP'];
const FROM = '2025-11-01';
const TO = '2026-10-31';
const DAYS = 365;
// Other artists' lines collapse about five into one rollup row, as a store's summaries per tier do.
const LINES_PER_ROLLUP = 5;

const apiMain = path.join(root, 'dist/apps/api/main.js');
if (!fs.existsSync(apiMain)) {
  console.error('dist/apps/api/main.js is missing: build the api first (npx nx run api:build).');
  process.exit(1);
}
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const ms = (x) => `${x.toFixed(2)} ms`;

function monthPartition(month) {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { name: `stats_daily_lines_y${y}m${String(m).padStart(2, '0')}`, from: `${y}-${String(m).padStart(2, '0')}-01`, to: next };
}

function monthsBetween(from, to) {
  const out = [];
  for (let d = new Date(`${from.slice(0, 7)}-01T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCMonth(d.getUTCMonth() + 1)) out.push(d.toISOString().slice(0, 7));
  return out;
}

async function createArtist(client) {
  const [artist] = (
    await client.query(`INSERT INTO users (name, email, roles, email_verified_at) VALUES ('Bench Stats Artist', 'stats.artist@bench.test', '{artist}', now()) RETURNING id`)
  ).rows;
  await client.query(
    `INSERT INTO releases (id, user_id, title, status) SELECT md5('bench-sum-release-' || n)::uuid, $1, 'Release ' || n, 'live' FROM generate_series(1, 5) n`,
    [artist.id],
  );
  await client.query(
    `INSERT INTO tracks (id, release_id, track_number, title, isrc)
     SELECT md5('bench-sum-track-' || t)::uuid, md5('bench-sum-release-' || (1 + (t - 1) / 10))::uuid, 1 + (t - 1) % 10, 'Track ' || t, 'QZT' || lpad(t::text, 9, '0')
       FROM generate_series(1, ${TRACKS}) t`,
  );
  const token = randomBytes(32).toString('base64url');
  await client.query(`INSERT INTO access_tokens (user_id, token_hash, scope, expires_at) VALUES ($1, $2, 'artist', now() + interval '1 day')`, [
    artist.id,
    createHash('sha256').update(token).digest('hex'),
  ]);
  return { id: artist.id, token };
}

/**
 * Other artists' daily lines, `lines` of them from `from` for `days` days, written by month into a table that is then
 * attached as the month's partition (its indexes built once, by a sort, as a bulk load would), and their rollups,
 * `lines / 5` rows over the artist's year, day by day among the artist's own rows.
 */
async function addOthers(client, { lines, from, days, tag, artistId }) {
  const started = performance.now();
  const perDay = Math.max(1, Math.round(lines / days));
  const to = new Date(Date.parse(`${from}T00:00:00Z`) + (days - 1) * 86_400_000).toISOString().slice(0, 10);
  for (const month of monthsBetween(from, to)) {
    const p = monthPartition(month);
    const table = `bench_${p.name}`;
    await client.query(`CREATE TABLE ${table} (LIKE stats_daily_lines INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`);
    await client.query(
      `INSERT INTO ${table} (import_id, line_no, day, store_id, territory, isrc, upc, track_id, release_id, owner_user_id, streams, source)
       SELECT md5('bench-sum-import-${tag}-' || d)::uuid, i, d, (ARRAY['spotify','deezer','apple-music'])[1 + i % 3], (ARRAY['US','GB','FR','DE','BR','JP','MX','ES'])[1 + i % 8],
              'QZO' || lpad((i % 1000000)::text, 9, '0'), NULL, md5('o-track-' || (i % 1000000))::uuid, md5('o-release-' || (i % 200000))::uuid, md5('o-artist-' || (i % 50000))::uuid,
              1 + i % 97, 'unknown'
         FROM generate_series(GREATEST($1::date, '${p.from}'::date), LEAST($2::date, '${p.to}'::date - 1), interval '1 day') d, generate_series(1, ${perDay}) i`,
      [from, to],
    );
    await client.query(`ALTER TABLE stats_daily_lines ATTACH PARTITION ${table} FOR VALUES FROM ('${p.from}') TO ('${p.to}')`);
  }
  // Rollups: the other artists' rows of each day of the artist's year (and, the first time, the artist's own), in day order.
  const othersPerDay = Math.max(1, Math.round(lines / LINES_PER_ROLLUP / DAYS));
  const artistPerDay = artistId ? TRACKS * STORES.length * TERRITORIES.length : 0;
  await client.query(
    `INSERT INTO stats_rollups (day, store_id, territory, source, release_id, track_id, owner_user_id, streams, listeners, saves)
     SELECT d, s.store, s.territory, 'unknown', s.release_id, s.track_id, s.owner, 1 + (i * 7 + extract(doy FROM d)::int) % 500, (i % 40), (i % 9)
       FROM generate_series($1::date, $2::date, interval '1 day') d,
            generate_series(1, ${othersPerDay + artistPerDay}) i,
            LATERAL (SELECT CASE WHEN i <= ${artistPerDay} THEN md5('bench-sum-track-' || (1 + (i - 1) % ${TRACKS}))::uuid ELSE md5('o-track-${tag}-' || i)::uuid END AS track_id,
                            CASE WHEN i <= ${artistPerDay} THEN md5('bench-sum-release-' || (1 + ((i - 1) % ${TRACKS}) / 10))::uuid ELSE md5('o-release-${tag}-' || (i / 5))::uuid END AS release_id,
                            CASE WHEN i <= ${artistPerDay} THEN $3::uuid ELSE md5('o-artist-${tag}-' || (i / 50))::uuid END AS owner,
                            (ARRAY['spotify','deezer','apple-music'])[1 + ((i - 1) / ${TRACKS}) % 3] AS store,
                            (ARRAY['US','GB','FR','DE','BR','JP'])[1 + ((i - 1) / ${TRACKS * STORES.length}) % 6] AS territory) s`,
    [FROM, TO, artistId ?? '00000000-0000-0000-0000-000000000000'],
  );
  await client.query('ANALYZE stats_rollups');
  const { rows } = await client.query(`SELECT (SELECT count(*) FROM stats_daily_lines)::bigint AS lines, (SELECT count(*) FROM stats_rollups)::bigint AS rollups`);
  console.log(`Data: ${Number(rows[0].lines).toLocaleString('en-US')} daily lines, ${Number(rows[0].rollups).toLocaleString('en-US')} rollup rows (${seconds(started)})`);
}

// The best hand-written SQL for the same answer: the artist's rollups summed by day through (owner_user_id, day);
// the days without streams and the totals follow from these rows in the caller.
const BASELINE_SQL = `SELECT day, sum(streams) AS streams, sum(listeners) AS listeners, sum(saves) AS saves
  FROM stats_rollups WHERE owner_user_id = $1 AND day BETWEEN $2 AND $3 GROUP BY day`;

async function timedCalls(fn) {
  const times = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return median(times);
}

async function measure(client, port, artist, label) {
  const url = `http://127.0.0.1:${port}/api/artist/stats/summary?from=${FROM}&to=${TO}&group_by=day`;
  const headers = { Authorization: `Bearer ${artist.token}` };
  const api = async () => {
    const res = await fetch(url, { headers });
    if (res.status !== 200) throw new Error(`summary answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const sql = () => client.query(BASELINE_SQL, [artist.id, FROM, TO]);
  const body = await api();
  const { rows } = await sql();
  const sqlTotal = rows.reduce((n, r) => n + Number(r.streams), 0);
  if (body.rows.length !== DAYS || body.totals.streams !== sqlTotal) throw new Error(`the answers differ: api ${body.rows.length} days, ${body.totals.streams} streams; sql ${rows.length} days, ${sqlTotal} streams`);
  const out = { api: [], sql: [], loads: [] };
  for (let round = 0; round < ROUNDS; round++) {
    if (round > 0) out.loads.push(machineLoad());
    const s = await timedCalls(sql);
    const a = await timedCalls(api);
    console.log(`${label} round ${round}${round === 0 ? ' (warm-up)' : ''}: SQL ${ms(s)}, api ${ms(a)} (median of ${CALLS} calls in sequence), ${(a / s).toFixed(2)}x`);
    if (round === 0) continue;
    out.loads.push(machineLoad());
    out.api.push(a);
    out.sql.push(s);
  }
  return out;
}

function report(label, m) {
  const api = median(m.api);
  const sql = median(m.sql);
  // The goal as a ratio: api / (1.5 × SQL + 3 ms) ≤ 1.
  const value = api / (GOALS.factor * sql + GOALS.plusMs);
  const result = verdict({ value, goal: 1, better: 'lower', baseline: m.sql, loads: m.loads });
  reportGoal({
    name: `artist summary, 365 days by day, 50 tracks, ${label}`,
    goalText: `api ≤ ${GOALS.factor}x the best SQL + ${GOALS.plusMs} ms`,
    figures: `SQL ${ms(sql)}, api ${ms(api)}, ${(api / sql).toFixed(2)}x; api / (${GOALS.factor}·SQL + ${GOALS.plusMs} ms) = ${value.toFixed(2)}`,
    result,
  });
  return { api, result };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-bench-stats-summary-'));
fs.chmodSync(dataDir, 0o755);
const { port, databaseUrl, stop } = await startBuiltApi(apiMain, root, dataDir);
let client;
try {
  client = new Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('SET synchronous_commit = off');
  const artist = await createArtist(client);
  // The base size over the artist's year; the big size adds lines in the years before (history piling up) and other
  // artists' rollups in the same year (what the artist's query shares its index and table with).
  await addOthers(client, { lines: BASE_LINES, from: FROM, days: DAYS, tag: 'a', artistId: artist.id });
  const base = await measure(client, port, artist, `${(BASE_LINES / 1e6).toFixed(1)}M lines`);
  const bigDays = 2 * DAYS;
  await addOthers(client, { lines: BIG_LINES - BASE_LINES, from: '2023-11-01', days: bigDays, tag: 'b', artistId: null });
  const big = await measure(client, port, artist, `${(BIG_LINES / 1e6).toFixed(1)}M lines`);

  console.log('');
  const goals = [];
  const atBase = report(`${(BASE_LINES / 1e6).toFixed(1)}M daily lines`, base);
  const atBig = report(`${(BIG_LINES / 1e6).toFixed(1)}M daily lines`, big);
  goals.push(atBase.result, atBig.result);
  const growth = atBig.api / atBase.api;
  goals.push(verdict({ value: growth, goal: GOALS.growth, better: 'lower', baseline: base.api, loads: [...base.loads, ...big.loads] }));
  reportGoal({
    name: 'artist summary as the table grows',
    goalText: `time at ${(BIG_LINES / 1e6).toFixed(1)}M lines ≤ ${GOALS.growth}x at ${(BASE_LINES / 1e6).toFixed(1)}M`,
    figures: `api ${ms(atBase.api)} → ${ms(atBig.api)}, ${growth.toFixed(2)}x`,
    result: goals.at(-1),
  });
  if (process.argv.includes('--strict') && goals.some((g) => g.status === 'FAIL')) process.exitCode = 1;
} finally {
  await client?.end().catch(() => undefined);
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
