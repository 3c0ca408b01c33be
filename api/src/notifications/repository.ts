import { newestFirstAfter, type Keyset } from '../platform/paging';
import type { Storage } from '../storage/port';
import type { NotificationRecord } from './notification.schema';

export type NewNotification = Pick<NotificationRecord, 'userId' | 'type' | 'title' | 'message'> &
  Partial<Pick<NotificationRecord, 'requestId'>>;

/** Every query is scoped by the owner's id: nothing here can touch another user's notifications. */
export class NotificationRepository {
  constructor(private readonly storage: Storage) {}

  private get notifications() {
    return this.storage.collection('notifications');
  }

  create(notification: NewNotification) {
    return this.notifications.insert(notification);
  }

  /** Newest first from `after` on (keyset paging: `limit + 1` rows, see `newestFirstAfter`). */
  listForUser(userId: string, limit: number, after?: Keyset) {
    const { filter, options } = newestFirstAfter('createdAt', limit, after);
    return this.notifications.find({ userId, ...filter }, options);
  }

  countUnread(userId: string) {
    return this.notifications.count({ userId, isRead: false });
  }

  markRead(userId: string, id: string) {
    return this.notifications.updateOne({ id, userId }, { $set: { isRead: true } });
  }

  markAllRead(userId: string) {
    return this.notifications.updateMany({ userId, isRead: false }, { $set: { isRead: true } });
  }

  clear(userId: string) {
    return this.notifications.deleteMany({ userId });
  }

  /** Notifications about a request that is deleted. */
  deleteForRequest(requestId: string) {
    return this.notifications.deleteMany({ requestId });
  }
}
