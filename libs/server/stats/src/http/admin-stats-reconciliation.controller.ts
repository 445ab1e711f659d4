import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { LateReportPage, MissingRevenuePage, StatsStoreSettingPage, StatsStoreSettingResponse } from '@soundpost/contracts';
import { StaffOnly } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiJsonBody, ApiListQuery, ApiPathParam } from '@soundpost/server-core/http';
import { parseListQuery } from '@soundpost/server-core/lists';
import { lateReportsListSpec, missingRevenueListSpec, storeSettingsListSpec } from '../reconciliation/reconciliation.lists';
import { ReconciliationService } from '../reconciliation/reconciliation.service';
import { checkMonthFilter, StatsStoreSettingDto } from './reconciliation.dto';

const FILTERS = { store_id: { type: 'string' }, month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' } } as const;

/** The back office's reconciliation of trends with paid royalties, and each store's reporting lag. */
@ApiTags('admin: stats')
@StaffOnly()
@ApiErrors(401, 403, 503)
@Controller('admin/stats')
export class AdminStatsReconciliationController {
  constructor(private readonly reconciliation: ReconciliationService) {}

  @Get('stores')
  @ApiListQuery()
  @ApiJson(200, 'StatsStoreSettingPage')
  stores(@Query() query: Record<string, unknown>): Promise<StatsStoreSettingPage> {
    return this.reconciliation.stores(parseListQuery(query, storeSettingsListSpec));
  }

  @Get('stores/:store_id')
  @ApiPathParam('store_id', { type: 'string' })
  @ApiJson(200, 'StatsStoreSettingResponse')
  @ApiErrors(404)
  store(@Param('store_id') storeId: string): Promise<StatsStoreSettingResponse> {
    return this.reconciliation.store(storeId);
  }

  @Put('stores/:store_id')
  @ApiPathParam('store_id', { type: 'string' })
  @ApiJsonBody('StatsStoreSettingRequest')
  @ApiJson(200, 'StatsStoreSettingResponse')
  @ApiErrors(404, 422)
  setLag(@Param('store_id') storeId: string, @Body() body: StatsStoreSettingDto): Promise<StatsStoreSettingResponse> {
    return this.reconciliation.setLag(storeId, body.reporting_lag_days);
  }

  @Get('reconciliation/missing-revenue')
  @ApiListQuery(FILTERS)
  @ApiJson(200, 'MissingRevenuePage')
  @ApiErrors(422)
  missingRevenue(@Query() query: Record<string, unknown>): Promise<MissingRevenuePage> {
    return this.reconciliation.missingRevenue(checkMonthFilter(parseListQuery(query, missingRevenueListSpec)));
  }

  @Get('reconciliation/late-reports')
  @ApiListQuery(FILTERS)
  @ApiJson(200, 'LateReportPage')
  @ApiErrors(422)
  lateReports(@Query() query: Record<string, unknown>): Promise<LateReportPage> {
    return this.reconciliation.lateReports(checkMonthFilter(parseListQuery(query, lateReportsListSpec)));
  }
}
