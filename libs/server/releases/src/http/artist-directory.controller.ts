import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiJson, ApiJsonBody, oa } from '@soundpost/server-core/http';
import { RELEASE_MESSAGES } from '@soundpost/contracts';
import { ArtistOnly, CurrentUser } from '@soundpost/server-auth';
import type { ArtistDirectoryResponse, DirectoryArtistCreatedResponse, StoreListResponse } from '@soundpost/contracts';
import { DirectoryService } from '../directory/directory.service';
import { toStoreResponse } from '../stores/store.mapper';
import { StoresRepository } from '../stores/stores.repository';
import { DirectoryArtistDto } from '../directory/directory-artist.dto';
import { directoryArtistBody, directoryArtistSchema, storeSchema } from './releases.openapi';

const createdArtist = oa.obj({ artist: directoryArtistSchema, item: directoryArtistSchema, message: oa.str });

/** The artist directory and the store catalogue the wizard picks from. */
@ApiTags('artist: releases')
@ArtistOnly({ approved: true })
@ApiErrors(503)
@Controller('artist')
export class ArtistDirectoryController {
  constructor(
    private readonly directory: DirectoryService,
    private readonly stores: StoresRepository,
  ) {}

  @Get('artists')
  @ApiJson(200, oa.obj({ items: oa.arr(directoryArtistSchema), can_create: oa.bool, remaining: oa.int }), '`{ items, can_create, remaining }` (remaining -1 when unlimited)')
  list(@CurrentUser('id') userId: string): Promise<ArtistDirectoryResponse> {
    return this.directory.list(userId);
  }

  /** The spec's path. */
  @Post('artists2')
  @ApiJsonBody(directoryArtistBody)
  @ApiJson(201, createdArtist, "`{ artist, item, message: 'Artist added to your directory.' }`")
  @ApiErrors(403, 409, 422)
  create(@CurrentUser('id') userId: string, @Body() body: DirectoryArtistDto): Promise<DirectoryArtistCreatedResponse> {
    return this.add(userId, body);
  }

  /** The clean alias of POST /artist/artists2. */
  @Post('artists')
  @ApiJsonBody(directoryArtistBody)
  @ApiJson(201, createdArtist, 'Same as POST /artist/artists2')
  @ApiErrors(403, 409, 422)
  createAlias(@CurrentUser('id') userId: string, @Body() body: DirectoryArtistDto): Promise<DirectoryArtistCreatedResponse> {
    return this.add(userId, body);
  }

  @Get('stores')
  @ApiJson(200, oa.obj({ stores: oa.arr(storeSchema) }), '`{ stores }`, active only')
  async listStores(): Promise<StoreListResponse> {
    return { stores: (await this.stores.listActive()).map(toStoreResponse) };
  }

  private async add(userId: string, body: DirectoryArtistDto): Promise<DirectoryArtistCreatedResponse> {
    const artist = await this.directory.create(userId, body);
    return { artist, item: artist, message: RELEASE_MESSAGES.artistAdded };
  }
}
