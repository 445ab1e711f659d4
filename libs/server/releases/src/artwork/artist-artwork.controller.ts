import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiJson, ApiMultipart, ApiPathParam } from '@soundpost/server-core/http';
import { ARTWORK_MESSAGES } from '@soundpost/contracts';
import { AccountRoles, ArtistOnly, CurrentUser } from '@soundpost/server-auth';
import type { FastifyRequest } from 'fastify';
import type { ReleaseChangedResponse } from '@soundpost/contracts';
import { ArtworkService } from './artwork.service';

/** A release's cover art. Verified artists only. */
@ApiTags('artist: releases')
@ArtistOnly({ approved: true })
@AccountRoles('catalogue')
@ApiErrors(503)
@Controller('artist')
export class ArtistArtworkController {
  constructor(private readonly artwork: ArtworkService) {}

  /** multipart/form-data, file field `cover`. */
  @Post('releases/:id/artwork')
  @HttpCode(200)
  @ApiPathParam()
  @ApiMultipart({}, ['cover'])
  @ApiJson(200, 'ReleaseChangedResponse', "`{ release, message: 'Artwork uploaded.' }`; the wizard moves on to distribution")
  @ApiErrors(400, 404, 409, 413, 415, 422)
  async upload(@CurrentUser('id') userId: string, @Param('id') releaseId: string, @Req() request: FastifyRequest): Promise<ReleaseChangedResponse> {
    return { release: await this.artwork.upload(userId, releaseId, request), message: ARTWORK_MESSAGES.uploaded };
  }
}
