import { Body, Controller, Delete, Get, Param, Post, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiJson, ApiJsonBody, ApiMultipart, ApiPathParam, BodyLater, DeferredBody } from '@soundpost/server-core/http';
import { TRACK_MESSAGES } from '@soundpost/contracts';
import { AccountRoles, ArtistOnly, CurrentUser } from '@soundpost/server-auth';
import type { FastifyRequest } from 'fastify';
import { TrackOrderDto, TrackUpdateDto } from './track-update.dto';
import type { MessageResponse, TrackAnswer, TrackChangedResponse, TrackListResponse, TracksReorderedResponse } from '@soundpost/contracts';
import { TRACK_API_MESSAGES } from '@soundpost/contracts';
import { TracksService } from './tracks.service';

/** A release's tracks (docs/releases-api.md). Verified artists only. */
@ApiTags('artist: tracks')
@ArtistOnly({ approved: true })
@AccountRoles('read')
@ApiErrors(503)
@Controller('artist')
export class ArtistTracksController {
  constructor(private readonly tracks: TracksService) {}

  @Get('releases/:id/tracks')
  @ApiPathParam()
  @ApiJson(200, 'TrackListResponse', '`{ tracks }` by track_number')
  @ApiErrors(404)
  async list(@CurrentUser('id') userId: string, @Param('id') releaseId: string): Promise<TrackListResponse> {
    return { tracks: await this.tracks.list(userId, releaseId) };
  }

  /** multipart/form-data: optional `title` and `track_number` BEFORE the file field `audio`. */
  @Post('releases/:id/tracks')
  @AccountRoles('catalogue')
  @ApiPathParam()
  @ApiMultipart({ title: { type: 'string', maxLength: 255 }, track_number: { type: 'integer', minimum: 1 } }, ['audio'])
  @ApiJson(201, 'TrackChangedResponse', "`{ track, message: 'Track uploaded.' }`")
  @ApiErrors(400, 404, 409, 413, 415, 422)
  async upload(@CurrentUser('id') userId: string, @Param('id') releaseId: string, @Req() request: FastifyRequest): Promise<TrackChangedResponse> {
    return { track: await this.tracks.upload(userId, releaseId, request), message: TRACK_API_MESSAGES.uploaded };
  }

  @Put('releases/:id/tracks/order')
  @AccountRoles('catalogue')
  @ApiPathParam()
  @ApiJsonBody('TrackOrderRequest')
  @ApiJson(200, 'TracksReorderedResponse', "`{ tracks, message: 'Order updated.' }`")
  @ApiErrors(404, 409, 422)
  async reorder(
    @CurrentUser('id') userId: string,
    @Param('id') releaseId: string,
    @BodyLater(TrackOrderDto) body: DeferredBody<TrackOrderDto>,
  ): Promise<TracksReorderedResponse> {
    return { tracks: await this.tracks.reorder(userId, releaseId, body), message: TRACK_MESSAGES.orderUpdated };
  }

  @Get('tracks/:id')
  @ApiPathParam()
  @ApiJson(200, 'TrackAnswer', '`{ track }` with its release (id, title, status)')
  @ApiErrors(404)
  async get(@CurrentUser('id') userId: string, @Param('id') trackId: string): Promise<TrackAnswer> {
    return { track: await this.tracks.get(userId, trackId) };
  }

  @Put('tracks/:id')
  @AccountRoles('catalogue')
  @ApiPathParam()
  @ApiJsonBody('TrackUpdateRequest')
  @ApiJson(200, 'TrackChangedResponse', "`{ track, message: 'Track saved.' }`")
  @ApiErrors(404, 409, 422)
  async update(@CurrentUser('id') userId: string, @Param('id') trackId: string, @Body() body: TrackUpdateDto): Promise<TrackChangedResponse> {
    return { track: await this.tracks.update(userId, trackId, body), message: TRACK_MESSAGES.saved };
  }

  @Delete('tracks/:id')
  @AccountRoles('catalogue')
  @ApiPathParam()
  @ApiJson(200, 'MessageResponse', "`{ message: 'Track removed.' }`")
  @ApiErrors(404, 409, 422)
  async remove(@CurrentUser('id') userId: string, @Param('id') trackId: string): Promise<MessageResponse> {
    await this.tracks.remove(userId, trackId);
    return { message: TRACK_API_MESSAGES.removed };
  }
}
