import { DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';

/**
 * What this process does with jobs. Every process can ENQUEUE; only the long-running server
 * process works jobs off the queue and creates the scheduled (cron) jobs. The CLI must never do
 * either: a one-shot command that starts workers could pick up a job and die half-way through it.
 */
export interface JobsRuntime {
  /** Poll the queues and run the registered handlers (including the scheduled ones' runs). */
  workers: boolean;
  /** Create a job for each schedule when its cron slot comes (pg-boss does it once per slot). */
  scheduler: boolean;
}

export const JOBS_RUNTIME = Symbol('JOBS_RUNTIME');

/** Without a JobsRuntimeModule the safe default: enqueue only (what the CLI and tests need). */
export const ENQUEUE_ONLY: JobsRuntime = Object.freeze({ workers: false, scheduler: false });

/**
 * The process kind (`PlatformModule`'s role) and the deployment role (`PROCESS_ROLE`) decide the
 * runtime: the api process runs workers and the scheduler unless PROCESS_ROLE=api (an HTTP-only
 * instance next to dedicated worker instances); the CLI and the test apps only enqueue (tests run
 * a handler synchronously with `JobsService.runNow`).
 */
export function jobsRuntimeFor(role: 'api' | 'cli' | 'test', config: Pick<AppConfig, 'processRole'>): JobsRuntime {
  if (role !== 'api') return ENQUEUE_ONLY;
  const on = config.processRole !== 'api';
  return { workers: on, scheduler: on };
}

/** Provides JOBS_RUNTIME everywhere. Imported once, by the process-level module. */
@Global()
@Module({})
export class JobsRuntimeModule {
  static forRoot(runtime: JobsRuntime): DynamicModule {
    return { module: JobsRuntimeModule, providers: [{ provide: JOBS_RUNTIME, useValue: runtime }], exports: [JOBS_RUNTIME] };
  }
}
