import type {
  MessageStat,
  MessageThread,
  NewThreadBody,
  ThreadMessage,
  ThreadMessages,
  ThreadPage,
} from '@lexa/common';
import type { AttorneyRepository } from '../attorney/repository';
import type { Caller } from '../auth/guards';
import { toFileView } from '../files/file-view';
import type { FileService } from '../files/service';
import { HttpError, notFound } from '../http/errors';
import type { Announcer } from '../notifications/announcer';
import type { NotificationContent } from '../notifications/service';
import type { ReceivedFile } from '../platform/files/uploads';
import { keysetOf, keysetPage, toPage, type Paging } from '../platform/paging';
import type { LegalRequestRepository } from '../requests/repository';
import type { LegalRequestRecord } from '../requests/request.schema';
import { DuplicateKeyError } from '../storage/port';
import { roleOf } from '../users/public-user';
import type { UserRepository } from '../users/repository';
import type { User } from '../users/user.schema';
import { PREVIEW_MAX, type MessageRecord, type ThreadRecord } from './message.schema';
import type { MessageRepository, Side, ThreadQuery, ThreadRepository } from './repository';

export interface MessageDependencies {
  threads: ThreadRepository;
  messages: MessageRepository;
  requests: Pick<LegalRequestRepository, 'findById' | 'latestForClient' | 'withoutThreadForClient' | 'setThread'>;
  users: Pick<UserRepository, 'findById' | 'findByIds'>;
  files: Pick<FileService, 'register' | 'findByIds' | 'share'>;
  announcer: Announcer;
  /** Who works each request besides staff: its assigned attorneys hear when its client writes. */
  attorneys: Pick<AttorneyRepository, 'attorneysOn'>;
}

export interface ThreadListQuery extends Paging, ThreadQuery {}

export type NewThreadInput = Omit<NewThreadBody, 'aliasUsed'>;

/** What is said in a conversation; `fileIds` are files already stored for it. */
export interface ConversationEntry {
  content: string;
  aliasUsed: string;
  isInternal: boolean;
  fileIds: string[];
}

export const NO_THREAD = 'Cannot send messages. Please post a legal request first.';
const EMPTY_MESSAGE = 'Please enter a message or attach a file';
const DIRECT_SUBJECT = 'Message from the legal team';
const NOTIFICATION_PREVIEW = 120;
const DAY_MS = 24 * 60 * 60 * 1000;

const sideOf = (caller: Caller): Side => (caller.role === 'client' ? 'client' : 'staff');
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const invalid = (message: string, path: string) =>
  new HttpError(400, 'VALIDATION_FAILED', message, [{ path, message }]);

/** The preview of a message in the thread list: its text, or what it carries. */
function previewOf(content: string, files: readonly { originalName: string }[]): string {
  const text =
    content.replace(/\s+/g, ' ').trim() ||
    (files.length ? `📎 ${files.map((file) => file.originalName).join(', ')}` : '');
  return cut(text, PREVIEW_MAX);
}

/**
 * The merged conversation of each client with the legal team (client Messages, admin Messages tab). A client sees
 * only their threads; staff all. Identity is the bearer token: nothing the browser says about who it is counts.
 */
export class MessageService {
  private readonly clientAnswerListeners: ((requestId: string) => Promise<void>)[] = [];

  constructor(private readonly deps: MessageDependencies) {}

  /** Called after a client writes in a request's conversation (reminders stop then). */
  onClientAnswer(listener: (requestId: string) => Promise<void>): void {
    this.clientAnswerListeners.push(listener);
  }

  /** The thread of a request, created once (with the request, or on first use). */
  async ensureRequestThread(request: LegalRequestRecord): Promise<ThreadRecord> {
    const { threads, requests } = this.deps;
    let thread =
      (request.threadId && (await threads.findById(request.threadId))) || (await threads.findByRequest(request.id));
    if (!thread) {
      try {
        thread = await threads.create({
          clientId: request.clientId,
          requestId: request.id,
          type: 'request_linked',
          subject: request.title,
          lastMessageAt: request.createdAt,
        });
      } catch (error) {
        // Two first uses at once: the unique index keeps one thread per request; use the one that won.
        if (!(error instanceof DuplicateKeyError)) throw error;
        thread = await threads.findByRequest(request.id);
        if (!thread) throw error;
      }
    }
    if (request.threadId !== thread.id) await requests.setThread(request.id, thread.id);
    return thread;
  }

  /**
   * One page of a conversation as `side` sees it, latest first: the messages before `before` (a cursor of an earlier
   * page; none: the newest), returned oldest first, with the cursor of the page before them.
   */
  async conversationPage(
    thread: ThreadRecord,
    side: Side,
    limit: number,
    before?: string,
  ): Promise<{ records: MessageRecord[]; nextCursor: string | null }> {
    const after = before === undefined ? undefined : keysetOf(before);
    if (after === null) throw invalid('Invalid cursor', 'before');
    const rows = await this.deps.messages.newestBefore(thread.id, side, limit, after);
    const { items, nextCursor } = keysetPage(rows, limit, (message) => message.createdAt);
    return { records: items.reverse(), nextCursor };
  }

  /** The newest message of the thread a client can see (sent by `from` only, when given). */
  latestPublic(thread: ThreadRecord, from?: Side) {
    return this.deps.messages.latestPublic(thread.id, from);
  }

  /** How many messages a client can see in each thread. */
  countVisible(threadIds: readonly string[]) {
    return this.deps.messages.countVisibleByThread(threadIds);
  }

  /** A deleted request's conversation goes with it. */
  async deleteForRequest(requestId: string): Promise<void> {
    const thread = await this.deps.threads.findByRequest(requestId);
    if (thread) await this.deps.messages.deleteForThreads([thread.id]);
    await this.deps.threads.deleteForRequest(requestId);
  }

  async listThreads(caller: Caller, query: ThreadListQuery): Promise<ThreadPage> {
    const side = sideOf(caller);
    if (side === 'client') await this.ensureClientThreads(caller.user.id);
    const [records, total] = await this.deps.threads.list(
      side === 'client' ? caller.user.id : null,
      side,
      query,
      toPage(query),
    );
    return { threads: await this.toThreadViews(records, side), total, page: query.page, pageSize: query.pageSize };
  }

  async getThread(caller: Caller, threadId: string, paging: Paging): Promise<ThreadMessages> {
    const side = sideOf(caller);
    const thread = await this.openThread(caller, threadId);
    const [records, total] = await this.deps.messages.listForThread(thread.id, side, toPage(paging));
    const [view] = await this.toThreadViews([thread], side);
    return { thread: view!, messages: await this.toMessageViews(records, side), total, ...paging };
  }

  /**
   * A client's message: into the given thread, or without one into their latest request's thread. A client with no
   * request has no one to write to yet.
   */
  async sendAsClient(
    caller: Caller,
    input: { threadId: string | null; content: string },
    received: readonly ReceivedFile[],
  ): Promise<{ message: ThreadMessage }> {
    let thread: ThreadRecord;
    if (input.threadId) {
      thread = await this.openThread(caller, input.threadId);
    } else {
      const latest = await this.deps.requests.latestForClient(caller.user.id);
      if (!latest) throw new HttpError(400, 'VALIDATION_FAILED', NO_THREAD);
      thread = await this.ensureRequestThread(latest);
    }
    return this.send(caller, thread, input.content, '', received);
  }

  /** Staff's reply, under an alias when one is chosen. */
  async sendAsStaff(
    caller: Caller,
    input: { threadId: string; content: string; aliasUsed: string },
    received: readonly ReceivedFile[] = [],
  ): Promise<{ message: ThreadMessage }> {
    const thread = await this.openThread(caller, input.threadId);
    return this.send(caller, thread, input.content, input.aliasUsed, received);
  }

  /** Staff's New Message: to a client, about one of their requests (its thread) or in a new direct thread. */
  async startThread(caller: Caller, input: NewThreadInput & { aliasUsed: string }): Promise<{ threadId: string }> {
    const recipient = await this.deps.users.findById(input.recipientId);
    if (!recipient || !recipient.isActive || roleOf(recipient) !== 'client')
      throw invalid('Please choose a client as the recipient', 'recipientId');
    let thread: ThreadRecord;
    if (input.type === 'request_linked') {
      const request = input.requestId ? await this.deps.requests.findById(input.requestId) : null;
      if (!request || request.clientId !== recipient.id)
        throw invalid("Please choose one of the recipient's requests", 'requestId');
      thread = await this.ensureRequestThread(request);
    } else {
      thread = await this.deps.threads.create({
        clientId: recipient.id,
        type: 'direct',
        subject: input.subject || DIRECT_SUBJECT,
      });
    }
    await this.send(caller, thread, input.content, input.aliasUsed, []);
    return { threadId: thread.id };
  }

  async markRead(caller: Caller, threadId: string): Promise<{ threadId: string; unreadCount: number }> {
    const side = sideOf(caller);
    const thread = await this.openThread(caller, threadId);
    const flipped = await this.deps.messages.markRead(thread.id, side);
    const updated = flipped ? await this.deps.threads.recordRead(thread.id, side, flipped) : thread;
    return {
      threadId: thread.id,
      unreadCount: Math.max(0, (side === 'client' ? updated?.unreadByClient : updated?.unreadByStaff) ?? 0),
    };
  }

  /** Messages from the other side the caller has not read: a client's from the legal team, staff's from clients. */
  async unreadCount(caller: Caller): Promise<{ count: number }> {
    const side = sideOf(caller);
    const threads = await this.deps.threads.withUnread(side, side === 'client' ? caller.user.id : null);
    return {
      count: threads.reduce(
        (sum, thread) => sum + Math.max(0, side === 'client' ? thread.unreadByClient : thread.unreadByStaff),
        0,
      ),
    };
  }

  /** Messages and active threads per day (UTC) for the last `days` days; the last entry is today. */
  async stats(days: number, now = new Date()): Promise<MessageStat[]> {
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const from = new Date(today - (days - 1) * DAY_MS);
    const byDay = new Map<string, { count: number; threads: Set<string> }>();
    for (let day = 0; day < days; day += 1)
      byDay.set(new Date(from.getTime() + day * DAY_MS).toISOString().slice(0, 10), { count: 0, threads: new Set() });
    for (const message of await this.deps.messages.since(from)) {
      const entry = byDay.get(message.createdAt.toISOString().slice(0, 10));
      if (!entry) continue;
      entry.count += 1;
      entry.threads.add(message.threadId);
    }
    return [...byDay].map(([period, { count, threads }]) => ({ period, count, threadCount: threads.size }));
  }

  /** Registers the uploaded attachments, then posts the message: the composer of the Messages views. */
  private async send(
    caller: Caller,
    thread: ThreadRecord,
    content: string,
    aliasUsed: string,
    received: readonly ReceivedFile[],
  ): Promise<{ message: ThreadMessage }> {
    if (!content && !received.length) throw invalid(EMPTY_MESSAGE, 'content');
    const files = await this.deps.files.register(received, {
      source: 'message',
      ownerId: thread.clientId,
      requestId: thread.requestId ?? null,
      uploadedBy: caller.user.id,
    });
    const message = await this.post(caller, thread, {
      content,
      aliasUsed,
      isInternal: false,
      fileIds: files.map((file) => file.id),
    });
    const [view] = await this.toMessageViews([message], sideOf(caller));
    return { message: view! };
  }

  /**
   * The one way anything is said in a conversation (a Messages thread or a request's conversation): stores the
   * message, moves the thread's counters and preview, shares staff's attached files with the client, and tells the
   * other side (unless the caller announces it as part of something larger). An internal note moves nothing the
   * client sees and is announced to staff only.
   */
  async post(
    author: Caller,
    thread: ThreadRecord,
    entry: ConversationEntry,
    { announce = true }: { announce?: boolean } = {},
  ): Promise<MessageRecord> {
    const side = sideOf(author);
    const isInternal = side === 'staff' && entry.isInternal;
    const message = await this.deps.messages.create({
      threadId: thread.id,
      senderId: author.user.id,
      senderRole: author.role,
      content: entry.content,
      // An internal note is never shown under an alias.
      aliasUsed: side === 'staff' && !isInternal ? entry.aliasUsed : '',
      isInternal,
      // No client will read a note, so it waits for no one.
      isRead: isInternal,
      fileIds: entry.fileIds,
    });
    const files = await this.deps.files.findByIds(message.fileIds);
    if (!isInternal) {
      await this.deps.threads.recordMessage(thread.id, side, message.createdAt, previewOf(entry.content, files));
      await this.deps.files.share(message.fileIds);
    }
    if (side === 'client' && thread.requestId)
      for (const listener of this.clientAnswerListeners) await listener(thread.requestId);
    if (announce) await this.announce(author, thread, message);
    return message;
  }

  private async announce(author: Caller, thread: ThreadRecord, message: MessageRecord): Promise<void> {
    const requestId = thread.requestId ?? null;
    // A request's conversation is announced as the request's update, whichever view it was written from.
    const event = requestId
      ? { type: 'request-update', requestId }
      : { type: 'thread-update', threadId: thread.id, requestId };
    if (message.isInternal) {
      // The client's room does not even learn that something happened.
      await this.deps.announcer.announce(
        'messages',
        { threadId: thread.id },
        { publish: { rooms: ['admin-dashboard'], event } },
      );
      return;
    }
    const request = requestId ? await this.deps.requests.findById(requestId) : null;
    const text =
      cut(message.content.replace(/\s+/g, ' ').trim(), NOTIFICATION_PREVIEW) ||
      `${message.fileIds.length} file(s) attached`;
    // Files alone are announced as files.
    const type = message.content ? 'message' : 'file_upload';
    const fromClient = sideOf(author) === 'client';
    const authorName = [author.user.firstName, author.user.lastName].filter(Boolean).join(' ');
    const fromClientToTeam: NotificationContent = {
      type,
      title: 'New client message',
      message: request ? `${request.requestNumber} (${authorName}): ${text}` : `${authorName}: ${text}`,
      requestId,
    };
    // Attorneys working the request hear what its client writes, like the admins do.
    const attorneys = fromClient && request ? await this.deps.attorneys.attorneysOn(request.id) : [];
    await this.deps.announcer.announce(
      'messages',
      { threadId: thread.id },
      {
        notify: fromClient
          ? attorneys.map((userId) => ({ userId, content: fromClientToTeam }))
          : [
              {
                userId: thread.clientId,
                content: request
                  ? { type, title: 'New message on your request', message: `${request.title}: ${text}`, requestId }
                  : { type, title: 'New message from the legal team', message: text, requestId },
              },
            ],
        notifyAdmins: fromClient ? fromClientToTeam : undefined,
        publish: { rooms: [...(requestId ? [`request-${requestId}`] : []), 'admin-dashboard'], event },
      },
    );
  }

  /** A thread the caller may open: a client only their own, staff any. Anything else is "not found". */
  private async openThread(caller: Caller, threadId: string): Promise<ThreadRecord> {
    const thread = await this.deps.threads.findById(threadId);
    if (!thread || (sideOf(caller) === 'client' && thread.clientId !== caller.user.id)) throw notFound('Thread');
    return thread;
  }

  /** Requests from before threads existed (or whose creation hook failed) get theirs when the client looks. */
  private async ensureClientThreads(clientId: string): Promise<void> {
    for (const request of await this.deps.requests.withoutThreadForClient(clientId))
      await this.ensureRequestThread(request);
  }

  private async toThreadViews(records: ThreadRecord[], side: Side): Promise<MessageThread[]> {
    const clients =
      side === 'staff'
        ? new Map(
            (await this.deps.users.findByIds([...new Set(records.map((thread) => thread.clientId))])).map((user) => [
              user.id,
              user,
            ]),
          )
        : null;
    return records.map((thread) => {
      const view: MessageThread = {
        threadId: thread.id,
        subject: thread.subject,
        requestId: thread.requestId ?? null,
        type: thread.type,
        lastMessage: thread.lastMessagePreview ? { content: thread.lastMessagePreview } : null,
        lastMessageAt: thread.lastMessageAt.toISOString(),
        unreadCount: Math.max(0, side === 'client' ? thread.unreadByClient : thread.unreadByStaff),
      };
      const client = clients?.get(thread.clientId);
      if (clients)
        view.client = {
          id: thread.clientId,
          firstName: client?.firstName ?? '',
          lastName: client?.lastName ?? '',
          email: client?.email ?? '',
        };
      return view;
    });
  }

  /**
   * Messages as `side` sees them. A client sees staff who chose an alias under that alias and never staff's
   * username (their e-mail); staff see everyone as they are.
   */
  private async toMessageViews(records: MessageRecord[], side: Side): Promise<ThreadMessage[]> {
    const [senders, files] = await Promise.all([
      this.deps.users.findByIds([...new Set(records.map((message) => message.senderId))]),
      this.deps.files.findByIds([...new Set(records.flatMap((message) => message.fileIds))]),
    ]);
    const users = new Map(senders.map((user) => [user.id, user]));
    const fileViews = new Map(files.map((file) => [file.id, toFileView(file)]));
    const senderOf = (message: MessageRecord): ThreadMessage['sender'] => {
      const user: Pick<User, 'firstName' | 'lastName' | 'username'> = users.get(message.senderId) ?? {
        firstName: 'Former',
        lastName: 'user',
        username: '',
      };
      const flags = { isAdmin: message.senderRole === 'admin', isAttorney: message.senderRole === 'attorney' };
      if (side === 'staff' || message.senderRole === 'client')
        return { ...flags, firstName: user.firstName, lastName: user.lastName, username: user.username };
      if (message.aliasUsed) return { ...flags, firstName: message.aliasUsed, lastName: '', username: '' };
      return { ...flags, firstName: user.firstName, lastName: user.lastName, username: '' };
    };
    return records.map((message) => ({
      id: message.id,
      threadId: message.threadId,
      senderId: message.senderId,
      content: message.content,
      createdAt: message.createdAt.toISOString(),
      aliasUsed: message.aliasUsed,
      isRead: message.isRead,
      isInternal: message.isInternal,
      files: message.fileIds.flatMap((id) => fileViews.get(id) ?? []),
      sender: senderOf(message),
    }));
  }
}
