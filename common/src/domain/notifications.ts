/** Notification vocabulary shared by the bell and the API (public spec §3, signed-in spec §3). */
export const NOTIFICATION_TYPES = ['message', 'status_update', 'file_upload', 'system'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** One entry of the bell; `requestId` links it to a request on the dashboard when set. */
export interface UserNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  requestId: string | null;
}

/** GET /api/notifications: newest first, with the unread count for the badge. */
export interface NotificationList {
  notifications: UserNotification[];
  unreadCount: number;
}
