import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobsService, type JobSchedule } from '@soundpost/server-core/jobs';
import { ReleaseDayService } from './release-day.service';

export const LINKS_RELEASE_DAY_SCHEDULE = {
  name: 'links.release-day',
  cron: '5 * * * *',
  owner: 'links',
  what: "on a release's date (UTC), once a store lists it: e-mails each confirmed fan of its link once and deletes the fans, and saves the fans' pre-saves at the stores; deletes addresses unconfirmed for a week",
} as const satisfies JobSchedule;

@Injectable()
export class ReleaseDayJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly releaseDay: ReleaseDayService,
  ) {}

  onModuleInit(): void {
    this.jobs.schedule(LINKS_RELEASE_DAY_SCHEDULE, () => this.releaseDay.runDue());
  }
}
