import { oa, SchemaObject } from '@soundpost/server-core/http';

// OpenAPI schemas of the notifications, field for field from notification.mapper.ts and contracts/api/notifications.ts.

export const notificationSchema: SchemaObject = oa.obj({
  id: oa.uuid,
  read_at: oa.ndate,
  created_at: oa.date,
  data: oa.obj({ title: oa.str, message: oa.str, url: oa.nstr }),
});

export const notificationListSchema: SchemaObject = oa.obj({ items: oa.arr(notificationSchema), unread: oa.int });
export const unreadCountSchema: SchemaObject = oa.obj({ unread: oa.int });
export const notificationReadSchema: SchemaObject = oa.obj({ notification: notificationSchema, unread: oa.int });
export const markAllReadSchema: SchemaObject = oa.obj({ marked: oa.int, unread: oa.int });
