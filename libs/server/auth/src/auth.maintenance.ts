import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { JobsService } from '@soundpost/server-core';
import { OneTimeCodesService } from './codes/one-time-codes.service';
import { TokensService } from './tokens/tokens.service';

export const AUTH_CLEANUP_JOB = 'auth.cleanup';
/** Dead rows are kept a day (handy when reading logs about a recent logout), then deleted. */
export const AUTH_CLEANUP_GRACE_SECONDS = 24 * 60 * 60;

/**
 * Nightly: tokens expired or revoked, and codes used or expired, more than a day ago. Neither can
 * ever work again; without this the tables only grow. `soundpost jobs run auth.cleanup` is its CLI twin.
 */
@Injectable()
export class AuthMaintenance implements OnModuleInit {
  private readonly logger = new Logger('AuthMaintenance');

  constructor(
    private readonly jobs: JobsService,
    private readonly tokens: TokensService,
    private readonly codes: OneTimeCodesService,
  ) {}

  onModuleInit(): void {
    this.jobs.schedule(AUTH_CLEANUP_JOB, '23 3 * * *', () => this.cleanup());
  }

  async cleanup(): Promise<{ tokens: number; codes: number }> {
    const result = { tokens: await this.tokens.deleteDead(AUTH_CLEANUP_GRACE_SECONDS), codes: await this.codes.deleteDead(AUTH_CLEANUP_GRACE_SECONDS) };
    this.logger.log(result, 'cleanup done');
    return result;
  }
}
