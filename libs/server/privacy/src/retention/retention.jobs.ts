import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobsService, type JobSchedule } from '@soundpost/server-core/jobs';
import { RetentionService } from './retention.service';

export const RETENTION_SWEEP_SCHEDULE = {
  name: 'privacy.retention-sweep',
  cron: '10 4 * * *',
  owner: 'privacy',
  what: 'purges identity documents past their retention: 90 days after a rejected application, KYC_DOCUMENT_RETENTION_DAYS after a closed account',
} as const satisfies JobSchedule;

@Injectable()
export class RetentionJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly retention: RetentionService,
  ) {}

  onModuleInit(): void {
    this.jobs.schedule(RETENTION_SWEEP_SCHEDULE, async () => {
      await this.retention.sweep();
    });
  }
}
