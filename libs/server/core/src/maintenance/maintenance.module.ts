import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../idempotency/idempotency.module';
import { JobsModule } from '../jobs/jobs.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { MaintenanceJobs } from './maintenance.jobs';

@Module({ imports: [JobsModule, IdempotencyModule, RateLimitModule], providers: [MaintenanceJobs], exports: [MaintenanceJobs] })
export class MaintenanceModule {}
