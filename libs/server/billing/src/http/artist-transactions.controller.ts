import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, RequireAuth } from '@soundpost/server-auth';
import { Page, parseListQuery } from '@soundpost/server-core';
import { ArtistTransactionResponse } from '../transactions/billing-transaction.mapper';
import { artistTransactionsListSpec } from '../transactions/transactions.list';
import { TransactionsService } from '../transactions/transactions.service';

/** /account/transactions (spec 001 §7): the caller's own billing transactions. */
@ApiTags('billing')
@RequireAuth('artist')
@Controller('artist/transactions')
export class ArtistTransactionsController {
  constructor(private readonly transactions: TransactionsService) {}

  @Get()
  @ApiOkResponse({ description: '`{ data: ArtistTransaction[], meta }`; `?page&limit&q`' })
  list(@CurrentUser('id') userId: string, @Query() query: Record<string, unknown>): Promise<Page<ArtistTransactionResponse>> {
    return this.transactions.listForArtist(userId, parseListQuery(query, artistTransactionsListSpec));
  }
}
