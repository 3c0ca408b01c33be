import { newestFirstAfter, type Keyset, type Page } from '../platform/paging';
import type { Filter, Storage } from '../storage/port';
import { containsPattern } from '../storage/search-terms';
import type { MessageRecord, ThreadRecord } from './message.schema';

/** Whose side of a conversation: the client's, or the legal team's (admins and attorneys). */
export type Side = 'client' | 'staff';

export interface ThreadQuery {
  unreadOnly: boolean;
  /** Matched against the subject and the last message's preview, case-insensitively. */
  search: string;
}

const UNREAD_FIELD: Record<Side, 'unreadByClient' | 'unreadByStaff'> = {
  client: 'unreadByClient',
  staff: 'unreadByStaff',
};
/** What a side may read: a client never an internal note (left out by the query itself, so nothing later can leak it). */
const visibleTo = (side: Side): Filter => (side === 'client' ? { isInternal: false } : {});
/** Messages the given side sent. */
const sentBy = (side: Side): Filter => ({ senderRole: side === 'client' ? 'client' : { $ne: 'client' } });
const other = (side: Side): Side => (side === 'client' ? 'staff' : 'client');

export class ThreadRepository {
  constructor(private readonly storage: Storage) {}

  private get threads() {
    return this.storage.collection('messageThreads');
  }

  create(
    thread: Pick<ThreadRecord, 'clientId' | 'subject' | 'type'> &
      Partial<Pick<ThreadRecord, 'requestId' | 'lastMessageAt'>>,
  ) {
    return this.threads.insert(thread);
  }

  findById(id: string) {
    return this.threads.findById(id);
  }

  findByRequest(requestId: string) {
    return this.threads.findOne({ requestId });
  }

  deleteForRequest(requestId: string) {
    return this.threads.deleteMany({ requestId });
  }

  /** Threads newest activity first: a client's own (`clientId`) or, for staff, everyone's. */
  list(clientId: string | null, side: Side, query: ThreadQuery, page: Page) {
    const filter: Filter = {};
    if (clientId) filter.clientId = clientId;
    if (query.unreadOnly) filter[UNREAD_FIELD[side]] = { $gt: 0 };
    if (query.search) {
      const pattern = containsPattern(query.search);
      filter.$or = [{ subject: { $regex: pattern } }, { lastMessagePreview: { $regex: pattern } }];
    }
    return Promise.all([
      this.threads.find(filter, { sort: { lastMessageAt: -1 }, ...page }),
      this.threads.count(filter),
    ]);
  }

  /** Threads with messages `side` has not read: a client's own, or for staff everyone's. */
  withUnread(side: Side, clientId: string | null) {
    return this.threads.find({ ...(clientId ? { clientId } : {}), [UNREAD_FIELD[side]]: { $gt: 0 } });
  }

  /** A message was sent by `side`: the thread moves up and the other side has one more to read. */
  recordMessage(id: string, side: Side, at: Date, preview: string) {
    return this.threads.updateOne(
      { id },
      { $set: { lastMessageAt: at, lastMessagePreview: preview }, $inc: { [UNREAD_FIELD[other(side)]]: 1 } },
    );
  }

  /** `side` read `count` messages (exactly those the read flipped, so the counter stays true). */
  recordRead(id: string, side: Side, count: number) {
    return this.threads.updateOne({ id }, { $inc: { [UNREAD_FIELD[side]]: -count } });
  }
}

export class MessageRepository {
  constructor(private readonly storage: Storage) {}

  private get messages() {
    return this.storage.collection('messages');
  }

  create(
    message: Pick<
      MessageRecord,
      'threadId' | 'senderId' | 'senderRole' | 'content' | 'aliasUsed' | 'isInternal' | 'isRead' | 'fileIds'
    >,
  ) {
    return this.messages.insert(message);
  }

  /** One page of a thread as `side` sees it, newest page first, each page in chronological order. */
  async listForThread(threadId: string, side: Side, page: Page): Promise<[MessageRecord[], number]> {
    const filter = { threadId, ...visibleTo(side) };
    const [records, total] = await Promise.all([
      this.messages.find(filter, { sort: { createdAt: -1 }, ...page }),
      this.messages.count(filter),
    ]);
    return [records.reverse(), total];
  }

  /**
   * `limit + 1` messages older than `after` (none: the newest) as `side` sees them, newest first: a long conversation
   * is read a page at a time from its end, each page costing the same however far back it is.
   */
  newestBefore(threadId: string, side: Side, limit: number, after?: Keyset) {
    const { filter, options } = newestFirstAfter('createdAt', limit, after);
    return this.messages.find({ threadId, ...visibleTo(side), ...filter }, options);
  }

  /** The newest message a client can see (sent by `from` only, when given). */
  async latestPublic(threadId: string, from?: Side): Promise<MessageRecord | null> {
    const filter = { threadId, isInternal: false, ...(from ? sentBy(from) : {}) };
    const [latest] = await this.messages.find(filter, { sort: { createdAt: -1 }, limit: 1 });
    return latest ?? null;
  }

  /** How many messages a client can see in each of the threads. */
  countVisibleByThread(threadIds: readonly string[]): Promise<Record<string, number>> {
    if (!threadIds.length) return Promise.resolve({});
    return this.messages.countBy('threadId', { threadId: { $in: [...threadIds] }, isInternal: false });
  }

  /** Marks what the other side sent as read by `side`; returns how many were unread. */
  markRead(threadId: string, side: Side) {
    return this.messages.updateMany(
      { threadId, isRead: false, isInternal: false, ...sentBy(other(side)) },
      { $set: { isRead: true } },
    );
  }

  deleteForThreads(threadIds: readonly string[]) {
    return threadIds.length ? this.messages.deleteMany({ threadId: { $in: [...threadIds] } }) : Promise.resolve(0);
  }

  since(from: Date) {
    return this.messages.find({ createdAt: { $gte: from } }, { sort: { createdAt: 1 } });
  }
}
