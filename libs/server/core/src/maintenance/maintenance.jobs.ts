import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { JobsService } from '../jobs/jobs.service';
import { JobSchedule } from '../jobs/schedules';
import { RateLimitService } from '../rate-limit/rate-limit.service';

export const CORE_CLEANUP_SCHEDULE = {
  name: 'core.cleanup',
  cron: '17 3 * * *',
  owner: 'core (maintenance)',
  what: 'deletes idempotency keys older than 24 h and expired rate-limit counters',
} as const satisfies JobSchedule;
export const CORE_CLEANUP_JOB = CORE_CLEANUP_SCHEDULE.name;

@Injectable()
export class MaintenanceJobs implements OnModuleInit {
  private readonly logger = new Logger('Maintenance');

  constructor(
    private readonly jobs: JobsService,
    private readonly idempotency: IdempotencyService,
    private readonly rateLimits: RateLimitService,
  ) {}

  onModuleInit(): void {
    this.jobs.schedule(CORE_CLEANUP_SCHEDULE, () => this.cleanup());
  }

  async cleanup(): Promise<{ idempotencyKeys: number; rateLimits: number }> {
    const result = { idempotencyKeys: await this.idempotency.deleteExpired(), rateLimits: await this.rateLimits.deleteExpired() };
    this.logger.log(result, 'cleanup done');
    return result;
  }
}
