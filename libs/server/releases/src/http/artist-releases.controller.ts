import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Put, Res } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { RELEASE_MESSAGES } from '@soundpost/contracts';
import { AccountRoles, ArtistOnly, CurrentUser, MailLanguage } from '@soundpost/server-auth';
import { ApiErrors, ApiNoBody, ApiJson, ApiJsonBody, ApiPathParam, BodyLater, DeferredBody, DomainError, ruled } from '@soundpost/server-core/http';
import type { FastifyReply } from 'fastify';
import type {
  DistributionSettingsAnswer,
  DistributionSettingsChangedResponse,
  DraftReleaseResponse,
  MessageResponse,
  ReleaseAnswer,
  ReleaseChangedResponse,
  ReleaseListResponse,
  ReleaseWithTracksResponse,
} from '@soundpost/contracts';
import { ReleaseDetailService } from '../releases/release-detail.service';
import { IDEMPOTENCY_KEY_MAX, ReleasesService } from '../releases/releases.service';
import { RELEASE_API_MESSAGES } from '@soundpost/contracts';
import { forceNewRule, ReleaseDraftDto } from '../releases/release-draft.dto';
import { DistributionDto } from '../releases/distribution.dto';
import { ReleaseStageDto, ReleaseUpdateDto } from '../releases/release-update.dto';


/** The artist's releases (docs/releases-api.md). Verified artists only. */
@ApiTags('artist: releases')
@ArtistOnly({ approved: true })
@AccountRoles('read')
@ApiErrors(503)
@Controller('artist')
export class ArtistReleasesController {
  constructor(
    private readonly releases: ReleasesService,
    private readonly detail: ReleaseDetailService,
  ) {}

  @Get('releases')
  @ApiJson(200, 'ReleaseListResponse', '`{ releases }`, newest first')
  async list(@CurrentUser('id') userId: string): Promise<ReleaseListResponse> {
    return { releases: await this.releases.list(userId) };
  }

  /** 201 for a new draft, 200 when an existing one (same key, or an untouched draft) is answered. */
  @Post('releases/draft')
  @AccountRoles('catalogue')
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Repeats with the same key answer the same draft.' })
  @ApiJsonBody('DraftReleaseRequest', false)
  @ApiJson(201, 'DraftReleaseResponse', 'A new draft')
  @ApiJson(200, 'DraftReleaseResponse', 'The same draft (same key, or an untouched draft)')
  @ApiErrors(400, 403, 409, 422)
  async draft(
    @CurrentUser('id') userId: string,
    @Body() body: ReleaseDraftDto,
    @Headers('idempotency-key') key: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DraftReleaseResponse> {
    const idempotencyKey = key?.trim() || null;
    if (idempotencyKey && idempotencyKey.length > IDEMPOTENCY_KEY_MAX) {
      throw new DomainError('invalid_idempotency_key', `The Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX} characters.`, 400);
    }
    const forceNew = ruled(forceNewRule, body.force_new, body);
    const { created, release } = await this.releases.createDraft(userId, { forceNew, idempotencyKey });
    reply.status(created ? 201 : 200);
    return { release_id: release.id, id: release.id, release };
  }

  @Get('releases/:id')
  @ApiPathParam()
  @ApiJson(200, 'ReleaseWithTracksResponse', '`{ release, tracks }`')
  @ApiErrors(404)
  get(@CurrentUser('id') userId: string, @Param('id') id: string): Promise<ReleaseWithTracksResponse> {
    return this.detail.forOwner(userId, id);
  }

  /** The spec's read-only detail path, spelled with a double s. */
  @Get('releasess/:id')
  @ApiPathParam()
  @ApiJson(200, 'ReleaseWithTracksResponse', '`{ release, tracks }`')
  @ApiErrors(404)
  getReadOnly(@CurrentUser('id') userId: string, @Param('id') id: string): Promise<ReleaseWithTracksResponse> {
    return this.detail.forOwner(userId, id);
  }

  @Put('releases/:id')
  @AccountRoles('catalogue')
  @ApiPathParam()
  @ApiJsonBody('ReleaseUpdateRequest')
  @ApiJson(200, 'ReleaseChangedResponse', "`{ release, message: 'Saved.' }`")
  @ApiErrors(404, 409, 422)
  async update(@CurrentUser('id') userId: string, @Param('id') id: string, @BodyLater(ReleaseUpdateDto) body: DeferredBody<ReleaseUpdateDto>): Promise<ReleaseChangedResponse> {
    return { release: await this.releases.update(userId, id, body), message: RELEASE_MESSAGES.saved };
  }

  @Delete('releases/:id')
  @AccountRoles('catalogue')
  @ApiPathParam()
  @ApiJson(200, 'MessageResponse', "`{ message: 'Release deleted.' }`")
  @ApiErrors(404, 409, 422)
  async remove(@CurrentUser('id') userId: string, @Param('id') id: string): Promise<MessageResponse> {
    await this.releases.remove(userId, id);
    return { message: RELEASE_API_MESSAGES.releaseDeleted };
  }

  @Patch('releases/:id/stage')
  @AccountRoles('catalogue')
  @ApiPathParam()
  @ApiJsonBody('ReleaseStageRequest')
  @ApiJson(200, 'ReleaseAnswer')
  @ApiErrors(404, 409, 422)
  async stage(@CurrentUser('id') userId: string, @Param('id') id: string, @BodyLater(ReleaseStageDto) body: DeferredBody<ReleaseStageDto>): Promise<ReleaseAnswer> {
    return { release: await this.releases.setStage(userId, id, body) };
  }

  @Post('releases/:id/submit')
  @AccountRoles('catalogue')
  @ApiNoBody()
  @HttpCode(200)
  @ApiPathParam()
  @ApiJson(200, 'ReleaseChangedResponse', "`{ release, message: 'Release submitted for review.' }`")
  @ApiErrors(404, 409, 422)
  async submit(@CurrentUser('id') userId: string, @Param('id') id: string, @MailLanguage() language: string | null): Promise<ReleaseChangedResponse> {
    return { release: await this.releases.submit(userId, id, language), message: RELEASE_MESSAGES.submitted };
  }

  @Get('releases/:id/distribution')
  @ApiPathParam()
  @ApiJson(200, 'DistributionSettingsAnswer')
  @ApiErrors(404)
  async distribution(@CurrentUser('id') userId: string, @Param('id') id: string): Promise<DistributionSettingsAnswer> {
    return { settings: await this.releases.getDistribution(userId, id) };
  }

  @Put('releases/:id/distribution')
  @AccountRoles('catalogue')
  @ApiPathParam()
  @ApiJsonBody('DistributionSettingsRequest')
  @ApiJson(200, 'DistributionSettingsChangedResponse')
  @ApiErrors(404, 409, 422)
  async updateDistribution(
    @CurrentUser('id') userId: string,
    @Param('id') id: string,
    @BodyLater(DistributionDto) body: DeferredBody<DistributionDto>,
  ): Promise<DistributionSettingsChangedResponse> {
    return { settings: await this.releases.updateDistribution(userId, id, body), message: RELEASE_MESSAGES.distributionSaved };
  }
}
