import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ReleaseDeliveriesResponse } from '@soundpost/contracts';
import { AccountRoles, ArtistOnly, CurrentUser } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiPathParam } from '@soundpost/server-core/http';
import { DeliveriesService } from '../deliveries/deliveries.service';

/** Where the artist's release is: "Delivered to Spotify on 5 March". */
@ApiTags('artist: releases')
@ArtistOnly({ approved: true })
@AccountRoles('read')
@ApiErrors(503)
@Controller('artist/releases')
export class ArtistDeliveriesController {
  constructor(private readonly deliveries: DeliveriesService) {}

  @Get(':id/deliveries')
  @ApiPathParam()
  @ApiJson(200, 'ReleaseDeliveriesResponse', 'Per store: status and since when (another artist’s release answers 404)')
  @ApiErrors(404)
  forRelease(@CurrentUser('id') userId: string, @Param('id') id: string): Promise<ReleaseDeliveriesResponse> {
    return this.deliveries.forRelease(id, userId);
  }
}
