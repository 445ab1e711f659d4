import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobsService, type JobSchedule } from '@soundpost/server-core/jobs';
import { StatsCollectService } from './stats-collect.service';

export const STATS_COLLECT_SCHEDULE = {
  name: 'stats.collect',
  cron: '30 5 * * *',
  owner: 'stats',
  what: "collects the trend reports stores leave in their delivery target's reports/ inbox, before the 07:00 report e-mail",
} as const satisfies JobSchedule;

@Injectable()
export class StatsCollectJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly collect: StatsCollectService,
  ) {}

  onModuleInit(): void {
    this.jobs.schedule(STATS_COLLECT_SCHEDULE, async () => {
      const { stores } = await this.collect.collect();
      const sum = (key: 'imported' | 'duplicates' | 'rejected' | 'waiting' | 'failed') => stores.reduce((n, s) => n + s[key], 0);
      return { stores: stores.length, imported: sum('imported'), duplicates: sum('duplicates'), rejected: sum('rejected'), waiting: sum('waiting'), failed: sum('failed'), unreachable: stores.filter((s) => s.error).map((s) => s.storeId) };
    });
  }
}
