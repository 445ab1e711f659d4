import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminLinkPage, AdminLinkResponse } from '@soundpost/contracts';
import { StaffOnly } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiJsonBody, ApiListQuery, ApiNoBody, ApiPathParam } from '@soundpost/server-core/http';
import { parseListQuery } from '@soundpost/server-core/lists';
import { adminLinksListSpec } from '../links/admin-links.list';
import { AdminLinksService } from '../links/admin-links.service';
import { AdminLinkDisableDto } from './links.dto';

/** The back office's links: search, open, and disable a page for abuse (or enable it again), audited. */
@ApiTags('admin: links')
@StaffOnly()
@ApiErrors(401, 403, 503)
@Controller('admin/links')
export class AdminLinksController {
  constructor(private readonly links: AdminLinksService) {}

  /** `?q` over slug, release title and artist name; `sort` created_at|slug|release_title|artist_name|views|clicks|disabled_at; react-admin's range. */
  @Get()
  @ApiListQuery({ disabled: { type: 'boolean' }, user_id: { type: 'string' } })
  @ApiJson(200, 'AdminLinkPage', '`{ data, meta }` and Content-Range')
  @ApiErrors(400)
  list(@Query() query: Record<string, unknown>): Promise<AdminLinkPage> {
    return this.links.list(parseListQuery(query, adminLinksListSpec));
  }

  @Get(':id')
  @ApiPathParam()
  @ApiJson(200, 'AdminLinkResponse')
  @ApiErrors(404)
  get(@Param('id') id: string): Promise<AdminLinkResponse> {
    return this.links.get(id);
  }

  @Post(':id/disable')
  @HttpCode(200)
  @ApiPathParam()
  @ApiJsonBody('AdminLinkDisableRequest')
  @ApiJson(200, 'AdminLinkResponse')
  @ApiErrors(404, 422)
  disable(@Param('id') id: string, @Body() body: AdminLinkDisableDto): Promise<AdminLinkResponse> {
    return this.links.setDisabled(id, body.reason);
  }

  @Post(':id/enable')
  @HttpCode(200)
  @ApiPathParam()
  @ApiNoBody()
  @ApiJson(200, 'AdminLinkResponse')
  @ApiErrors(404)
  enable(@Param('id') id: string): Promise<AdminLinkResponse> {
    return this.links.setDisabled(id, null);
  }
}
