import { Module } from '@nestjs/common';
import { JobsService } from './jobs.service';

/**
 * Postgres-backed jobs (pg-boss). JobsService reads JOBS_RUNTIME (JobsRuntimeModule.forRoot) to
 * know whether this process runs workers and the scheduler; without it, it only enqueues.
 */
@Module({ providers: [JobsService], exports: [JobsService] })
export class JobsModule {}
