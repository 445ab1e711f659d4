import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  WALLET_ADJUSTMENT_REQUEST_STATUSES,
  type WalletAdjustmentApprovedResponse,
  type WalletAdjustmentRejectedResponse,
  type WalletAdjustmentRequestPage,
  type WalletAdjustmentRequestResponse,
} from '@soundpost/contracts';
import { CurrentUser, StaffOnly } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiJsonBody, ApiListQuery, ApiNoBody, ApiPathParam } from '@soundpost/server-core/http';
import { Idempotent } from '@soundpost/server-core/idempotency';
import { parseListQuery } from '@soundpost/server-core/lists';
import { WalletAdjustmentRejectDto } from './wallet-adjustment.dto';
import { adminWalletAdjustmentsListSpec } from './wallet-adjustments.list';
import { WalletAdjustmentsService } from './wallet-adjustments.service';

/** Four eyes: staff adjustments above the threshold, approved or rejected by a second staff member (docs/wallet.md). */
@ApiTags('admin: wallets')
@StaffOnly()
@ApiErrors(401, 403, 503)
@Controller('admin/wallet-adjustments')
export class AdminWalletAdjustmentsController {
  constructor(private readonly adjustments: WalletAdjustmentsService) {}

  @Get()
  @ApiListQuery({ status: { type: 'string', enum: [...WALLET_ADJUSTMENT_REQUEST_STATUSES] }, wallet_id: { type: 'string', format: 'uuid' }, user_id: { type: 'string', format: 'uuid' } })
  @ApiJson(200, 'WalletAdjustmentRequestPage', '`{ data, meta }`: the requests, newest first')
  @ApiErrors(400)
  list(@Query() query: Record<string, unknown>): Promise<WalletAdjustmentRequestPage> {
    return this.adjustments.list(parseListQuery(query, adminWalletAdjustmentsListSpec));
  }

  @Get(':id')
  @ApiPathParam()
  @ApiJson(200, 'WalletAdjustmentRequestResponse')
  @ApiErrors(404)
  get(@Param('id') id: string): Promise<WalletAdjustmentRequestResponse> {
    return this.adjustments.get(id);
  }

  /** Posts the adjustment; not by its requester (403); once (409 when already decided or expired; 409 for a debit the balance no longer covers). */
  @Post(':id/approve')
  @HttpCode(200)
  @Idempotent()
  @ApiPathParam()
  @ApiNoBody()
  @ApiJson(200, 'WalletAdjustmentApprovedResponse', "`{ message: 'Adjustment approved and posted.', request, wallet, transaction }`")
  @ApiErrors(404, 409)
  approve(@CurrentUser('id') staffId: string, @Param('id') id: string): Promise<WalletAdjustmentApprovedResponse> {
    return this.adjustments.approve(id, staffId);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiPathParam()
  @ApiJsonBody('WalletAdjustmentRejectRequest')
  @ApiJson(200, 'WalletAdjustmentRejectedResponse', "`{ message: 'Adjustment rejected.', request }`")
  @ApiErrors(404, 409, 422)
  reject(@CurrentUser('id') staffId: string, @Param('id') id: string, @Body() body: WalletAdjustmentRejectDto): Promise<WalletAdjustmentRejectedResponse> {
    return this.adjustments.reject(id, staffId, body.reason);
  }
}
