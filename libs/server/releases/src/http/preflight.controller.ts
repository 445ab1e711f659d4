import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PreflightResponse } from '@soundpost/contracts';
import { AccountRoles, ArtistOnly, CurrentUser, StaffOnly } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiPathParam } from '@soundpost/server-core/http';
import { PreflightService } from '../preflight/preflight.service';


/** The wizard's Preview step: what stores would reject, before submit. */
@ApiTags('artist: releases')
@ArtistOnly({ approved: true })
@AccountRoles('read')
@ApiErrors(503)
@Controller('artist/releases')
export class ArtistPreflightController {
  constructor(private readonly preflight: PreflightService) {}

  @Get(':id/preflight')
  @ApiPathParam()
  @ApiJson(200, 'PreflightResponse', '`{ errors, warnings }`, each `{ code, field, message }`; submit refuses while errors remain')
  @ApiErrors(404)
  check(@CurrentUser('id') userId: string, @Param('id') id: string): Promise<PreflightResponse> {
    return this.preflight.forOwner(userId, id);
  }
}

/** The staff review panel's preflight. */
@ApiTags('admin: releases')
@StaffOnly()
@ApiErrors(503)
@Controller('admin/releases')
export class AdminPreflightController {
  constructor(private readonly preflight: PreflightService) {}

  @Get(':id/preflight')
  @ApiPathParam()
  @ApiJson(200, 'PreflightResponse', '`{ errors, warnings }`, each `{ code, field, message }`')
  @ApiErrors(404)
  check(@Param('id') id: string): Promise<PreflightResponse> {
    return this.preflight.forStaff(id);
  }
}
