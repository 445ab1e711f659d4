import type { NotificationResponse } from '@soundpost/contracts';
import { Notification } from './notification.entity';

export function toNotificationResponse(row: Notification): NotificationResponse {
  return {
    id: row.id,
    read_at: row.readAt ? new Date(row.readAt).toISOString() : null,
    created_at: new Date(row.createdAt).toISOString(),
    data: { title: row.title, message: row.message, url: row.url },
  };
}
