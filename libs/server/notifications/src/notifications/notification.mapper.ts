import type { NotificationResponse } from '@soundpost/contracts';
import type { ListedNotification } from './notifications.repository';

export function toNotificationResponse(row: ListedNotification): NotificationResponse {
  const another = row.accountId && row.accountId !== row.userId;
  return {
    id: row.id,
    account: another ? { id: row.accountId as string, name: row.accountName ?? '' } : null,
    read_at: row.readAt ? new Date(row.readAt).toISOString() : null,
    created_at: new Date(row.createdAt).toISOString(),
    data: { title: row.title, message: row.message, url: row.url },
  };
}
