// docs/benchmarks.md, "Statistics": in interleaved rounds (the first a warm-up), the CLI's import of a 5,000,000-line DDEX
// DSR trend report (`soundpost stats import FILE --store ID`) against a COPY of the same lines, as imported, into a table
// of stats_daily_lines' shape with the same indexes and checks (≤ 1.5x), and the CLI's peak RSS growth over a small
// report (< 100 MB); each goal judged by the shared rule. Needs api and cli built. BENCH_STATS_LINES scales the report.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import { machineLoad, reportGoal, runCliMeasured, startBuiltApi } from './bench-lib.mjs';
import { median, verdict } from './bench-verdict.mjs';

const require = createRequire(path.join(root, 'package.json'));
const { Client } = require('pg');

const LINES = Number(process.env.BENCH_STATS_LINES ?? 5_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4); // the first a warm-up, discarded
const GOALS = { importRatio: 1.5, memoryMiB: 100 };
// A report day's usage: every recording in 10 territories × 2 use types × 5 services (the store's tiers), so five
// lines sum into each rollup key, as a store's summaries per tier do.
const TERRITORIES = ['US', 'GB', 'FR', 'DE', 'BR', 'MX', 'JP', 'ES', 'IT', 'NL'];
const USE_TYPES = ['OnDemandStream', 'NonInteractiveStream'];
const SERVICES = ['Premium', 'Free', 'Family', 'Student', 'Duo'];
const SUMMARIES = TERRITORIES.length * USE_TYPES.length * SERVICES.length;
const RESOURCES = Math.max(1, Math.round(LINES / SUMMARIES));
const TRACKS_PER_RELEASE = 5;
// The catalogue: the report's 50,000 recordings of 10,000 releases, nine releases in ten delivered through Soundpost
// (the tenth's lines are unmatched, kept with their reason).
const CATALOGUE_RESOURCES = 50_000;
const isrcOf = (resource) => `QZS${String(resource).padStart(9, '0')}`;
const upcOf = (release) => `8${String(release).padStart(11, '0')}`;

const apiMain = path.join(root, 'dist/apps/api/main.js');
const cliMain = path.join(root, 'dist/apps/cli/main.js');
for (const built of [apiMain, cliMain]) {
  if (!fs.existsSync(built)) {
    console.error(`${path.relative(root, built)} is missing: build api and cli first (npx nx run-many -t build --projects=api,cli).`);
    process.exit(1);
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** A one-day DSR (Basic Audio Profile, SY02.02 summaries, RE01/AS01.01 blocks, SU02 usages) with `resources` recordings. */
function writeDsr(file, { day, messageId, resources }) {
  const fd = fs.openSync(file, 'w');
  let text = '';
  let lines = 0;
  const put = (cells) => {
    text += `${cells.join('\t')}\n`;
    lines++;
    if (text.length > 1 << 20) {
      fs.writeSync(fd, text);
      text = '';
    }
  };
  put(['HEAD', 'dsrf/1.1/1.3/1.2', 'BasicAudioProfile', '1.2', messageId, `${day}T06:00:00Z`, 1, 1, day, day, 'PADPIDA2026110101X', 'Bench Stream Store', 'BenchStream', 'PADPIDA2026110102Y', 'Soundpost']);
  const summaries = [];
  for (const territory of TERRITORIES) {
    for (const useType of USE_TYPES) {
      for (const service of SERVICES) {
        const id = `S${summaries.length + 1}`;
        summaries.push(id);
        put(['SY02.02', id, '', '', 'SubscriptionModel', useType, territory, `BenchStream${service}`, 1000, '', 'EUR', '100.00', '', '', '', '', '', '', 'Music']);
      }
    }
  }
  let blocks = 0;
  let transaction = 0;
  for (let first = 1; first <= resources; first += TRACKS_PER_RELEASE) {
    const release = 1 + Math.floor((first - 1) / TRACKS_PER_RELEASE);
    const block = String(++blocks);
    put(['RE01', block, 'R1', `DSP-R${release}`, '', `BR-${release}`, upcOf(release), 'Bench Artist', '', `Release ${release}`, '', 'Album', 'Bench']);
    const last = Math.min(resources, first + TRACKS_PER_RELEASE - 1);
    for (let r = first; r <= last; r++) put(['AS01.01', block, `A${r - first + 1}`, `DSP-A${r}`, isrcOf(r), `Track ${r}`, '', 'Bench Artist', '', 'PT3M', 'SoundRecording']);
    for (let r = first; r <= last; r++) {
      for (let s = 0; s < summaries.length; s++) put(['SU02', block, summaries[s], `T${++transaction}`, '', `A${r - first + 1}`, 'true', 1 + ((r * 7 + s * 13) % 500)]);
    }
  }
  put(['FOOT', lines + 1, lines + 1, summaries.length, blocks, blocks]);
  fs.writeSync(fd, text);
  fs.closeSync(fd);
  fs.chmodSync(file, 0o644);
  return transaction;
}

const cli = (env, args, rssFile) => runCliMeasured(cliMain, root, env, args, rssFile);

async function generateCatalogue(client) {
  const started = performance.now();
  const releases = CATALOGUE_RESOURCES / TRACKS_PER_RELEASE;
  const artists = releases / 2;
  await client.query(`SET synchronous_commit = off`);
  await client.query(
    `INSERT INTO users (id, name, email, roles, email_verified_at, created_at, updated_at)
     SELECT md5('bench-stats-user-' || n)::uuid, 'Bench Artist ' || n, 'stats' || n || '@bench.test', '{artist}', now(), now(), now()
       FROM generate_series(1, ${artists}) n`,
  );
  await client.query(
    `INSERT INTO releases (id, user_id, title, status, upc)
     SELECT md5('bench-stats-release-' || n)::uuid, md5('bench-stats-user-' || (1 + (n - 1) % ${artists}))::uuid, 'Release ' || n, 'live', '8' || lpad(n::text, 11, '0')
       FROM generate_series(1, ${releases}) n WHERE n % 10 <> 0`,
  );
  await client.query(
    `INSERT INTO tracks (release_id, track_number, title, isrc)
     SELECT md5('bench-stats-release-' || (1 + (t - 1) / ${TRACKS_PER_RELEASE}))::uuid, 1 + (t - 1) % ${TRACKS_PER_RELEASE}, 'Track ' || t, 'QZS' || lpad(t::text, 9, '0')
       FROM generate_series(1, ${CATALOGUE_RESOURCES}) t WHERE (1 + (t - 1) / ${TRACKS_PER_RELEASE}) % 10 <> 0`,
  );
  await client.query(`ANALYZE users, releases, tracks`);
  await client.query(`RESET synchronous_commit`);
  const [{ n }] = (await client.query(`SELECT count(*)::int AS n FROM tracks WHERE isrc LIKE 'QZS%'`)).rows;
  console.log(`Catalogue: ${((releases * 9) / 10).toLocaleString('en-US')} releases with UPCs, ${n.toLocaleString('en-US')} tracks with ISRCs (${seconds(performance.now() - started)})`);
}

const LINE_COLUMNS = 'import_id, line_no, day, store_id, territory, isrc, upc, track_id, release_id, owner_user_id, streams, listeners, saves, source, unmatched_reason';

// The import's floor: the same lines, as the import wrote them, by a plain COPY into a table of stats_daily_lines'
// shape. LIKE … INCLUDING ALL gives it the same columns, NOT NULLs, checks and indexes (the parent's (import_id,
// line_no) and (store_id, day)); it is one table, not partitions by month, which can only flatter the floor. It is
// created once, outside any COPY's transaction, and keeps every round's lines, as stats_daily_lines does.
async function createFloorTable(client) {
  await client.query(`CREATE TABLE bench_stats_lines_floor (LIKE stats_daily_lines INCLUDING ALL)`);
  const { rows } = await client.query(`SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = 'bench_stats_lines_floor'`);
  if (rows[0].n !== 2) throw new Error(`the floor table has ${rows[0].n} indexes, stats_daily_lines 2: update the bench`);
}

async function copyLinesToFloor(client, importId, file) {
  const { to: copyTo } = require('pg-copy-streams');
  const { pipeline } = await import('node:stream/promises');
  await pipeline(
    client.query(copyTo(`COPY (SELECT ${LINE_COLUMNS} FROM stats_daily_lines WHERE import_id = '${importId}' ORDER BY line_no) TO STDOUT`)),
    fs.createWriteStream(file),
  );
  fs.chmodSync(file, 0o644);
  const started = performance.now();
  await client.query(`COPY bench_stats_lines_floor (${LINE_COLUMNS}) FROM '${file.replace(/'/g, "''")}'`);
  const ms = performance.now() - started;
  fs.rmSync(file);
  return { ms };
}

// The import's own rollup statement, read from its repository, planned and run again on the round's lines (rolled back).
async function explainRollUp(client, importId) {
  const source = fs.readFileSync(path.join(root, 'libs/server/stats/src/lines/stats-lines.repository.ts'), 'utf8');
  const statement = /async rollUp[\s\S]*?`(INSERT INTO stats_rollups[\s\S]*?)`/.exec(source)?.[1];
  if (!statement) throw new Error('the rollup statement was not found in stats-lines.repository.ts: update the bench');
  const { rows } = await client.query(`SELECT array_agg(DISTINCT to_char(day, 'YYYY-MM-DD')) AS days FROM stats_import_days WHERE import_id = $1`, [importId]);
  await client.query('BEGIN');
  await client.query(`DELETE FROM stats_rollups WHERE day = ANY($1::date[])`, [rows[0].days]);
  // The settings rollUp makes for its statement.
  await client.query(`SET LOCAL work_mem = '${/ROLLUP_WORK_MEM = '([^']+)'/.exec(source)?.[1] ?? '4MB'}'`);
  await client.query('SET LOCAL enable_sort = off');
  const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement}`, [importId, 'spotify', rows[0].days]);
  await client.query('ROLLBACK');
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-bench-stats-import-'));
fs.chmodSync(dataDir, 0o755);
const { databaseUrl, stop } = await startBuiltApi(apiMain, root, dataDir);
let client;
try {
  const env = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, NODE_ENV: 'production', PUBLIC_URL: 'http://localhost', LOG_LEVEL: process.env.BENCH_LOG ? 'debug' : 'warn' };
  client = new Client({ connectionString: databaseUrl });
  await client.connect();
  await generateCatalogue(client);
  await createFloorTable(client);

  // Each round reports its own day of October 2026 (a new file, no days to replace); the small run a day of September.
  const small = path.join(dataDir, 'report-small.tsv');
  writeDsr(small, { day: '2026-09-01', messageId: 'BENCH-SMALL', resources: 10 });
  const smallRun = cli(env, ['stats', 'import', small, '--store', 'spotify'], path.join(dataDir, 'rss-small.txt'));
  const reportFor = (round) => {
    const file = path.join(dataDir, `report-${round}.tsv`);
    const day = `2026-10-${String(round + 1).padStart(2, '0')}`;
    const usages = writeDsr(file, { day, messageId: `BENCH-${round}`, resources: RESOURCES });
    return { file, usages };
  };
  const results = { floor: [], imports: [], importRatio: [], growth: [] };
  const loads = [];
  for (let round = 0; round < ROUNDS; round++) {
    const measured = round > 0;
    const generated = performance.now();
    const report = reportFor(round);
    if (round === 0) {
      console.log(
        `Report: ${report.usages.toLocaleString('en-US')} usage lines (${RESOURCES.toLocaleString('en-US')} recordings × ${SUMMARIES} summaries), ${(fs.statSync(report.file).size / 1024 / 1024).toFixed(1)} MiB, written in ${seconds(performance.now() - generated)}; ${ROUNDS} rounds (first a warm-up)`,
      );
    }
    if (measured) loads.push(machineLoad());
    const run = cli(env, ['stats', 'import', report.file, '--store', 'spotify'], path.join(dataDir, `rss-${round}.txt`));
    fs.rmSync(report.file);
    if (run.lines_total !== report.usages || run.lines_rejected !== 0) throw new Error(`unexpected counts: ${JSON.stringify({ lines: run.lines_total, rejected: run.lines_rejected })}`);
    const floor = await copyLinesToFloor(client, run.id, path.join(dataDir, 'lines-as-imported.tsv'));
    if (process.env.BENCH_EXPLAIN && round === 0) await explainRollUp(client, run.id);
    const growth = run.rssMiB - smallRun.rssMiB;
    console.log(
      `round ${round}${measured ? '' : ' (warm-up)'}: import ${seconds(run.elapsed_ms)} (${run.lines_matched.toLocaleString('en-US')} matched, ${run.lines_unmatched.toLocaleString('en-US')} unmatched), COPY of its lines ${seconds(floor.ms)}, ${(run.elapsed_ms / floor.ms).toFixed(2)}x · peak RSS ${run.rssMiB.toFixed(1)} MiB (+${growth.toFixed(1)})`,
    );
    if (!measured) continue;
    loads.push(machineLoad());
    results.floor.push(floor.ms);
    results.imports.push(run.elapsed_ms);
    results.importRatio.push(run.elapsed_ms / floor.ms);
    results.growth.push(growth);
  }
  const [{ rollups }] = (await client.query(`SELECT count(*)::int AS rollups FROM stats_rollups`)).rows;
  console.log(`Rollup rows written over all rounds: ${rollups.toLocaleString('en-US')}`);

  console.log('');
  const rounds = (xs) => xs.map((x) => x.toFixed(2)).join(', ');
  const goals = [];
  const importRatio = median(results.importRatio);
  goals.push(verdict({ value: importRatio, goal: GOALS.importRatio, better: 'lower', baseline: results.floor, loads }));
  reportGoal({
    name: `stats import of a ${LINES.toLocaleString('en-US')}-line DSR`,
    goalText: `≤ ${GOALS.importRatio}x a COPY of the same lines into a table of stats_daily_lines' shape`,
    figures: `COPY ${seconds(median(results.floor))}, import ${seconds(median(results.imports))}, ratio ${importRatio.toFixed(2)}x (rounds ${rounds(results.importRatio)})`,
    result: goals.at(-1),
  });
  // A memory ceiling: the worst round counts, and there is no same-run baseline to spread.
  const growth = Math.max(...results.growth);
  goals.push(verdict({ value: growth, goal: GOALS.memoryMiB, better: 'lower', loads }));
  reportGoal({
    name: 'stats import CLI peak RSS growth',
    goalText: `< ${GOALS.memoryMiB} MiB over importing a ${SUMMARIES * 10}-line report`,
    figures: `${smallRun.rssMiB.toFixed(1)} MiB for the small report, worst growth +${growth.toFixed(1)} MiB (rounds ${results.growth.map((g) => `+${g.toFixed(1)}`).join(', ')})`,
    result: goals.at(-1),
  });
  if (process.argv.includes('--strict') && goals.some((g) => g.status === 'FAIL')) process.exitCode = 1;
} finally {
  await client?.end().catch(() => undefined);
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
