import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminSubscriptionDetail, AdminSubscriptionPage, AdminSubscriptionUpdatedResponse } from '@soundpost/contracts';
import { StaffOnly } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiListQuery, ApiPathParam } from '@soundpost/server-core/http';
import { parseListQuery } from '@soundpost/server-core/lists';
import { adminSubscriptionsListSpec } from '../subscriptions/subscriptions.list';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { parseDateTime, UpdateSubscriptionDto } from './admin-billing.dto';

/** The back office's subscriptions screen. */
@ApiTags('admin: billing')
@StaffOnly()
@ApiErrors(503)
@Controller('admin/subscriptions')
export class AdminSubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  /** `?page&per_page&q&status`. */
  @Get()
  @ApiListQuery({ status: { type: 'string' } })
  @ApiJson(200, 'AdminSubscriptionPage', '`{ data, meta }`')
  list(@Query() query: Record<string, unknown>): Promise<AdminSubscriptionPage> {
    return this.subscriptions.adminList(parseListQuery(query, adminSubscriptionsListSpec));
  }

  @Get(':id')
  @ApiPathParam()
  @ApiJson(200, 'AdminSubscriptionDetail', 'the subscription with its `transactions`')
  @ApiErrors(404)
  get(@Param('id') id: string): Promise<AdminSubscriptionDetail> {
    return this.subscriptions.adminGet(id);
  }

  @Patch(':id')
  @ApiPathParam()
  @ApiJson(200, 'AdminSubscriptionUpdatedResponse', 'the updated subscription with its `transactions`')
  @ApiErrors(404, 422)
  async update(@Param('id') id: string, @Body() body: UpdateSubscriptionDto): Promise<AdminSubscriptionUpdatedResponse> {
    const updated = await this.subscriptions.adminUpdate(id, {
      status: body.status,
      expiresAt: parseDateTime(body.expires_at) ?? null,
      planId: body.plan_id ?? undefined,
    });
    return { ...updated, message: 'Subscription updated.' };
  }
}
