import { Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { LinkChannelResponse, ReleaseLinkListResponse, ReleaseLinkResponse } from '@soundpost/contracts';
import { AccountRoles, ArtistOnly, CurrentUser } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiJsonBody, ApiNoContent, ApiPathParam, BodyLater, DeferredBody } from '@soundpost/server-core/http';
import { LinksService } from '../links/links.service';
import { LinkChannelCreateDto, ReleaseLinkUpdateDto } from './links.dto';

/** The artist's smart links: one per submitted release, its page settings and its channel links. */
@ApiTags('artist: links')
@ArtistOnly()
@AccountRoles('read')
@ApiErrors(401, 403, 503)
@Controller('artist')
export class ArtistLinksController {
  constructor(private readonly links: LinksService) {}

  @Get('links')
  @ApiJson(200, 'ReleaseLinkListResponse')
  list(@CurrentUser('id') userId: string): Promise<ReleaseLinkListResponse> {
    return this.links.list(userId);
  }

  @Put('releases/:release_id/link')
  @AccountRoles('catalogue')
  @ApiPathParam('release_id')
  @ApiJsonBody('ReleaseLinkUpdateRequest')
  @ApiJson(200, 'ReleaseLinkResponse')
  @ApiErrors(404, 409, 422)
  update(
    @CurrentUser('id') userId: string,
    @Param('release_id') releaseId: string,
    @BodyLater(ReleaseLinkUpdateDto) body: DeferredBody<ReleaseLinkUpdateDto>,
  ): Promise<ReleaseLinkResponse> {
    return this.links.update(userId, releaseId, body);
  }

  @Post('links/:link_id/channels')
  @AccountRoles('catalogue')
  @ApiPathParam('link_id')
  @ApiJsonBody('LinkChannelCreateRequest')
  @ApiJson(201, 'LinkChannelResponse')
  @ApiErrors(404, 409, 422)
  addChannel(
    @CurrentUser('id') userId: string,
    @Param('link_id') linkId: string,
    @BodyLater(LinkChannelCreateDto) body: DeferredBody<LinkChannelCreateDto>,
  ): Promise<LinkChannelResponse> {
    return this.links.addChannel(userId, linkId, body);
  }

  @Delete('links/:link_id/channels/:channel_id')
  @AccountRoles('catalogue')
  @ApiPathParam('link_id')
  @ApiPathParam('channel_id')
  @HttpCode(204)
  @ApiNoContent('Channel removed; its counts stay')
  @ApiErrors(404)
  async removeChannel(@CurrentUser('id') userId: string, @Param('link_id') linkId: string, @Param('channel_id') channelId: string): Promise<void> {
    await this.links.removeChannel(userId, linkId, channelId);
  }
}
