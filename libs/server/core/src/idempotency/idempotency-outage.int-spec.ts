import net from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../database/data-source-options';
import { toErrorResponse } from '../http/http-exception.filter';
import { createTestDatabase, TestDatabase } from '../testing/test-database';
import { IdempotencyKey } from './idempotency-key.entity';
import { IdempotencyKeysRepository } from './idempotency-keys.repository';
import { IdempotencyService } from './idempotency.service';
import { runIdempotent } from './idempotent-call';

/** A TCP proxy in front of the test database whose link can be cut: the database "goes away". */
async function cuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let up = true;
  const server = net.createServer((client) => {
    if (!up) return void client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', drop).on('close', drop);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target.toString());
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    cut() {
      up = false;
      for (const s of sockets) s.destroy();
    },
    restore() {
      up = true;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('Idempotency-Key claims when the database goes away mid-request', () => {
  let db: TestDatabase;
  let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
  let ds: DataSource;
  let service: IdempotencyService;

  beforeAll(async () => {
    db = await createTestDatabase();
    proxy = await cuttableProxy(new URL(db.url));
    ds = await new DataSource(
      buildDataSourceOptions(proxy.url, { poolMax: 2, connectTimeoutMs: 2000, statementTimeoutMs: 5000 }, { entities: [IdempotencyKey], migrations: [] }, 'soundpost-test-idem'),
    ).initialize();
    service = new IdempotencyService(new IdempotencyKeysRepository(ds.getRepository(IdempotencyKey)));
  });
  afterAll(async () => {
    proxy.restore();
    await ds.destroy();
    await proxy.close();
    await db.drop();
  });

  const row = async (key: string) => {
    const c = new Client({ connectionString: db.url });
    await c.connect();
    try {
      return (await c.query<{ state: string; response_status: number | null }>('SELECT state, response_status FROM idempotency_keys WHERE key = $1', [key])).rows[0];
    } finally {
      await c.end();
    }
  };
  const until = async (check: () => Promise<boolean>) => {
    while (!(await check())) await new Promise((r) => setTimeout(r, 100));
  };
  const call = async (key: string, handler: () => Promise<unknown>) => {
    const request = { headers: { 'idempotency-key': key }, method: 'POST', url: '/api/widgets', body: { name: key }, ip: '127.0.0.1' };
    const reply = { statusCode: 201, status: () => reply, header: () => reply };
    return runIdempotent(service, request as unknown as FastifyRequest, reply as unknown as FastifyReply, handler).then(
      (body) => ({ ok: true as const, body }),
      (error: unknown) => ({ ok: false as const, error }),
    );
  };

  it('frees the key of a request that failed in the outage once the database is back, so a retry runs', async () => {
    const outcome = await call('failed-in-outage', async () => {
      proxy.cut();
      return ds.query('SELECT 1');
    });
    expect(outcome.ok).toBe(false);
    expect(toErrorResponse((outcome as { error: unknown }).error)).toMatchObject({ status: 503, body: { code: 'database_unavailable' } });
    expect(await row('failed-in-outage')).toMatchObject({ state: 'in_flight' });

    proxy.restore();
    await until(async () => (await row('failed-in-outage')) === undefined);
    await expect(call('failed-in-outage', async () => ({ created: true }))).resolves.toEqual({ ok: true, body: { created: true } });
  });

  it('keeps the key of a request whose work was done, and replays its answer instead of running it twice', async () => {
    let runs = 0;
    const outcome = await call('done-before-outage', async () => {
      runs++;
      proxy.cut();
      return { created: 'once' };
    });
    expect(outcome.ok).toBe(false);
    expect(toErrorResponse((outcome as { error: unknown }).error).status).toBe(503);

    proxy.restore();
    await until(async () => (await row('done-before-outage'))?.state === 'completed');
    expect(await row('done-before-outage')).toEqual({ state: 'completed', response_status: 201 });
    await expect(call('done-before-outage', async () => ++runs)).resolves.toEqual({ ok: true, body: { created: 'once' } });
    expect(runs).toBe(1);
  });
});
