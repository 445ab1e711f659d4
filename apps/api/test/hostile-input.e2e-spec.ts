import { newStaff } from './support/kyc-fixtures';
import { approvedArtist } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

type Schema = { $ref?: string; type?: string; properties?: Record<string, Schema>; allOf?: Schema[]; items?: Schema };
type Operation = { parameters?: Array<{ name: string; in: string }>; requestBody?: { content?: Record<string, { schema?: Schema }> } };

const NUL = 'a\u0000b';
const INVALID = 'This field contains characters that are not allowed.';
const FAKE_ID = '00000000-0000-4000-8000-000000000000';

/**
 * One regression test per fault class of hostile input, run over every route the OpenAPI document
 * lists: text Postgres refuses, absurd paging numbers, too-deep JSON, wrongly typed fields.
 */
describe('Hostile input never answers 500 (real app, every documented route)', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
  let tokens: { admin: string; artist: string };
  const operations: Array<{ method: string; path: string; op: Operation }> = [];

  const tokenFor = (path: string) => (path.startsWith('/api/admin') ? tokens.admin : tokens.artist);
  const fill = (path: string) => path.replace(/\{[^}]+\}/g, FAKE_ID);
  const resolve = (schema: Schema | undefined, depth = 0): Schema | undefined => {
    if (!schema || depth > 5) return schema;
    if (schema.$ref) return resolve(doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''], depth + 1);
    if (schema.allOf) return { type: 'object', properties: Object.assign({}, ...schema.allOf.map((s) => resolve(s, depth + 1)?.properties ?? {})) };
    return schema;
  };
  const bodyFields = (op: Operation) => Object.entries(resolve(op.requestBody?.content?.['application/json']?.schema)?.properties ?? {});
  const request = async (method: string, path: string, json?: unknown, token?: string) => {
    const res = await t.api(path, { method: method.toUpperCase(), json, token });
    const text = await res.text();
    return { status: res.status, text, body: text.startsWith('{') ? JSON.parse(text) : null };
  };

  beforeAll(async () => {
    t = await createTestApp({ DEV_MAILBOX: 'false' });
    tokens = { admin: (await newStaff(t, 'admin')).token, artist: (await approvedArtist(t)).token };
    doc = await (await t.api('/api/docs-json')).json();
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) if (['get', 'post', 'put', 'patch', 'delete'].includes(method)) operations.push({ method, path, op });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a NUL in every query parameter, path parameter and JSON body field with 422 naming it', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const { method, path, op } of operations) {
      const probes: Array<{ field: string; url: string; json?: unknown }> = [];
      for (const p of op.parameters ?? []) {
        if (p.in === 'query') probes.push({ field: p.name, url: `${fill(path)}?${encodeURIComponent(p.name)}=${encodeURIComponent(NUL)}` });
        if (p.in === 'path') probes.push({ field: p.name, url: path.replace(`{${p.name}}`, encodeURIComponent(NUL)).replace(/\{[^}]+\}/g, FAKE_ID) });
      }
      if (method !== 'get' && method !== 'delete') for (const [field] of bodyFields(op)) probes.push({ field, url: fill(path), json: { [field]: NUL } });
      for (const probe of probes) {
        checked++;
        const res = await request(method, probe.url, probe.json, tokenFor(path));
        if (res.status !== 422 || res.body?.errors?.[probe.field]?.[0] !== INVALID) failures.push(`${method.toUpperCase()} ${probe.url} ${probe.field}: ${res.status} ${res.text.slice(0, 150)}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 60_000);

  it('refuses the reported NUL and a lone surrogate at login with 422 naming the field', async () => {
    for (const email of ['a\u0000b', 'a\uD800b@example.com']) {
      const res = await request('post', '/api/artist/login/start', { email });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: INVALID, code: 'validation_failed', errors: { email: [INVALID] } });
    }
  });

  it('refuses JSON nested thousands of levels deep with 400 before validation', async () => {
    const deep = `{"email":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const res = await t.api('/api/artist/login/start', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: deep });
    expect(res.status).toBe(400);
    await expect(res.json()).resolves.toEqual({ message: 'The request body is nested too deeply (at most 32 levels).', code: 'body_too_deep' });
  });

  it('refuses absurd paging numbers on every list route with 400, never 500', async () => {
    const lists: string[] = [];
    for (const { method, path } of operations) {
      if (method !== 'get' || path.includes('{')) continue;
      const res = await request('get', path, undefined, tokenFor(path));
      if (res.status === 200 && res.body?.meta && 'current_page' in res.body.meta) lists.push(path);
    }
    expect(lists.length).toBeGreaterThanOrEqual(10);
    const failures: string[] = [];
    for (const path of lists) {
      for (const query of ['page=1e308', 'per_page=1e308', 'page=-1', 'page=abc', 'page=99999999999999999999', 'range=[1e308,1e308]', 'per_page=Infinity']) {
        const res = await request('get', `${path}?${query}`, undefined, tokenFor(path));
        if (res.status !== 400) failures.push(`GET ${path}?${query}: ${res.status} ${res.text.slice(0, 150)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers wrongly typed, huge and out-of-range values in every JSON body field with a client error', async () => {
    const values: unknown[] = [{ a: 1 }, ['x'], 1e308, 2 ** 64, -1e308, 'x'.repeat(200_000), true, null];
    const failures: string[] = [];
    for (const { method, path, op } of operations) {
      if (method === 'get' || method === 'delete') continue;
      for (const [field] of bodyFields(op)) {
        for (const value of values) {
          const res = await request(method, fill(path), { [field]: value }, tokenFor(path));
          if (res.status >= 500) failures.push(`${method.toUpperCase()} ${path} ${field}=${JSON.stringify(value).slice(0, 20)}: ${res.status} ${res.text.slice(0, 150)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('range-checks money and counts: a plan price of 1e308 or a limit of 2^64 is a 422 on the field', async () => {
    for (const [field, value] of [
      ['price', 1e308],
      ['price', 2 ** 64],
      ['max_artists', 2 ** 64],
      ['user_limit', 1e308],
      ['release_limit', 2 ** 53],
      ['max_extra_artists', 2 ** 64],
    ] as const) {
      const res = await request('post', '/api/admin/plans', { name: 'Huge', [field]: value }, tokens.admin);
      expect({ field, status: res.status }).toEqual({ field, status: 422 });
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
  });
});
