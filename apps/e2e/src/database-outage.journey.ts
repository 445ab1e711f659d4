import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { embeddedConnection, Instance, newDataDir, postmasterPid, removeDataDir, sleep, startInstance } from './support/instance';

// The embedded Postgres killed under load (kill -9 of the postmaster): calls answer 503 with
// Retry-After while it is down (never 500), the server restarts it by itself, service is back
// within 5 s of the database accepting connections, and no acknowledged write is lost.

interface Answer {
  key: string;
  status: number;
  retryAfter: string | null;
  code?: string;
  at: number;
}

describe('the embedded database going away under load', () => {
  let dataDir: string;
  let instance: Instance | undefined;

  afterAll(async () => {
    if (process.env.FAULT_LOG && instance) fs.writeFileSync(process.env.FAULT_LOG, instance.output());
    if (instance && instance.child.exitCode === null) {
      instance.child.kill('SIGTERM');
      await instance.exited;
    }
    removeDataDir(dataDir);
  });

  it('answers 503 with Retry-After during the outage, restarts Postgres and keeps every acknowledged write', async () => {
    dataDir = newDataDir();
    instance = await startInstance(dataDir);
    const { url } = instance;
    const login = await fetch(`${url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@soundpost.local', password: 'Soundpost-admin-1' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    // Parallel writers, each creating plans one after the other and recording every answer.
    const answers: Answer[] = [];
    let running = true;
    let n = 0;
    const writer = async () => {
      while (running) {
        const key = `outage-${++n}`;
        let answer: Answer;
        try {
          const res = await fetch(`${url}/api/admin/plans`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            body: JSON.stringify({ name: `Outage plan ${key}`, key, price: 1 }),
          });
          const body = (await res.json().catch(() => ({}))) as { code?: string };
          answer = { key, status: res.status, retryAfter: res.headers.get('retry-after'), code: body.code, at: Date.now() };
        } catch {
          answer = { key, status: 0, retryAfter: null, at: Date.now() };
        }
        answers.push(answer);
        if (answer.status !== 200 && answer.status !== 201) await sleep(50);
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    const okCount = () => answers.filter((a) => a.status === 200 || a.status === 201).length;
    while (okCount() < 20) await sleep(50);

    // Another process "is restarting it" (holds the restart lock), so the outage lasts until
    // the test has seen it; then the lock goes and this server must bring Postgres back itself.
    const lockFile = path.join(dataDir, 'postgres.restart.lock');
    fs.writeFileSync(lockFile, String(process.pid));
    const oldPid = postmasterPid(dataDir)!;
    process.kill(oldPid, 'SIGKILL');
    const killedAt = Date.now();

    while (answers.filter((a) => a.at > killedAt && a.status === 503).length < 10) await sleep(50);
    expect((await fetch(`${url}/api/health/live`)).status).toBe(200);
    // A rate-limited call (its counter is in Postgres) is refused the same way, not with a 500.
    const limited = await fetch(`${url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@soundpost.local', password: 'Soundpost-admin-1' }),
    });
    expect(limited.status).toBe(503);
    expect(limited.headers.get('retry-after')).toBe('5');
    expect(await limited.json()).toEqual({ message: 'The service is temporarily unavailable. Please try again in a few seconds.', code: 'database_unavailable' });
    const ready = await fetch(`${url}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toEqual(expect.any(String));
    fs.rmSync(lockFile);

    // The database accepts connections again: started by the server, not by the test.
    let backAt = 0;
    while (!backAt) {
      const client = new Client({ ...embeddedConnection(dataDir), connectionTimeoutMillis: 1000 });
      try {
        await client.connect();
        backAt = Date.now();
      } catch {
        await sleep(100);
      } finally {
        await client.end().catch(() => undefined);
      }
    }
    expect(postmasterPid(dataDir)).not.toBe(oldPid);
    await instance.waitForOutput(/Embedded Postgres restarted/);

    // Service is back: a write succeeds within 5 s of the database accepting connections.
    while (!answers.some((a) => a.at >= backAt && (a.status === 200 || a.status === 201))) await sleep(50);
    const firstOk = answers.find((a) => a.at >= backAt && (a.status === 200 || a.status === 201))!;
    expect(firstOk.at - backAt).toBeLessThan(5000);
    running = false;
    await Promise.all(writers);

    // Never a 500: every failed call during the outage is a 503 with Retry-After.
    const failed = answers.filter((a) => a.status !== 200 && a.status !== 201);
    expect(failed.length).toBeGreaterThanOrEqual(10);
    for (const a of failed) expect(a).toEqual(expect.objectContaining({ status: 503, retryAfter: '5', code: 'database_unavailable' }));

    // Every acknowledged write is there.
    const acknowledged = answers.filter((a) => a.status === 200 || a.status === 201).map((a) => a.key);
    const client = new Client(embeddedConnection(dataDir));
    await client.connect();
    try {
      const { rows } = await client.query<{ key: string }>(`SELECT key FROM plans WHERE key LIKE 'outage-%'`);
      const stored = new Set(rows.map((r) => r.key));
      expect(acknowledged.filter((key) => !stored.has(key))).toEqual([]);
    } finally {
      await client.end();
    }
  }, 120_000);
});
