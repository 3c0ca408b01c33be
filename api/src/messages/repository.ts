import type { Page } from '../platform/paging';
import type { Filter, Storage } from '../storage/port';
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
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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

  /** Threads newest activity first: a client's own (`clientId`) or, for staff, everyone's. */
  list(clientId: string | null, side: Side, query: ThreadQuery, page: Page) {
    const filter: Filter = {};
    if (clientId) filter.clientId = clientId;
    if (query.unreadOnly) filter[UNREAD_FIELD[side]] = { $gt: 0 };
    if (query.search) {
      const pattern = new RegExp(escapeRegExp(query.search), 'i');
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

  create(message: Pick<MessageRecord, 'threadId' | 'senderId' | 'senderRole' | 'content' | 'aliasUsed' | 'fileIds'>) {
    return this.messages.insert(message);
  }

  /** One page of a thread, newest page first, each page in chronological order. */
  async listForThread(threadId: string, page: Page): Promise<[MessageRecord[], number]> {
    const [records, total] = await Promise.all([
      this.messages.find({ threadId }, { sort: { createdAt: -1 }, ...page }),
      this.messages.count({ threadId }),
    ]);
    return [records.reverse(), total];
  }

  /** Marks what the other side sent as read by `side`; returns how many were unread. */
  markRead(threadId: string, side: Side) {
    return this.messages.updateMany({ threadId, isRead: false, ...sentBy(other(side)) }, { $set: { isRead: true } });
  }

  since(from: Date) {
    return this.messages.find({ createdAt: { $gte: from } }, { sort: { createdAt: 1 } });
  }
}
