import type { EventPublisher } from '../platform/realtime/events';
import { reasonOf, type SystemReports } from '../platform/system-reports/system-reports';
import type { NotificationContent, NotificationService } from './service';

/** What to tell whom once something is stored: bell notifications and live events (which carry ids only). */
export interface Announcement {
  notify?: { userId: string; content: NotificationContent }[];
  notifyAdmins?: NotificationContent;
  /** Rooms are `request-{id}` (the request's parties) and `admin-dashboard`. */
  publish?: { rooms: string[]; event: Record<string, unknown> };
}

/**
 * Tells people after a change is stored, never failing the call that made it (the caller would retry and store it
 * twice): a notification or event that cannot be delivered is recorded as a system report for the admins.
 */
export class Announcer {
  constructor(
    private readonly notifications: NotificationService,
    private readonly events: EventPublisher,
    private readonly reports: SystemReports,
  ) {}

  async announce(
    component: string,
    subject: Record<string, unknown>,
    { notify = [], notifyAdmins, publish }: Announcement,
  ): Promise<void> {
    const attempt = async (step: string, work: () => Promise<unknown>) => {
      try {
        await work();
      } catch (error) {
        await this.reports.record('error', component, `A change was stored but could not ${step}`, {
          ...subject,
          reason: reasonOf(error),
        });
      }
    };
    for (const { userId, content } of notify)
      await attempt('notify a user', () => this.notifications.notify(userId, content));
    if (notifyAdmins) await attempt('notify the legal team', () => this.notifications.notifyAdmins(notifyAdmins));
    if (publish) {
      await attempt('publish the live update', async () => {
        for (const room of publish.rooms) this.events.publish(room, publish.event);
      });
    }
  }
}
