import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminTransactionPage, AdminTransactionResponse } from '@soundpost/contracts';
import { StaffOnly } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiListQuery, ApiPathParam } from '@soundpost/server-core/http';
import { parseListQuery } from '@soundpost/server-core/lists';
import { adminTransactionsListSpec } from '../transactions/transactions.list';
import { TransactionsService } from '../transactions/transactions.service';
import { parseDateTime, UpdateTransactionDto } from './admin-billing.dto';

/** The back office's transactions screen. */
@ApiTags('admin: billing')
@StaffOnly()
@ApiErrors(503)
@Controller('admin/transactions')
export class AdminTransactionsController {
  constructor(private readonly transactions: TransactionsService) {}

  /** `?page&per_page&q&status&gateway&user_id&from&to`. */
  @Get()
  @ApiListQuery({ status: { type: 'string' }, gateway: { type: 'string' }, user_id: { type: 'string', format: 'uuid' }, from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' } })
  @ApiJson(200, 'AdminTransactionPage', '`{ data, meta }`')
  list(@Query() query: Record<string, unknown>): Promise<AdminTransactionPage> {
    return this.transactions.adminList(parseListQuery(query, adminTransactionsListSpec));
  }

  @Get(':id')
  @ApiPathParam()
  @ApiJson(200, 'AdminTransactionResponse')
  @ApiErrors(404)
  get(@Param('id') id: string): Promise<AdminTransactionResponse> {
    return this.transactions.adminGet(id);
  }

  /** Status, description, paid_at. Marking an unpaid transaction paid activates its plan (bank transfers). */
  @Patch(':id')
  @ApiPathParam()
  @ApiJson(200, 'AdminTransactionResponse', 'the transaction')
  @ApiErrors(404, 409, 422)
  update(@Param('id') id: string, @Body() body: UpdateTransactionDto): Promise<AdminTransactionResponse> {
    return this.transactions.adminUpdate(id, { status: body.status, description: body.description, paidAt: parseDateTime(body.paid_at) });
  }
}
