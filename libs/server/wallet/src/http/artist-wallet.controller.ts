import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ArtistWalletResponse, PayoutPreviewResponse, PayoutRequestPage, PayoutRequestResponse, StripeConnectLinkResponse, WalletTransactionPage } from '@soundpost/contracts';
import { AccountRoles, ArtistOnly, CurrentUser, StepUp } from '@soundpost/server-auth';
import { APP_CONFIG, AppConfig } from '@soundpost/server-core/config';
import { ApiErrors, ApiJson, ApiJsonBody, ApiListQuery, ApiNoBody, ApiPathParam, requestSiteUrl } from '@soundpost/server-core/http';
import { Idempotent } from '@soundpost/server-core/idempotency';
import { parseListQuery } from '@soundpost/server-core/lists';
import type { FastifyRequest } from 'fastify';
import { artistPayoutsListSpec } from '../payouts/payouts.list';
import { PayoutsService } from '../payouts/payouts.service';
import { artistWalletTransactionsListSpec } from '../wallets/wallet-transactions.list';
import { WalletsService } from '../wallets/wallets.service';
import { PayoutCreateDto, PayoutPreviewQueryDto } from './wallet.dto';

/** The artist's wallet (/artist/wallet, /artist/wallet/transactions). */
@ApiTags('artist: wallet')
@ArtistOnly({ approved: true })
@AccountRoles('moneyRead')
@ApiErrors(401, 403, 503)
@Controller('artist/wallet')
export class ArtistWalletController {
  constructor(
    private readonly payouts: PayoutsService,
    private readonly wallets: WalletsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiJson(200, 'ArtistWalletResponse', 'The wallet (balance in cents) and its open payout request, `pending_payout`')
  get(@CurrentUser('id') userId: string): Promise<ArtistWalletResponse> {
    return this.payouts.artistWallet(userId);
  }

  @Get('payouts')
  @ApiListQuery()
  @ApiJson(200, 'PayoutRequestPage', '`{ data, meta }`, newest first, 10 a page')
  @ApiErrors(400)
  listPayouts(@CurrentUser('id') userId: string, @Query() query: Record<string, unknown>): Promise<PayoutRequestPage> {
    return this.payouts.artistPayouts(userId, parseListQuery(query, artistPayoutsListSpec));
  }

  /** What a payout would bring before it is requested: amount, fee, net, US tax withheld so far and the account's tax standing. */
  @Get('payouts/preview')
  @ApiJson(200, 'PayoutPreviewResponse', '`{ amount_cents, fee_cents, net_cents, withheld_to_date_cents, tax_standing }`')
  @ApiErrors(422)
  preview(@CurrentUser('id') userId: string, @Query() query: PayoutPreviewQueryDto): Promise<PayoutPreviewResponse> {
    return this.wallets.payoutPreview(userId, query);
  }

  /** The request and its held debit in one transaction; retry-safe with `Idempotency-Key`. */
  @Post('payouts')
  @AccountRoles('money')
  @StepUp()
  @Idempotent()
  @ApiJsonBody('PayoutCreateRequest')
  @ApiJson(201, 'PayoutRequestResponse', 'The request, status requested; its amount is held at once')
  @ApiErrors(403, 409, 422)
  request(@CurrentUser('id') userId: string, @Body() body: PayoutCreateDto): Promise<PayoutRequestResponse> {
    return this.payouts.request(userId, body);
  }

  @Post('payouts/:id/cancel')
  @AccountRoles('money')
  @HttpCode(200)
  @ApiPathParam()
  @ApiNoBody()
  @ApiJson(200, 'PayoutRequestResponse', 'Cancelled; the held amount is back in the balance')
  @ApiErrors(404, 409)
  cancel(@CurrentUser('id') userId: string, @Param('id') id: string): Promise<PayoutRequestResponse> {
    return this.payouts.cancelByArtist(userId, id);
  }

  @Get('transactions')
  @ApiListQuery()
  @ApiJson(200, 'WalletTransactionPage', '`{ data, meta }`, newest first, 20 a page')
  @ApiErrors(400)
  transactions(@CurrentUser('id') userId: string, @Query() query: Record<string, unknown>): Promise<WalletTransactionPage> {
    return this.wallets.artistTransactions(userId, parseListQuery(query, artistWalletTransactionsListSpec));
  }

  /** Stripe Connect onboarding: the link to open (the sandbox links at once and returns to the wallet). */
  @Post('stripe/connect')
  @AccountRoles('money')
  @StepUp()
  @HttpCode(200)
  @ApiNoBody()
  @ApiJson(200, 'StripeConnectLinkResponse', '`{ url, stripe_account_id }`')
  stripeConnect(@CurrentUser('id') userId: string, @Req() request: FastifyRequest): Promise<StripeConnectLinkResponse> {
    return this.wallets.stripeConnectLink(userId, requestSiteUrl(request, this.config));
  }
}
