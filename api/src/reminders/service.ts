import { STATUS_FILTERS, type AutoReminderResult, type ReminderResult, type RequestStatus } from '@lexa/common';
import { aboutRequest, type AuditTrail } from '../audit/service';
import type { Caller } from '../auth/guards';
import { HttpError, notFound } from '../http/errors';
import type { Clock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import type { Mailer } from '../platform/mail/mailer';
import { reasonOf, type SystemReports } from '../platform/system-reports/system-reports';
import type { PublicEntry, RequestConversation } from '../request-updates/conversation';
import type { LegalRequestRecord } from '../requests/request.schema';
import { toLegalRequest } from '../requests/service';
import type { UserRepository } from '../users/repository';
import { reminderMail } from './mails';
import type { ReminderRepository } from './repository';

const HOUR_MS = 60 * 60 * 1000;

/** Signed-in spec §9: "Auto reminder: every 24 hours for 7 days". */
export const REMINDER_INTERVAL_MS = 24 * HOUR_MS;
export const AUTO_REMINDERS = 7;
/** Attempts at one automatic reminder (the first and its retries) before it is given up. */
export const MAX_ATTEMPTS = 3;
/** A failed automatic reminder is tried again this long after, at a later sweep. */
export const RETRY_DELAY_MS = HOUR_MS / 6;
/**
 * How long a sweep holds a claimed reminder. Longer than any mail send takes; if the process dies holding it, the
 * reminder is due again when the lease ends (and that counts as one of its attempts).
 */
export const LEASE_MS = HOUR_MS / 4;
const SWEEP_BATCH = 50;

export const REMINDER_FAILED = 'Failed to send reminder email';

/** A request nobody waits on any more (spec §4: Completed and Closed). */
const FINISHED: readonly RequestStatus[] = STATUS_FILTERS.completed;

/** What one sweep did, for logs and tests. */
export interface SweepResult {
  sent: number;
  /** Failed sends that will be tried again. */
  failed: number;
  /** Reminders given up after their last attempt. */
  skipped: number;
  /** Schedules ended because the client answered or the request was finished. */
  stopped: number;
}

export interface ReminderDependencies {
  reminders: ReminderRepository;
  users: Pick<UserRepository, 'findById'>;
  conversation: RequestConversation;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  reports: Pick<SystemReports, 'record'>;
  publicUrl: string;
  audit: Pick<AuditTrail, 'record'>;
}

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/**
 * Reminder e-mails to a request's client: sent by an admin ("Send reminder"), or automatically every 24 hours for 7
 * days while the request waits for the client. The schedule lives on the request record and a periodic sweep works
 * through what is due, so a restart neither loses nor repeats a reminder. Each reminder sent becomes an internal note
 * in the request's conversation.
 */
export class ReminderService {
  constructor(private readonly deps: ReminderDependencies) {}

  /** "Send reminder": e-mails the client now. A failed mail records nothing. */
  async sendNow(caller: Caller, requestId: string): Promise<ReminderResult> {
    const request = await this.deps.reminders.findRequest(requestId);
    if (!request) throw notFound('Request');
    let sentTo: string;
    try {
      sentTo = await this.deliver(request, await this.deps.conversation.latestPublicFromStaff(request.id));
    } catch (error) {
      this.deps.logger.warn({ err: error, requestId: request.id }, 'reminder e-mail failed');
      throw new HttpError(502, 'REMINDER_FAILED', REMINDER_FAILED);
    }
    const sentAt = this.deps.clock();
    await this.deps.reminders.recordSent(request.id, sentAt);
    await this.note(request.id, caller.user.id, `Reminder e-mail sent to ${sentTo}`);
    await this.deps.audit.record(caller, {
      ...aboutRequest(request),
      action: 'request.reminder_sent',
      changes: { sentTo },
    });
    return { message: 'Reminder sent', sentAt: sentAt.toISOString(), sentTo };
  }

  /**
   * The client wrote in the request's conversation: automatic reminders stop at once (not only at the next due
   * time), so a reply from staff in between cannot make the request look as if it still waited for the client.
   */
  async clientAnswered(requestId: string): Promise<void> {
    await this.deps.reminders.stopRunning(requestId);
  }

  /** Turning it on starts a week of reminders, the first 24 hours from now; turning it off drops what is pending. */
  async toggle(caller: Caller, requestId: string, enabled: boolean): Promise<AutoReminderResult> {
    const { reminders, clock } = this.deps;
    const before = await reminders.findRequest(requestId);
    if (!before) throw notFound('Request');
    const now = clock();
    const updated = enabled
      ? ((await reminders.enable(requestId, caller.user.id, now, later(now, REMINDER_INTERVAL_MS))) ??
        (await reminders.findRequest(requestId)))
      : await reminders.disable(requestId);
    // Deleted between the two steps.
    if (!updated) throw notFound('Request');
    await this.deps.audit.record(caller, {
      ...aboutRequest(updated),
      action: 'request.auto_reminder_toggled',
      changes: { autoReminderEnabled: { from: before.autoReminderEnabled, to: updated.autoReminderEnabled } },
    });
    return { request: toLegalRequest(updated) };
  }

  /** Sends every automatic reminder due at `now`; safe to run in several processes at once. */
  async sweep(now: Date = this.deps.clock()): Promise<SweepResult> {
    const result: SweepResult = { sent: 0, failed: 0, skipped: 0, stopped: 0 };
    for (;;) {
      const due = await this.deps.reminders.due(now, SWEEP_BATCH);
      // One at a time: a batch is small, and a slow mail server is not hammered in parallel.
      for (const request of due) {
        const outcome = await this.runDue(request, now);
        if (outcome) result[outcome] += 1;
      }
      // Each one handled has moved past `now` (sent, retried later, stopped or taken by another sweep).
      if (due.length < SWEEP_BATCH) return result;
    }
  }

  private async runDue(request: LegalRequestRecord, now: Date): Promise<keyof SweepResult | null> {
    const { reminders, conversation } = this.deps;
    const lease = later(now, LEASE_MS);
    const claimed = await reminders.claim(request.id, request.nextReminderAt!, lease);
    if (!claimed) return null;

    const latest = await conversation.latestPublic(claimed.id);
    // Waiting for the client: staff spoke last and the request is still open. Otherwise the schedule ends here and
    // stays off until an admin turns it on again.
    if (!latest || latest.authorRole === 'client' || FINISHED.includes(claimed.status)) {
      await reminders.stop(claimed.id, lease);
      return 'stopped';
    }

    const number = claimed.autoRemindersSent + claimed.autoRemindersSkipped + 1;
    const last = number >= AUTO_REMINDERS;
    const next = last
      ? { autoReminderEnabled: false, nextReminderAt: null }
      : { nextReminderAt: later(now, REMINDER_INTERVAL_MS) };
    let sentTo: string;
    try {
      sentTo = await this.deliver(claimed, latest);
    } catch (error) {
      if (claimed.autoReminderAttempts < MAX_ATTEMPTS) {
        this.deps.logger.warn({ err: error, requestId: claimed.id, number }, 'automatic reminder failed; will retry');
        await reminders.settle(claimed.id, lease, { nextReminderAt: later(now, RETRY_DELAY_MS) });
        return 'failed';
      }
      await reminders.settle(claimed.id, lease, {
        ...next,
        autoRemindersSkipped: claimed.autoRemindersSkipped + 1,
        autoReminderAttempts: 0,
      });
      await this.deps.reports.record(
        'error',
        'reminders',
        `Automatic reminder ${number} of ${AUTO_REMINDERS} for request ${claimed.requestNumber} was not sent after ${MAX_ATTEMPTS} attempts`,
        { requestId: claimed.id, reason: reasonOf(error) },
      );
      return 'skipped';
    }

    await reminders.settle(claimed.id, lease, {
      ...next,
      autoRemindersSent: claimed.autoRemindersSent + 1,
      autoReminderAttempts: 0,
      lastReminderAt: now,
    });
    // Enabling always records who did it; the note is theirs.
    await this.note(
      claimed.id,
      claimed.autoReminderBy ?? '',
      `Automatic reminder ${number} of ${AUTO_REMINDERS} sent to ${sentTo}`,
    );
    return 'sent';
  }

  /**
   * Tells staff in the request's conversation that a reminder went. The e-mail is out and recorded as sent by now: a
   * missing note must neither fail the call (the admin would send it again) nor make a sweep repeat it.
   */
  private async note(requestId: string, authorId: string, text: string): Promise<void> {
    try {
      await this.deps.conversation.recordInternalNote(requestId, authorId, text);
    } catch (error) {
      this.deps.logger.error({ err: error, requestId }, 'could not note a reminder in the conversation');
    }
  }

  /**
   * E-mails the request's client (their account's address, else the request's contact e-mail) and resolves to the
   * address used. Rejects when there is none or the mail server refuses.
   */
  private async deliver(request: LegalRequestRecord, latestFromStaff: PublicEntry | null): Promise<string> {
    const client = await this.deps.users.findById(request.clientId);
    const to = client?.email || request.contactEmail;
    if (!to) throw new Error('The request has no e-mail address');
    const name = client?.firstName || request.contactName;
    await this.deps.mailer.send({
      to,
      ...reminderMail({ request, name, latestFromStaff, publicUrl: this.deps.publicUrl }),
    });
    return to;
  }
}
