import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DATA_EXPORT_LIMITS, PRIVACY_MESSAGES, type DataExportListResponse, type DataExportResponse } from '@soundpost/contracts';
import { AccountRoles, ArtistOnly, type AuthenticatedUser, CurrentUser } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiNoBody, ApiPathParam } from '@soundpost/server-core/http';
import { RateLimit } from '@soundpost/server-core/rate-limit';
import { DataExportsService } from '../exports/data-exports.service';

export const DATA_EXPORT_RATE_LIMIT = { bucket: 'data-export', points: DATA_EXPORT_LIMITS.perDay, duration: 86_400, key: 'actor', message: PRIVACY_MESSAGES.exportTooMany } as const;

/** "Your data": the account's data is its owner's to take (the account's identity is the owner's too). */
@ApiTags('artist: privacy')
@ArtistOnly()
@AccountRoles('owner')
@ApiErrors(403, 503)
@Controller('me')
export class MeDataExportsController {
  constructor(private readonly exports: DataExportsService) {}

  @Post('data-export')
  @HttpCode(202)
  @RateLimit(DATA_EXPORT_RATE_LIMIT)
  @ApiJson(202, 'DataExportResponse', 'The export, being prepared; an e-mail with a signed link follows when it is ready')
  @ApiNoBody()
  @ApiErrors(409, 429)
  start(@CurrentUser() user: AuthenticatedUser): Promise<DataExportResponse> {
    return this.exports.request(user.id, user.personId, null);
  }

  @Get('data-exports')
  @ApiJson(200, 'DataExportListResponse', '`{ items }`, newest first; `url` while ready')
  list(@CurrentUser('id') accountId: string): Promise<DataExportListResponse> {
    return this.exports.list(accountId);
  }

  @Get('data-exports/:id')
  @ApiPathParam('id')
  @ApiJson(200, 'DataExportResponse')
  @ApiErrors(404)
  one(@CurrentUser('id') accountId: string, @Param('id') id: string): Promise<DataExportResponse> {
    return this.exports.get(accountId, id);
  }
}
