import {
  STATUS_LABELS,
  type AdminRequestDetail,
  type ConversationPageQuery,
  type FileView,
  type MessageCounts,
  type RequestStatusChange,
  type RequestUpdate,
  type RequestUpdateInput,
  type RequestUpdateList,
  type StatusChangeResult,
} from '@lexa/common';
import { aboutRequest, type AuditTrail } from '../audit/service';
import type { Caller } from '../auth/guards';
import { toFileView } from '../files/file-view';
import type { StoredFileRecord } from '../files/file.schema';
import type { FileService } from '../files/service';
import { HttpError, notFound } from '../http/errors';
import type { MessageRecord } from '../messages/message.schema';
import type { Side } from '../messages/repository';
import type { MessageService } from '../messages/service';
import type { Announcer } from '../notifications/announcer';
import type { ReceivedFile } from '../platform/files/uploads';
import type { Audience, RequestAccess } from '../requests/access';
import type { LegalRequestRepository } from '../requests/repository';
import type { LegalRequestRecord } from '../requests/request.schema';
import { toLegalRequest } from '../requests/service';
import { roleOf } from '../users/public-user';
import type { UserRepository } from '../users/repository';
import type { User } from '../users/user.schema';
import type { PublicEntry, RequestConversation } from './conversation';

/** What else belongs to a request alone and goes when it is deleted. */
export interface RequestBelongings {
  deleteForRequest(requestId: string): Promise<unknown>;
}

export interface RequestUpdateDependencies {
  access: RequestAccess;
  requests: Pick<LegalRequestRepository, 'findById' | 'setStatus' | 'assignAdmin' | 'allForClient' | 'delete'>;
  /** The request's one conversation is its thread's messages. */
  conversations: Pick<
    MessageService,
    'ensureRequestThread' | 'post' | 'conversationPage' | 'latestPublic' | 'countVisible' | 'deleteForRequest'
  >;
  files: Pick<FileService, 'listForRequest' | 'register' | 'attachToRequest' | 'findByIds' | 'deleteForRequest'>;
  users: Pick<UserRepository, 'findById' | 'findByIds'>;
  announcer: Announcer;
  /** Notifications and attorney assignments about the request. */
  belongings: RequestBelongings[];
  audit: Pick<AuditTrail, 'record'>;
}

export const ALIAS_REQUIRED = 'Please select an alias for client messages';
const EMPTY_MESSAGE = 'Please enter a message or attach a file';

const fullName = (user: Pick<User, 'firstName' | 'lastName'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');
const roomsFor = (request: LegalRequestRecord, clientSees: boolean) =>
  clientSees ? [`request-${request.id}`, 'admin-dashboard'] : ['admin-dashboard'];
const invalid = (message: string, path: string) =>
  new HttpError(400, 'VALIDATION_FAILED', message, [{ path, message }]);
const sideOf = (audience: Audience) => (audience === 'client' ? 'client' : 'staff');
const toEntry = (message: MessageRecord | null): PublicEntry | null =>
  message ? { authorRole: message.senderRole, message: message.content, createdAt: message.createdAt } : null;

/**
 * Each request's case as its parties work it (client dashboard's request panel, staff's request dialog, attorney's
 * case): the request's one conversation (its thread's messages, internal notes included for staff), its files,
 * status, assignment and deletion. Internal notes and staff-only files never reach a client: not in lists, counts,
 * notifications or live events.
 */
export class RequestUpdateService implements RequestConversation {
  constructor(private readonly deps: RequestUpdateDependencies) {}

  async list(
    caller: Caller,
    requestId: string,
    audience: Audience,
    query: ConversationPageQuery = { limit: 50 },
  ): Promise<RequestUpdateList> {
    const request = await this.deps.access.open(caller, requestId, audience);
    const thread = await this.deps.conversations.ensureRequestThread(request);
    const { records, nextCursor } = await this.deps.conversations.conversationPage(
      thread,
      sideOf(audience),
      query.limit,
      query.before,
    );
    return { updates: await this.toViews(records, audience), nextCursor };
  }

  async post(
    caller: Caller,
    requestId: string,
    audience: Audience,
    input: RequestUpdateInput,
  ): Promise<{ update: RequestUpdate }> {
    const request = await this.deps.access.open(caller, requestId, audience);
    const files = await this.checkUpdate(caller, request, audience, input);
    const record = await this.store(caller, request, input, files);
    if (audience === 'staff') await this.audited(caller, request, record);
    return { update: (await this.toViews([record], audience))[0]! };
  }

  /** Staff set any of the five statuses, optionally with a message or note in the same step. */
  async changeStatus(caller: Caller, requestId: string, input: RequestStatusChange): Promise<StatusChangeResult> {
    const request = await this.deps.access.open(caller, requestId, 'staff');
    const content: RequestUpdateInput = {
      message: input.message ?? '',
      fileIds: input.fileIds ?? [],
      isInternal: input.isInternal ?? false,
      alias: input.alias ?? '',
    };
    const hasUpdate = Boolean(content.message || content.fileIds.length);
    // Everything is checked before anything changes, so a refused message leaves the status as it was.
    const files = hasUpdate ? await this.checkUpdate(caller, request, 'staff', content) : [];
    const changed = await this.deps.requests.setStatus(request.id, input.status);
    if (!changed) throw notFound('Request');
    const statusChanged = request.status !== input.status;
    // A message sent with a new status is told as part of the status change, not as a second notification.
    const record = hasUpdate ? await this.store(caller, request, content, files, !statusChanged) : null;
    if (statusChanged)
      await this.deps.audit.record(caller, {
        ...aboutRequest(request),
        action: 'request.status_changed',
        changes: { status: { from: request.status, to: input.status } },
      });
    if (record) await this.audited(caller, request, record);

    if (statusChanged) {
      await this.deps.announcer.announce(
        'request-updates',
        { requestId: request.id },
        {
          notify: [
            {
              userId: request.clientId,
              content: {
                type: 'status_update',
                title: 'Request status updated',
                message: `"${request.title}" is now ${STATUS_LABELS[input.status]}.`,
                requestId: request.id,
              },
            },
          ],
          publish: { rooms: roomsFor(request, true), event: { type: 'request-update', requestId: request.id } },
        },
      );
    }
    return { request: toLegalRequest(changed), update: record ? (await this.toViews([record], 'staff'))[0]! : null };
  }

  /** "Assign to me": the calling admin becomes the request's responsible admin, kept in its history as a note. */
  async assignToSelf(caller: Caller, requestId: string) {
    const request = await this.deps.access.open(caller, requestId, 'staff');
    const assigned = await this.deps.requests.assignAdmin(request.id, caller.user.id);
    if (!assigned) throw notFound('Request');
    await this.recordInternalNote(request.id, caller.user.id, `Assigned to ${fullName(caller.user)}`);
    await this.deps.audit.record(caller, {
      ...aboutRequest(request),
      action: 'request.admin_assigned',
      changes: { assignedAdminId: { from: request.assignedAdminId, to: caller.user.id } },
    });
    return { request: toLegalRequest(assigned), assignedAdminId: caller.user.id };
  }

  /** The request as staff's dialog shows it: with its client's account and the admin who took it. */
  async detail(caller: Caller, requestId: string): Promise<AdminRequestDetail> {
    const request = await this.deps.access.open(caller, requestId, 'staff');
    const [client, assignee] = await Promise.all([
      this.deps.users.findById(request.clientId),
      request.assignedAdminId ? this.deps.users.findById(request.assignedAdminId) : null,
    ]);
    return {
      request: toLegalRequest(request),
      client: {
        id: request.clientId,
        name: client ? fullName(client) : request.contactName,
        email: client?.email ?? request.contactEmail,
      },
      assignedAdmin: request.assignedAdminId
        ? { id: request.assignedAdminId, name: assignee ? fullName(assignee) : 'Former user' }
        : null,
    };
  }

  /**
   * Deletes a request and everything that belongs to it alone: its conversation, files (their bytes too),
   * notifications and assignments. The request goes last, so a deletion cut short can simply be repeated.
   */
  async deleteRequest(caller: Caller, requestId: string): Promise<void> {
    const request = await this.deps.access.open(caller, requestId, 'staff');
    await this.deps.conversations.deleteForRequest(request.id);
    await this.deps.files.deleteForRequest(request.id);
    for (const belonging of this.deps.belongings) await belonging.deleteForRequest(request.id);
    if (!(await this.deps.requests.delete(request.id))) throw notFound('Request');
    await this.deps.audit.record(caller, {
      ...aboutRequest(request),
      action: 'request.deleted',
      changes: { requestNumber: request.requestNumber, title: request.title },
    });
    await this.deps.announcer.announce(
      'request-updates',
      { requestId: request.id },
      { publish: { rooms: ['admin-dashboard'], event: { type: 'request-update', requestId: request.id } } },
    );
  }

  async listFiles(caller: Caller, requestId: string, audience: Audience): Promise<{ files: FileView[] }> {
    const request = await this.deps.access.open(caller, requestId, audience);
    return { files: await this.deps.files.listForRequest(request.id, audience) };
  }

  /**
   * Files added to a request. The client's are the request's at once and the legal team hears of them; staff's stay
   * staff-only until attached to an update the client sees.
   */
  async upload(
    caller: Caller,
    requestId: string,
    audience: Audience,
    received: readonly ReceivedFile[],
  ): Promise<{ files: FileView[] }> {
    const request = await this.deps.access.open(caller, requestId, audience);
    if (!received.length) throw invalid('Please choose at least one file', 'files');
    const records = await this.deps.files.register(received, {
      source: 'request',
      ownerId: request.clientId,
      requestId: request.id,
      uploadedBy: caller.user.id,
      internal: audience === 'staff',
    });
    const fromClient = audience === 'client';
    await this.deps.announcer.announce(
      'request-updates',
      { requestId: request.id },
      {
        notifyAdmins: fromClient
          ? {
              type: 'file_upload',
              title: 'New file uploaded',
              message: `${request.requestNumber}: ${records.map((file) => file.originalName).join(', ')}`.slice(
                0,
                2000,
              ),
              requestId: request.id,
            }
          : undefined,
        publish: { rooms: roomsFor(request, fromClient), event: { type: 'request-update', requestId: request.id } },
      },
    );
    return { files: records.map(toFileView) };
  }

  /** The request composer's first step: the caller's own file, not yet on any request. */
  async uploadForComposer(
    caller: Caller,
    received: readonly ReceivedFile[],
  ): Promise<{ file: FileView; files: FileView[] }> {
    if (!received.length) throw invalid('Please choose at least one file', 'file');
    const records = await this.deps.files.register(received, {
      source: 'message',
      ownerId: caller.user.id,
      uploadedBy: caller.user.id,
    });
    const files = records.map(toFileView);
    return { file: files[0]!, files };
  }

  /** The request composer's second step: a message upload of the caller's becomes one of their request's files. */
  async associateFile(caller: Caller, fileId: string, requestId: string): Promise<{ file: FileView }> {
    const request = await this.deps.access.open(caller, requestId, 'client');
    return { file: await this.deps.files.attachToRequest(fileId, caller.user.id, request.id) };
  }

  /** For each of the client's requests, how many messages they can see (never internal notes). */
  async messageCounts(clientId: string): Promise<MessageCounts> {
    const requests = await this.deps.requests.allForClient(clientId);
    const counts = await this.deps.conversations.countVisible(
      requests.map((request) => request.threadId).filter(Boolean),
    );
    return Object.fromEntries(requests.map((request) => [request.id, counts[request.threadId] ?? 0]));
  }

  async latestPublic(requestId: string): Promise<PublicEntry | null> {
    return this.latest(requestId);
  }

  async latestPublicFromStaff(requestId: string): Promise<PublicEntry | null> {
    return this.latest(requestId, 'staff');
  }

  /** An entry only staff see, written by `authorId` (reminders sent, assignment): the request's history. */
  async recordInternalNote(requestId: string, authorId: string, text: string): Promise<void> {
    const [request, author] = await Promise.all([
      this.deps.requests.findById(requestId),
      this.deps.users.findById(authorId),
    ]);
    if (!request) throw notFound('Request');
    if (!author) throw notFound('User');
    const thread = await this.deps.conversations.ensureRequestThread(request);
    await this.deps.conversations.post({ user: author, role: roleOf(author) }, thread, {
      content: text,
      aliasUsed: '',
      isInternal: true,
      fileIds: [],
    });
  }

  /** Staff's post in the trail: a reply the client reads (under which alias) or an internal note. */
  private audited(caller: Caller, request: LegalRequestRecord, record: MessageRecord) {
    return this.deps.audit.record(caller, {
      ...aboutRequest(request),
      action: record.isInternal ? 'request.internal_note' : 'request.reply_sent',
      targetType: 'message',
      targetId: record.id,
      changes: {
        ...(record.aliasUsed ? { alias: record.aliasUsed } : {}),
        ...(record.fileIds.length ? { attachments: record.fileIds.length } : {}),
      },
    });
  }

  private async latest(requestId: string, from?: Side): Promise<PublicEntry | null> {
    const request = await this.deps.requests.findById(requestId);
    if (!request) return null;
    const thread = await this.deps.conversations.ensureRequestThread(request);
    return toEntry(await this.deps.conversations.latestPublic(thread, from));
  }

  /** The rules of a post, and the files it attaches: they must already belong to this request. */
  private async checkUpdate(
    caller: Caller,
    request: LegalRequestRecord,
    audience: Audience,
    input: RequestUpdateInput,
  ): Promise<StoredFileRecord[]> {
    if (!input.message && !input.fileIds.length) throw invalid(EMPTY_MESSAGE, 'message');
    if (audience === 'client' && input.isInternal) throw invalid('Clients cannot post internal notes', 'isInternal');
    if (audience === 'staff' && caller.role === 'admin' && !input.isInternal && !input.alias)
      throw invalid(ALIAS_REQUIRED, 'alias');
    const ids = [...new Set(input.fileIds)];
    const files = await this.deps.files.findByIds(ids);
    const usable = files.filter(
      (file) =>
        file.requestId === request.id &&
        file.source !== 'chat' &&
        (audience === 'staff' || (file.uploadedBy === caller.user.id && file.internal !== true)),
    );
    if (usable.length !== ids.length) throw invalid('Attach only files uploaded to this request', 'fileIds');
    return usable;
  }

  private async store(
    caller: Caller,
    request: LegalRequestRecord,
    input: RequestUpdateInput,
    files: StoredFileRecord[],
    announce = true,
  ): Promise<MessageRecord> {
    const thread = await this.deps.conversations.ensureRequestThread(request);
    return this.deps.conversations.post(
      caller,
      thread,
      {
        content: input.message,
        aliasUsed: input.alias,
        isInternal: input.isInternal,
        fileIds: files.map((file) => file.id),
      },
      { announce },
    );
  }

  /**
   * Messages as the audience sees them. A client sees staff under their alias (an attorney under their own name) and
   * only files shared with them; staff see real names.
   */
  private async toViews(records: MessageRecord[], audience: Audience): Promise<RequestUpdate[]> {
    const [files, authors] = await Promise.all([
      this.deps.files.findByIds([...new Set(records.flatMap((record) => record.fileIds))]),
      this.deps.users.findByIds([...new Set(records.map((record) => record.senderId))]),
    ]);
    const visible = new Map(
      files.filter((file) => audience === 'staff' || file.internal !== true).map((file) => [file.id, toFileView(file)]),
    );
    const names = new Map(authors.map((user) => [user.id, fullName(user)]));
    const nameOf = (record: MessageRecord) => {
      const real = names.get(record.senderId) ?? 'Former user';
      if (audience === 'staff' || record.senderRole === 'client') return real;
      return record.aliasUsed || (record.senderRole === 'attorney' ? real : 'Legal team');
    };
    return records.map((record) => ({
      id: record.id,
      message: record.content,
      isInternal: record.isInternal,
      adminAlias: record.aliasUsed,
      createdAt: record.createdAt.toISOString(),
      files: record.fileIds.flatMap((id) => visible.get(id) ?? []),
      author: { role: record.senderRole, name: nameOf(record) },
    }));
  }
}
