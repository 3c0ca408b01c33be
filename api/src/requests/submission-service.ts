import type { RequestSubmissionFields } from '@lexa/common';
import type { ChatService } from '../chat/service';
import type { FileService } from '../files/service';
import type { MessageService } from '../messages/service';
import type { NotificationService } from '../notifications/service';
import type { ReceivedFile } from '../platform/files/uploads';
import type { EventPublisher } from '../platform/realtime/events';
import type { SystemReports } from '../platform/system-reports/system-reports';
import { reasonOf } from '../platform/system-reports/system-reports';
import type { User } from '../users/user.schema';
import type { LegalRequestRepository } from './repository';
import type { LegalRequestRecord } from './request.schema';

export interface SubmissionDependencies {
  requests: Pick<LegalRequestRepository, 'create' | 'delete'>;
  files: Pick<FileService, 'register'>;
  chats: Pick<ChatService, 'linkRequest'>;
  notifications: Pick<NotificationService, 'notifyAdmins'>;
  events: EventPublisher;
  reports: Pick<SystemReports, 'record'>;
  /** Opens the request's message thread. */
  messages: Pick<MessageService, 'ensureRequestThread'>;
}

const fullName = (user: User) => [user.firstName, user.lastName].filter(Boolean).join(' ');

/**
 * A client's new legal request from the intake wizard: the request and its files, all or nothing; then, once it is
 * stored, the chat link, the legal team's notification and the live event. Those follow-ups never fail the
 * submission (the client would submit again and create a duplicate): a failure is reported to the admins instead.
 */
export class RequestSubmissionService {
  constructor(private readonly deps: SubmissionDependencies) {}

  async submit(
    input: RequestSubmissionFields,
    client: User,
    received: readonly ReceivedFile[],
  ): Promise<{ id: string; requestNumber: string }> {
    const { requests, files } = this.deps;
    const request = await requests.create({
      clientId: client.id,
      status: 'submitted',
      title: input.title,
      description: input.description,
      category: input.category,
      jurisdiction: input.jurisdiction,
      timeline: input.timeline,
      // "Today (Urgent)", which the wizard preselects when its analysis finds danger or an hours-away deadline.
      ...(input.timeline === 'today' ? { priority: 'urgent' as const } : {}),
      scope: input.scope,
      budget: input.budget,
      contactName: input.contactName || fullName(client),
      contactEmail: input.contactEmail || client.email,
      contactPhone: input.contactPhone,
      sessionId: input.sessionId,
    });
    try {
      await files.register(received, {
        source: 'request',
        ownerId: client.id,
        requestId: request.id,
        uploadedBy: client.id,
      });
    } catch (error) {
      // The store has no transactions: undo the request; the route removes the stored file contents.
      await requests.delete(request.id);
      throw error;
    }
    await this.announce(request, client);
    return { id: request.id, requestNumber: request.requestNumber };
  }

  private async announce(request: LegalRequestRecord, client: User): Promise<void> {
    const { chats, notifications, events, messages } = this.deps;
    await this.followUp('open the message thread', request, () => messages.ensureRequestThread(request));
    if (request.sessionId) {
      await this.followUp('link the chat session', request, () =>
        chats.linkRequest(request.sessionId, request.id, client.id),
      );
    }
    await this.followUp('notify the legal team', request, () =>
      notifications.notifyAdmins({
        type: 'system',
        title: 'New legal request',
        message: `${request.requestNumber}: ${request.title}`,
        requestId: request.id,
      }),
    );
    await this.followUp('publish the live update', request, async () => {
      events.publish('admin-dashboard', { type: 'request-update', requestId: request.id });
    });
  }

  private async followUp(step: string, request: LegalRequestRecord, work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      await this.deps.reports.record('error', 'request-submission', `A new request was stored but could not ${step}`, {
        requestId: request.id,
        requestNumber: request.requestNumber,
        reason: reasonOf(error),
      });
    }
  }
}
