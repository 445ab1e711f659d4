import { applyDecorators, Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { StatsFreshnessResponse, StatsReportSettings, StatsSummaryResponse, StatsUnsubscribeResponse } from '@soundpost/contracts';
import { AccountRoles, ArtistOnly, CurrentUser } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiJsonBody, ApiNoBody, ApiPathParam, ApiText, Public } from '@soundpost/server-core/http';
import type { FastifyReply } from 'fastify';
import { StatsReportSettingsService } from '../reports/stats-report-settings.service';
import { summaryCsv } from '../summary/stats-export';
import { advancedOnly, StatsSummaryService } from '../summary/stats-summary.service';
import { StatsReportSettingsDto, validateSummaryQuery } from './stats.dto';

const SUMMARY_QUERY = {
  from: { type: 'string', format: 'date' },
  to: { type: 'string', format: 'date' },
  group_by: { type: 'string', enum: ['day', 'week', 'month', 'store', 'territory', 'release', 'track', 'source'] },
  release_id: { type: 'string' },
  track_id: { type: 'string' },
  store_id: { type: 'string' },
  territory: { type: 'string' },
} as const;

const ApiQueryParams = (params: Record<string, Record<string, unknown>>): MethodDecorator =>
  applyDecorators(...Object.entries(params).map(([name, schema]) => ApiQuery({ name, required: false, schema })));

/** The artist's streaming statistics, read from the rollups of the stores' trend reports. */
@ApiTags('artist: stats')
@ArtistOnly()
@AccountRoles('read')
@ApiErrors(401, 403, 503)
@Controller('artist/stats')
export class ArtistStatsController {
  constructor(
    private readonly summaries: StatsSummaryService,
    private readonly reports: StatsReportSettingsService,
  ) {}

  @Get('summary')
  @ApiQueryParams(SUMMARY_QUERY)
  @ApiJson(200, 'StatsSummaryResponse')
  @ApiErrors(404, 422)
  summary(@CurrentUser('id') userId: string, @Query() query: Record<string, unknown>): Promise<StatsSummaryResponse> {
    return this.summaries.summary(userId, validateSummaryQuery(query));
  }

  @Get('freshness')
  @ApiJson(200, 'StatsFreshnessResponse')
  freshness(): Promise<StatsFreshnessResponse> {
    return this.summaries.freshness();
  }

  /** Exactly the rows the page shows for these filters, as CSV (advanced reporting). */
  @Get('export')
  @ApiQueryParams(SUMMARY_QUERY)
  @ApiProduces('text/csv')
  @ApiText('text/csv', 'text/csv: the group key (and its name), streams, listeners, saves, previous period streams')
  @ApiErrors(404, 422)
  async export(@CurrentUser('id') userId: string, @Query() query: Record<string, unknown>, @Res() reply: FastifyReply): Promise<void> {
    const checked = validateSummaryQuery(query);
    if (!(await this.summaries.allowance(userId)).advanced) throw advancedOnly();
    const summary = await this.summaries.summary(userId, checked);
    await reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="streams-by-${summary.group_by}-${summary.from}-${summary.to}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(summaryCsv(summary));
  }

  @Get('report-settings')
  @ApiJson(200, 'StatsReportSettings')
  reportSettings(@CurrentUser('id') userId: string): Promise<StatsReportSettings> {
    return this.reports.get(userId);
  }

  @Put('report-settings')
  @AccountRoles('catalogue')
  @ApiJsonBody('StatsReportSettings')
  @ApiJson(200, 'StatsReportSettings')
  @ApiErrors(422)
  putReportSettings(@CurrentUser('id') userId: string, @Body() body: StatsReportSettingsDto): Promise<StatsReportSettings> {
    return this.reports.put(userId, body.frequency);
  }
}

/** The report e-mail's one-click unsubscribe (RFC 8058): the token is the proof, no session needed. */
@ApiTags('public: stats')
@Public()
@Controller('stats/report')
export class StatsReportUnsubscribeController {
  constructor(private readonly reports: StatsReportSettingsService) {}

  @Post('unsubscribe/:token')
  @HttpCode(200)
  @ApiPathParam('token', { type: 'string', format: 'uuid' })
  @ApiNoBody()
  @ApiJson(200, 'StatsUnsubscribeResponse')
  @ApiErrors(404)
  unsubscribe(@Param('token') token: string): Promise<StatsUnsubscribeResponse> {
    return this.reports.unsubscribe(token);
  }
}
