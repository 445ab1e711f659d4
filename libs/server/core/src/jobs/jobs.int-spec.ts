import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { ConfigModule } from '../config/config.module';
import { buildDataSourceOptions } from '../database/data-source-options';
import { withAdvisoryLock } from '../locks/advisory-lock';
import { createTestDatabase, TestDatabase } from '../testing/test-database';
import { JobsModule } from './jobs.module';
import { JobsRuntime, JobsRuntimeModule } from './jobs-runtime';
import { JobContext, JobsService, scheduledJobLockName } from './jobs.service';

interface Seen {
  data: object;
  context: JobContext;
}

/** Test fixture: what the handlers saw, and knobs to make them slow or failing. */
class Probe {
  seen = new Map<string, Seen[]>();
  failuresLeft = 0;
  slowMs = 0;
  finished = 0;
  private waiters: Array<{ name: string; count: number; resolve: () => void }> = [];

  record(name: string, data: object, context: JobContext): void {
    const list = this.seen.get(name) ?? [];
    list.push({ data, context });
    this.seen.set(name, list);
    this.waiters = this.waiters.filter((w) => {
      if (w.name !== name || list.length < w.count) return true;
      w.resolve();
      return false;
    });
  }

  /** Resolves once `name` ran `count` times; rejects after `ms` so a broken queue fails the test. */
  waitFor(name: string, count = 1, ms = 15_000): Promise<void> {
    if ((this.seen.get(name)?.length ?? 0) >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${name} did not run ${count} time(s) within ${ms} ms`)), ms);
      this.waiters.push({ name, count, resolve: () => (clearTimeout(timer), resolve()) });
    });
  }
}

function buildApp(dbUrl: string, probe: Probe, runtime?: JobsRuntime): Promise<INestApplicationContext> {
  @Injectable()
  class TestJobs implements OnModuleInit {
    constructor(private readonly jobs: JobsService) {}
    onModuleInit(): void {
      const fast = { pollingIntervalSeconds: 0.5 };
      this.jobs.register<{ n: number }>('test.echo', async (data, context) => probe.record('test.echo', data, context), fast);
      this.jobs.register(
        'test.flaky',
        async (data, context) => {
          probe.record('test.flaky.attempt', data, context);
          if (probe.failuresLeft-- > 0) throw new Error('transient failure');
          probe.record('test.flaky', data, context);
        },
        { ...fast, retryLimit: 2, retryDelay: 1 },
      );
      this.jobs.register(
        'test.slow',
        async (data, context) => {
          probe.record('test.slow.started', data, context);
          await new Promise((r) => setTimeout(r, probe.slowMs));
          probe.finished++;
          probe.record('test.slow', data, context);
        },
        fast,
      );
      this.jobs.schedule({ name: 'test.nightly', cron: '0 3 * * *' }, async (data, context) => {
        probe.record('test.nightly', data, context);
        return 'scanned';
      });
    }
  }

  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: dbUrl, LOG_LEVEL: 'silent', SHUTDOWN_GRACE_MS: '10000' });
  @Module({
    imports: [
      ConfigModule.forRoot(config),
      TypeOrmModule.forRoot(buildDataSourceOptions(dbUrl, { poolMax: 4, connectTimeoutMs: 5000, statementTimeoutMs: 10_000 }, { entities: [], migrations: [] }, 'soundpost-test-jobs')),
      ...(runtime ? [JobsRuntimeModule.forRoot(runtime)] : []),
      JobsModule,
    ],
    providers: [TestJobs],
  })
  class TestModule {}
  return NestFactory.createApplicationContext(TestModule, { logger: false });
}

async function jobStates(ds: DataSource, name: string): Promise<string[]> {
  const rows: Array<{ state: string }> = await ds.query(`SELECT state FROM pgboss.job WHERE name = $1 ORDER BY created_on`, [name]);
  return rows.map((r) => r.state);
}

async function waitUntil(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('JobsService (pg-boss on real Postgres)', () => {
  let db: TestDatabase;
  let app: INestApplicationContext;
  let jobs: JobsService;
  let ds: DataSource;
  const probe = new Probe();

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildApp(db.url, probe, { workers: true, scheduler: true });
    jobs = app.get(JobsService);
    ds = app.get(DataSource);
  });
  afterAll(async () => {
    await app?.close();
    await db.drop();
  });

  it('works an enqueued job off the queue with the registered handler', async () => {
    const id = await jobs.enqueue('test.echo', { n: 1 });
    expect(id).toEqual(expect.any(String));
    await probe.waitFor('test.echo');
    expect(probe.seen.get('test.echo')?.[0]).toMatchObject({ data: { n: 1 }, context: { name: 'test.echo', jobId: id } });
    await waitUntil(async () => (await jobStates(ds, 'test.echo')).every((s) => s === 'completed'));
  });

  it('retries a failing job until it succeeds', async () => {
    probe.failuresLeft = 1;
    await jobs.enqueue('test.flaky', { n: 2 });
    await probe.waitFor('test.flaky');
    expect(probe.seen.get('test.flaky.attempt')).toHaveLength(2);
  });

  it('creates a job inside the caller transaction: nothing on rollback, a job on commit', async () => {
    await expect(
      ds.transaction(async (manager) => {
        await jobs.enqueue('test.echo', { n: 'rolled back' }, { manager });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await ds.transaction(async (manager) => {
      await jobs.enqueue('test.echo', { n: 'committed' }, { manager });
    });
    await probe.waitFor('test.echo', 2);
    const payloads: Array<{ data: { n: unknown } }> = await ds.query(`SELECT data FROM pgboss.job WHERE name = 'test.echo'`);
    expect(payloads.map((p) => p.data.n)).not.toContain('rolled back');
    expect(payloads.map((p) => p.data.n)).toContain('committed');
  });

  it('registers the cron schedule in the api runtime', async () => {
    const rows: Array<{ name: string; cron: string; timezone: string }> = await ds.query(`SELECT name, cron, timezone FROM pgboss.schedule`);
    expect(rows).toEqual([{ name: 'test.nightly', cron: '0 3 * * *', timezone: 'UTC' }]);
  });

  it('runs a scheduled handler now (the CLI twin) under its advisory lock', async () => {
    await expect(jobs.runNow('test.nightly')).resolves.toEqual({ ran: true, result: 'scanned' });
    expect(probe.seen.get('test.nightly')).toHaveLength(1);
  });

  it('skips a scheduled run while another instance holds its lock, in runNow and in the worker', async () => {
    const before = probe.seen.get('test.nightly')?.length ?? 0;
    const other = await new DataSource(
      buildDataSourceOptions(db.url, { poolMax: 2, connectTimeoutMs: 5000, statementTimeoutMs: 10_000 }, { entities: [], migrations: [] }, 'soundpost-test-other'),
    ).initialize();
    try {
      await withAdvisoryLock(other, scheduledJobLockName('test.nightly'), async () => {
        await expect(jobs.runNow('test.nightly')).resolves.toEqual({ ran: false, reason: 'locked' });
        // The cron slot's job, as pg-boss would create it: worked off, handler skipped.
        const id = await jobs.enqueue('test.nightly', {});
        await waitUntil(async () => {
          const rows: Array<{ state: string }> = await ds.query(`SELECT state FROM pgboss.job WHERE id = $1`, [id]);
          return rows[0]?.state === 'completed';
        });
      });
    } finally {
      await other.destroy();
    }
    expect(probe.seen.get('test.nightly')?.length ?? 0).toBe(before);
    // Lock free again: the next slot runs.
    await jobs.enqueue('test.nightly', {});
    await probe.waitFor('test.nightly', before + 1);
  });

  it('runs a worker handler directly with runNow and refuses unknown names', async () => {
    await expect(jobs.runNow('test.echo', { n: 'direct' })).resolves.toEqual({ ran: true, result: undefined });
    expect(probe.seen.get('test.echo')?.some((s) => (s.data as { n: unknown }).n === 'direct' && s.context.jobId === undefined)).toBe(true);
    await expect(jobs.runNow('test.unknown')).rejects.toThrow('No job handler registered as "test.unknown"');
  });

  it('rejects a second registration under the same name', () => {
    expect(() => jobs.register('test.echo', async () => undefined)).toThrow('registered twice');
  });

  it('in an enqueue-only process (CLI, tests by default): queues jobs but never works them or schedules', async () => {
    const cliProbe = new Probe();
    await ds.query(`DELETE FROM pgboss.schedule`);
    const cli = await buildApp(db.url, cliProbe);
    try {
      const service = cli.get(JobsService);
      expect(service.runtime).toEqual({ workers: false, scheduler: false });
      const id = await service.enqueue('test.echo', { n: 'from cli' });
      // Nobody in this process works it: it waits for the api process (here: the first app).
      await probe.waitFor('test.echo', (probe.seen.get('test.echo')?.length ?? 0) + 1);
      expect(cliProbe.seen.get('test.echo')).toBeUndefined();
      expect(probe.seen.get('test.echo')?.some((s) => s.context.jobId === id)).toBe(true);
      expect(await ds.query(`SELECT name FROM pgboss.schedule`)).toEqual([]);
      await expect(service.runNow('test.nightly')).resolves.toEqual({ ran: true, result: 'scanned' });
    } finally {
      await cli.close();
    }
  });

  it('waits for a running job on shutdown (graceful stop)', async () => {
    const own = await createTestDatabase();
    const slowProbe = new Probe();
    slowProbe.slowMs = 1500;
    const worker = await buildApp(own.url, slowProbe, { workers: true, scheduler: false });
    try {
      const id = await worker.get(JobsService).enqueue('test.slow', { n: 3 });
      await slowProbe.waitFor('test.slow.started');
      expect(slowProbe.finished).toBe(0);
      const check = await new DataSource(
        buildDataSourceOptions(own.url, { poolMax: 1, connectTimeoutMs: 5000, statementTimeoutMs: 10_000 }, { entities: [], migrations: [] }, 'soundpost-test-check'),
      ).initialize();
      const stopping = worker.close();
      await stopping;
      expect(slowProbe.finished).toBe(1);
      const rows: Array<{ state: string }> = await check.query(`SELECT state FROM pgboss.job WHERE id = $1`, [id]);
      expect(rows[0].state).toBe('completed');
      await check.destroy();
    } finally {
      await own.drop();
    }
  });
});
