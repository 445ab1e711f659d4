import { Body, Controller, Delete, Get, Param, Post, Put, Req } from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { TRACK_MESSAGES } from '@soundpost/contracts';
import { CurrentUser } from '@soundpost/server-auth';
import { RequireVerifiedArtist } from '@soundpost/server-kyc';
import type { FastifyRequest } from 'fastify';
import { bodyObject } from '../http/request-input';
import type { TrackResponse } from '../releases/track-response';
import { TRACK_API_MESSAGES } from '@soundpost/contracts';
import { TracksService, TrackWithRelease } from './tracks.service';

/** A release's tracks (spec 001 §7, docs/releases-api.md). Verified artists only. */
@ApiTags('artist: tracks')
@RequireVerifiedArtist()
@Controller('artist')
export class ArtistTracksController {
  constructor(private readonly tracks: TracksService) {}

  @Get('releases/:id/tracks')
  @ApiOkResponse({ description: '`{ tracks: Track[] }` by track_number' })
  async list(@CurrentUser('id') userId: string, @Param('id') releaseId: string): Promise<{ tracks: TrackResponse[] }> {
    return { tracks: await this.tracks.list(userId, releaseId) };
  }

  /** multipart/form-data: optional `title` and `track_number` BEFORE the file field `audio`. */
  @Post('releases/:id/tracks')
  @ApiConsumes('multipart/form-data')
  @ApiOkResponse({ description: "201 `{ track, message: 'Track uploaded.' }`" })
  async upload(@CurrentUser('id') userId: string, @Param('id') releaseId: string, @Req() request: FastifyRequest): Promise<{ track: TrackWithRelease; message: string }> {
    return { track: await this.tracks.upload(userId, releaseId, request), message: TRACK_API_MESSAGES.uploaded };
  }

  @Put('releases/:id/tracks/order')
  @ApiOkResponse({ description: "`{ tracks, message: 'Order updated.' }`" })
  async reorder(@CurrentUser('id') userId: string, @Param('id') releaseId: string, @Body() body: unknown): Promise<{ tracks: TrackResponse[]; message: string }> {
    return { tracks: await this.tracks.reorder(userId, releaseId, bodyObject(body).track_ids), message: TRACK_MESSAGES.orderUpdated };
  }

  @Get('tracks/:id')
  @ApiOkResponse({ description: '`{ track }` with its release (id, title, status)' })
  async get(@CurrentUser('id') userId: string, @Param('id') trackId: string): Promise<{ track: TrackWithRelease }> {
    return { track: await this.tracks.get(userId, trackId) };
  }

  @Put('tracks/:id')
  @ApiOkResponse({ description: "`{ track, message: 'Track saved.' }`" })
  async update(@CurrentUser('id') userId: string, @Param('id') trackId: string, @Body() body: unknown): Promise<{ track: TrackWithRelease; message: string }> {
    return { track: await this.tracks.update(userId, trackId, bodyObject(body)), message: TRACK_MESSAGES.saved };
  }

  @Delete('tracks/:id')
  @ApiOkResponse({ description: "`{ message: 'Track removed.' }`" })
  async remove(@CurrentUser('id') userId: string, @Param('id') trackId: string): Promise<{ message: string }> {
    await this.tracks.remove(userId, trackId);
    return { message: TRACK_API_MESSAGES.removed };
  }
}
