import {
  type MarkAllReadResponse,
  type NotificationListResponse,
  type NotificationReadResponse,
  PAGE_SIZES,
  type UnreadCountResponse,
} from '@soundpost/contracts';
import { apiRequest } from './client';

// The calls of the bell and /account/notifications (spec 001 §7).

export const fetchUnreadCount = (signal?: AbortSignal) => apiRequest<UnreadCountResponse>('/notifications/unread-count', { auth: 'artist', signal });

export const fetchNotifications = (signal?: AbortSignal) =>
  apiRequest<NotificationListResponse>('/notifications', { auth: 'artist', query: { limit: PAGE_SIZES.notifications.default }, signal });

export const markNotificationRead = (id: string) =>
  apiRequest<NotificationReadResponse>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST', auth: 'artist' });

export const markAllNotificationsRead = () => apiRequest<MarkAllReadResponse>('/notifications/mark-all-read', { method: 'POST', auth: 'artist' });

/**
 * Fired on `window` with the new unread count when /account/notifications changes it, so the bell
 * follows at once instead of at its next poll.
 */
export const UNREAD_COUNT_EVENT = 'soundpost:unread-count';

export function announceUnreadCount(unread: number): void {
  window.dispatchEvent(new CustomEvent<number>(UNREAD_COUNT_EVENT, { detail: unread }));
}
