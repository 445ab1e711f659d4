import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiJson, ApiJsonBody } from '@soundpost/server-core/http';
import { RELEASE_MESSAGES } from '@soundpost/contracts';
import { AccountRoles, ArtistOnly, CurrentUser } from '@soundpost/server-auth';
import type { ArtistDirectoryResponse, DirectoryArtistCreatedResponse, StoreListResponse } from '@soundpost/contracts';
import { DirectoryService } from '../directory/directory.service';
import { toStoreResponse } from '../stores/store.mapper';
import { StoresRepository } from '../stores/stores.repository';
import { DirectoryArtistDto } from '../directory/directory-artist.dto';


/** The artist directory and the store catalogue the wizard picks from. */
@ApiTags('artist: releases')
@ArtistOnly({ approved: true })
@AccountRoles('read')
@ApiErrors(503)
@Controller('artist')
export class ArtistDirectoryController {
  constructor(
    private readonly directory: DirectoryService,
    private readonly stores: StoresRepository,
  ) {}

  @Get('artists')
  @ApiJson(200, 'ArtistDirectoryResponse', '`{ items, can_create, remaining }` (remaining -1 when unlimited)')
  list(@CurrentUser('id') userId: string): Promise<ArtistDirectoryResponse> {
    return this.directory.list(userId);
  }

  /** The spec's path. */
  @Post('artists2')
  @AccountRoles('catalogue')
  @ApiJsonBody('DirectoryArtistRequest')
  @ApiJson(201, 'DirectoryArtistCreatedResponse', "`{ artist, item, message: 'Artist added to your directory.' }`")
  @ApiErrors(403, 409, 422)
  create(@CurrentUser('id') userId: string, @Body() body: DirectoryArtistDto): Promise<DirectoryArtistCreatedResponse> {
    return this.add(userId, body);
  }

  /** The clean alias of POST /artist/artists2. */
  @Post('artists')
  @AccountRoles('catalogue')
  @ApiJsonBody('DirectoryArtistRequest')
  @ApiJson(201, 'DirectoryArtistCreatedResponse', 'Same as POST /artist/artists2')
  @ApiErrors(403, 409, 422)
  createAlias(@CurrentUser('id') userId: string, @Body() body: DirectoryArtistDto): Promise<DirectoryArtistCreatedResponse> {
    return this.add(userId, body);
  }

  @Get('stores')
  @ApiJson(200, 'StoreListResponse', '`{ stores }`, active only')
  async listStores(): Promise<StoreListResponse> {
    return { stores: (await this.stores.listActive()).map(toStoreResponse) };
  }

  private async add(userId: string, body: DirectoryArtistDto): Promise<DirectoryArtistCreatedResponse> {
    const artist = await this.directory.create(userId, body);
    return { artist, item: artist, message: RELEASE_MESSAGES.artistAdded };
  }
}
