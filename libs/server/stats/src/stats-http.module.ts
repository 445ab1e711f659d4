import { Module } from '@nestjs/common';
import { AdminStatsCollectedController } from './collect/http/admin-stats-collected.controller';
import { AdminStatsReconciliationController } from './http/admin-stats-reconciliation.controller';
import { AdminStatsController } from './http/admin-stats.controller';
import { ArtistStatsReconciliationController } from './http/artist-stats-reconciliation.controller';
import { ArtistStatsController, StatsReportUnsubscribeController } from './http/artist-stats.controller';
import { TrendFormReader } from './imports/trend-form.reader';
import { StatsModule } from './stats.module';

@Module({
  imports: [StatsModule],
  providers: [TrendFormReader],
  controllers: [AdminStatsController, AdminStatsCollectedController, AdminStatsReconciliationController, ArtistStatsController, ArtistStatsReconciliationController, StatsReportUnsubscribeController],
})
export class StatsHttpModule {}
