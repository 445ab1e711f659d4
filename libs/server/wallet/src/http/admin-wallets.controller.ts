import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  PAYOUT_METHODS,
  PAYOUT_STATUSES,
  WALLET_TRANSACTION_STATUSES,
  WALLET_TRANSACTION_TYPES,
  type AdminPayoutRequestPage,
  type AdminPayoutRequestResponse,
  type AdminWalletPage,
  type AdminWalletResponse,
  type AdminWalletTransactionPage,
  type WalletAdjustResponse,
  type WalletAdjustmentPendingResponse,
} from '@soundpost/contracts';
import { CurrentUser, StaffOnly } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiJsonBody, ApiListQuery, ApiNoBody, ApiPathParam, ApiText, BodyLater, DeferredBody, SchemaObject } from '@soundpost/server-core/http';
import { Idempotent } from '@soundpost/server-core/idempotency';
import { parseListQuery } from '@soundpost/server-core/lists';
import type { FastifyReply } from 'fastify';
import { adminPayoutsListSpec } from '../payouts/payouts.list';
import { PayoutsService } from '../payouts/payouts.service';
import { SepaExportService } from '../payouts/sepa-export.service';
import { adminWalletsListSpec, adminWalletTransactionsListSpec } from '../wallets/wallet-transactions.list';
import { WalletsService } from '../wallets/wallets.service';
import { PayoutStatusUpdateDto, WalletAdjustDto } from './wallet.dto';

const transactionFilters: Record<string, SchemaObject> = {
  type: { type: 'string', enum: [...WALLET_TRANSACTION_TYPES] },
  status: { type: 'string', enum: [...WALLET_TRANSACTION_STATUSES] },
  wallet_id: { type: 'string', format: 'uuid' },
  wallet: { type: 'string', format: 'uuid' },
  user_id: { type: 'string', format: 'uuid' },
  user: { type: 'string', format: 'uuid' },
  date_from: { type: 'string', format: 'date' },
  date_to: { type: 'string', format: 'date' },
  from: { type: 'string', format: 'date' },
  to: { type: 'string', format: 'date' },
};

/** The back office's wallets, wallet transactions and payout requests (/admin/wallets…). */
@ApiTags('admin: wallets')
@StaffOnly()
@ApiErrors(401, 403, 503)
@Controller('admin/wallets')
export class AdminWalletsController {
  constructor(
    private readonly wallets: WalletsService,
    private readonly payouts: PayoutsService,
    private readonly sepa: SepaExportService,
  ) {}

  @Get()
  @ApiListQuery({ user_id: { type: 'string', format: 'uuid' }, linked: { type: 'boolean' } })
  @ApiJson(200, 'AdminWalletPage', '`{ data, meta }`: user, e-mail, balance, payment-account id')
  @ApiErrors(400)
  list(@Query() query: Record<string, unknown>): Promise<AdminWalletPage> {
    return this.wallets.adminList(parseListQuery(query, adminWalletsListSpec));
  }

  @Get('transactions')
  @ApiListQuery(transactionFilters)
  @ApiJson(200, 'AdminWalletTransactionPage', '`{ data, meta }`')
  @ApiErrors(400)
  transactions(@Query() query: Record<string, unknown>): Promise<AdminWalletTransactionPage> {
    return this.wallets.adminTransactions(parseListQuery(query, adminWalletTransactionsListSpec));
  }

  /** The list's filters as CSV, streamed (the spec's columns, formula-safe). */
  @Get('transactions/export')
  @ApiListQuery(transactionFilters)
  @ApiProduces('text/csv')
  @ApiText('text/csv', 'text/csv: id, wallet_id, user_name, user_email, type, amount_eur, status, description, external_ref, stripe_transfer_id, created_at')
  @ApiErrors(400)
  async export(@Query() query: Record<string, unknown>, @Res() reply: FastifyReply): Promise<void> {
    const stream = await this.wallets.exportTransactions(parseListQuery(query, adminWalletTransactionsListSpec));
    const stamp = new Date().toISOString().slice(0, 10);
    await reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="wallet-transactions-${stamp}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(stream);
  }

  @Get('payouts')
  @ApiListQuery({ wallet: { type: 'string', format: 'uuid' }, wallet_id: { type: 'string', format: 'uuid' }, user_id: { type: 'string', format: 'uuid' }, status: { type: 'string', enum: [...PAYOUT_STATUSES] }, method: { type: 'string', enum: [...PAYOUT_METHODS] } })
  @ApiJson(200, 'AdminPayoutRequestPage', '`{ data, meta }`; each row lists `allowed_statuses`, its legal moves')
  @ApiErrors(400)
  listPayouts(@Query() query: Record<string, unknown>): Promise<AdminPayoutRequestPage> {
    return this.wallets.adminPayouts(parseListQuery(query, adminPayoutsListSpec));
  }

  /** The approved bank payouts as one SEPA credit transfer file (pain.001.001.03); they move to processing. */
  @Post('payouts/sepa-export')
  @HttpCode(200)
  @ApiNoBody()
  @ApiProduces('application/xml')
  @ApiText('application/xml', 'application/xml: the pain.001.001.03 document')
  @ApiErrors(409)
  async sepaExport(@Res() reply: FastifyReply): Promise<void> {
    const file = await this.sepa.export();
    await reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${file.filename}"`)
      .header('X-Payout-Count', String(file.count))
      .header('Cache-Control', 'no-store')
      .send(file.xml);
  }

  @Get('payouts/:id')
  @ApiPathParam()
  @ApiJson(200, 'AdminPayoutRequestResponse')
  @ApiErrors(404)
  payout(@Param('id') id: string): Promise<AdminPayoutRequestResponse> {
    return this.wallets.adminPayout(id);
  }

  /** One legal move (409 naming both statuses otherwise). processing sends PayPal and Stripe Connect payouts. */
  @Put('payouts/:id')
  @ApiPathParam()
  @ApiJsonBody('PayoutStatusUpdateRequest')
  @ApiJson(200, 'AdminPayoutRequestResponse')
  @ApiErrors(404, 409, 422)
  async move(@Param('id') id: string, @Body() body: PayoutStatusUpdateDto): Promise<AdminPayoutRequestResponse> {
    await this.payouts.move(id, body.status, body.reason ?? null);
    return this.wallets.adminPayout(id);
  }

  @Get(':id')
  @ApiPathParam()
  @ApiJson(200, 'AdminWalletResponse')
  @ApiErrors(404)
  get(@Param('id') id: string): Promise<AdminWalletResponse> {
    return this.wallets.adminGet(id);
  }

  @Get(':id/transactions')
  @ApiPathParam()
  @ApiListQuery(transactionFilters)
  @ApiJson(200, 'AdminWalletTransactionPage', '`{ data, meta }`')
  @ApiErrors(400, 404)
  walletTransactions(@Param('id') id: string, @Query() query: Record<string, unknown>): Promise<AdminWalletTransactionPage> {
    return this.wallets.adminTransactions(parseListQuery(query, adminWalletTransactionsListSpec), id);
  }

  /** A completed credit or debit by staff, audited with the actor; retry-safe with `Idempotency-Key`. */
  @Post(':id/adjust')
  @HttpCode(200)
  @Idempotent()
  @ApiPathParam()
  @ApiJsonBody('WalletAdjustRequest')
  @ApiJson(200, 'WalletAdjustResponse', "`{ message: 'Wallet adjusted successfully.', wallet, transaction }`")
  @ApiJson(202, 'WalletAdjustmentPendingResponse', 'Above WALLET_FOUR_EYES_THRESHOLD_CENTS: nothing posted, sent for approval by a second staff member')
  @ApiErrors(404, 422)
  async adjust(
    @CurrentUser('id') staffId: string,
    @Param('id') id: string,
    @BodyLater(WalletAdjustDto) body: DeferredBody<WalletAdjustDto>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WalletAdjustResponse | WalletAdjustmentPendingResponse> {
    const answer = await this.wallets.adjust(id, body, staffId);
    if ('request' in answer) void reply.status(202);
    return answer;
  }
}
