import { Injectable, OnModuleInit } from '@nestjs/common';
import type { FraudScanResult } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';
import { JobSchedule, JobsService } from '@soundpost/server-core/jobs';
import { FraudSettings } from '../fraud.settings';
import { FraudScanService } from './fraud-scan.service';

export const FRAUD_SCAN_SCHEDULE = {
  name: 'fraud.scan',
  cron: '0 * * * *',
  owner: 'fraud',
  what: 'runs every fraud rule over all users, records new findings and auto-blocks critical scores (FRAUD_SCAN_CRON)',
} as const satisfies JobSchedule;

export const FRAUD_SCAN_QUEUE = 'fraud.scan-requested';

@Injectable()
export class FraudScanJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly scanner: FraudScanService,
    private readonly settings: FraudSettings,
  ) {}

  onModuleInit(): void {
    this.jobs.schedule({ ...FRAUD_SCAN_SCHEDULE, cron: this.settings.scanCron }, () => this.runSkippingOverlap('schedule'));
    this.jobs.register(FRAUD_SCAN_QUEUE, () => this.runSkippingOverlap('queue'), { retryLimit: 0, expireInSeconds: 60 * 60 });
  }

  /** Queues a scan; one waiting scan at a time is enough (a second request joins it). */
  enqueue(): Promise<string | null> {
    return this.jobs.enqueue(FRAUD_SCAN_QUEUE, {}, { singletonKey: 'fraud-scan', singletonSeconds: 60 });
  }

  private async runSkippingOverlap(trigger: string): Promise<FraudScanResult | { skipped: 'already running' }> {
    try {
      return await this.scanner.run({ trigger });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'fraud_scan_running') return { skipped: 'already running' };
      throw error;
    }
  }
}
