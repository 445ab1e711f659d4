import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { JobSchedule, JobsService } from '@soundpost/server-core/jobs';
import { OneTimeCodesService } from './codes/one-time-codes.service';
import { TokensService } from './tokens/tokens.service';

export const AUTH_CLEANUP_SCHEDULE = {
  name: 'auth.cleanup',
  cron: '23 3 * * *',
  owner: 'auth',
  what: 'deletes access tokens and one-time codes dead for more than a day',
} as const satisfies JobSchedule;
export const AUTH_CLEANUP_JOB = AUTH_CLEANUP_SCHEDULE.name;
export const AUTH_CLEANUP_GRACE_SECONDS = 24 * 60 * 60;

@Injectable()
export class AuthMaintenance implements OnModuleInit {
  private readonly logger = new Logger('AuthMaintenance');

  constructor(
    private readonly jobs: JobsService,
    private readonly tokens: TokensService,
    private readonly codes: OneTimeCodesService,
  ) {}

  onModuleInit(): void {
    this.jobs.schedule(AUTH_CLEANUP_SCHEDULE, () => this.cleanup());
  }

  async cleanup(): Promise<{ tokens: number; codes: number }> {
    const result = { tokens: await this.tokens.deleteDead(AUTH_CLEANUP_GRACE_SECONDS), codes: await this.codes.deleteDead(AUTH_CLEANUP_GRACE_SECONDS) };
    this.logger.log(result, 'cleanup done');
    return result;
  }
}
