import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@soundpost/server-core/config';
import { JobSchedule, JobsService } from '@soundpost/server-core/jobs';
import { NotificationsService } from './notifications/notifications.service';

export const NOTIFICATIONS_CLEANUP_SCHEDULE = {
  name: 'notifications.cleanup',
  cron: '29 3 * * *',
  owner: 'notifications',
  what: 'deletes read notifications older than NOTIFICATIONS_RETENTION_DAYS (unread ones are kept)',
} as const satisfies JobSchedule;
export const NOTIFICATIONS_CLEANUP_JOB = NOTIFICATIONS_CLEANUP_SCHEDULE.name;

@Injectable()
export class NotificationsMaintenance implements OnModuleInit {
  private readonly logger = new Logger('NotificationsMaintenance');

  constructor(
    private readonly jobs: JobsService,
    private readonly notifications: NotificationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.schedule(NOTIFICATIONS_CLEANUP_SCHEDULE, () => this.cleanup());
  }

  async cleanup(): Promise<{ notifications: number }> {
    const result = { notifications: await this.notifications.pruneRead(this.config.notifications.retentionDays) };
    this.logger.log(result, 'cleanup done');
    return result;
  }
}
