import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobsService, type JobSchedule } from '@soundpost/server-core/jobs';
import { StatsSpikesService } from './stats-spikes.service';

export const STATS_SPIKES_SCHEDULE = {
  name: 'stats.spikes',
  cron: '30 6 * * *',
  owner: 'stats',
  what: "flags unusual daily streams per track, store and country against the trailing 28 days as fraud-centre findings (S1_STREAM_SPIKE, never a block alone)",
} as const satisfies JobSchedule;

@Injectable()
export class StatsSpikesJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly spikes: StatsSpikesService,
  ) {}

  onModuleInit(): void {
    this.jobs.schedule(STATS_SPIKES_SCHEDULE, () => this.spikes.run());
  }
}
