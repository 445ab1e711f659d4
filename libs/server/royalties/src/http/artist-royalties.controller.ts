import { Body, Controller, Get, Header, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  validateRoyaltySplits,
  type RoyaltyInvitationAcceptResponse,
  type RoyaltyInvitationsResponse,
  type RoyaltySplitsResponse,
  type RoyaltyStatementPage,
  type RoyaltySummaryResponse,
} from '@soundpost/contracts';
import { AccountRoles, ArtistOnly, CurrentUser } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiJsonBody, ApiNoBody, ApiPathParam, ruled } from '@soundpost/server-core/http';
import { Idempotent } from '@soundpost/server-core/idempotency';
import { RoyaltySplitsService } from '../splits/royalty-splits.service';
import { RoyaltyStatementsService } from '../statements/royalty-statements.service';
import { SplitsDto } from './royalties.dto';


/** Splits of the artist's releases and tracks (another artist's answer 404). */
@ApiTags('artist: royalties')
@ArtistOnly({ approved: true })
@AccountRoles('read')
@ApiErrors(401, 403, 503)
@Controller('artist')
export class ArtistSplitsController {
  constructor(private readonly splits: RoyaltySplitsService) {}

  @Get('releases/:id/splits')
  @ApiPathParam()
  @ApiJson(200, 'RoyaltySplitsResponse')
  @ApiErrors(404)
  releaseSplits(@CurrentUser('id') userId: string, @Param('id') id: string): Promise<RoyaltySplitsResponse> {
    return this.splits.get(userId, 'release', id);
  }

  @Put('releases/:id/splits')
  @AccountRoles('catalogue')
  @ApiPathParam()
  @ApiJsonBody('RoyaltySplitsRequest')
  @ApiJson(200, 'RoyaltySplitsResponse')
  @ApiErrors(404, 422)
  putReleaseSplits(@CurrentUser('id') userId: string, @Param('id') id: string, @Body() body: SplitsDto): Promise<RoyaltySplitsResponse> {
    return this.splits.put(userId, 'release', id, ruled(validateRoyaltySplits, body.splits, body));
  }

  @Get('tracks/:id/splits')
  @ApiPathParam()
  @ApiJson(200, 'RoyaltySplitsResponse')
  @ApiErrors(404)
  trackSplits(@CurrentUser('id') userId: string, @Param('id') id: string): Promise<RoyaltySplitsResponse> {
    return this.splits.get(userId, 'track', id);
  }

  @Put('tracks/:id/splits')
  @AccountRoles('catalogue')
  @ApiPathParam()
  @ApiJsonBody('RoyaltySplitsRequest')
  @ApiJson(200, 'RoyaltySplitsResponse')
  @ApiErrors(404, 422)
  putTrackSplits(@CurrentUser('id') userId: string, @Param('id') id: string, @Body() body: SplitsDto): Promise<RoyaltySplitsResponse> {
    return this.splits.put(userId, 'track', id, ruled(validateRoyaltySplits, body.splits, body));
  }
}

/**
 * Invitations to splits: any artist account, approved or not yet, so a collaborator who has just
 * signed up from the invitation can accept it.
 */
@ApiTags('artist: royalties')
@ArtistOnly()
@AccountRoles('read')
@ApiErrors(401, 403, 503)
@Controller('artist/splits/invitations')
export class ArtistSplitInvitationsController {
  constructor(private readonly splits: RoyaltySplitsService) {}

  @Get()
  @ApiJson(200, 'RoyaltyInvitationsResponse')
  list(@CurrentUser('id') userId: string): Promise<RoyaltyInvitationsResponse> {
    return this.splits.invitations(userId);
  }

  /** Releases the held shares into the wallet; retry-safe with `Idempotency-Key`. */
  @Post(':id/accept')
  @AccountRoles('catalogue')
  @Idempotent()
  @HttpCode(200)
  @ApiPathParam()
  @ApiNoBody()
  @ApiJson(200, 'RoyaltyInvitationAcceptResponse')
  @ApiErrors(404)
  accept(@CurrentUser('id') userId: string, @Param('id') id: string): Promise<RoyaltyInvitationAcceptResponse> {
    return this.splits.accept(userId, id);
  }
}

/** The Earnings page's data: the artist's own share only. */
@ApiTags('artist: royalties')
@ArtistOnly({ approved: true })
@AccountRoles('moneyRead')
@ApiErrors(401, 403, 503)
@Controller('artist/royalties')
export class ArtistRoyaltiesController {
  constructor(private readonly statements: RoyaltyStatementsService) {}

  @Get('summary')
  @ApiJson(200, 'RoyaltySummaryResponse')
  @ApiErrors(422)
  summary(@CurrentUser('id') userId: string, @Query() query: Record<string, unknown>): Promise<RoyaltySummaryResponse> {
    return this.statements.summary(userId, query);
  }

  @Get('lines')
  @ApiJson(200, 'RoyaltyStatementPage')
  @ApiErrors(422)
  lines(@CurrentUser('id') userId: string, @Query() query: Record<string, unknown>): Promise<RoyaltyStatementPage> {
    return this.statements.lines(userId, query);
  }

  @Get('lines/export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="soundpost-earnings.csv"')
  @ApiProduces('text/csv')
  @ApiResponse({ status: 200, description: 'The lines as CSV', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiErrors(422)
  export(@CurrentUser('id') userId: string, @Query() query: Record<string, unknown>): Promise<string> {
    return this.statements.csv(userId, query);
  }
}
