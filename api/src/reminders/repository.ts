import type { LegalRequestRecord } from '../requests/request.schema';
import type { Storage } from '../storage/port';

/** The schedule's fields a sweep writes once it has sent, failed or stopped a claimed reminder. */
export type ScheduleChange = Partial<
  Pick<
    LegalRequestRecord,
    | 'autoReminderEnabled'
    | 'autoReminderAttempts'
    | 'autoRemindersSent'
    | 'autoRemindersSkipped'
    | 'nextReminderAt'
    | 'lastReminderAt'
  >
>;

/** The schedule with nothing pending: what "off" is stored as. */
const OFF = { autoReminderEnabled: false, nextReminderAt: null, autoReminderAttempts: 0 };

/**
 * Reminder schedules, stored on the legal request records themselves. Every write that could race another sweep or
 * an admin's toggle names the `nextReminderAt` it expects (compare-and-set), so it lands only if nothing else moved
 * the schedule first.
 */
export class ReminderRepository {
  constructor(private readonly storage: Storage) {}

  private get requests() {
    return this.storage.collection('legalRequests');
  }

  findRequest(id: string) {
    return this.requests.findById(id);
  }

  /** Enabled schedules due at `now`, earliest first, served by the nextReminderAt index. */
  due(now: Date, limit: number) {
    return this.requests.find(
      { nextReminderAt: { $lte: now }, autoReminderEnabled: true },
      { sort: { nextReminderAt: 1 }, limit },
    );
  }

  /**
   * Starts a fresh schedule unless one is pending (enabling twice keeps the first week's count). A record switched on
   * with nothing pending (imported from the old store) gets one.
   */
  enable(id: string, by: string, startedAt: Date, firstDue: Date) {
    return this.requests.updateOne(
      { id, nextReminderAt: null },
      {
        $set: {
          ...OFF,
          autoReminderEnabled: true,
          autoReminderBy: by,
          autoReminderStartedAt: startedAt,
          autoRemindersSent: 0,
          autoRemindersSkipped: 0,
          nextReminderAt: firstDue,
        },
      },
    );
  }

  disable(id: string) {
    return this.requests.updateOne({ id }, { $set: OFF });
  }

  /**
   * Takes the reminder due at `expected` for this sweep alone: it moves to `leaseUntil` (when it is due again if this
   * sweep dies before settling it) and the attempt is counted. Null when another sweep or a toggle got there first.
   */
  claim(id: string, expected: Date, leaseUntil: Date) {
    return this.requests.updateOne(
      { id, autoReminderEnabled: true, nextReminderAt: expected },
      { $set: { nextReminderAt: leaseUntil }, $inc: { autoReminderAttempts: 1 } },
    );
  }

  /** Records how a claimed reminder ended, unless the schedule changed meanwhile (an admin toggled it). */
  settle(id: string, lease: Date, change: ScheduleChange) {
    return this.requests.updateOne({ id, autoReminderEnabled: true, nextReminderAt: lease }, { $set: change });
  }

  stop(id: string, lease: Date) {
    return this.settle(id, lease, OFF);
  }

  /** The client answered: a running schedule ends, whatever it was waiting for. */
  stopRunning(id: string) {
    return this.requests.updateOne({ id, autoReminderEnabled: true }, { $set: OFF });
  }

  /** A reminder sent by hand. */
  recordSent(id: string, at: Date) {
    return this.requests.updateOne({ id }, { $set: { lastReminderAt: at } });
  }
}
