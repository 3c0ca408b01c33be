import {
  STATUS_LABELS,
  type FileView,
  type MessageCounts,
  type RequestStatusChange,
  type RequestUpdate,
  type RequestUpdateInput,
  type RequestUpdateList,
  type StatusChangeResult,
} from '@lexa/common';
import type { Caller } from '../auth/guards';
import { toFileView } from '../files/file-view';
import type { StoredFileRecord } from '../files/file.schema';
import type { FileService } from '../files/service';
import { HttpError, notFound } from '../http/errors';
import type { Announcer } from '../notifications/announcer';
import type { ReceivedFile } from '../platform/files/uploads';
import type { Audience, RequestAccess } from '../requests/access';
import type { LegalRequestRepository } from '../requests/repository';
import type { LegalRequestRecord } from '../requests/request.schema';
import { toLegalRequest } from '../requests/service';
import type { UserRepository } from '../users/repository';
import type { User } from '../users/user.schema';
import type { PublicEntry, RequestConversation } from './conversation';
import type { RequestUpdateRepository } from './repository';
import type { RequestUpdateRecord } from './request-update.schema';

export interface RequestUpdateDependencies {
  access: RequestAccess;
  requests: Pick<LegalRequestRepository, 'setStatus' | 'assignAdmin' | 'allForClient'>;
  updates: RequestUpdateRepository;
  files: Pick<FileService, 'listForRequest' | 'register' | 'attachToRequest' | 'findByIds' | 'share'>;
  users: Pick<UserRepository, 'findByIds'>;
  announcer: Announcer;
}

export const ALIAS_REQUIRED = 'Please select an alias for client messages';
const EMPTY_MESSAGE = 'Please enter a message or attach a file';
const PREVIEW_LENGTH = 120;

const fullName = (user: Pick<User, 'firstName' | 'lastName'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');
const preview = (text: string) => (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text);
const roomsFor = (request: LegalRequestRecord, clientSees: boolean) =>
  clientSees ? [`request-${request.id}`, 'admin-dashboard'] : ['admin-dashboard'];
const invalid = (message: string, path: string) =>
  new HttpError(400, 'VALIDATION_FAILED', message, [{ path, message }]);

/**
 * The per-request conversation (client dashboard's request panel, admin request modal, attorney's case): messages,
 * internal notes, files, status changes and assignment. Internal notes and staff-only files never reach a client:
 * not in lists, counts, notifications or live events.
 */
export class RequestUpdateService implements RequestConversation {
  constructor(private readonly deps: RequestUpdateDependencies) {}

  async latestPublic(requestId: string): Promise<PublicEntry | null> {
    return this.deps.updates.latestPublic(requestId, false);
  }

  async latestPublicFromStaff(requestId: string): Promise<PublicEntry | null> {
    return this.deps.updates.latestPublic(requestId, true);
  }

  async recordInternalNote(requestId: string, authorId: string, text: string): Promise<void> {
    const record = await this.deps.updates.create({
      requestId,
      authorId,
      authorRole: 'admin',
      message: text,
      isInternal: true,
      adminAlias: '',
      fileIds: [],
    });
    await this.deps.announcer.announce(
      'request-updates',
      { requestId },
      { publish: { rooms: ['admin-dashboard'], event: { type: 'request-update', requestId: record.requestId } } },
    );
  }

  async list(caller: Caller, requestId: string, audience: Audience): Promise<RequestUpdateList> {
    const request = await this.deps.access.open(caller, requestId, audience);
    const records = await this.deps.updates.listForRequest(request.id, audience === 'staff');
    return { updates: await this.toViews(records, audience), nextCursor: null };
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
    await this.announceUpdate(request, record, caller, audience);
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
    const record = hasUpdate ? await this.store(caller, request, content, files) : null;

    if (request.status !== input.status) {
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
    } else if (record) {
      await this.announceUpdate(request, record, caller, 'staff');
    }
    return { request: toLegalRequest(changed), update: record ? (await this.toViews([record], 'staff'))[0]! : null };
  }

  /** "Assign to me": the calling admin becomes the request's responsible admin. */
  async assignToSelf(caller: Caller, requestId: string) {
    const request = await this.deps.access.open(caller, requestId, 'staff');
    const assigned = await this.deps.requests.assignAdmin(request.id, caller.user.id);
    if (!assigned) throw notFound('Request');
    await this.deps.announcer.announce(
      'request-updates',
      { requestId: request.id },
      {
        publish: { rooms: ['admin-dashboard'], event: { type: 'request-update', requestId: request.id } },
      },
    );
    return { request: toLegalRequest(assigned), assignedAdminId: caller.user.id };
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

  /** For each of the client's requests, how many updates they can see (never internal notes). */
  async messageCounts(clientId: string): Promise<MessageCounts> {
    const requests = await this.deps.requests.allForClient(clientId);
    const counts = await Promise.all(requests.map((request) => this.deps.updates.countVisible(request.id)));
    return Object.fromEntries(requests.map((request, index) => [request.id, counts[index]!]));
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
  ): Promise<RequestUpdateRecord> {
    const record = await this.deps.updates.create({
      requestId: request.id,
      authorId: caller.user.id,
      authorRole: caller.role,
      message: input.message,
      isInternal: input.isInternal,
      // An internal note is never shown under an alias.
      adminAlias: input.isInternal ? '' : input.alias,
      fileIds: files.map((file) => file.id),
    });
    // Staff's files become the client's to see once attached to a message the client sees.
    if (!input.isInternal) await this.deps.files.share(record.fileIds);
    return record;
  }

  private async announceUpdate(
    request: LegalRequestRecord,
    record: RequestUpdateRecord,
    author: Caller,
    audience: Audience,
  ): Promise<void> {
    const event = { type: 'request-update', requestId: request.id };
    const text = record.message ? preview(record.message) : `${record.fileIds.length} file(s) attached`;
    if (record.isInternal) {
      // Internal: staff hear of it; the client's room does not even learn that something happened.
      await this.deps.announcer.announce(
        'request-updates',
        { requestId: request.id },
        { publish: { rooms: roomsFor(request, false), event } },
      );
      return;
    }
    const fromClient = audience === 'client';
    // Files alone are announced as files.
    const type = record.message ? 'message' : 'file_upload';
    await this.deps.announcer.announce(
      'request-updates',
      { requestId: request.id },
      {
        notify: fromClient
          ? []
          : [
              {
                userId: request.clientId,
                content: {
                  type,
                  title: 'New message on your request',
                  message: `${request.title}: ${text}`,
                  requestId: request.id,
                },
              },
            ],
        notifyAdmins: fromClient
          ? {
              type,
              title: 'New client message',
              message: `${request.requestNumber} (${fullName(author.user)}): ${text}`,
              requestId: request.id,
            }
          : undefined,
        publish: { rooms: roomsFor(request, true), event },
      },
    );
  }

  /**
   * Updates as the audience sees them. A client sees staff under their alias (an attorney under their own name) and
   * only files shared with them; staff see real names.
   */
  private async toViews(records: RequestUpdateRecord[], audience: Audience): Promise<RequestUpdate[]> {
    const [files, authors] = await Promise.all([
      this.deps.files.findByIds([...new Set(records.flatMap((record) => record.fileIds))]),
      this.deps.users.findByIds([...new Set(records.map((record) => record.authorId))]),
    ]);
    const visible = new Map(
      files.filter((file) => audience === 'staff' || file.internal !== true).map((file) => [file.id, toFileView(file)]),
    );
    const names = new Map(authors.map((user) => [user.id, fullName(user)]));
    const nameOf = (record: RequestUpdateRecord) => {
      const real = names.get(record.authorId) ?? 'Former user';
      if (audience === 'staff' || record.authorRole === 'client') return real;
      return record.adminAlias || (record.authorRole === 'attorney' ? real : 'Legal team');
    };
    return records.map((record) => ({
      id: record.id,
      message: record.message,
      isInternal: record.isInternal,
      adminAlias: record.adminAlias,
      createdAt: record.createdAt.toISOString(),
      files: record.fileIds.flatMap((id) => visible.get(id) ?? []),
      author: { role: record.authorRole, name: nameOf(record) },
    }));
  }
}
