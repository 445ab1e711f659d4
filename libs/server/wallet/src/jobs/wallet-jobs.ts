import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UserSummariesService } from '@soundpost/server-auth';
import { JobSchedule, JobsService } from '@soundpost/server-core/jobs';
import { NotificationsService } from '@soundpost/server-notifications';
import { DataSource } from 'typeorm';
import { LedgerService, WalletMismatch } from '../ledger/ledger.service';
import { WALLET_MISMATCH_NOTIFICATION } from '../notifications/wallet-notification-templates';
import { PayoutsService } from '../payouts/payouts.service';

export const WALLET_VERIFY_SCHEDULE = {
  name: 'wallet.verify',
  cron: '41 3 * * *',
  owner: 'wallet',
  what: 'recomputes every wallet balance from its entries; a mismatch is logged and notified to staff',
} as const satisfies JobSchedule;

export const PAYOUTS_POLL_SCHEDULE = {
  name: 'wallet.payouts-poll',
  cron: '*/5 * * * *',
  owner: 'wallet',
  what: 'asks PayPal about processing payouts (paid or failed) and resends those a rail never received',
} as const satisfies JobSchedule;

@Injectable()
export class WalletJobs implements OnModuleInit {
  private readonly logger = new Logger('Wallets');

  constructor(
    private readonly jobs: JobsService,
    private readonly ledger: LedgerService,
    private readonly payouts: PayoutsService,
    private readonly users: UserSummariesService,
    private readonly notifications: NotificationsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.jobs.schedule(WALLET_VERIFY_SCHEDULE, () => this.verifyAndAlert());
    this.jobs.schedule(PAYOUTS_POLL_SCHEDULE, () => this.pollPayouts());
  }

  async verifyAndAlert(): Promise<{ mismatches: WalletMismatch[] }> {
    const mismatches = await this.ledger.verify();
    if (!mismatches.length) return { mismatches };
    this.logger.error({ mismatches }, `${mismatches.length} wallet balance(s) disagree with their entries`);
    const staff = new Set([...(await this.users.newestWithRole('admin', 200)), ...(await this.users.newestWithRole('manager', 200))].map((u) => u.id));
    const request = { template: WALLET_MISMATCH_NOTIFICATION, params: { count: String(mismatches.length) }, url: null };
    await this.dataSource.transaction((m) => this.notifications.notifyMany(m, [...staff].map((userId) => ({ userId, request }))));
    return { mismatches };
  }

  async pollPayouts(): Promise<{ checked: number }> {
    const ids = await this.payouts.awaitingRail();
    for (const id of ids) {
      try {
        await this.payouts.reconcile(id);
      } catch (error) {
        this.logger.warn(`Payout ${id} could not be reconciled: ${(error as Error).message}`);
      }
    }
    return { checked: ids.length };
  }
}
