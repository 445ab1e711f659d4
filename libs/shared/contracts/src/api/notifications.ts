// Requests and answers of the in-app notifications (the bell and /account/notifications).

/** One notification: its texts were rendered in the user's language when it was written. */
export interface NotificationResponse {
  id: string;
  /** The team account the notice is about; null when it is about the person's own account. */
  account: { id: string; name: string } | null;
  read_at: string | null;
  created_at: string;
  data: {
    title: string;
    message: string;
    /** A path inside the web app, or null. */
    url: string | null;
  };
}

/** GET /notifications?limit=: the newest first (50 by default and at most), with the unread count. */
export interface NotificationListResponse {
  items: NotificationResponse[];
  unread: number;
}

/** GET /notifications/unread-count. */
export interface UnreadCountResponse {
  unread: number;
}

/** POST /notifications/{id}/read: the notification as it now is, and the new unread count. */
export interface NotificationReadResponse {
  notification: NotificationResponse;
  unread: number;
}

/** POST /notifications/mark-all-read: how many were marked; nothing is left unread. */
export interface MarkAllReadResponse {
  marked: number;
  unread: number;
}
