import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PrivacyItemListResponse, PrivacyItemResponse } from '@soundpost/contracts';
import { ArtistOnly, CurrentUser } from '@soundpost/server-auth';
import { ApiErrors, ApiJson } from '@soundpost/server-core/http';
import { PrivacyItemsService } from '../items/privacy-items.service';
import { CreatePrivacyItemDto } from './privacy-items.dto';

@ApiTags('artist: privacy')
@ArtistOnly()
@ApiErrors(503)
@Controller('artist/privacy')
export class PrivacyItemsController {
  constructor(private readonly items: PrivacyItemsService) {}

  @Get()
  @ApiJson(200, 'PrivacyItemListResponse', '`{ items }`, newest first')
  async list(@CurrentUser('id') userId: string): Promise<PrivacyItemListResponse> {
    return { items: await this.items.newestFor(userId) };
  }

  @Post()
  @ApiJson(201, 'PrivacyItemResponse', 'Created')
  @ApiErrors(422)
  create(@CurrentUser('id') userId: string, @Body() body: CreatePrivacyItemDto): Promise<PrivacyItemResponse> {
    return this.items.create(userId, body);
  }
}
