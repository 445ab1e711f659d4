import { Module } from '@nestjs/common';
import { BillingModule } from '@soundpost/server-billing';
import { SupportModule } from '@soundpost/server-support';
import { WalletModule } from '@soundpost/server-wallet';
import { DashboardStatsRepository } from './stats/dashboard-stats.repository';
import { DashboardsService } from './stats/dashboards.service';

/** The artist and back-office dashboards' figures: services only. Owns no table. */
@Module({
  imports: [BillingModule, SupportModule, WalletModule],
  providers: [DashboardStatsRepository, DashboardsService],
  exports: [DashboardsService],
})
export class DashboardsModule {}
