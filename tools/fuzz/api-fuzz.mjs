// `npm run fuzz`: fuzzes every operation of the API's OpenAPI document (GET /api/docs-json) with no
// token, an approved artist's token and a staff admin's token, with valid-looking and hostile values
// (tools/fuzz/values.mjs), and gives every string field of a JSON body blank, markup-like and
// non-XML text once, with the token that reaches the operation (the text-field sweep). A finding is a server error (5xx other than a documented 503), a status the
// operation does not document, or a JSON body that does not match the documented schema.
// Ends with "N passed, N failed" (operation × token combinations) and exits non-zero on any finding.
//
// Environment: FUZZ_SEED (replay), FUZZ_BASE_URL (fuzz a running server instead of starting
// dist/apps/api/main.js), FUZZ_RUNS (requests per operation and token, default 20),
// FUZZ_MAX_REQUESTS (total budget, default 8000), FUZZ_TIME_LIMIT_S (default 240), FUZZ_ONLY (a
// regular expression on "METHOD /path" to fuzz a few operations), FUZZ_VERBOSE (1: the combinations
// that never answered 2xx; 2: every request), FUZZ_SERVER_LOG_LEVEL (the started server's, default warn).
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { adminLogin, artistLogin, SEED, startServer, throwawayAdmin } from './server.mjs';
import { deref, inline, jsonBody, multipartBody, pathValue, queryValue, serialise, textFieldSweep } from './values.mjs';

const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const MAX_REQUESTS = Number(process.env.FUZZ_MAX_REQUESTS ?? 8000);
const TIME_LIMIT_MS = Number(process.env.FUZZ_TIME_LIMIT_S ?? 240) * 1000;
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;
const REQUEST_TIMEOUT_MS = 30_000;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

// Findings are grouped by the kind of hostile input that caused them, so a report reads by fault class.
const KNOWN = {
  nul: 'NUL characters in strings',
  'blank-string': 'empty or whitespace-only text',
  'xml-entity': 'markup-like text',
  'non-xml-char': 'characters XML does not allow',
  'deep-nesting': 'deeply nested JSON',
  'paging-number': 'non-finite or huge paging numbers',
  'huge-number': 'number range',
  'non-finite-number': 'number range',
  'number-range': 'number range',
  'oversized-body': 'body limits',
};
const classify = (tags, status) => {
  if (status === 503) return 'database unavailable (503)';
  for (const tag of tags) if (tag.startsWith('multipart')) return 'multipart limits or malformed multipart';
  for (const tag of tags) if (KNOWN[tag]) return KNOWN[tag];
  return 'other';
};

console.log(`FUZZ_SEED=${seed} to replay (runs ${RUNS} per operation and token, budget ${MAX_REQUESTS} requests, ${TIME_LIMIT_MS / 1000} s)`);

const started = Date.now();
let server = null;
let exitCode = 1;
// Interrupted (Ctrl-C, a CI timeout): the server and its embedded Postgres go too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void Promise.resolve(server?.stop()).finally(() => process.exit(130));
  });
}
try {
  server = process.env.FUZZ_BASE_URL ? null : await startServer();
  exitCode = await fuzz(process.env.FUZZ_BASE_URL ?? server.url);
} catch (error) {
  console.error(`fuzz run broke: ${error.stack ?? error}`);
  if (server) console.error(`server output (tail):\n${server.output().slice(-4000)}`);
  console.log('0 passed, 1 failed');
} finally {
  await server?.stop();
}
process.exit(exitCode);

async function fuzz(url) {
  const doc = await (await fetch(`${url}/api/docs-json`)).json();
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  const validators = new Map();
  const validatorFor = (schema) => {
    const key = JSON.stringify(schema);
    if (!validators.has(key)) validators.set(key, ajv.compile(inline(schema, doc)));
    return validators.get(key);
  };

  const operations = [];
  let sweepSize = 0;
  let sweepAll = 0;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      if (!item[method]) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const schema = item[method].requestBody?.content?.['application/json']?.schema;
      const sweep = schema ? textFieldSweep(schema, doc).length : 0;
      sweepAll += sweep;
      if (ONLY && !ONLY.test(key)) continue;
      operations.push({ path, method, op: item[method], key });
      sweepSize += sweep;
    }
  }
  // Reads first (they teach the fuzzer real ids), writes next, deletes after, session enders last.
  const endsSession = (o) => /\/logout$/.test(o.path);
  const rank = (o) => (endsSession(o) ? 4 : o.method === 'get' ? 0 : o.method === 'delete' ? 2 : 1);
  operations.sort((a, b) => rank(a) - rank(b));

  // Real ids from answers, by kind ("releases", "tracks", "plans"…: the array or object they sit in,
  // or the `x_id` key that names them), and all together under "*".
  const ids = new Map();
  const ownIds = new Set();
  const remember = (bucket, id) => {
    if (ownIds.has(id)) return;
    for (const b of [bucket, '*']) {
      if (!ids.has(b)) ids.set(b, new Set());
      if (ids.get(b).size < 200) ids.get(b).add(id);
    }
  };
  const learn = (bucket, body, depth = 0) => {
    if (depth > 5 || body === null || typeof body !== 'object') return;
    if (Array.isArray(body)) return body.forEach((item) => learn(bucket, item, depth + 1));
    for (const [k, v] of Object.entries(body)) {
      if (typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)) {
        if (k === 'id') remember(bucket, v);
        else if (k.endsWith('_id')) remember(bucketOf(k), v);
      } else if (typeof v === 'object') learn(['data', 'items', 'metrics'].includes(k) ? bucket : bucketOf(k), v, depth + 1);
    }
  };
  const ctx = {
    idFor: (bucket) =>
      fc.nat().chain((n) => {
        // Ids of the same kind first, any id seen next, a random one sometimes.
        const own = [...(ids.get(bucket) ?? [])];
        const pool = own.length && n % 3 !== 0 ? own : [...(ids.get('*') ?? [])];
        return pool.length && n % 5 !== 0 ? fc.constant(pool[Math.floor(n / 5) % pool.length]) : fc.uuid();
      }),
  };

  // Sessions: the seeded approved artist, and a throwaway admin (so staff routes may wreck the seeded accounts).
  const adminCreds = await throwawayAdmin(url, seed);
  const sessions = {
    none: { login: async () => null },
    artist: { login: async () => artistLogin(url, SEED.artist), probe: '/api/me', reLogins: 0 },
    admin: {
      login: async () => {
        const { token, user } = await adminLogin(url, adminCreds);
        ownIds.add(user?.id);
        return token;
      },
      probe: '/api/admin/me',
      reLogins: 0,
    },
  };

  const stats = { requests: 0, byClass: {}, serverErrors: 0, mismatches: 0 };
  const findings = [];
  const combos = new Map();
  // Combinations that answered 2xx at least once: how deep the fuzz went.
  const reached = new Set();
  let stoppedEarly = '';

  for (const kind of ['none', 'artist', 'admin']) {
    const session = sessions[kind];
    session.token = await session.login();
    for (const { path, method, op, key } of operations) {
      const combo = `${key} [${kind}]`;
      combos.set(combo, combos.get(combo) ?? 0);
      // Each operation and token has its own stream from the seed, so FUZZ_ONLY replays it alone.
      const opSeed = (seed + hash(`${key} ${kind}`)) | 0;
      // The sweep once per operation, with the token that reaches it (staff routes the admin's, the rest the artist's).
      const sweeps = kind === (path.startsWith('/api/admin/') ? 'admin' : 'artist') ? sweepRequests(path, op, doc, ctx, opSeed) : [];
      const requests = [...fc.sample(requestArbitrary(path, op, doc, ctx), { seed: opSeed, numRuns: RUNS }), ...sweeps];
      for (const req of requests) {
        if (stats.requests >= MAX_REQUESTS) stoppedEarly ||= `request budget (${MAX_REQUESTS}) spent`;
        if (Date.now() - started > TIME_LIMIT_MS) stoppedEarly ||= `time limit (${TIME_LIMIT_MS / 1000} s) reached`;
        if (stoppedEarly) break;
        const result = await send(url, method, req, session.token);
        stats.requests++;
        if (process.env.FUZZ_VERBOSE === '2') console.log(`${kind} ${method.toUpperCase()} ${truncate(req.url, 120)} ${req.tags.join(',')} -> ${result.status} ${truncate(result.text, 160)}`);
        const cls = result.status ? `${String(result.status)[0]}xx` : 'no answer';
        stats.byClass[cls] = (stats.byClass[cls] ?? 0) + 1;
        if (result.json !== undefined && result.status < 300) learn(collectionOf(path), result.json);
        if (result.status >= 200 && result.status < 300) reached.add(combo);
        const why = check(op, result, validatorFor);
        if (why) {
          if (result.status >= 500 || !result.status) stats.serverErrors++;
          else stats.mismatches++;
          combos.set(combo, combos.get(combo) + 1);
          findings.push({ method: method.toUpperCase(), path, kind, status: result.status, req, why, cls: classify(req.tags, result.status), body: result.text, requestId: result.requestId });
        }
        // Switching account (or leaving one) revokes the token it was sent with and answers the next one: carry on with it.
        if (result.status === 200 && typeof result.json?.token === 'string' && /\/switch-account$|\/leave$/.test(path)) session.token = result.json.token;
        // A token that stopped working (revoked, account changed): log in again and go on.
        if (session.probe && result.status === 401 && !endsSession({ path })) {
          const probe = await fetch(url + session.probe, { headers: { Authorization: `Bearer ${session.token}` } });
          if (probe.status === 401 || probe.status === 403) {
            session.reLogins++;
            session.token = await session.login().catch((e) => {
              stoppedEarly ||= `${kind} session lost after ${key}: ${e.message}`;
              return null;
            });
          }
        }
      }
      if (stoppedEarly) break;
    }
    if (stoppedEarly) break;
  }

  // The report: each finding, grouped by fault class, then the counts. The server's log lines of
  // the last requests may still be on their way.
  await new Promise((r) => setTimeout(r, 500));
  const byClass = new Map();
  for (const f of findings) byClass.set(f.cls, [...(byClass.get(f.cls) ?? []), f]);
  for (const [cls, list] of byClass) {
    console.log(`\n=== ${cls}: ${list.length} finding(s)`);
    const shown = new Map();
    for (const f of list) {
      // At most 3 per operation, token and reason: the rest are the same fault.
      const k = `${f.method} ${f.path} ${f.kind} ${f.status} ${f.why.split(':')[0]}`;
      shown.set(k, (shown.get(k) ?? 0) + 1);
      if (shown.get(k) > 3) continue;
      console.log(`- ${f.method} ${f.path} [${f.kind} token] -> ${f.status || 'no answer'}: ${f.why}`);
      console.log(`    request (${f.req.tags.join(', ')}): ${describe(f.req)}`);
      if (f.body) console.log(`    answer: ${truncate(f.body, 300)}`);
      const logged = f.status >= 500 ? server?.errorFor(f.requestId) : null;
      if (logged) console.log(`    server log: ${truncate(logged, 300)}`);
    }
  }

  const failed = [...combos.values()].filter((n) => n > 0).length;
  const passed = combos.size - failed;
  console.log('\n--- API fuzz summary');
  console.log(`seed: FUZZ_SEED=${seed} to replay`);
  console.log(`operations: ${operations.length}, tokens: none/artist/admin, combinations: ${combos.size}, text-field sweep: ${sweepSize} requests${ONLY ? ` (${sweepAll} for the whole document)` : ''}`);
  console.log(`requests: ${stats.requests} (${Object.entries(stats.byClass).sort().map(([k, v]) => `${k}: ${v}`).join(', ')}) in ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`server errors: ${stats.serverErrors}, mismatches with the document: ${stats.mismatches}`);
  console.log(`combinations answered 2xx at least once: ${reached.size} of ${combos.size}`);
  if (process.env.FUZZ_VERBOSE) console.log(`never 2xx: ${[...combos.keys()].filter((c) => !reached.has(c)).join('\n  ')}`);
  console.log(`re-logins: artist ${sessions.artist.reLogins}, admin ${sessions.admin.reLogins}`);
  for (const [cls, list] of byClass) console.log(`  ${cls}: ${list.length}`);
  if (stoppedEarly) console.log(`stopped early: ${stoppedEarly}`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 && !stoppedEarly.includes('session lost') ? 0 : 1;
}

/**
 * Every string field of the operation's JSON body once with each value of `textFieldSweep` (blank,
 * markup-like, non-XML text), in an otherwise valid request: random sampling would reach a given
 * field's blank text only by luck.
 */
function sweepRequests(path, op, doc, ctx, seed) {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const sweep = schema ? textFieldSweep(schema, doc) : [];
  if (!sweep.length) return [];
  const [base] = fc.sample(requestArbitrary(path, op, doc, ctx, { validOnly: true }), { seed, numRuns: 1 });
  let json = null;
  try {
    json = JSON.parse(base.payload);
  } catch {
    /* a valid-looking body is JSON; anything else gets the sweep on an empty object */
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) json = {};
  return sweep.map(({ key, value, tag }) => ({ ...base, payload: JSON.stringify({ ...json, [key]: value }), contentType: 'application/json', field: key, tags: [tag] }));
}

/** One request per sample: path parameters, query, and a JSON or multipart body per the document. */
function requestArbitrary(path, op, doc, ctx, { validOnly = false } = {}) {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const content = op.requestBody?.content ?? {};
  const bodyFor = (validOnly) =>
    content['multipart/form-data']
      ? multipartBody(content['multipart/form-data'].schema, doc, { validOnly })
      : content['application/json']
        ? jsonBody(content['application/json'].schema, doc, ctx, { validOnly })
        : fc.constant(null);
  const parts = (hostilePath) =>
    fc.record({
      path: fc.tuple(...pathParams.map((p) => pathValue(deref(p.schema, doc), ctx, bucketBefore(path, p.name), { validOnly: !hostilePath }))),
      query: fc.tuple(...queryParams.map((p) => fc.option(queryValue(p.name, deref(p.schema, doc), doc, ctx), { freq: 2, nil: undefined }))),
      body: bodyFor(hostilePath),
    });
  // One hostile thing at a time (the path, or the query and body), so a finding names its cause.
  const validParts = fc.record({
    path: fc.tuple(...pathParams.map((p) => pathValue(deref(p.schema, doc), ctx, bucketBefore(path, p.name), { validOnly: true }))),
    query: fc.tuple(...queryParams.map(() => fc.constant(undefined))),
    body: bodyFor(true),
  });
  return (validOnly ? validParts : fc.oneof(pathParams.length ? parts(true) : parts(false), parts(false)))
    .map(({ path: values, query, body }) => {
      const tags = new Set();
      let url = path;
      pathParams.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, encodePath(values[i].value));
        tags.add(values[i].tag);
      });
      const qs = [];
      queryParams.forEach((p, i) => {
        if (query[i] === undefined) return;
        qs.push(`${encodeURIComponent(p.name)}=${encodePath(query[i].value)}`);
        tags.add(query[i].tag);
      });
      if (qs.length) url += `?${qs.join('&')}`;
      let payload;
      let contentType;
      if (body) {
        tags.add(body.tag);
        if (body.raw !== undefined) {
          payload = body.raw;
          contentType = body.contentType ?? 'application/json';
        } else {
          payload = serialise(body.json);
          contentType = 'application/json';
        }
      }
      const shown = [...tags].filter((t) => t !== 'valid');
      return { url, payload, contentType, field: body?.field, tags: shown.length ? shown : ['valid'] };
    });
}

async function send(base, method, req, token) {
  const headers = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (req.payload !== undefined) headers['Content-Type'] = req.contentType;
  try {
    const res = await fetch(base + req.url, { method: method.toUpperCase(), headers, body: req.payload, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), redirect: 'manual' });
    const type = res.headers.get('content-type') ?? '';
    // A live event stream (the chat's) never ends: its status and type are the answer, its body is not read.
    if (type.includes('text/event-stream')) {
      await res.body?.cancel();
      return { status: res.status, type, text: '', json: undefined, requestId: res.headers.get('x-request-id') };
    }
    const text = await res.text();
    let json;
    if (type.includes('json') && text) {
      try {
        json = JSON.parse(text);
      } catch {
        json = Symbol.for('invalid-json');
      }
    }
    return { status: res.status, type, text, json, requestId: res.headers.get('x-request-id') };
  } catch (error) {
    return { status: 0, text: String(error.cause?.code ?? error.message), error, oversized: (req.payload?.length ?? 0) > 1024 * 1024 };
  }
}

/** Why the answer breaks the document, or null. */
function check(op, result, validatorFor) {
  const { status } = result;
  // A body over the server's limit may be refused before it is all sent: the socket closes.
  if (!status && result.oversized && /EPIPE|ECONNRESET|UND_ERR_SOCKET|other side closed/.test(result.text)) return null;
  if (!status) return `no answer (${result.text})`;
  const documented = op.responses?.[String(status)] ?? op.responses?.[`${String(status)[0]}XX`] ?? op.responses?.default;
  if (status >= 500 && !(status === 503 && documented)) return `server error ${status}`;
  if (!documented) return `status ${status} is not documented (documented: ${Object.keys(op.responses ?? {}).join(', ')})`;
  const media = documented.content?.['application/json'];
  if (!media?.schema || status === 204 || status === 304) return null;
  if (result.json === Symbol.for('invalid-json')) return 'the answer is not valid JSON';
  if (result.json === undefined) return `documented as JSON, answered ${result.type || 'no content type'}`;
  const validate = validatorFor(media.schema);
  if (validate(result.json)) return null;
  const e = validate.errors?.[0];
  return `body does not match the ${status} schema: ${e?.instancePath || '/'} ${e?.message}${e?.params ? ` ${JSON.stringify(e.params)}` : ''}`;
}

/** "plan_id" → "plans", "release" → "releases", "tracks" → "tracks". */
function bucketOf(key) {
  const base = key.replace(/_ids?$/, '');
  return base.endsWith('s') ? base : `${base}s`;
}

/** The kind of the ids a path's answers list: "/api/admin/plans/{id}" → "plans". */
function collectionOf(path) {
  const segments = path.split('/{')[0].split('/');
  return bucketOf(segments[segments.length - 1]);
}

/** The kind a path parameter names: the segment before it ("/api/artist/releases/{id}/tracks" → "releases"). */
function bucketBefore(path, name) {
  const before = path.slice(0, path.indexOf(`{${name}}`)).replace(/\/$/, '').split('/');
  return bucketOf(before[before.length - 1]);
}

function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** encodeURIComponent, except that lone surrogates become their (invalid UTF-8) WTF-8 bytes. */
function encodePath(value) {
  return [...value]
    .map((ch) => {
      const c = ch.charCodeAt(0);
      if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff) return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      return encodeURIComponent(ch);
    })
    .join('');
}

function describe(req) {
  const body = req.payload === undefined ? '' : ` ${req.contentType} ${truncate(req.payload, 200)} (${req.payload.length} chars)`;
  return `${truncate(req.url, 200)}${req.field ? ` field ${req.field}` : ''}${body}`;
}

function truncate(text, n) {
  const s = JSON.stringify(String(text)).slice(1, -1);
  return s.length > n ? `${s.slice(0, n)}…` : s;
}
