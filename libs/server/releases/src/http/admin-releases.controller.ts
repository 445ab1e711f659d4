import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RequireStaff } from '@soundpost/server-auth';
import { parseListQuery } from '@soundpost/server-core';
import type { AdminReleaseDetail } from '../admin/admin-release.mapper';
import { adminReleasesListSpec } from '../admin/admin-releases.list';
import { AdminReleasePage, AdminReleasesService } from '../admin/admin-releases.service';
import type { AdminTrackDetail } from '../admin/admin-track.mapper';
import { RELEASE_API_MESSAGES } from '@soundpost/contracts';
import { bodyObject } from './request-input';

/** The back office's releases and tracks (spec 002 §2 Releases, §7). Staff only. */
@ApiTags('admin: releases')
@RequireStaff()
@Controller('admin')
export class AdminReleasesController {
  constructor(private readonly releases: AdminReleasesService) {}

  /** `?page&per_page&q&status&sort=newest|oldest` (react-admin's range/sort/filter too). */
  @Get('releases')
  @ApiOkResponse({ description: '`{ data, meta: { current_page, per_page, total, last_page } }` + Content-Range' })
  list(@Query() query: Record<string, unknown>): Promise<AdminReleasePage> {
    return this.releases.list(parseListQuery(query, adminReleasesListSpec));
  }

  @Get('releases/:id')
  @ApiOkResponse({ description: 'The full release with owner, extra artists, distribution settings and tracks (signed audio links)' })
  get(@Param('id') id: string): Promise<AdminReleaseDetail> {
    return this.releases.get(id);
  }

  @Patch('releases/:id/status')
  @ApiOkResponse({ description: "`{ release, message: 'Release status updated.' }`" })
  async setStatus(@Param('id') id: string, @Body() body: unknown): Promise<{ release: AdminReleaseDetail; message: string }> {
    return { release: await this.releases.setStatus(id, bodyObject(body)), message: RELEASE_API_MESSAGES.releaseStatusUpdated };
  }

  @Get('tracks/:id')
  @ApiOkResponse({ description: 'The full track with its release { id, title, status, owner }' })
  getTrack(@Param('id') id: string): Promise<AdminTrackDetail> {
    return this.releases.getTrack(id);
  }
}
