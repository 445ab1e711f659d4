import { createTestApp, TestApp } from './test-app';

describe('HTTP platform (real app over HTTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT_BYTES: '2048', CORS_ORIGINS: 'http://allowed.example' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers liveness without the database', async () => {
    const res = await t.api('/api/health/live');
    expect(res.status).toBe(200);
    await expect(res.json()).resolves.toEqual({ status: 'ok' });
  });

  it('answers readiness with a database ping', async () => {
    const res = await t.api('/api/health/ready');
    expect(res.status).toBe(200);
    await expect(res.json()).resolves.toEqual({ status: 'ok', database: 'up' });
  });

  it('gives every response a request id, keeping a valid incoming one', async () => {
    const own = await t.api('/api/health/live', { headers: { 'X-Request-Id': 'trace-123' } });
    expect(own.headers.get('x-request-id')).toBe('trace-123');
    const generated = await t.api('/api/health/live', { headers: { 'X-Request-Id': 'bad id with spaces' } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the REST security headers on JSON answers and the page policy on HTML pages', async () => {
    const res = await t.api('/api/health/live');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    const docs = await t.api('/api/docs');
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(docs.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('answers unknown API routes with the error shape and 404', async () => {
    const res = await t.api('/api/does-not-exist');
    expect(res.status).toBe(404);
    await expect(res.json()).resolves.toEqual({ message: 'Not found.', code: 'not_found' });
  });

  it("answers the router's own refusals (undecodable URL, over-long path parameter) in the error shape, without echoing the URL", async () => {
    const bad = await t.api('/api/admin/artists/%E0%A4%A');
    expect(bad.status).toBe(400);
    await expect(bad.json()).resolves.toEqual({ message: 'Bad request.', code: 'bad_request' });
    const long = await t.api(`/api/admin/artists/${'a'.repeat(1000)}`);
    expect(long.status).toBe(414);
    const body = await long.json();
    expect(body).toEqual({ message: 'The request URL is too long.', code: 'uri_too_long' });
  });

  it("answers a URL or headers over the HTTP parser's limit with 431 in the error shape, documented on every operation", async () => {
    // What a fuzzer sent: a list query with 10,000 nested brackets, 30 KB once encoded.
    const nested = encodeURIComponent('['.repeat(10_000));
    const res = await t.api(`/api/admin/wallets/transactions?per_page=1&range=${nested}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toContain('application/json');
    await expect(res.json()).resolves.toEqual({ message: 'The request URL or headers are too large.', code: 'request_header_fields_too_large' });
    const header = await t.api('/api/health/live', { headers: { 'X-Padding': 'x'.repeat(20_000) } });
    expect(header.status).toBe(431);
    // The server still answers afterwards.
    expect((await t.api('/api/health/live')).status).toBe(200);
    const doc = await (await t.api('/api/docs-json')).json();
    const operations = Object.values(doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((op) => !op.responses['431'])).toEqual([]);
  });

  it('rejects malformed JSON with 400, not 500', async () => {
    const res = await t.api('/api/health/live', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a":' });
    expect([400, 404]).toContain(res.status);
    const body = await res.json();
    expect(typeof body.message).toBe('string');
  });

  it('limits the body size with 413', async () => {
    const res = await t.api('/api/i18n/en', { method: 'POST', json: { big: 'x'.repeat(5000) } });
    expect(res.status).toBe(413);
    await expect(res.json()).resolves.toMatchObject({ code: 'payload_too_large' });
  });

  it('allows CORS from configured origins only and exposes Content-Range', async () => {
    const ok = await t.api('/api/health/live', { headers: { Origin: 'http://allowed.example' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://allowed.example');
    expect(ok.headers.get('access-control-expose-headers')).toContain('Content-Range');
    const other = await t.api('/api/health/live', { headers: { Origin: 'http://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await t.api('/api/auth/login', {
      method: 'OPTIONS',
      headers: { Origin: 'http://allowed.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://allowed.example');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
  });

  it("answers fans' pages without CORS: browsers open them, no other site's script reads them", async () => {
    const page = await t.api('/l/no-such-link', { headers: { Origin: 'http://allowed.example' } });
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    expect(page.headers.get('x-request-id')).toBeTruthy();
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.api('/api/docs-json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.info.title).toBe('Soundpost API');
    expect(Object.keys(doc.paths)).toContain('/api/health/live');
  });

  it('serves the translation bundles and 404s unknown languages', async () => {
    const en = await t.api('/api/i18n/en');
    expect(en.status).toBe(200);
    expect(typeof (await en.json())).toBe('object');
    const xx = await t.api('/api/i18n/xx');
    expect(xx.status).toBe(404);
    await expect(xx.json()).resolves.toEqual({ message: 'Language not found.', code: 'language_not_found' });
  });
});
