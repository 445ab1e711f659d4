export * from './support.module';
export * from './support-http.module';
export * from './support.errors';
export * from './tickets/ticket-stats.service';
export * from './tickets/tickets.service';
export * from './tickets/business-time';
export * from './mail/support-mail-templates';
export * from './notifications/support-notification-templates';
export { SUPPORT_USER_DATA } from './user-data/support-user-data';
