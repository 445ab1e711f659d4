import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { JobsService } from '@soundpost/server-core/jobs';
import { DataSource } from 'typeorm';
import { RoyaltyImportsRepository } from '../imports/royalty-imports.repository';
import { RoyaltyPaidUnitsRepository } from './royalty-paid-units.repository';

export const ROYALTY_PAID_UNITS_JOB = 'royalties.paid-units';

export interface RoyaltyPaidUnitsJob {
  importId: string;
}

/**
 * Groups a posted import's units for statistics' reconciliation, queued in the posting's transaction. Once per import:
 * under the import's row lock, and only while its units are not recorded (a retry or a second delivery does nothing).
 */
@Injectable()
export class RoyaltyPaidUnitsJobs implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly imports: RoyaltyImportsRepository,
    private readonly paidUnits: RoyaltyPaidUnitsRepository,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register<RoyaltyPaidUnitsJob>(ROYALTY_PAID_UNITS_JOB, ({ importId }) => this.record(importId), { retryLimit: 5, retryDelay: 30, retryBackoff: true });
  }

  async record(importId: string): Promise<{ recorded: boolean }> {
    return this.db.transaction(async (manager) => {
      const row = await this.imports.lockById(manager, importId);
      if (!row || row.status !== 'posted' || row.unitsRecordedAt) return { recorded: false };
      await this.paidUnits.recordImport(manager, row.id, row.storeId);
      await this.imports.update(manager, row.id, { unitsRecordedAt: new Date() });
      return { recorded: true };
    });
  }
}
