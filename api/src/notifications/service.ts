import { userNotificationSchema, type NotificationList, type UserNotification } from '@lexa/common';
import { HttpError, notFound } from '../http/errors';
import { keysetOf, keysetPage } from '../platform/paging';
import type { UserRepository } from '../users/repository';
import type { NotificationRecord } from './notification.schema';
import type { NewNotification, NotificationRepository } from './repository';

/** What another module says when it notifies someone. */
export type NotificationContent = Omit<NewNotification, 'userId'>;

const toUserNotification = (record: NotificationRecord): UserNotification => userNotificationSchema.parse(record);

/** The bell: other modules notify users; each user reads and clears only their own. */
export class NotificationService {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly users: Pick<UserRepository, 'findActiveAdmins'>,
  ) {}

  async notify(userId: string, content: NotificationContent): Promise<UserNotification> {
    return toUserNotification(await this.notifications.create({ ...content, userId }));
  }

  /** One notification for every active admin. */
  async notifyAdmins(content: NotificationContent): Promise<UserNotification[]> {
    const admins = await this.users.findActiveAdmins();
    return Promise.all(admins.map((admin) => this.notify(admin.id, content)));
  }

  /** The newest `limit` notifications, or those older than the `before` cursor of an earlier page. */
  async list(userId: string, limit: number, before?: string): Promise<NotificationList> {
    const after = before === undefined ? undefined : keysetOf(before);
    if (after === null) throw new HttpError(400, 'VALIDATION_FAILED', 'Invalid cursor');
    const [records, unreadCount] = await Promise.all([
      this.notifications.listForUser(userId, limit, after),
      this.notifications.countUnread(userId),
    ]);
    const { items, nextCursor } = keysetPage(records, limit, (record) => record.createdAt);
    return { notifications: items.map(toUserNotification), unreadCount, nextCursor };
  }

  /** Someone else's notification is reported as missing, like one that does not exist. */
  async markRead(userId: string, id: string): Promise<void> {
    if (!(await this.notifications.markRead(userId, id))) throw notFound('Notification');
  }

  async markAllRead(userId: string): Promise<void> {
    await this.notifications.markAllRead(userId);
  }

  async clear(userId: string): Promise<void> {
    await this.notifications.clear(userId);
  }
}
