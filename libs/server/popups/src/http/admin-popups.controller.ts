import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { StaffOnly } from '@soundpost/server-auth';
import type { AdminPopupPage, AdminPopupResponse } from '@soundpost/contracts';
import { ApiErrors, ApiJson, ApiListQuery, ApiPathParam, ApiNoContent } from '@soundpost/server-core/http';
import { parseListQuery } from '@soundpost/server-core/lists';
import { toAdminPopup } from '../popup.mapper';
import { adminPopupsListSpec } from '../popups.list';
import { PopupsService } from '../popups.service';
import { CreatePopupDto, toPopupInput, UpdatePopupDto } from './popups.dto';

/** The back office's popups screen. */
@ApiTags('admin: popups')
@StaffOnly()
@ApiErrors(503)
@Controller('admin/popups')
export class AdminPopupsController {
  constructor(private readonly popups: PopupsService) {}

  /** `?q&type&status=1|0&page&per_page=20|50|100`. */
  @Get()
  @ApiListQuery({ type: { type: 'string' }, status: { type: 'string', enum: ['1', '0'] } })
  @ApiJson(200, 'AdminPopupPage', '`{ items, data, meta }`')
  async list(@Query() query: Record<string, unknown>): Promise<AdminPopupPage> {
    const page = await this.popups.adminList(parseListQuery(query, adminPopupsListSpec));
    // The screen reads `items`; react-admin's data provider reads `data` (same rows, same page).
    return Object.assign(page, { items: page.data });
  }

  @Get(':id')
  @ApiPathParam()
  @ApiJson(200, 'AdminPopupResponse')
  @ApiErrors(404)
  async get(@Param('id') id: string): Promise<AdminPopupResponse> {
    return toAdminPopup(await this.popups.getById(id));
  }

  @Post()
  @ApiJson(201, 'AdminPopupResponse')
  @ApiErrors(422)
  async create(@Body() body: CreatePopupDto): Promise<AdminPopupResponse> {
    const input = toPopupInput(body);
    return toAdminPopup(await this.popups.create({ ...input, title: body.title, message: body.message }));
  }

  @Put(':id')
  @ApiPathParam()
  @ApiJson(200, 'AdminPopupResponse')
  @ApiErrors(404, 422)
  async update(@Param('id') id: string, @Body() body: UpdatePopupDto): Promise<AdminPopupResponse> {
    return toAdminPopup(await this.popups.update(id, toPopupInput(body)));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiPathParam()
  @ApiNoContent()
  @ApiErrors(404)
  async remove(@Param('id') id: string): Promise<void> {
    await this.popups.delete(id);
  }
}
