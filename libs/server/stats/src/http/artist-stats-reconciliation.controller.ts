import { Controller, Get, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ArtistReconciliationResponse } from '@soundpost/contracts';
import { AccountRoles, ArtistOnly, CurrentUser } from '@soundpost/server-auth';
import { ApiErrors, ApiJson } from '@soundpost/server-core/http';
import { ReconciliationService } from '../reconciliation/reconciliation.service';
import { validateReconciliationQuery } from './reconciliation.dto';

/** Streamed against paid, per month and store, for the artist's earnings page (every plan). */
@ApiTags('artist: stats')
@ArtistOnly()
@AccountRoles('read')
@ApiErrors(401, 403, 503)
@Controller('artist/stats')
export class ArtistStatsReconciliationController {
  constructor(private readonly reconciliation: ReconciliationService) {}

  @Get('reconciliation')
  @ApiQuery({ name: 'from', required: false, schema: { type: 'string', pattern: '^\\d{4}-\\d{2}$' } })
  @ApiQuery({ name: 'to', required: false, schema: { type: 'string', pattern: '^\\d{4}-\\d{2}$' } })
  @ApiJson(200, 'ArtistReconciliationResponse')
  @ApiErrors(422)
  months(@CurrentUser('id') userId: string, @Query() query: Record<string, unknown>): Promise<ArtistReconciliationResponse> {
    const { from, to } = validateReconciliationQuery(query);
    return this.reconciliation.artist(userId, from, to);
  }
}
