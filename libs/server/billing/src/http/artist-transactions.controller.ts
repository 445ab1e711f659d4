import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ArtistTransactionPage } from '@soundpost/contracts';
import { AccountRoles, ArtistOnly, CurrentUser } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiListQuery } from '@soundpost/server-core/http';
import { parseListQuery } from '@soundpost/server-core/lists';
import { artistTransactionsListSpec } from '../transactions/transactions.list';
import { TransactionsService } from '../transactions/transactions.service';

/** /account/transactions: the caller's own billing transactions. */
@ApiTags('billing')
@ArtistOnly()
@AccountRoles('moneyRead')
@ApiErrors(403, 503)
@Controller('artist/transactions')
export class ArtistTransactionsController {
  constructor(private readonly transactions: TransactionsService) {}

  @Get()
  @ApiListQuery({ limit: { type: 'integer', minimum: 1 } })
  @ApiJson(200, 'ArtistTransactionPage', '`{ data, meta }`')
  list(@CurrentUser('id') userId: string, @Query() query: Record<string, unknown>): Promise<ArtistTransactionPage> {
    return this.transactions.listForArtist(userId, parseListQuery(query, artistTransactionsListSpec));
  }
}
