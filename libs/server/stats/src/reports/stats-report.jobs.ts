import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobsService, type JobSchedule } from '@soundpost/server-core/jobs';
import { StatsReportService } from './stats-report.service';

export const STATS_REPORT_SCHEDULE = {
  name: 'stats.report',
  cron: '0 7 * * *',
  owner: 'stats',
  what: "e-mails the opt-in streaming reports: yesterday's figures every day, the last week's on Mondays",
} as const satisfies JobSchedule;

@Injectable()
export class StatsReportJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly reports: StatsReportService,
  ) {}

  onModuleInit(): void {
    this.jobs.schedule(STATS_REPORT_SCHEDULE, () => this.reports.sendDue());
  }
}
