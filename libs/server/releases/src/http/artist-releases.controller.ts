import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Put, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RELEASE_MESSAGES } from '@soundpost/contracts';
import { CurrentUser } from '@soundpost/server-auth';
import { DomainError } from '@soundpost/server-core';
import { RequireVerifiedArtist } from '@soundpost/server-kyc';
import type { FastifyReply } from 'fastify';
import { DistributionSettingsResponse, ReleaseResponse } from '../releases/release.mapper';
import { ReleaseDetailService, ReleaseWithTracks } from '../releases/release-detail.service';
import { IDEMPOTENCY_KEY_MAX, ReleasesService } from '../releases/releases.service';
import { RELEASE_API_MESSAGES } from '@soundpost/contracts';
import { bodyObject, parseFlag } from './request-input';

/** The artist's releases (spec 001 §7, docs/releases-api.md). Verified artists only. */
@ApiTags('artist: releases')
@RequireVerifiedArtist()
@Controller('artist')
export class ArtistReleasesController {
  constructor(
    private readonly releases: ReleasesService,
    private readonly detail: ReleaseDetailService,
  ) {}

  @Get('releases')
  @ApiOkResponse({ description: '`{ releases: Release[] }`, newest first' })
  async list(@CurrentUser('id') userId: string): Promise<{ releases: ReleaseResponse[] }> {
    return { releases: await this.releases.list(userId) };
  }

  /** 201 for a new draft, 200 when an existing one (same key, or an untouched draft) is answered. */
  @Post('releases/draft')
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Repeats with the same key answer the same draft.' })
  async draft(
    @CurrentUser('id') userId: string,
    @Body() body: unknown,
    @Headers('idempotency-key') key: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ release_id: string; id: string; release: ReleaseResponse }> {
    const idempotencyKey = key?.trim() || null;
    if (idempotencyKey && idempotencyKey.length > IDEMPOTENCY_KEY_MAX) {
      throw new DomainError('invalid_idempotency_key', `The Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX} characters.`, 400);
    }
    const forceNew = parseFlag(bodyObject(body).force_new) ?? false;
    const { created, release } = await this.releases.createDraft(userId, { forceNew, idempotencyKey });
    reply.status(created ? 201 : 200);
    return { release_id: release.id, id: release.id, release };
  }

  @Get('releases/:id')
  @ApiOkResponse({ description: '`{ release, tracks }`' })
  get(@CurrentUser('id') userId: string, @Param('id') id: string): Promise<ReleaseWithTracks> {
    return this.detail.forOwner(userId, id);
  }

  /** The spec's read-only detail path, spelled with a double s (spec 001 §7). */
  @Get('releasess/:id')
  @ApiOkResponse({ description: '`{ release, tracks }`' })
  getReadOnly(@CurrentUser('id') userId: string, @Param('id') id: string): Promise<ReleaseWithTracks> {
    return this.detail.forOwner(userId, id);
  }

  @Put('releases/:id')
  @ApiOkResponse({ description: "`{ release, message: 'Saved.' }`" })
  async update(@CurrentUser('id') userId: string, @Param('id') id: string, @Body() body: unknown): Promise<{ release: ReleaseResponse; message: string }> {
    return { release: await this.releases.update(userId, id, bodyObject(body)), message: RELEASE_MESSAGES.saved };
  }

  @Delete('releases/:id')
  @ApiOkResponse({ description: "`{ message: 'Release deleted.' }`" })
  async remove(@CurrentUser('id') userId: string, @Param('id') id: string): Promise<{ message: string }> {
    await this.releases.remove(userId, id);
    return { message: RELEASE_API_MESSAGES.releaseDeleted };
  }

  @Patch('releases/:id/stage')
  async stage(@CurrentUser('id') userId: string, @Param('id') id: string, @Body() body: unknown): Promise<{ release: ReleaseResponse }> {
    return { release: await this.releases.setStage(userId, id, bodyObject(body)) };
  }

  @Post('releases/:id/submit')
  @HttpCode(200)
  @ApiOkResponse({ description: "`{ release, message: 'Release submitted for review.' }`; 422 `release_incomplete` with `missing`" })
  async submit(@CurrentUser('id') userId: string, @Param('id') id: string): Promise<{ release: ReleaseResponse; message: string }> {
    return { release: await this.releases.submit(userId, id), message: RELEASE_MESSAGES.submitted };
  }

  @Get('releases/:id/distribution')
  async distribution(@CurrentUser('id') userId: string, @Param('id') id: string): Promise<{ settings: DistributionSettingsResponse }> {
    return { settings: await this.releases.getDistribution(userId, id) };
  }

  @Put('releases/:id/distribution')
  async updateDistribution(
    @CurrentUser('id') userId: string,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<{ settings: DistributionSettingsResponse; message: string }> {
    return { settings: await this.releases.updateDistribution(userId, id, bodyObject(body)), message: RELEASE_MESSAGES.distributionSaved };
  }
}
