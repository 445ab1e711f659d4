import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobsService, type JobSchedule } from '@soundpost/server-core/jobs';
import { TaxRemindersService } from './tax-reminders.service';

export const TAX_REMINDERS_SCHEDULE = {
  name: 'tax.form-reminders',
  cron: '20 7 * * *',
  owner: 'tax',
  what: 'tells accounts whose W-8 expires in 90, 30 or 7 days, or has expired (payouts blocked), each reminder once',
} as const satisfies JobSchedule;

@Injectable()
export class TaxRemindersJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly reminders: TaxRemindersService,
  ) {}

  onModuleInit(): void {
    this.jobs.schedule(TAX_REMINDERS_SCHEDULE, async () => {
      await this.reminders.sendDue();
    });
  }
}
