// docs/benchmarks.md, "Royalties import and posting": in interleaved rounds (the first a warm-up), the CLI's import of a
// million-line report against a COPY of the same lines into a table of royalty_lines' shape (≤ 1.5x), its memory growth
// (< 100 MB), and the posting against set-based SQL for the same sums (≤ 2x); each goal judged by the shared rule. Needs `npm run build`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { newestMtime, nx, root } from '../scripts/lib.mjs';
import { machineLoad, reportGoal, runCliMeasured, startBuiltApi } from './bench-lib.mjs';
import { median, verdict } from './bench-verdict.mjs';

const require = createRequire(path.join(root, 'package.json'));
const { Client } = require('pg');

const LINES = Number(process.env.BENCH_ROYALTY_LINES ?? 1_000_000);
const SMALL_LINES = 1_000;
const ARTISTS = 20_000;
const TRACKS_PER_RELEASE = 5;
const TRACKS = ARTISTS * TRACKS_PER_RELEASE;
const GOALS = { importRatio: 1.5, memoryMiB: 100, postRatio: 2 };
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6); // the first a warm-up, discarded: the posting is judged over at least five

const apiMain = path.join(root, 'dist/apps/api/main.js');
const cliMain = path.join(root, 'dist/apps/cli/main.js');
if (!fs.existsSync(apiMain)) {
  console.error('dist/apps/api/main.js is missing: run `npm run bench` (it builds first).');
  process.exit(1);
}
const cliBuilt = fs.existsSync(cliMain) ? fs.statSync(cliMain).mtimeMs : 0;
if (cliBuilt < Math.max(newestMtime(path.join(root, 'apps/cli')), newestMtime(path.join(root, 'libs')))) nx(['run', 'cli:build', '--outputStyle=static']);

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const isrcOf = (n) => `QZB${String(n).padStart(9, '0')}`;
const TERRITORIES = ['PT', 'BR', 'US', 'FR', 'DE', 'ES', 'GB', 'JP'];

function writeReport(file, lines, tag) {
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, `period_start,period_end,store,territory,isrc,upc,units,revenue,currency\n`);
  let batch = '';
  for (let i = 1; i <= lines; i++) {
    const isrc = i % 100 === 0 ? `ZZ${tag.slice(0, 3).toUpperCase().padEnd(3, 'X')}${String(i).padStart(7, '0')}`.slice(0, 12) : isrcOf((i % TRACKS) + 1);
    batch += `2026-01-01,2026-01-31,Spotify,${TERRITORIES[i % TERRITORIES.length]},${isrc},,${1 + (i % 500)},${(i % 9973) / 1000},EUR\n`;
    if (batch.length > 1 << 20) {
      fs.writeSync(fd, batch);
      batch = '';
    }
  }
  fs.writeSync(fd, batch);
  fs.closeSync(fd);
}

const cli = (env, args, rssFile) => runCliMeasured(cliMain, root, env, args, rssFile);

async function generateCatalogue(client) {
  const started = performance.now();
  await client.query(`SET synchronous_commit = off`);
  await client.query(
    `INSERT INTO users (id, name, email, roles, email_verified_at, created_at, updated_at)
     SELECT md5('bench-roy-user-' || n)::uuid, 'Bench Artist ' || n, 'roy' || n || '@bench.test', '{artist}', now(), now(), now()
       FROM generate_series(1, ${ARTISTS}) n`,
  );
  await client.query(
    `INSERT INTO releases (id, user_id, title, status) SELECT md5('bench-roy-release-' || n)::uuid, md5('bench-roy-user-' || n)::uuid, 'Release ' || n, 'live'
       FROM generate_series(1, ${ARTISTS}) n`,
  );
  await client.query(
    `INSERT INTO tracks (release_id, track_number, title, isrc)
     SELECT md5('bench-roy-release-' || (1 + (t - 1) / ${TRACKS_PER_RELEASE}))::uuid, 1 + (t - 1) % ${TRACKS_PER_RELEASE}, 'Track ' || t, 'QZB' || lpad(t::text, 9, '0')
       FROM generate_series(1, ${TRACKS}) t`,
  );
  await client.query(
    `INSERT INTO royalty_splits (owner_user_id, release_id, email, share_bp, status, collaborator_user_id, accepted_at)
     SELECT md5('bench-roy-user-' || n)::uuid, md5('bench-roy-release-' || n)::uuid, 'roy' || (n % ${ARTISTS} + 1) || '@bench.test', 3000, 'accepted',
            md5('bench-roy-user-' || (n % ${ARTISTS} + 1))::uuid, now()
       FROM generate_series(1, ${ARTISTS}) n WHERE n % 4 = 0`,
  );
  await client.query(`ANALYZE users, releases, tracks, royalty_splits`);
  // The floor's COPY runs on this session: it commits as durably as the import does.
  await client.query(`RESET synchronous_commit`);
  console.log(`Catalogue: ${ARTISTS} artists, ${TRACKS} tracks, ${ARTISTS / 4} splits (${seconds(performance.now() - started)})`);
}

const LINE_COLUMNS = 'import_id, line_no, month, store, territory, isrc, upc, units, currency, revenue, amount_cents, track_id, release_id, owner_user_id, matched_by, unmatched_reason';

// The import's floor: the same lines written by a plain COPY into a table of royalty_lines' shape. LIKE … INCLUDING ALL
// gives it the same columns, defaults, identity, NOT NULLs and indexes; LIKE copies no foreign keys, and royalty_lines has
// none left (its import reference is a statement-level trigger), so the floor gets that same trigger function. It is
// created once, outside any COPY's transaction (a table created in the COPY's own transaction may skip the WAL), and
// keeps every round's lines, so it grows as royalty_lines does. Since royalty_lines is partitioned by import, LIKE copies
// the parent's shape: the primary key (import_id, id) and the unmatched index; the import writes a fresh partition of that
// shape and builds the same two indexes after its COPY.
async function createFloorTable(client) {
  await client.query(`CREATE TABLE bench_lines_floor (LIKE royalty_lines INCLUDING ALL)`);
  await client.query(
    `CREATE TRIGGER bench_lines_floor_import_check AFTER INSERT ON bench_lines_floor
       REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION royalty_lines_import_check()`,
  );
}

async function copyLinesToFloor(client, importId, file) {
  const { to: copyTo } = require('pg-copy-streams');
  const { pipeline } = await import('node:stream/promises');
  await pipeline(client.query(copyTo(`COPY (SELECT ${LINE_COLUMNS} FROM royalty_lines WHERE import_id = '${importId}' ORDER BY id) TO STDOUT (FORMAT csv)`)), fs.createWriteStream(file));
  fs.chmodSync(file, 0o644);
  const started = performance.now();
  await client.query(`COPY bench_lines_floor (${LINE_COLUMNS}) FROM '${file.replace(/'/g, "''")}' (FORMAT csv)`);
  const ms = performance.now() - started;
  fs.rmSync(file);
  return { ms };
}

async function timedSums(client, sql, importId) {
  const started = performance.now();
  const result = await client.query(sql, [importId]);
  return { ms: performance.now() - started, beneficiaries: result.rowCount, total: result.rows.reduce((s, r) => s + Number(r.total), 0) };
}

// Largest-remainder division, the owner first in ties: the posting must credit exactly these sums.
const BASELINE_SUMS = `
WITH m AS (
  SELECT id AS line_id, amount_cents AS c, owner_user_id AS owner, track_id, release_id
    FROM royalty_lines WHERE import_id = $1 AND release_id IS NOT NULL AND amount_cents <> 0
),
own AS (SELECT DISTINCT track_id FROM royalty_splits WHERE track_id IS NOT NULL AND removed_at IS NULL),
s AS (
  SELECT m.line_id, sp.id AS split_id, CASE WHEN sp.status = 'accepted' THEN sp.collaborator_user_id END AS user_id, sp.share_bp AS bp
    FROM m JOIN royalty_splits sp ON sp.removed_at IS NULL AND sp.track_id = m.track_id
  UNION ALL
  SELECT m.line_id, sp.id, CASE WHEN sp.status = 'accepted' THEN sp.collaborator_user_id END, sp.share_bp
    FROM m JOIN royalty_splits sp ON sp.removed_at IS NULL AND sp.track_id IS NULL AND sp.release_id = m.release_id
   WHERE m.track_id IS NULL OR NOT EXISTS (SELECT 1 FROM own WHERE own.track_id = m.track_id)
),
st AS (SELECT line_id, sum(bp) AS bp FROM s GROUP BY line_id),
b AS (
  SELECT s.line_id, m.c, s.split_id, s.user_id, s.bp FROM s JOIN m ON m.line_id = s.line_id
  UNION ALL
  SELECT m.line_id, m.c, NULL, m.owner, 10000 - COALESCE(st.bp, 0) FROM m LEFT JOIN st ON st.line_id = m.line_id
),
f AS (
  SELECT line_id, split_id, user_id, CASE WHEN c < 0 THEN -1 ELSE 1 END AS sg, abs(c) AS a, (abs(c) * bp) / 10000 AS base, (abs(c) * bp) % 10000 AS rem
    FROM b WHERE bp > 0
),
r AS (
  SELECT f.*, (a - sum(base) OVER (PARTITION BY line_id))::bigint AS leftover,
         row_number() OVER (PARTITION BY line_id ORDER BY rem DESC, split_id NULLS FIRST) AS rn
    FROM f
)
SELECT user_id, sum(sg * (base + CASE WHEN rn <= leftover THEN 1 ELSE 0 END))::text AS total FROM r GROUP BY user_id`;

const ALLOCATE_SQL = (() => {
  const source = fs.readFileSync(path.join(root, 'libs/server/royalties/src/posting/royalty-allocations.repository.ts'), 'utf8');
  const statement = /export const ALLOCATE_SQL = `([\s\S]*?)`;/.exec(source)?.[1];
  if (!statement) throw new Error('ALLOCATE_SQL not found in royalty-allocations.repository.ts: update the bench');
  return statement;
})();

// For the record, not the goal.
const POSTING_OWN_SUMS = (() => {
  const cut = ALLOCATE_SQL.indexOf(',\nins AS (');
  if (cut < 0) throw new Error('ALLOCATE_SQL has no ins CTE: update the bench');
  return `${ALLOCATE_SQL.slice(0, cut)}
SELECT user_id, sum(amount)::text AS total FROM (
  SELECT owner_user_id AS user_id, amount_cents AS amount FROM royalty_lines WHERE import_id = $1 AND release_id IS NOT NULL AND amount_cents <> 0
  UNION ALL SELECT owner, -amount FROM xs
  UNION ALL SELECT user_id, amount FROM xs
) t GROUP BY user_id`;
})();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-bench-royalties-'));
fs.chmodSync(dataDir, 0o755);
const { databaseUrl, stop } = await startBuiltApi(apiMain, root, dataDir);
let client;
try {
  const env = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, NODE_ENV: 'production', PUBLIC_URL: 'http://localhost', LOG_LEVEL: process.env.BENCH_LOG ? 'debug' : 'warn' };
  client = new Client({ connectionString: databaseUrl });
  await client.connect();
  await generateCatalogue(client);
  await createFloorTable(client);
  const posting = !process.argv.includes('--import-only');

  const small = path.join(dataDir, 'report-small.csv');
  writeReport(small, SMALL_LINES, 'sml');
  const smallRun = cli(env, ['royalties', 'import', small, '--store', 'spotify', '--period', '2025-12'], path.join(dataDir, 'rss-small.txt'));
  // Each round imports its own file (an imported file is refused again): the same lines, only the unknown ISRCs differ.
  const reportFor = (round) => {
    const file = path.join(dataDir, `report-${round}.csv`);
    writeReport(file, LINES, `r${round}x`);
    fs.chmodSync(file, 0o644);
    return file;
  };
  const first = reportFor(0);
  console.log(`Report: ${LINES.toLocaleString('en-US')} lines, ${(fs.statSync(first).size / 1024 / 1024).toFixed(1)} MiB; ${ROUNDS} rounds (first a warm-up)`);
  // For the record, not the goal: the report's nine bare columns, the goal's baseline until 2026-11-28.
  await client.query(
    `CREATE TABLE bench_copy_lines (period_start date, period_end date, store varchar(255), territory varchar(8), isrc varchar(12), upc varchar(14), units integer, revenue numeric, currency varchar(3))`,
  );
  let started = performance.now();
  await client.query(`COPY bench_copy_lines FROM '${first.replace(/'/g, "''")}' WITH (FORMAT csv, HEADER true)`);
  console.log(`COPY of the report into nine bare columns (for the record): ${seconds(performance.now() - started)}`);
  await client.query('DROP TABLE bench_copy_lines');

  const results = { floor: [], imports: [], importRatio: [], growth: [], sums: [], posts: [], postRatio: [] };
  const loads = [];
  for (let round = 0; round < ROUNDS; round++) {
    const measured = round > 0;
    const report = round === 0 ? first : reportFor(round);
    if (measured) loads.push(machineLoad());
    const run = cli(env, ['royalties', 'import', report, '--store', 'spotify', '--period', `${2026 + Math.floor(round / 12)}-${String((round % 12) + 1).padStart(2, '0')}`], path.join(dataDir, `rss-${round}.txt`));
    fs.rmSync(report);
    if (run.lines !== LINES || run.bad !== 0) throw new Error(`unexpected counts: ${JSON.stringify({ lines: run.lines, bad: run.bad })}`);
    const floor = await copyLinesToFloor(client, run.id, path.join(dataDir, 'lines-as-imported.csv'));
    const growth = run.rssMiB - smallRun.rssMiB;
    let line = `round ${round}${measured ? '' : ' (warm-up)'}: import ${seconds(run.elapsed_ms)} (${run.matched.toLocaleString('en-US')} matched), COPY of its lines ${seconds(floor.ms)}, ${(run.elapsed_ms / floor.ms).toFixed(2)}x · peak RSS ${run.rssMiB.toFixed(1)} MiB (+${growth.toFixed(1)})`;
    let post;
    let sums;
    if (posting) {
      await client.query('ANALYZE royalty_lines');
      if (process.env.BENCH_EXPLAIN && round === 0) {
        await client.query('BEGIN');
        const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${ALLOCATE_SQL}`, [run.id]);
        await client.query('ROLLBACK');
        console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
      sums = await timedSums(client, BASELINE_SUMS, run.id);
      if (round === ROUNDS - 1) {
        const own = await timedSums(client, POSTING_OWN_SUMS, run.id);
        if (own.total !== sums.total) throw new Error(`the posting's own sums say ${own.total} cents, the baseline ${sums.total}`);
        console.log(`  the posting's own allocation statement as sums only (for the record): ${seconds(own.ms)}`);
      }
      post = cli(env, ['royalties', 'post', run.id], path.join(dataDir, 'rss-post.txt'));
      if (post.credited_cents !== sums.total) throw new Error(`posted ${post.credited_cents} cents, the sums say ${sums.total}`);
      line += ` · sums ${seconds(sums.ms)}, posting ${seconds(post.elapsed_ms)} to ${sums.beneficiaries} beneficiaries, ${(post.elapsed_ms / sums.ms).toFixed(2)}x`;
    }
    console.log(line);
    if (!measured) continue;
    loads.push(machineLoad());
    results.floor.push(floor.ms);
    results.imports.push(run.elapsed_ms);
    results.importRatio.push(run.elapsed_ms / floor.ms);
    results.growth.push(growth);
    if (posting) {
      results.sums.push(sums.ms);
      results.posts.push(post.elapsed_ms);
      results.postRatio.push(post.elapsed_ms / sums.ms);
    }
  }

  console.log('');
  const rounds = (xs) => xs.map((x) => x.toFixed(2)).join(', ');
  const goals = [];
  const importRatio = median(results.importRatio);
  goals.push(
    verdict({ value: importRatio, goal: GOALS.importRatio, better: 'lower', baseline: results.floor, loads }),
  );
  reportGoal({
    name: `royalties import of ${LINES.toLocaleString('en-US')} lines`,
    goalText: `≤ ${GOALS.importRatio}x a COPY of the same lines into a table of royalty_lines' shape`,
    figures: `COPY ${seconds(median(results.floor))}, import ${seconds(median(results.imports))}, ratio ${importRatio.toFixed(2)}x (rounds ${rounds(results.importRatio)})`,
    result: goals.at(-1),
  });
  // A memory ceiling: the worst round counts, and there is no same-run baseline to spread.
  const growth = Math.max(...results.growth);
  goals.push(verdict({ value: growth, goal: GOALS.memoryMiB, better: 'lower', loads }));
  reportGoal({
    name: 'royalties import CLI peak RSS growth',
    goalText: `< ${GOALS.memoryMiB} MiB over importing ${SMALL_LINES.toLocaleString('en-US')} lines`,
    figures: `${smallRun.rssMiB.toFixed(1)} MiB for ${SMALL_LINES.toLocaleString('en-US')} lines, worst growth +${growth.toFixed(1)} MiB (rounds ${results.growth.map((g) => `+${g.toFixed(1)}`).join(', ')})`,
    result: goals.at(-1),
  });
  if (posting) {
    const postRatio = median(results.postRatio);
    goals.push(verdict({ value: postRatio, goal: GOALS.postRatio, better: 'lower', baseline: results.sums, loads }));
    reportGoal({
      name: `royalties posting of ${LINES.toLocaleString('en-US')} lines`,
      goalText: `≤ ${GOALS.postRatio}x set-based SQL for the same sums`,
      figures: `sums ${seconds(median(results.sums))}, posting ${seconds(median(results.posts))}, ratio ${postRatio.toFixed(2)}x (rounds ${rounds(results.postRatio)})`,
      result: goals.at(-1),
    });
  }
  if (process.argv.includes('--strict') && goals.some((g) => g.status === 'FAIL')) process.exitCode = 1;
} finally {
  await client?.end().catch(() => undefined);
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
