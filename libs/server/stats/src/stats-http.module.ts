import { Module } from '@nestjs/common';
import { BillingModule } from '@soundpost/server-billing';
import { AdminStatsCollectedController } from './collect/http/admin-stats-collected.controller';
import { AdminStatsReconciliationController } from './http/admin-stats-reconciliation.controller';
import { AdminStatsController } from './http/admin-stats.controller';
import { ArtistLabelReportsController } from './http/artist-label-reports.controller';
import { ArtistStatsReconciliationController } from './http/artist-stats-reconciliation.controller';
import { ArtistStatsController, StatsReportUnsubscribeController } from './http/artist-stats.controller';
import { TrendFormReader } from './imports/trend-form.reader';
import { LabelReportsRepository } from './label-reports/label-reports.repository';
import { LabelReportsService } from './label-reports/label-reports.service';
import { StatsModule } from './stats.module';

@Module({
  imports: [StatsModule, BillingModule],
  // Label reports are read by their page only: the service lives with its controller.
  providers: [TrendFormReader, LabelReportsRepository, LabelReportsService],
  controllers: [
    AdminStatsController,
    AdminStatsCollectedController,
    AdminStatsReconciliationController,
    ArtistStatsController,
    ArtistStatsReconciliationController,
    StatsReportUnsubscribeController,
    ArtistLabelReportsController,
  ],
})
export class StatsHttpModule {}
