import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobsService, type JobSchedule } from '@soundpost/server-core/jobs';
import { AccountClosingService } from './account-closing.service';

export const ACCOUNT_CLOSURES_SCHEDULE = {
  name: 'privacy.finish-closures',
  cron: '*/5 * * * *',
  owner: 'privacy',
  what: 'erases the personal data of closing accounts whose store takedowns have all been sent',
} as const satisfies JobSchedule;

@Injectable()
export class AccountClosingJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly closing: AccountClosingService,
  ) {}

  onModuleInit(): void {
    this.jobs.schedule(ACCOUNT_CLOSURES_SCHEDULE, () => this.closing.finishDue());
  }
}
