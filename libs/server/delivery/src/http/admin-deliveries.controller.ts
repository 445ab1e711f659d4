import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AUTH_SERVER_MESSAGES, DELIVERY_STATUSES, type AdminDeliveryPage, type DeliveryMessageResponse, type DeliveryTargetResponse, type ReleaseDeliveriesResponse } from '@soundpost/contracts';
import { AdminOnly, CurrentUser, StaffOnly } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiListQuery, ApiPathParam } from '@soundpost/server-core/http';
import { parseListQuery } from '@soundpost/server-core/lists';
import { adminDeliveriesListSpec } from '../deliveries/deliveries.list';
import { DeliveriesService } from '../deliveries/deliveries.service';
import { DeliveryTargetsService } from '../targets/delivery-targets.service';
import { DeliveryTargetDto, RedeliverDto } from './delivery-target.dto';

/** Staff's side of store delivery: per-release status, the XML sent, redeliver, the Deliveries list, store targets. */
@ApiTags('admin: deliveries')
@StaffOnly()
@ApiErrors(503)
@Controller('admin')
export class AdminDeliveriesController {
  constructor(
    private readonly deliveries: DeliveriesService,
    private readonly targets: DeliveryTargetsService,
  ) {}

  /** `?page&per_page&status&store_id&release_id&q&sort=failures|newest` (react-admin's range/sort/filter too); failures first. */
  @Get('deliveries')
  @ApiListQuery({ status: { type: 'string', enum: [...DELIVERY_STATUSES] }, store_id: { type: 'string' }, release_id: { type: 'string' } })
  @ApiJson(200, 'AdminDeliveryPage', '`{ data, meta }` and Content-Range')
  list(@Query() query: Record<string, unknown>): Promise<AdminDeliveryPage> {
    return this.deliveries.adminList(parseListQuery(query, adminDeliveriesListSpec));
  }

  @Get('releases/:id/deliveries')
  @ApiPathParam()
  @ApiJson(200, 'ReleaseDeliveriesResponse', 'Per store: status, action, message id, times and the last error')
  @ApiErrors(404)
  forRelease(@Param('id') id: string): Promise<ReleaseDeliveriesResponse> {
    return this.deliveries.forRelease(id);
  }

  @Post('releases/:id/redeliver')
  @HttpCode(202)
  @ApiPathParam()
  @ApiJson(202, 'ReleaseDeliveriesResponse', 'Queued again: a complete message (a takedown for a removed release)')
  @ApiErrors(404, 409, 422)
  redeliver(@Param('id') id: string, @Body() body: RedeliverDto): Promise<ReleaseDeliveriesResponse> {
    return this.deliveries.redeliver(id, body?.store_ids);
  }

  @Get('deliveries/:id/message')
  @ApiPathParam()
  @ApiJson(200, 'DeliveryMessageResponse', 'The ERN message last built for the delivery')
  @ApiErrors(404)
  message(@Param('id') id: string): Promise<DeliveryMessageResponse> {
    return this.deliveries.message(id);
  }

  @Get('stores/:id/delivery')
  @ApiPathParam()
  @ApiJson(200, 'DeliveryTargetResponse', 'The store target; secrets only as has_* flags')
  @ApiErrors(404)
  target(@Param('id') id: string): Promise<DeliveryTargetResponse> {
    return this.targets.get(id);
  }

  /** Admins only: a target decides where artists' audio goes. */
  @Put('stores/:id/delivery')
  @AdminOnly(AUTH_SERVER_MESSAGES.onlyAdminsManageDeliveryTargets)
  @ApiPathParam()
  @ApiJson(200, 'DeliveryTargetResponse')
  @ApiErrors(404, 422)
  setTarget(@Param('id') id: string, @Body() body: DeliveryTargetDto, @CurrentUser('id') staffId: string): Promise<DeliveryTargetResponse> {
    return this.targets.put(id, body, staffId);
  }
}
