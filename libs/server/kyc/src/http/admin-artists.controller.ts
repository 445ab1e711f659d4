import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiJson, ApiListQuery, ApiMultipart, ApiPathParam, ApiNoContent } from '@soundpost/server-core/http';
import { parseListQuery } from '@soundpost/server-core/lists';
import type { FastifyRequest } from 'fastify';
import { adminArtistsListSpec } from '../admin/admin-artists.list';
import type { ArtistAdminDetailResponse, ArtistAdminPage, ArtistAdminResponse, ArtistImportResult, VerifyArtistResponse } from '@soundpost/contracts';
import { AdminArtistsService } from '../admin/admin-artists.service';
import { CreateArtistDto, UpdateArtistDto, VerifyArtistDto } from '../dto/admin-artist.dto';
import { ArtistCsvImportService } from '../import/artist-csv-import.service';
import { withCsvUpload } from '../import/csv-upload';
import { AuthenticatedUser, CurrentUser, StaffOnly } from '@soundpost/server-auth';

export const IMPORT_ERRORS_LISTED = 10;

@ApiTags('admin: artists')
@Controller('admin/artists')
@StaffOnly()
@ApiErrors(503)
export class AdminArtistsController {
  constructor(
    private readonly artists: AdminArtistsService,
    private readonly importer: ArtistCsvImportService,
  ) {}

  @Get()
  @ApiListQuery({ status: { type: 'string' }, document_status: { type: 'string' } })
  @ApiJson(200, 'ArtistAdminPage', '`{ data, meta }` and Content-Range')
  list(@Query() query: Record<string, unknown>): Promise<ArtistAdminPage> {
    return this.artists.list(parseListQuery(query, adminArtistsListSpec));
  }

  @Post()
  @ApiJson(201, 'ArtistAdminResponse', 'The new artist account')
  @ApiErrors(422)
  create(@Body() dto: CreateArtistDto, @CurrentUser() me: AuthenticatedUser): Promise<ArtistAdminResponse> {
    return this.artists.create(dto, me);
  }

  /** Before `:id` so that "import" is never read as an id. */
  @Post('import')
  @HttpCode(200)
  @ApiMultipart({}, ['file'])
  @ApiJson(200, 'ArtistImportResult', '`{ created, skipped, errors, error_count }`')
  @ApiErrors(400, 413, 415, 422)
  async import(@Req() request: FastifyRequest): Promise<ArtistImportResult> {
    const result = await withCsvUpload(request, (csv) => this.importer.importArtists(csv, { maxErrors: IMPORT_ERRORS_LISTED }));
    return { created: result.created, skipped: result.skipped, errors: result.errors, error_count: result.error_count };
  }

  @Get(':id')
  @ApiPathParam()
  @ApiJson(200, 'ArtistAdminDetailResponse')
  @ApiErrors(404)
  get(@Param('id') id: string): Promise<ArtistAdminDetailResponse> {
    return this.artists.get(id);
  }

  @Put(':id')
  @ApiPathParam()
  @ApiJson(200, 'ArtistAdminResponse')
  @ApiErrors(404, 422)
  update(@Param('id') id: string, @Body() dto: UpdateArtistDto, @CurrentUser() me: AuthenticatedUser): Promise<ArtistAdminResponse> {
    return this.artists.update(id, dto, me);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiPathParam()
  @ApiNoContent()
  @ApiErrors(404, 422)
  async remove(@Param('id') id: string, @CurrentUser() me: AuthenticatedUser): Promise<void> {
    await this.artists.delete(id, me);
  }

  @Post(':id/verify')
  @ApiPathParam()
  @ApiJson(200, 'VerifyArtistResponse')
  @ApiErrors(404, 422)
  @HttpCode(200)
  verify(@Param('id') id: string, @Body() dto: VerifyArtistDto, @CurrentUser() me: AuthenticatedUser): Promise<VerifyArtistResponse> {
    return this.artists.verify(id, dto, me);
  }
}
