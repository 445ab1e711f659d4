import { DataSource } from 'typeorm';
import { MechanismsDemoModule } from './support/mechanisms-demo.module';
import { createTestApp, TestApp } from './test-app';

describe('rate limiting over HTTP (real app)', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp({}, [MechanismsDemoModule]);
    db = t.app.get(DataSource);
  });
  beforeEach(async () => {
    await db.query('DELETE FROM rate_limits');
  });
  afterAll(async () => {
    await t.close();
  });

  it('allows N requests, then answers 429 with a numeric Retry-After and the error shape', async () => {
    for (let i = 0; i < 3; i++) expect((await t.api('/api/test/rate-limit/ip')).status).toBe(200);
    const limited = await t.api('/api/test/rate-limit/ip');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The seconds to wait, the same in the header, the message and retry_after.
    await expect(limited.json()).resolves.toEqual({ message: `Too many requests. Please try again in ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'}.`, code: 'too_many_requests', retry_after: retryAfter });
    const [row] = await db.query('SELECT key, points FROM rate_limits');
    expect(row).toEqual({ key: 'test-ip:ip:127.0.0.1', points: 4 });
  });

  it('counts per actor when asked to, falling back to the IP for anonymous calls', async () => {
    const as = (actor?: string) => t.api('/api/test/rate-limit/actor', { headers: actor ? { 'X-Test-Actor': actor } : {} });
    expect((await as('artist-a')).status).toBe(200);
    expect((await as('artist-a')).status).toBe(200);
    expect((await as('artist-a')).status).toBe(429);
    expect((await as('artist-b')).status).toBe(200);
    expect((await as()).status).toBe(200);
    expect((await as()).status).toBe(200);
    expect((await as()).status).toBe(429);
  });

  it('shares the counter between two app instances on the same database', async () => {
    let second: TestApp | undefined;
    try {
      second = await createTestApp({}, [MechanismsDemoModule], { sharedDatabase: t.db });
      const other = second;
      const ping = (base: string) => fetch(`${base}/api/test/rate-limit/ip`);
      expect((await ping(t.url)).status).toBe(200);
      expect((await ping(other.url)).status).toBe(200);
      expect((await ping(t.url)).status).toBe(200);
      expect((await ping(other.url)).status).toBe(429);
      expect((await ping(t.url)).status).toBe(429);
    } finally {
      await second?.close();
    }
  });
});
