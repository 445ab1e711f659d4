import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { StatsImportDetailResponse, StatsImportPage, StatsPresetListResponse, StatsPresetResponse } from '@soundpost/contracts';
import { CurrentUser, StaffOnly } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiJsonBody, ApiListQuery, ApiMultipart, ApiNoContent, ApiPathParam } from '@soundpost/server-core/http';
import { parseListQuery } from '@soundpost/server-core/lists';
import type { FastifyRequest } from 'fastify';
import { statsImportsListSpec } from '../imports/stats-imports.list';
import { StatsImportsService } from '../imports/stats-imports.service';
import { TrendFormReader } from '../imports/trend-form.reader';
import { StatsPresetsService } from '../presets/stats-presets.service';
import { presetMappingOf, StatsPresetDto, validateStatsImportForm } from './stats.dto';

/** The back office's statistics: the stores' daily trend reports and their column presets. */
@ApiTags('admin: stats')
@StaffOnly()
@ApiErrors(401, 403, 503)
@Controller('admin/stats')
export class AdminStatsController {
  constructor(
    private readonly imports: StatsImportsService,
    private readonly presets: StatsPresetsService,
    private readonly forms: TrendFormReader,
  ) {}

  @Post('imports')
  @ApiMultipart({ store_id: { type: 'string' }, preset_id: { type: 'string' } }, ['file'], ['file', 'store_id'])
  @ApiJson(201, 'StatsImportDetailResponse', 'The import with its counts')
  @ApiErrors(409, 413, 422)
  async create(@CurrentUser('id') staffId: string, @Req() request: FastifyRequest): Promise<StatsImportDetailResponse> {
    const report = await this.forms.read(request);
    try {
      const form = await validateStatsImportForm(report.fields);
      return await this.imports.importTrends({ ...form, files: report.files, staffId });
    } finally {
      await report.dispose();
    }
  }

  @Get('imports')
  @ApiListQuery({ store_id: { type: 'string' }, format: { type: 'string', enum: ['dsr', 'csv'] } })
  @ApiJson(200, 'StatsImportPage')
  list(@Query() query: Record<string, unknown>): Promise<StatsImportPage> {
    return this.imports.list(parseListQuery(query, statsImportsListSpec));
  }

  @Get('imports/:id')
  @ApiPathParam()
  @ApiJson(200, 'StatsImportDetailResponse')
  @ApiErrors(404)
  get(@Param('id') id: string): Promise<StatsImportDetailResponse> {
    return this.imports.detail(id);
  }

  @Get('presets')
  @ApiJson(200, 'StatsPresetListResponse')
  async listPresets(@Query('store_id') storeId?: string): Promise<StatsPresetListResponse> {
    return { data: await this.presets.list(typeof storeId === 'string' && storeId ? storeId : undefined) };
  }

  @Post('presets')
  @ApiJsonBody('StatsPresetRequest')
  @ApiJson(201, 'StatsPresetResponse', 'Created')
  @ApiErrors(422)
  createPreset(@Body() body: StatsPresetDto): Promise<StatsPresetResponse> {
    return this.presets.create({ storeId: body.store_id, name: body.name, mapping: presetMappingOf(body) });
  }

  @Delete('presets/:id')
  @HttpCode(204)
  @ApiPathParam()
  @ApiNoContent()
  @ApiErrors(404)
  async removePreset(@Param('id') id: string): Promise<void> {
    await this.presets.remove(id);
  }
}
