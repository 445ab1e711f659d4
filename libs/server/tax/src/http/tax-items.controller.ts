import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { TaxItemListResponse, TaxItemResponse } from '@soundpost/contracts';
import { ArtistOnly, CurrentUser } from '@soundpost/server-auth';
import { ApiErrors, ApiJson } from '@soundpost/server-core/http';
import { TaxItemsService } from '../items/tax-items.service';
import { CreateTaxItemDto } from './tax-items.dto';

@ApiTags('artist: tax')
@ArtistOnly()
@ApiErrors(503)
@Controller('artist/tax')
export class TaxItemsController {
  constructor(private readonly items: TaxItemsService) {}

  @Get()
  @ApiJson(200, 'TaxItemListResponse', '`{ items }`, newest first')
  async list(@CurrentUser('id') userId: string): Promise<TaxItemListResponse> {
    return { items: await this.items.newestFor(userId) };
  }

  @Post()
  @ApiJson(201, 'TaxItemResponse', 'Created')
  @ApiErrors(422)
  create(@CurrentUser('id') userId: string, @Body() body: CreateTaxItemDto): Promise<TaxItemResponse> {
    return this.items.create(userId, body);
  }
}
