import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import { PAGE_SIZES } from '@soundpost/contracts';
import type { MarkAllReadResponse, NotificationListResponse, NotificationReadResponse, UnreadCountResponse } from '@soundpost/contracts';
import { AccountRoles, CurrentUser, SignedIn } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiNoBody, ApiPathParam, DomainError } from '@soundpost/server-core/http';
import { toNotificationResponse } from '../notifications/notification.mapper';
import { NotificationsService } from '../notifications/notifications.service';

const LIST_MAX = PAGE_SIZES.notifications.default;

function parseLimit(query: Record<string, unknown>): number {
  for (const key of Object.keys(query)) {
    if (key !== 'limit' && !key.startsWith('_')) throw new DomainError('invalid_filter', `Unknown query parameter "${key}".`, 400);
  }
  const raw = query.limit;
  if (raw === undefined || raw === '') return LIST_MAX;
  if (typeof raw !== 'string' || !/^\d{1,16}$/.test(raw)) throw new DomainError('invalid_query', 'The limit parameter must be a whole number.', 400);
  return Math.min(Math.max(Number(raw), 1), LIST_MAX);
}

/** The signed-in person's own notifications, whichever account their session acts in. */
@ApiTags('notifications')
@ApiBearerAuth()
@SignedIn('artist', 'onboarding', 'admin')
@AccountRoles('personal')
@ApiErrors(401, 403, 503)
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1 }, description: 'clamped to 50 (the default)' })
  @ApiJson(200, 'NotificationListResponse', '`{ items, unread }`, newest first')
  @ApiErrors(400)
  async list(@CurrentUser('personId') userId: string, @Query() query: Record<string, unknown>): Promise<NotificationListResponse> {
    const limit = parseLimit(query);
    const [rows, unread] = await Promise.all([this.notifications.recent(userId, limit), this.notifications.unreadCount(userId)]);
    return { items: rows.map(toNotificationResponse), unread };
  }

  @Get('unread-count')
  @ApiJson(200, 'UnreadCountResponse', '`{ unread }`')
  async unreadCount(@CurrentUser('personId') userId: string): Promise<UnreadCountResponse> {
    return { unread: await this.notifications.unreadCount(userId) };
  }

  @Post('mark-all-read')
  @HttpCode(200)
  @ApiNoBody()
  @ApiJson(200, 'MarkAllReadResponse', '`{ marked, unread: 0 }`')
  async markAllRead(@CurrentUser('personId') userId: string): Promise<MarkAllReadResponse> {
    return { marked: await this.notifications.markAllRead(userId), unread: 0 };
  }

  @Post(':id/read')
  @HttpCode(200)
  @ApiNoBody()
  @ApiPathParam()
  @ApiJson(200, 'NotificationReadResponse', '`{ notification, unread }`')
  @ApiErrors(404)
  async markRead(@CurrentUser('personId') userId: string, @Param('id') id: string): Promise<NotificationReadResponse> {
    const row = await this.notifications.markRead(userId, id);
    return { notification: toNotificationResponse(row), unread: await this.notifications.unreadCount(userId) };
  }
}
