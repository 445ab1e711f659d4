import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { STATS_COLLECTED_OUTCOMES, type StatsCollectedReportPage } from '@soundpost/contracts';
import { StaffOnly } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiListQuery } from '@soundpost/server-core/http';
import { parseListQuery } from '@soundpost/server-core/lists';
import { StatsCollectService } from '../stats-collect.service';
import { statsCollectedReportsListSpec } from '../stats-collected-reports.list';

/** The back office's log of the reports collected from the stores' inboxes. */
@ApiTags('admin: stats')
@StaffOnly()
@ApiErrors(401, 403, 503)
@Controller('admin/stats')
export class AdminStatsCollectedController {
  constructor(private readonly collect: StatsCollectService) {}

  @Get('collected')
  @ApiListQuery({ store_id: { type: 'string' }, outcome: { type: 'string', enum: [...STATS_COLLECTED_OUTCOMES] } })
  @ApiJson(200, 'StatsCollectedReportPage')
  list(@Query() query: Record<string, unknown>): Promise<StatsCollectedReportPage> {
    return this.collect.list(parseListQuery(query, statsCollectedReportsListSpec));
  }
}
