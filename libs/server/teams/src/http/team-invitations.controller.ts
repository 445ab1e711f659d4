import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { TeamInvitationPreview } from '@soundpost/contracts';
import { ApiErrors, ApiJson, ApiPathParam, Public } from '@soundpost/server-core/http';
import { InvitationsService } from '../invitations/invitations.service';

/** The invitation e-mail's link, before anyone logs in. */
@ApiTags('public: team invitations')
@ApiErrors(503)
@Controller('team/invitations')
export class TeamInvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Get(':id')
  @Public()
  @ApiPathParam()
  @ApiQuery({ name: 'token', required: true, schema: { type: 'string' } })
  @ApiJson(200, 'TeamInvitationPreview', 'The account, role, address and expiry; a wrong token answers 404')
  @ApiErrors(404)
  preview(@Param('id') id: string, @Query('token') token?: string): Promise<TeamInvitationPreview> {
    return this.invitations.preview(id, typeof token === 'string' ? token : undefined);
  }
}
