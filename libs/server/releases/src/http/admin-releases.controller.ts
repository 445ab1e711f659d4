import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { StaffOnly } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiJsonBody, ApiListQuery, ApiPathParam } from '@soundpost/server-core/http';
import { parseListQuery } from '@soundpost/server-core/lists';
import { adminReleasesListSpec } from '../admin/admin-releases.list';
import { AdminReleasesService } from '../admin/admin-releases.service';
import { RELEASE_API_MESSAGES } from '@soundpost/contracts';
import type { AdminReleaseDetail, AdminReleasePage, AdminTrackDetail, ReleaseStatusResponse } from '@soundpost/contracts';
import { ReleaseStatusDto } from '../admin/release-status.dto';

/** The back office's releases and tracks. Staff only. */
@ApiTags('admin: releases')
@StaffOnly()
@ApiErrors(503)
@Controller('admin')
export class AdminReleasesController {
  constructor(private readonly releases: AdminReleasesService) {}

  /** `?page&per_page&q&status&sort=newest|oldest` (react-admin's range/sort/filter too). */
  @Get('releases')
  @ApiListQuery({ status: { type: 'string' } })
  @ApiJson(200, 'AdminReleasePage', '`{ data, meta }` and Content-Range')
  list(@Query() query: Record<string, unknown>): Promise<AdminReleasePage> {
    return this.releases.list(parseListQuery(query, adminReleasesListSpec));
  }

  @Get('releases/:id')
  @ApiPathParam()
  @ApiJson(200, 'AdminReleaseDetail', 'The full release with owner, extra artists, distribution settings and tracks (signed audio links)')
  @ApiErrors(404)
  get(@Param('id') id: string): Promise<AdminReleaseDetail> {
    return this.releases.get(id);
  }

  @Patch('releases/:id/status')
  @ApiPathParam()
  @ApiJsonBody('ReleaseStatusRequest')
  @ApiJson(200, 'ReleaseStatusResponse', "`{ release, message: 'Release status updated.' }`")
  @ApiErrors(404, 409, 422)
  async setStatus(@Param('id') id: string, @Body() body: ReleaseStatusDto): Promise<ReleaseStatusResponse> {
    return { release: await this.releases.setStatus(id, body), message: RELEASE_API_MESSAGES.releaseStatusUpdated };
  }

  @Get('tracks/:id')
  @ApiPathParam()
  @ApiJson(200, 'AdminTrackDetail', 'The full track with its release { id, title, status, owner }')
  @ApiErrors(404)
  getTrack(@Param('id') id: string): Promise<AdminTrackDetail> {
    return this.releases.getTrack(id);
  }
}
