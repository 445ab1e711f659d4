import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RequireStaff } from '@soundpost/server-auth';
import { PageMeta, parseListQuery } from '@soundpost/server-core';
import { AdminPopupResponse, toAdminPopup } from '../popup.mapper';
import { adminPopupsListSpec } from '../popups.list';
import { PopupsService } from '../popups.service';
import { CreatePopupDto, toPopupInput, UpdatePopupDto } from './popups.dto';

/** The back office's popups screen (spec 002 §2 Popups, §5, §7). */
@ApiTags('admin: popups')
@RequireStaff()
@Controller('admin/popups')
export class AdminPopupsController {
  constructor(private readonly popups: PopupsService) {}

  /** `?q&type&status=1|0&page&per_page=20|50|100`. */
  @Get()
  @ApiOkResponse({ description: '`{ items, data, meta: { current_page, per_page, total, last_page } }`' })
  async list(@Query() query: Record<string, unknown>): Promise<{ items: AdminPopupResponse[]; data: AdminPopupResponse[]; meta: PageMeta }> {
    const page = await this.popups.adminList(parseListQuery(query, adminPopupsListSpec));
    // The screen of spec 002 §7 reads `items`; react-admin's data provider reads `data` (same rows, same page).
    return Object.assign(page, { items: page.data });
  }

  @Get(':id')
  async get(@Param('id') id: string): Promise<AdminPopupResponse> {
    return toAdminPopup(await this.popups.getById(id));
  }

  @Post()
  async create(@Body() body: CreatePopupDto): Promise<AdminPopupResponse> {
    const input = toPopupInput(body);
    return toAdminPopup(await this.popups.create({ ...input, title: body.title, message: body.message }));
  }

  @Put(':id')
  async update(@Param('id') id: string, @Body() body: UpdatePopupDto): Promise<AdminPopupResponse> {
    return toAdminPopup(await this.popups.update(id, toPopupInput(body)));
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Param('id') id: string): Promise<void> {
    await this.popups.delete(id);
  }
}
