import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PAGE_SIZES } from '@soundpost/contracts';
import type { AuditLogPage, MeResponse } from '@soundpost/contracts';
import { AccountRoles, ArtistOnly, type AuthenticatedUser, CurrentUser, Onboarding } from '@soundpost/server-auth';
import { AuditLogService, auditLogListSpec } from '@soundpost/server-core/audit';
import { ApiErrors, ApiJson, ApiListQuery } from '@soundpost/server-core/http';
import { parseListQuery } from '@soundpost/server-core/lists';
import { ArtistProfilesService } from '../profiles/artist-profiles.service';

const myAuditLogsSpec = { ...auditLogListSpec, defaultPerPage: PAGE_SIZES.accountActivity.default };

@ApiTags('artist: profile')
@ApiErrors(403, 503)
@Controller('me')
export class MeController {
  constructor(
    private readonly profiles: ArtistProfilesService,
    private readonly auditLogs: AuditLogService,
  ) {}

  @Get()
  @Onboarding()
  @AccountRoles('read')
  @ApiJson(200, 'MeResponse', 'id, name, first_name, last_name, email, email_verified, document_status, document_path, document_url, roles (of the account; a member gets document_path and document_url null)')
  me(@CurrentUser() user: AuthenticatedUser): Promise<MeResponse> {
    return this.profiles.me(user.id, user.accountRole);
  }

  @Get('audit-logs')
  @ArtistOnly()
  @AccountRoles('read')
  @ApiListQuery({ event: { type: 'string' } })
  @ApiJson(200, 'AuditLogPage', '`{ data, meta }`, newest first')
  myAuditLogs(@CurrentUser('id') userId: string, @Query() query: Record<string, unknown>): Promise<AuditLogPage> {
    return this.auditLogs.list(parseListQuery(query, myAuditLogsSpec), { userId });
  }
}
