import { DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';

export interface JobsRuntime {
  workers: boolean;
  scheduler: boolean;
}

export const JOBS_RUNTIME = Symbol('JOBS_RUNTIME');

/** Without a JobsRuntimeModule the safe default: enqueue only (what the CLI and tests need). */
export const ENQUEUE_ONLY: JobsRuntime = Object.freeze({ workers: false, scheduler: false });

/** Only the server works jobs: a one-shot CLI command could pick one up and die halfway. */
export function jobsRuntimeFor(role: 'api' | 'cli' | 'test', config: Pick<AppConfig, 'processRole'>): JobsRuntime {
  if (role !== 'api') return ENQUEUE_ONLY;
  const on = config.processRole !== 'api';
  return { workers: on, scheduler: on };
}

@Global()
@Module({})
export class JobsRuntimeModule {
  static forRoot(runtime: JobsRuntime): DynamicModule {
    return { module: JobsRuntimeModule, providers: [{ provide: JOBS_RUNTIME, useValue: runtime }], exports: [JOBS_RUNTIME] };
  }
}
