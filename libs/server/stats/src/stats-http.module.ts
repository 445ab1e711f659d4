import { Module } from '@nestjs/common';
import { AdminStatsController } from './http/admin-stats.controller';
import { ArtistStatsController, StatsReportUnsubscribeController } from './http/artist-stats.controller';
import { TrendFormReader } from './imports/trend-form.reader';
import { StatsModule } from './stats.module';

@Module({
  imports: [StatsModule],
  providers: [TrendFormReader],
  controllers: [AdminStatsController, ArtistStatsController, StatsReportUnsubscribeController],
})
export class StatsHttpModule {}
