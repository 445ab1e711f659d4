import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RequireStaff } from '@soundpost/server-auth';
import { Page, parseListQuery } from '@soundpost/server-core';
import { AdminTransactionResponse } from '../transactions/billing-transaction.mapper';
import { adminTransactionsListSpec } from '../transactions/transactions.list';
import { TransactionsService } from '../transactions/transactions.service';
import { parseDateTime, UpdateTransactionDto } from './admin-billing.dto';

/** The back office's transactions screen (spec 002 §2, §7). */
@ApiTags('admin: billing')
@RequireStaff()
@Controller('admin/transactions')
export class AdminTransactionsController {
  constructor(private readonly transactions: TransactionsService) {}

  /** `?page&per_page&q&status&gateway&user_id&from&to`. */
  @Get()
  @ApiOkResponse({ description: '`{ data, meta }` (meta.total, meta.last_page)' })
  list(@Query() query: Record<string, unknown>): Promise<Page<AdminTransactionResponse>> {
    return this.transactions.adminList(parseListQuery(query, adminTransactionsListSpec));
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<AdminTransactionResponse> {
    return this.transactions.adminGet(id);
  }

  /** Status, description, paid_at. Marking an unpaid transaction paid activates its plan (bank transfers). */
  @Patch(':id')
  @ApiOkResponse({ description: 'the transaction' })
  update(@Param('id') id: string, @Body() body: UpdateTransactionDto): Promise<AdminTransactionResponse> {
    return this.transactions.adminUpdate(id, { status: body.status, description: body.description, paidAt: parseDateTime(body.paid_at) });
  }
}
