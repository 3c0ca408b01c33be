import type { EventPublisher } from '../platform/realtime/events';
import type { SystemReports } from '../platform/system-reports/system-reports';
import type { Storage } from '../storage/port';
import type { UserRepository } from '../users/repository';
import { Announcer } from './announcer';
import { NotificationRepository } from './repository';
import { notificationRoutes } from './routes';
import { NotificationService } from './service';

export interface NotificationsModuleDependencies {
  storage: Storage;
  users: Pick<UserRepository, 'findActiveAdmins'>;
  events: EventPublisher;
  reports: SystemReports;
}

/** The bell, and the announcer other modules use to notify people and publish live updates after a change. */
export function createNotificationsModule({ storage, users, events, reports }: NotificationsModuleDependencies) {
  const records = new NotificationRepository(storage);
  const service = new NotificationService(records, users);
  return {
    service,
    /** Notifications about a request go when it is deleted. */
    requestNotifications: records as Pick<NotificationRepository, 'deleteForRequest'>,
    announcer: new Announcer(service, events, reports),
    /** Mounted under /api/notifications. */
    routes: notificationRoutes(service),
  };
}
