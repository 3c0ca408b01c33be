/** The bell (public spec §3, signed-in spec §3). */
import { z } from './zod';
import { isoDate } from './fields';

export const NOTIFICATION_TYPES = ['message', 'status_update', 'file_upload', 'system'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** One entry of the bell; `requestId` links it to a request on the dashboard when set. */
export const userNotificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: isoDate,
  requestId: z.nullable(z.string()),
});
export type UserNotification = z.infer<typeof userNotificationSchema>;

/** GET /api/notifications: newest first, with the unread count for the badge. */
export const notificationListSchema = z.object({
  notifications: z.array(userNotificationSchema),
  unreadCount: z.number(),
  /** Where the next (older) page starts (`before`), or null at the oldest. */
  nextCursor: z.nullable(z.string()),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationListQuery = z.strictObject({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
  /** The `nextCursor` of the page before: the list scrolls on from there. */
  before: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});
