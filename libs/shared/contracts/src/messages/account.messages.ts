export const ACCOUNT_MESSAGES = {
  loadDashboardFailed: 'Failed to load dashboard',
  loadNotificationsFailed: 'Failed to load notifications',
  loadAuditLogsFailed: 'Failed to load audit logs',
  noNotifications: 'No notifications yet.',
  noActivity: 'No activity yet.',
} as const;
