import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RELEASE_MESSAGES } from '@soundpost/contracts';
import { CurrentUser } from '@soundpost/server-auth';
import { RequireVerifiedArtist } from '@soundpost/server-kyc';
import { DirectoryArtistResponse } from '../directory/directory-artist.mapper';
import { DirectoryListResponse, DirectoryService } from '../directory/directory.service';
import { StoreResponse, toStoreResponse } from '../stores/store.mapper';
import { StoresRepository } from '../stores/stores.repository';
import { bodyObject } from './request-input';

type CreatedArtist = { artist: DirectoryArtistResponse; item: DirectoryArtistResponse; message: string };

/** The artist directory and the store catalogue the wizard picks from (spec 001 §3, §7). */
@ApiTags('artist: releases')
@RequireVerifiedArtist()
@Controller('artist')
export class ArtistDirectoryController {
  constructor(
    private readonly directory: DirectoryService,
    private readonly stores: StoresRepository,
  ) {}

  @Get('artists')
  @ApiOkResponse({ description: '`{ items: [{ id, name, default_role }], can_create, remaining }` (remaining -1 when unlimited)' })
  list(@CurrentUser('id') userId: string): Promise<DirectoryListResponse> {
    return this.directory.list(userId);
  }

  /** The spec's path (spec 001 §7). */
  @Post('artists2')
  @ApiCreatedResponse({ description: "`{ artist, item, message: 'Artist added to your directory.' }`" })
  create(@CurrentUser('id') userId: string, @Body() body: unknown): Promise<CreatedArtist> {
    return this.add(userId, body);
  }

  /** The clean alias of POST /artist/artists2. */
  @Post('artists')
  @ApiCreatedResponse({ description: 'Same as POST /artist/artists2' })
  createAlias(@CurrentUser('id') userId: string, @Body() body: unknown): Promise<CreatedArtist> {
    return this.add(userId, body);
  }

  @Get('stores')
  @ApiOkResponse({ description: '`{ stores: [{ id, name, logo_url, active, supports_timed_release, supports_content_id, is_regional, kind }] }`, active only' })
  async listStores(): Promise<{ stores: StoreResponse[] }> {
    return { stores: (await this.stores.listActive()).map(toStoreResponse) };
  }

  private async add(userId: string, body: unknown): Promise<CreatedArtist> {
    const artist = await this.directory.create(userId, bodyObject(body));
    return { artist, item: artist, message: RELEASE_MESSAGES.artistAdded };
  }
}
