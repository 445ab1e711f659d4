import { Module } from '@nestjs/common';
import { BillingModule } from '@soundpost/server-billing';
import { ReleasesModule } from '@soundpost/server-releases';
import { RoyaltiesModule } from '@soundpost/server-royalties';
import { SupportModule } from '@soundpost/server-support';
import { WalletModule } from '@soundpost/server-wallet';
import { DashboardsService } from './stats/dashboards.service';

/** Owns no table; reads through the owners' services. */
@Module({
  imports: [BillingModule, ReleasesModule, RoyaltiesModule, SupportModule, WalletModule],
  providers: [DashboardsService],
  exports: [DashboardsService],
})
export class DashboardsModule {}
