import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ARTWORK_MESSAGES } from '@soundpost/contracts';
import { CurrentUser } from '@soundpost/server-auth';
import { RequireVerifiedArtist } from '@soundpost/server-kyc';
import type { FastifyRequest } from 'fastify';
import type { ReleaseResponse } from '../releases/release.mapper';
import { ArtworkService } from './artwork.service';

/** A release's cover art (spec 001 §5, §7). Verified artists only. */
@ApiTags('artist: releases')
@RequireVerifiedArtist()
@Controller('artist')
export class ArtistArtworkController {
  constructor(private readonly artwork: ArtworkService) {}

  /** multipart/form-data, file field `cover`. */
  @Post('releases/:id/artwork')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiOkResponse({ description: "`{ release, message: 'Artwork uploaded.' }`; the wizard moves on to distribution" })
  async upload(@CurrentUser('id') userId: string, @Param('id') releaseId: string, @Req() request: FastifyRequest): Promise<{ release: ReleaseResponse; message: string }> {
    return { release: await this.artwork.upload(userId, releaseId, request), message: ARTWORK_MESSAGES.uploaded };
  }
}
