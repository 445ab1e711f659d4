import { randomUUID } from 'node:crypto';
import { IdempotencyService } from '@soundpost/server-core/idempotency';
import { DataSource } from 'typeorm';
import { MechanismsDemoModule } from './support/mechanisms-demo.module';
import { createTestApp, TestApp } from './test-app';

describe('Idempotency-Key over HTTP (real app)', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp({}, [MechanismsDemoModule]);
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  const widgets = async (name: string) => Number((await db.query('SELECT count(*) AS n FROM idempotency_demo_widgets WHERE name = $1', [name]))[0].n);
  const create = (json: Record<string, unknown>, key?: string, headers: Record<string, string> = {}) =>
    t.api('/api/test/idempotency/widgets', { method: 'POST', json, headers: { ...(key ? { 'Idempotency-Key': key } : {}), ...headers } });

  it('runs the handler every time when no key is sent', async () => {
    const name = `plain-${randomUUID()}`;
    expect((await create({ name })).status).toBe(201);
    expect((await create({ name })).status).toBe(201);
    expect(await widgets(name)).toBe(2);
  });

  it('replays the first answer for a repeat: same status and body, handler ran once', async () => {
    const name = `replay-${randomUUID()}`;
    const key = randomUUID();
    const first = await create({ name, delay_ms: 0 }, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const firstBody = await first.json();
    expect(firstBody).toMatchObject({ widget: { name }, message: 'Widget created.' });

    // Same payload with its keys in another order is the same request.
    const again = await t.api('/api/test/idempotency/widgets', { method: 'POST', body: JSON.stringify({ delay_ms: 0, name }), headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key } });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    await expect(again.json()).resolves.toEqual(firstBody);
    expect(await widgets(name)).toBe(1);

    const [row] = await db.query('SELECT state, response_status FROM idempotency_keys WHERE key = $1', [key]);
    expect(row).toEqual({ state: 'completed', response_status: 201 });
  });

  it('lets exactly one of two concurrent first requests run; the other gets 409', async () => {
    const name = `race-${randomUUID()}`;
    const key = randomUUID();
    const responses = await Promise.all([create({ name, delay_ms: 400 }, key), create({ name, delay_ms: 400 }, key)]);
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    const conflict = responses.find((r) => r.status === 409) as Response;
    await expect(conflict.json()).resolves.toEqual({ message: expect.any(String), code: 'idempotency_in_flight' });
    expect(await widgets(name)).toBe(1);
    // Once the first has finished, a repeat is a replay.
    const later = await create({ name, delay_ms: 400 }, key);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    expect(await widgets(name)).toBe(1);
  });

  it('answers 422 when the key is reused with a different payload', async () => {
    const key = randomUUID();
    const name = `first-${randomUUID()}`;
    expect((await create({ name }, key)).status).toBe(201);
    const reused = await create({ name: `other-${randomUUID()}` }, key);
    expect(reused.status).toBe(422);
    await expect(reused.json()).resolves.toEqual({ message: expect.any(String), code: 'idempotency_key_reused' });
    expect(await widgets(name)).toBe(1);
  });

  it('releases the key when the handler fails, so the client may retry', async () => {
    const name = `failing-${randomUUID()}`;
    const key = randomUUID();
    const failed = await create({ name, fail: true }, key);
    expect(failed.status).toBe(400);
    await expect(failed.json()).resolves.toEqual({ message: 'The widget could not be made.', code: 'widget_failed' });
    expect(await db.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [key])).toEqual([]);
    const retried = await create({ name }, key);
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();

    // Invalid input is refused before the key is claimed: it never reaches the handler.
    const invalidKey = randomUUID();
    expect((await create({ name: 42 }, invalidKey)).status).toBe(422);
    expect(await db.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [invalidKey])).toEqual([]);
    expect((await create({ name: `valid-${randomUUID()}` }, invalidKey)).status).toBe(201);
  });

  it('scopes keys per caller: the actor, or the IP when anonymous', async () => {
    const name = `scoped-${randomUUID()}`;
    const key = randomUUID();
    expect((await create({ name }, key, { 'X-Test-Actor': 'artist-1' })).status).toBe(201);
    const otherActor = await create({ name }, key, { 'X-Test-Actor': 'artist-2' });
    expect(otherActor.headers.get('idempotent-replayed')).toBeNull();
    const anonymous = await create({ name }, key);
    expect(anonymous.headers.get('idempotent-replayed')).toBeNull();
    expect((await create({ name }, key, { 'X-Test-Actor': 'artist-1' })).headers.get('idempotent-replayed')).toBe('true');
    expect(await widgets(name)).toBe(3);
    const scopes = (await db.query('SELECT scope FROM idempotency_keys WHERE key = $1 ORDER BY id', [key])).map((r: { scope: string }) => r.scope);
    expect(scopes).toEqual(['artist-1', 'artist-2', 'anon:127.0.0.1']);
  });

  it('lets a key be reused once it is older than 24 hours, and cleans such keys up', async () => {
    const key = randomUUID();
    const name = `old-${randomUUID()}`;
    expect((await create({ name }, key)).status).toBe(201);
    await db.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1`, [key]);
    const fresh = await create({ name: `new-${randomUUID()}` }, key);
    expect(fresh.status).toBe(201);
    expect(fresh.headers.get('idempotent-replayed')).toBeNull();

    await db.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1`, [key]);
    await expect(t.app.get(IdempotencyService).deleteExpired()).resolves.toBeGreaterThanOrEqual(1);
    expect(await db.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [key])).toEqual([]);
  });

  it('rejects a malformed key', async () => {
    const res = await create({ name: 'x' }, 'k'.repeat(256));
    expect(res.status).toBe(422);
    await expect(res.json()).resolves.toMatchObject({ code: 'idempotency_key_invalid' });
  });
});
