import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  normalisePage,
  type RoyaltyImportDetail,
  type RoyaltyImportPage,
  type RoyaltyPresetResponse,
  type RoyaltyUnmatchedPage,
} from '@soundpost/contracts';
import { CurrentUser, StaffOnly } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiJsonBody, ApiListQuery, ApiMultipart, ApiNoBody, ApiPathParam, ApiNoContent } from '@soundpost/server-core/http';
import { Idempotent } from '@soundpost/server-core/idempotency';
import { parseListQuery } from '@soundpost/server-core/lists';
import type { FastifyRequest } from 'fastify';
import { ReportFormReader } from '../imports/report-form.reader';
import { royaltyImportsListSpec } from '../imports/royalty-imports.list';
import { RoyaltyImportsService } from '../imports/royalty-imports.service';
import { RoyaltyPostingService } from '../posting/royalty-posting.service';
import { RoyaltyPresetsService } from '../presets/royalty-presets.service';
import { ManualMatchDto, matchTargetOf, PresetDto, validateImportForm } from './royalties.dto';

/** The back office's royalties: report imports and column-mapping presets. */
@ApiTags('admin: royalties')
@StaffOnly()
@ApiErrors(401, 403, 503)
@Controller('admin/royalties')
export class AdminRoyaltiesController {
  constructor(
    private readonly imports: RoyaltyImportsService,
    private readonly posting: RoyaltyPostingService,
    private readonly presets: RoyaltyPresetsService,
    private readonly forms: ReportFormReader,
  ) {}

  @Post('imports')
  @ApiMultipart(
    { store_id: { type: 'string' }, period_start: { type: 'string', format: 'date' }, period_end: { type: 'string', format: 'date' }, preset_id: { type: 'string' }, mapping: { type: 'string' }, fx_rate: { type: 'string' } },
    ['file'],
    ['file', 'store_id', 'period_start', 'period_end'],
  )
  @ApiJson(201, 'RoyaltyImportDetail', 'The import with its counts and totals')
  @ApiErrors(409, 413, 422)
  async create(@CurrentUser('id') staffId: string, @Req() request: FastifyRequest): Promise<RoyaltyImportDetail> {
    const report = await this.forms.read(request);
    try {
      const form = await validateImportForm(report.fields);
      return await this.imports.importReport({ ...form, path: report.path, fileName: report.fileName, checksum: report.checksum, staffId });
    } finally {
      await report.dispose();
    }
  }

  @Get('imports')
  @ApiListQuery({ status: { type: 'string', enum: ['imported', 'posted'] }, store_id: { type: 'string' } })
  @ApiJson(200, 'RoyaltyImportPage')
  list(@Query() query: Record<string, unknown>): Promise<RoyaltyImportPage> {
    return this.imports.list(parseListQuery(query, royaltyImportsListSpec));
  }

  @Get('imports/:id')
  @ApiPathParam()
  @ApiJson(200, 'RoyaltyImportDetail')
  @ApiErrors(404)
  get(@Param('id') id: string): Promise<RoyaltyImportDetail> {
    return this.imports.detail(id);
  }

  @Get('imports/:id/unmatched')
  @ApiPathParam()
  @ApiJson(200, 'RoyaltyUnmatchedPage')
  @ApiErrors(404)
  unmatched(@Param('id') id: string, @Query('page') page?: string, @Query('per_page') perPage?: string): Promise<RoyaltyUnmatchedPage> {
    const size = Math.min(Math.max(normalisePage(perPage) === 1 && perPage !== '1' ? 50 : normalisePage(perPage), 1), 100);
    return this.imports.unmatched(id, Math.min(normalisePage(page), 1_000_000), size);
  }

  @Post('imports/:id/lines/:lineId/match')
  @HttpCode(200)
  @ApiPathParam()
  @ApiPathParam('lineId', { type: 'string' })
  @ApiJsonBody('RoyaltyManualMatchRequest')
  @ApiJson(200, 'RoyaltyImportDetail')
  @ApiErrors(404, 409, 422)
  match(@Param('id') id: string, @Param('lineId') lineId: string, @Body() body: ManualMatchDto): Promise<RoyaltyImportDetail> {
    return this.imports.matchLine(id, lineId, matchTargetOf(body));
  }

  /** Credits the wallets, once; retry-safe with `Idempotency-Key` (a retry answers the first result, not 409). */
  @Post('imports/:id/post')
  @Idempotent()
  @HttpCode(200)
  @ApiPathParam()
  @ApiNoBody()
  @ApiJson(200, 'RoyaltyImportDetail', 'Posted: credits written')
  @ApiErrors(404, 409)
  post(@CurrentUser('id') staffId: string, @Param('id') id: string): Promise<RoyaltyImportDetail> {
    return this.posting.post(id, staffId);
  }

  @Delete('imports/:id')
  @HttpCode(204)
  @ApiPathParam()
  @ApiNoContent()
  @ApiErrors(404, 409)
  async remove(@Param('id') id: string): Promise<void> {
    await this.imports.delete(id);
  }

  @Get('presets')
  @ApiJson(200, 'RoyaltyPresetListResponse')
  async listPresets(@Query('store_id') storeId?: string): Promise<{ data: RoyaltyPresetResponse[] }> {
    return { data: await this.presets.list(typeof storeId === 'string' && storeId ? storeId : undefined) };
  }

  @Post('presets')
  @ApiJsonBody('RoyaltyPresetRequest')
  @ApiJson(201, 'RoyaltyPresetResponse', 'Created')
  @ApiErrors(422)
  createPreset(@Body() body: PresetDto): Promise<RoyaltyPresetResponse> {
    return this.presets.create(body);
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

