export * from './notifications.module';
export * from './notifications-http.module';
export { NotificationsService, NOTIFICATION_MESSAGES } from './notifications/notifications.service';
export * from './notices/notices.service';
export type { NotificationRequest } from './notifications/notifications.service';
export * from './templates/notification-templates';
export * from './notifications.maintenance';
export { NOTIFICATIONS_USER_DATA } from './user-data/notifications-user-data';
export { NOTIFICATIONS_USER_EXPORT } from './user-data/notifications-user-export';
