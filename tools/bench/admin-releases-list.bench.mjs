// docs/benchmarks.md, "Staff release list on a million releases": GET /api/admin/releases against the best
// hand-written SQL for the same page. Goal: page 5,000 at most 2 × SQL + 3 ms. Needs `npm run build`; `--fresh` regenerates.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import { apiArgs, freePort, machineLoad, reportGoal, waitFor } from './bench-lib.mjs';
import { median, verdict } from './bench-verdict.mjs';

const require = createRequire(path.join(root, 'package.json'));
const argon2 = require('argon2');
const { Client } = require('pg');

const ARTISTS = 100_000;
const RELEASES = 1_000_000;
/** Bumped whenever the generated data changes shape, so an older bench database is regenerated. */
const GENERATOR_VERSION = 2;
const PER_PAGE = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6); // the first is a warm-up, discarded
const CALLS = Number(process.env.BENCH_CALLS ?? 21);
const GOAL = { factor: 2, plusMs: 3 };
const RARE_WORD = 'Quixotic';
const STAFF = { email: 'bench.staff@bench.test', password: 'Bench-staff-password-1' };

const apiMain = path.join(root, 'dist/apps/api/main.js');
if (!fs.existsSync(apiMain)) {
  console.error('dist/apps/api/main.js is missing: run `npm run bench` (it builds first) or `npx nx run api:build`.');
  process.exit(1);
}
const dataDir = path.resolve(process.env.BENCH_RELEASES_DATA_DIR ?? path.join(os.tmpdir(), 'soundpost-bench-admin-releases'));
const markerFile = path.join(dataDir, 'bench-admin-releases.json');

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

// 4,096 title combinations, so any common word matches thousands of releases.
const ADJECTIVES = `amber ancient bitter blue broken burning careless cold crimson crystal dark distant dusty electric empty endless
  faded falling fragile frozen gentle ghost golden hollow hungry idle iron lonely lost loud lucky midnight
  neon northern open pale paper quiet rainy restless rusty secret silent silver slow small solar static
  stolen strange sweet tender thin velvet violet wandering warm wicked wild winter wooden young yellow
  bright`
  .split(/\s+/)
  .slice(0, 64);
const NOUNS = `anthem avenue balloon bells bridge canyon circles city clouds coast dancer desert dreams echoes embers engine
  fever fields fire flowers forest garden harbor heart highway horizon island lanterns letters light lights machine
  memory mirror moon motel mountain ocean orbit parade radio rain river roads rooftops satellite shadows signal
  skyline smoke snow song stars station storm streets summer sunrise thunder tides tower train waves window`
  .split(/\s+/)
  .slice(0, 64);
const FIRST_NAMES = 'Ada Alex Ana Ben Carla Chen Dani Eli Emma Fatou Femi Gabe Hana Ines Ivan Jade Jonas Kai Lara Leo Lina Luca Maya Mia Nico Noor Omar Pia Raf Rosa Sami Tara Theo Uma Vera Yara Zoe Ravi Kofi Elsa'.split(' ');
const LAST_NAMES = 'Abreu Bakker Costa Diallo Evans Ferreira Garcia Haddad Ito Jensen Kowalski Lopez Moreau Nakamura Novak Okafor Park Quinn Rossi Santos Silva Tanaka Umar Varga Weber Xu Yilmaz Zhang Brooks Cruz Duarte Fischer Gomes Holm Ibarra Keller Lindqvist Mendes Nunes Olsen'.split(' ');
const GENRES = ['Pop', 'Rock', 'Hip-Hop', 'Electronic', 'Jazz', 'Classical', 'R&B', 'Country', 'Latin', 'Reggae', 'Folk', 'Metal'];
const sqlArray = (words) => `ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;

const FILLED = ['release_artists', 'tracks', 'releases', 'directory_artists', 'artist_profiles', 'users'];

async function counts(client) {
  const { rows } = await client.query(
    `SELECT (SELECT count(*) FROM releases)::int AS releases,
            (SELECT count(*) FROM users WHERE roles @> '{artist}')::int AS artists`,
  );
  return rows[0];
}

async function dataIsReady(client) {
  const marker = fs.existsSync(markerFile) ? JSON.parse(fs.readFileSync(markerFile, 'utf8')) : null;
  if (process.argv.includes('--fresh') || marker?.version !== GENERATOR_VERSION) return false;
  const { releases, artists } = await counts(client);
  return releases === RELEASES && artists === ARTISTS;
}

/** Secondary indexes rebuilt at the end (one sorted build beats a million insertions), then VACUUM ANALYZE for index-only scans. */
async function generate(client) {
  const started = performance.now();
  await client.query(`SET maintenance_work_mem = '256MB'`);
  await client.query(`SET synchronous_commit = off`);
  await client.query(`TRUNCATE ${FILLED.join(', ')} CASCADE`);
  fs.rmSync(markerFile, { force: true });
  const { rows: indexes } = await client.query(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i
      WHERE i.indrelid = ANY($1::regclass[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [FILLED],
  );
  for (const { name } of indexes) await client.query(`DROP INDEX ${name}`);

  const step = async (label, sql, params = []) => {
    const t = performance.now();
    const result = await client.query(sql, params);
    console.log(`  ${label}: ${result.rowCount ?? ''} rows, ${seconds(t)}`);
  };
  // Ids derive from the artist's number (md5 → uuid), so rows point at their owner without a lookup.
  await step(
    'artist accounts',
    `INSERT INTO users (id, name, email, roles, email_verified_at, last_login_at, created_at, updated_at)
     SELECT md5('bench-user-' || n)::uuid,
            (${sqlArray(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}] || ' ' || (${sqlArray(LAST_NAMES)})[1 + (n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
            'artist' || lpad(n::text, 6, '0') || '@bench.test', '{artist}',
            t, t + interval '3 days', t, t
       FROM generate_series(1, ${ARTISTS}) n, LATERAL (SELECT timestamptz '2022-06-01' + n * interval '5 minutes') AS c(t)`,
  );
  await step(
    'artist profiles',
    `INSERT INTO artist_profiles (user_id, artist_name, first_name, last_name, country_code, document_status, is_verified, created_at, updated_at)
     SELECT u.id, 'Stage ' || split_part(u.name, ' ', 2) || ' ' || n, split_part(u.name, ' ', 1), split_part(u.name, ' ', 2),
            (ARRAY['PT','BR','FR','ES','US','GB','DE','NG'])[1 + n % 8],
            CASE WHEN n % 20 < 16 THEN 'approved' WHEN n % 20 < 19 THEN 'pending' ELSE 'rejected' END,
            n % 20 < 16, u.created_at, u.created_at
       FROM generate_series(1, ${ARTISTS}) n JOIN users u ON u.id = md5('bench-user-' || n)::uuid`,
  );
  await step(
    'directory artists',
    `INSERT INTO directory_artists (id, user_id, name, created_at, updated_at)
     SELECT md5('bench-artist-' || n || '-' || k)::uuid, md5('bench-user-' || n)::uuid,
            CASE k WHEN 1 THEN 'Stage ' || (${sqlArray(LAST_NAMES)})[1 + (n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] || ' ' || n
                   ELSE 'The ' || (${sqlArray(LAST_NAMES)})[1 + n % ${LAST_NAMES.length}] || ' Collective ' || n END,
            timestamptz '2022-06-01' + n * interval '5 minutes', timestamptz '2022-06-01' + n * interval '5 minutes'
       FROM generate_series(1, ${ARTISTS}) n, generate_series(1, 2) k`,
  );
  await step(
    'releases',
    `INSERT INTO releases (user_id, title, release_type, release_date, upc, catalog_number, label_name, p_line, pline_year, c_line, cline_year,
                           genre_primary, genre_secondary, primary_artist_id, workflow_stage, status, status_changed_at, submitted_at,
                           cover_art_key, cover_art_width, cover_art_height, store_ids, created_at, updated_at)
     SELECT md5('bench-user-' || n)::uuid,
            CASE WHEN draft AND g % 50 = 0 THEN NULL
                 ELSE initcap((${sqlArray(ADJECTIVES)})[1 + (g * 31) % ${ADJECTIVES.length}]) || ' ' || initcap((${sqlArray(NOUNS)})[1 + (g * 17 + g / 64) % ${NOUNS.length}])
                      || CASE WHEN g % 20000 = 7 THEN ' ${RARE_WORD}' ELSE '' END END,
            (ARRAY['Single','Single','Single','Single','Single','Single','EP','EP','EP','Album'])[1 + g % 10],
            (t + interval '30 days')::date,
            CASE WHEN status IN ('approved', 'live', 'removed') AND g % 2 = 0 THEN '1' || lpad(g::text, 11, '0') END,
            CASE WHEN NOT draft THEN 'BR-' || g END,
            'Bench Records ' || g % 500, '℗ Bench Records', 2024, '© Bench Records', 2024,
            (${sqlArray(GENRES)})[1 + g % ${GENRES.length}], (${sqlArray(GENRES)})[1 + (g / 7) % ${GENRES.length}],
            CASE WHEN draft AND g % 50 = 0 THEN NULL ELSE md5('bench-artist-' || n || '-1')::uuid END,
            CASE WHEN draft THEN (ARRAY['album_info','track_upload','artwork','distribution','preview'])[1 + g % 5] ELSE 'delivered' END,
            status,
            CASE WHEN NOT draft THEN t + interval '2 days' END,
            CASE WHEN NOT draft THEN t + interval '1 day' END,
            CASE WHEN NOT draft THEN 'private/artwork/' || to_char(t, 'YYYY/MM') || '/' || md5('bench-cover-' || g)::uuid || '.jpg' END,
            CASE WHEN NOT draft THEN 3000 END, CASE WHEN NOT draft THEN 3000 END,
            CASE WHEN NOT draft THEN ARRAY['spotify','apple-music','itunes','amazon-music','youtube-music','deezer','tidal'] ELSE '{}' END,
            t, t + interval '2 days'
       FROM generate_series(1, ${RELEASES}) g,
            LATERAL (SELECT (g::bigint * 7919) % ${ARTISTS} + 1 AS n,
                            timestamptz '2023-01-01' + g * interval '90 seconds' + ((g::bigint * 7919) % 180) * interval '1 second' AS t,
                            CASE WHEN g % 100 < 10 THEN 'draft' WHEN g % 100 < 30 THEN 'pending' WHEN g % 100 < 60 THEN 'approved'
                                 WHEN g % 100 < 95 THEN 'live' WHEN g % 100 < 98 THEN 'rejected' ELSE 'removed' END AS status) AS v,
            LATERAL (SELECT v.status = 'draft' AS draft) AS d`,
  );
  await step(
    'tracks',
    `INSERT INTO tracks (release_id, track_number, title, audio_key, audio_size, audio_content_type, duration, created_at, updated_at)
     SELECT r.id, k, coalesce(r.title, 'Untitled') || ' (' || k || ')',
            'private/audio/' || to_char(r.created_at, 'YYYY/MM') || '/' || gen_random_uuid() || '.wav', 41000000, 'audio/wav', 232.5, r.created_at, r.created_at
       FROM releases r,
            generate_series(1, CASE WHEN r.status = 'draft' AND r.workflow_stage IN ('album_info', 'track_upload') THEN 0
                                    ELSE CASE r.release_type WHEN 'Single' THEN 1 WHEN 'EP' THEN 3 ELSE 6 END END) k`,
  );
  await step(
    'featured artists',
    `INSERT INTO release_artists (release_id, artist_id, role, position, created_at)
     SELECT r.id, s.id, 'Featuring', 0, r.created_at
       FROM releases r JOIN directory_artists p ON p.id = r.primary_artist_id
       JOIN directory_artists s ON s.user_id = p.user_id AND s.id <> p.id
      WHERE get_byte(uuid_send(r.id), 15) % 10 = 3`,
  );
  const t = performance.now();
  for (const { def } of indexes) await client.query(def);
  console.log(`  ${indexes.length} indexes rebuilt: ${seconds(t)}`);
  const v = performance.now();
  await client.query(`VACUUM ANALYZE ${FILLED.join(', ')}`);
  console.log(`  VACUUM ANALYZE: ${seconds(v)}`);
  fs.writeFileSync(markerFile, JSON.stringify({ version: GENERATOR_VERSION, releases: RELEASES, artists: ARTISTS, generated_at: new Date().toISOString() }));
  console.log(`Generated in ${seconds(started)}`);
}

async function staffToken(client, port) {
  const hash = await argon2.hash(STAFF.password, { type: argon2.argon2id });
  await client.query(
    `INSERT INTO users (name, email, password_hash, roles, email_verified_at) VALUES ('Bench Staff', $1, $2, '{admin}', now())
     ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash`,
    [STAFF.email, hash],
  );
  // Logins are rate limited in Postgres; back-to-back runs on the reused database would reach the limit.
  await client.query(`DELETE FROM rate_limits WHERE key LIKE 'admin-login:%'`);
  const res = await fetch(`http://127.0.0.1:${port}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  const body = await res.json();
  if (!res.ok || !body.token) throw new Error(`staff login failed (${res.status}): ${JSON.stringify(body)}`);
  return body.token;
}

const ROW_COLUMNS = `r.id, r.user_id, r.title, r.upc, r.catalog_number, r.label_name, r.release_type, r.genre_primary, r.genre_secondary,
       r.release_date, r.workflow_stage, r.status, r.cover_art_key, r.created_at,
       da.name AS artist_name, u.name AS owner_name, u.email AS owner_email,
       (SELECT count(*)::int FROM tracks t WHERE t.release_id = r.id) AS tracks_count`;

/** Page ids from the (created_at, id) index alone, an index-only scan at any offset; the total is the planner's estimate, as the api answers. */
const pageSql = (offset) => ({
  text: `WITH page AS MATERIALIZED (SELECT id FROM releases ORDER BY created_at DESC, id DESC LIMIT ${PER_PAGE} OFFSET ${offset})
    SELECT ${ROW_COLUMNS},
           (SELECT (CASE WHEN c.relpages > 0 THEN c.reltuples / c.relpages * (pg_relation_size(c.oid) / current_setting('block_size')::int) ELSE 0 END)::bigint
              FROM pg_class c WHERE c.oid = 'releases'::regclass) AS total
      FROM page JOIN releases r ON r.id = page.id
      LEFT JOIN directory_artists da ON da.id = r.primary_artist_id
      JOIN users u ON u.id = r.user_id
     ORDER BY r.created_at DESC, r.id DESC`,
  values: [],
});

const searchSql = (term) => {
  const digits = term.replace(/[\s-]/g, '');
  const byUpc = /^\d{12,13}$/.test(digits);
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return {
    text: `WITH hits AS MATERIALIZED (
        SELECT id, created_at FROM releases WHERE title ILIKE $1
        UNION SELECT r.id, r.created_at FROM releases r JOIN directory_artists da ON da.id = r.primary_artist_id WHERE da.name ILIKE $1
        UNION SELECT r.id, r.created_at FROM releases r JOIN users u ON u.id = r.user_id WHERE u.email ILIKE $1
        ${byUpc ? 'UNION SELECT id, created_at FROM releases WHERE upc = $2' : ''}
      ), page AS (SELECT id, created_at FROM hits ORDER BY created_at DESC, id DESC LIMIT ${PER_PAGE})
      SELECT ${ROW_COLUMNS}, (SELECT count(*) FROM hits)::int AS total
        FROM page JOIN releases r ON r.id = page.id
        LEFT JOIN directory_artists da ON da.id = r.primary_artist_id
        JOIN users u ON u.id = r.user_id
       ORDER BY r.created_at DESC, r.id DESC`,
    values: byUpc ? [like, digits] : [like],
  };
};

async function apiCall(port, token, pathAndQuery) {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}${pathAndQuery}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = await res.json();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${pathAndQuery}: ${res.status} ${JSON.stringify(body)}`);
  return { ms, body };
}

async function sqlCall(client, query) {
  const started = performance.now();
  const { rows } = await client.query(query);
  return { ms: performance.now() - started, rows };
}

const dataExists = fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'));
fs.mkdirSync(dataDir, { recursive: true });
const port = await freePort();
const api = spawn(process.execPath, apiArgs(apiMain), {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production', PUBLIC_URL: 'http://localhost',
    PROCESS_ROLE: 'api',
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    // The staff login answers a token at once instead of e-mailing a code.
    ADMIN_LOGIN_CODE_REQUIRED: 'false',
  },
});
let client;
let failed = false;
try {
  await waitFor(`http://127.0.0.1:${port}/api/health/live`, api, 180_000);
  const credentials = JSON.parse(fs.readFileSync(path.join(dataDir, 'postgres.json'), 'utf8'));
  client = new Client({
    connectionString: `postgres://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${credentials.port}/${encodeURIComponent(credentials.database)}`,
  });
  await client.connect();
  if (await dataIsReady(client)) {
    console.log(`Reusing the bench database in ${dataDir} (${RELEASES.toLocaleString('en')} releases, ${ARTISTS.toLocaleString('en')} artists).`);
  } else {
    console.log(`Generating ${RELEASES.toLocaleString('en')} releases over ${ARTISTS.toLocaleString('en')} artists in ${dataDir}${dataExists ? ' (replacing what was there)' : ''}…`);
    await generate(client);
  }
  const token = await staffToken(client, port);
  const { rows: sizes } = await client.query(
    `SELECT pg_size_pretty(pg_database_size(current_database())) AS db, (SELECT count(*) FROM tracks)::int AS tracks, current_setting('server_version') AS version`,
  );
  const { rows: upcRows } = await client.query(`SELECT upc FROM releases WHERE upc IS NOT NULL ORDER BY upc OFFSET 123456 LIMIT 1`);
  const upc = upcRows[0].upc;
  console.log(`Postgres ${sizes[0].version}, database ${sizes[0].db}, ${sizes[0].tracks.toLocaleString('en')} tracks; ${ROUNDS} rounds (first a warm-up) × ${CALLS} calls per case.`);

  const list = (params) => `/api/admin/releases?${new URLSearchParams({ per_page: String(PER_PAGE), sort: 'newest', ...params })}`;
  const cases = [
    { name: 'page 1', path: list({ page: '1' }), sql: pageSql(0) },
    { name: 'page 100', path: list({ page: '100' }), sql: pageSql(99 * PER_PAGE) },
    { name: 'page 5,000', path: list({ page: '5000' }), sql: pageSql(4999 * PER_PAGE), goal: true },
    { name: `search "${RARE_WORD.toLowerCase()}"`, path: list({ page: '1', q: RARE_WORD.toLowerCase() }), sql: searchSql(RARE_WORD.toLowerCase()) },
    { name: `search UPC ${upc}`, path: list({ page: '1', q: upc }), sql: searchSql(upc) },
  ];

  for (const c of cases) {
    const [{ body }, { rows }] = [await apiCall(port, token, c.path), await sqlCall(client, c.sql)];
    const apiIds = body.data.map((r) => r.id).join();
    const sqlIds = rows.map((r) => r.id).join();
    if (!rows.length || apiIds !== sqlIds) throw new Error(`${c.name}: the api and the SQL answer different pages`);
    if (c.name.startsWith('search') && Number(rows[0].total) !== body.meta.total) throw new Error(`${c.name}: totals differ (${body.meta.total} vs ${rows[0].total})`);
    if (body.data[0].owner_email !== rows[0].owner_email || body.data[0].tracks_count !== rows[0].tracks_count || body.data[0].artist_name !== rows[0].artist_name) {
      throw new Error(`${c.name}: the api and the SQL answer different rows`);
    }
    c.total = `${body.meta.total.toLocaleString('en')} (SQL ${Number(rows[0].total).toLocaleString('en')})`;
    c.api = [];
    c.sqlMs = [];
  }
  const floor = [];
  const loads = [];

  for (let round = 0; round < ROUNDS; round++) {
    if (round > 0) loads.push(machineLoad());
    const line = [];
    const me = [];
    for (const c of cases) {
      const a = [];
      const s = [];
      for (let i = 0; i < CALLS; i++) {
        // Alternate which goes first, so neither always runs on the other's warm cache.
        if (i % 2) {
          a.push((await apiCall(port, token, c.path)).ms);
          s.push((await sqlCall(client, c.sql)).ms);
        } else {
          s.push((await sqlCall(client, c.sql)).ms);
          a.push((await apiCall(port, token, c.path)).ms);
        }
        if (c === cases[0]) me.push((await apiCall(port, token, '/api/admin/me')).ms);
      }
      line.push(`${c.name} ${median(a).toFixed(1)}/${median(s).toFixed(1)}`);
      if (round > 0) {
        c.api.push(median(a));
        c.sqlMs.push(median(s));
      }
    }
    if (round > 0) {
      loads.push(machineLoad());
      floor.push(median(me));
    }
    console.log(`round ${round}${round === 0 ? ' (warm-up)' : ''}: api/SQL ms · ${line.join(' · ')} · /admin/me ${median(me).toFixed(1)}`);
  }

  const floorMs = median(floor);
  console.log(`\nGET /api/admin/me (the floor of an authenticated api call: HTTP, Nest, token lookup, JSON): ${floorMs.toFixed(1)} ms\n`);
  console.log('| case | total | SQL (ms) | api (ms) | ratio | api − floor | goal (2 × SQL + 3 ms) |');
  console.log('|---|---|---|---|---|---|---|');
  const goalLines = [];
  for (const c of cases) {
    const apiMs = median(c.api);
    const sqlMs = median(c.sqlMs);
    const limit = GOAL.factor * sqlMs + GOAL.plusMs;
    // The SQL's per-round medians are the baseline whose spread the shared rule checks.
    const result = verdict({ value: apiMs, goal: limit, better: 'lower', baseline: c.sqlMs, loads });
    if (c.goal && result.status === 'FAIL') failed = true;
    const shown = `${limit.toFixed(1)} ms: ${result.status}`;
    console.log(
      `| ${c.name} | ${c.total} | ${sqlMs.toFixed(2)} | ${apiMs.toFixed(2)} | ${(apiMs / sqlMs).toFixed(2)}x | ${(apiMs - floorMs).toFixed(2)} | ${c.goal ? shown : `(${shown})`} |`,
    );
    if (c.goal) goalLines.push({ c, apiMs, sqlMs, limit, result });
  }
  console.log('');
  for (const { c, apiMs, sqlMs, limit, result } of goalLines) {
    reportGoal({
      name: `GET /api/admin/releases ${c.name} of ${RELEASES.toLocaleString('en')} releases`,
      goalText: `≤ ${GOAL.factor} × SQL + ${GOAL.plusMs} ms`,
      figures: `SQL ${sqlMs.toFixed(2)} ms, api ${apiMs.toFixed(2)} ms, limit ${limit.toFixed(1)} ms (SQL rounds ${c.sqlMs.map((x) => x.toFixed(2)).join(', ')})`,
      result,
    });
  }
} finally {
  await client?.end().catch(() => undefined);
  api.kill('SIGTERM');
  if (api.exitCode === null) await new Promise((r) => api.once('exit', r));
}
if (failed && process.argv.includes('--strict')) process.exitCode = 1;
