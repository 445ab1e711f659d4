import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RequireStaff } from '@soundpost/server-auth';
import { Page, parseListQuery } from '@soundpost/server-core';
import { AdminSubscriptionDetail as SubscriptionDetail, AdminSubscriptionResponse } from '../subscriptions/subscription.mapper';
import { adminSubscriptionsListSpec } from '../subscriptions/subscriptions.list';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { parseDateTime, UpdateSubscriptionDto } from './admin-billing.dto';

/** The back office's subscriptions screen (spec 002 §2, §7). */
@ApiTags('admin: billing')
@RequireStaff()
@Controller('admin/subscriptions')
export class AdminSubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  /** `?page&per_page&q&status`. */
  @Get()
  @ApiOkResponse({ description: '`{ data, meta }`' })
  list(@Query() query: Record<string, unknown>): Promise<Page<AdminSubscriptionResponse>> {
    return this.subscriptions.adminList(parseListQuery(query, adminSubscriptionsListSpec));
  }

  @Get(':id')
  @ApiOkResponse({ description: 'the subscription with its `transactions`' })
  get(@Param('id') id: string): Promise<SubscriptionDetail> {
    return this.subscriptions.adminGet(id);
  }

  @Patch(':id')
  @ApiOkResponse({ description: 'the updated subscription with its `transactions`' })
  async update(@Param('id') id: string, @Body() body: UpdateSubscriptionDto): Promise<SubscriptionDetail & { message: string }> {
    const updated = await this.subscriptions.adminUpdate(id, {
      status: body.status,
      expiresAt: parseDateTime(body.expires_at) ?? null,
      planId: body.plan_id ?? undefined,
    });
    return { ...updated, message: 'Subscription updated.' };
  }
}
