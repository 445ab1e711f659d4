import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobsService, type JobSchedule } from '@soundpost/server-core/jobs';
import { DataExportsService } from './data-exports.service';

export const DATA_EXPORT_EXPIRY_SCHEDULE = {
  name: 'privacy.expire-exports',
  cron: '40 3 * * *',
  owner: 'privacy',
  what: 'deletes the files of data exports whose 7-day link has expired and marks them expired',
} as const satisfies JobSchedule;

@Injectable()
export class DataExportsJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly exports: DataExportsService,
  ) {}

  onModuleInit(): void {
    this.jobs.schedule(DATA_EXPORT_EXPIRY_SCHEDULE, () => this.exports.expireDue());
  }
}
