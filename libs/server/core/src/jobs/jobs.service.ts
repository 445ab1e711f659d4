import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap, Optional } from '@nestjs/common';
import { PgBoss } from 'pg-boss';
import type { Queue, SendOptions } from 'pg-boss';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { isDatabaseUnavailableError } from '../database/connection-errors';
import { transactionSql } from '../database/transaction-connection';
import { RequestContext } from '../context/request-context';
import { withAdvisoryLock } from '../locks/advisory-lock';
import { ENQUEUE_ONLY, JOBS_RUNTIME, JobsRuntime } from './jobs-runtime';
import { JobSchedule, nextRun } from './schedules';

/** The Postgres schema pg-boss keeps its tables in, beside ours in `public`. */
export const JOBS_SCHEMA = 'pgboss';

export interface JobContext {
  name: string;
  jobId?: string;
  /** Aborted when the job expires or the worker is stopping. */
  signal?: AbortSignal;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- job payloads are whatever the registrant declares
export type JobHandler<T = any> = (data: T, context: JobContext) => Promise<unknown> | unknown;

export interface WorkerOptions {
  concurrency?: number;
  pollingIntervalSeconds?: number;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}

export interface ScheduleOptions {
  expireInSeconds?: number;
}

export interface EnqueueOptions {
  startAfter?: number | string | Date;
  priority?: number;
  singletonKey?: string;
  singletonSeconds?: number;
  manager?: EntityManager;
}

export type JobRun<T = unknown> = { ran: true; result: T } | { ran: false; reason: 'locked' };

interface Registration {
  kind: 'worker' | 'scheduled';
  name: string;
  handler: JobHandler;
  worker: WorkerOptions;
  cron?: string;
  tz?: string;
  schedule?: ScheduleOptions;
}

export function scheduledJobLockName(name: string): string {
  return `job:${name}`;
}

@Injectable()
export class JobsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly registrations = new Map<string, Registration>();
  private readonly queues = new Set<string>();
  private bossPromise?: Promise<PgBoss>;
  private activated = false;
  private stopped = false;
  readonly runtime: JobsRuntime;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    @Optional() @Inject(JOBS_RUNTIME) runtime?: JobsRuntime,
  ) {
    this.runtime = runtime ?? ENQUEUE_ONLY;
  }

  register<T extends object>(name: string, handler: JobHandler<T>, options: WorkerOptions = {}): void {
    this.add({ kind: 'worker', name, handler: handler as JobHandler, worker: options });
  }

  schedule(schedule: Pick<JobSchedule, 'name' | 'cron' | 'tz'>, handler: JobHandler<Record<string, never>>, options: ScheduleOptions = {}): void {
    const { name, cron, tz } = schedule;
    this.add({ kind: 'scheduled', name, handler: handler as JobHandler, worker: { retryLimit: 0 }, cron, tz, schedule: options });
  }

  async enqueue<T extends object>(name: string, data: T, options: EnqueueOptions = {}): Promise<string | null> {
    const { manager, ...send } = options;
    const boss = await this.boss();
    await this.ensureQueue(boss, name);
    const sendOptions: SendOptions = { ...send };
    const db = manager && transactionSql(manager);
    if (db) sendOptions.db = db;
    return boss.send(name, data, sendOptions);
  }

  async runNow<T = unknown>(name: string, data: object = {}): Promise<JobRun<T>> {
    const registration = this.registrations.get(name);
    if (!registration) throw new Error(`No job handler registered as "${name}"`);
    return this.invoke(registration, data, { name }) as Promise<JobRun<T>>;
  }

  registered(): Array<{ name: string; kind: 'worker' | 'scheduled'; cron?: string }> {
    return [...this.registrations.values()].map(({ name, kind, cron }) => ({ name, kind, ...(cron ? { cron } : {}) }));
  }

  schedules(from: Date = new Date()): Array<{ name: string; cron: string; tz: string; nextRun: Date }> {
    return [...this.registrations.values()]
      .filter((r): r is Registration & { cron: string } => r.kind === 'scheduled' && r.cron !== undefined)
      .map(({ name, cron, tz = 'UTC' }) => ({ name, cron, tz, nextRun: nextRun({ cron, tz }, from) }));
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.runtime.workers && !this.runtime.scheduler) return;
    const boss = await this.boss();
    for (const registration of this.registrations.values()) await this.activate(boss, registration);
    if (this.runtime.scheduler) await this.dropStaleSchedules(boss);
    this.activated = true;
    this.logger.log(
      `Jobs started (${[this.runtime.workers && 'workers', this.runtime.scheduler && 'scheduler'].filter(Boolean).join(' + ')}): ${this.registrations.size} handler(s)`,
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    const pending = this.bossPromise;
    if (!pending) return;
    const boss = await pending.catch(() => undefined);
    if (!boss) return;
    const share = Math.floor(this.config.shutdownGraceMs * 0.8);
    const timeout = Math.max(1000, this.config.processRole === 'worker' ? share : Math.min(share, 10_000));
    await boss.stop({ graceful: true, timeout });
  }

  private add(registration: Registration): void {
    if (!/^[\w.\-/]+$/.test(registration.name)) throw new Error(`Invalid job name "${registration.name}": use letters, digits, _ . - /`);
    if (this.registrations.has(registration.name)) throw new Error(`Job "${registration.name}" is registered twice`);
    this.registrations.set(registration.name, registration);
    if (this.activated && this.bossPromise) {
      this.bossPromise
        .then((boss) => this.activate(boss, registration))
        .catch((error: unknown) => this.logger.error({ err: error, job: registration.name }, 'Could not start job handler'));
    }
  }

  private boss(): Promise<PgBoss> {
    if (this.stopped) return Promise.reject(new Error('Jobs are shutting down'));
    if (!this.bossPromise) {
      const started = this.startBoss();
      // A failed start (database down) must not poison every later call.
      started.catch(() => {
        if (this.bossPromise === started) this.bossPromise = undefined;
      });
      this.bossPromise = started;
    }
    return this.bossPromise;
  }

  private async startBoss(): Promise<PgBoss> {
    const url = (this.dataSource.options as { url?: string }).url;
    if (!url) throw new Error('JobsService needs the DataSource to be configured with a url');
    const active = this.runtime.workers || this.runtime.scheduler;
    const boss = new PgBoss({
      connectionString: url,
      schema: JOBS_SCHEMA,
      application_name: `soundpost-jobs-${process.pid}`,
      max: active ? Math.min(this.config.database.poolMax, 5) : 2,
      connectionTimeoutMillis: this.config.database.connectTimeoutMs,
      schedule: this.runtime.scheduler,
      supervise: active,
    });
    boss.on('error', (error) => {
      if (isDatabaseUnavailableError(error)) this.logger.warn({ err: error.message }, 'pg-boss: database unavailable');
      else this.logger.error({ err: error }, `pg-boss: ${error.message}`);
    });
    boss.on('warning', (warning) => this.logger.warn({ data: warning.data }, `pg-boss: ${warning.message}`));
    await boss.start();
    return boss;
  }

  private async ensureQueue(boss: PgBoss, name: string, options?: Omit<Queue, 'name'>): Promise<void> {
    if (this.queues.has(name)) return;
    await boss.createQueue(name, options); // ON CONFLICT DO NOTHING: safe from every instance
    this.queues.add(name);
  }

  private async activate(boss: PgBoss, registration: Registration): Promise<void> {
    const { name, kind, worker } = registration;
    await this.ensureQueue(boss, name, {
      policy: kind === 'scheduled' ? 'stately' : 'standard',
      ...pick(worker, ['retryLimit', 'retryDelay', 'retryBackoff', 'expireInSeconds']),
      ...(registration.schedule?.expireInSeconds ? { expireInSeconds: registration.schedule.expireInSeconds } : {}),
    });
    if (kind === 'scheduled' && this.runtime.scheduler && registration.cron) {
      await boss.schedule(name, registration.cron, null, { tz: registration.tz ?? 'UTC' });
    }
    if (this.runtime.workers) {
      await boss.work<object>(
        name,
        { localConcurrency: worker.concurrency ?? 1, pollingIntervalSeconds: worker.pollingIntervalSeconds ?? 2, batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) {
            const run = await this.invoke(registration, job.data ?? {}, { name, jobId: job.id, signal: job.signal });
            if (!run.ran) this.logger.log({ job: name, jobId: job.id }, `Skipped ${name}: another run holds its lock`);
          }
        },
      );
    }
  }

  /** Schedules whose code is gone would otherwise fire forever. */
  private async dropStaleSchedules(boss: PgBoss): Promise<void> {
    for (const schedule of await boss.getSchedules()) {
      if (this.registrations.get(schedule.name)?.kind !== 'scheduled') {
        await boss.unschedule(schedule.name, schedule.key);
        this.logger.log(`Removed the stale schedule ${schedule.name}`);
      }
    }
  }

  private async invoke(registration: Registration, data: object, context: JobContext): Promise<JobRun> {
    const call = async () => {
      const started = Date.now();
      try {
        const result = await registration.handler(data, context);
        this.logger.debug({ job: registration.name, jobId: context.jobId, ms: Date.now() - started }, `Job ${registration.name} done`);
        return result;
      } catch (error) {
        this.logger.error({ err: error, job: registration.name, jobId: context.jobId }, `Job ${registration.name} failed`);
        throw error;
      }
    };
    const inContext = <T>(fn: () => Promise<T>) =>
      RequestContext.current() ? fn() : RequestContext.run({ requestId: `job:${registration.name}:${context.jobId ?? 'now'}` }, fn);
    if (registration.kind === 'worker') return inContext(async () => ({ ran: true, result: await call() }));
    const locked = await inContext(() => withAdvisoryLock(this.dataSource, scheduledJobLockName(registration.name), call));
    return locked.acquired ? { ran: true, result: locked.result } : { ran: false, reason: 'locked' };
  }
}

function pick<T extends object, K extends keyof T>(source: T, keys: K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (source[key] !== undefined) out[key] = source[key];
  return out;
}
