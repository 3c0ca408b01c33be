import type { AdminSessionsQuery } from '@lexa/common';
import { newestFirst, type Page } from '../platform/paging';
import type { Filter, Storage } from '../storage/port';
import type { ChatSessionRecord } from './chat.schema';

/** What narrows the admin's session lists; every field maps to an indexed or cheap condition. */
export type SessionCriteria = Omit<AdminSessionsQuery, 'page' | 'pageSize' | 'timeframe'> & { since: Date | null };

/** Chats with messages that did not lead to a request: the Chats tab's own list. */
export const STANDALONE: Filter = { messageCount: { $gt: 0 }, requestId: null };

function filterOf({ since, scope, readStatus, favorite, status }: SessionCriteria): Filter {
  return {
    ...(since ? { startTime: { $gte: since } } : {}),
    ...(scope === 'standalone' ? STANDALONE : {}),
    ...(readStatus === 'all' ? {} : { readStatus }),
    ...(favorite === 'all' ? {} : { favorite: favorite === 'favorites' }),
    ...(status === 'all' ? {} : { status }),
  };
}

/** The admin's reads and marks of widget chat sessions (the visitor's side lives in ChatRepository). */
export class ChatAdminRepository {
  constructor(private readonly storage: Storage) {}

  private get sessions() {
    return this.storage.collection('chatSessions');
  }

  private get messages() {
    return this.storage.collection('chatMessages');
  }

  listSessions(criteria: SessionCriteria, page: Page) {
    const filter = filterOf(criteria);
    return Promise.all([this.sessions.find(filter, newestFirst('startTime', page)), this.sessions.count(filter)]);
  }

  countSessions(filter: Filter) {
    return this.sessions.count(filter);
  }

  /** Messages per session since `since` (only sessions that had any). */
  messagesPerSessionSince(since: Date) {
    return this.messages.countBy('sessionId', { createdAt: { $gte: since } });
  }

  countMessages(from: Date, to: Date) {
    return this.messages.count({ createdAt: { $gte: from, $lt: to } });
  }

  findSession(sessionId: string) {
    return this.sessions.findOne({ sessionId });
  }

  messagesOf(sessionId: string) {
    return this.messages.find({ sessionId }, { sort: { createdAt: 1, position: 1 } });
  }

  /** Sets the admin's marks on the session of this conversation; null when there is none. */
  mark(conversationId: string, marks: Partial<Pick<ChatSessionRecord, 'readStatus' | 'favorite'>>) {
    return this.sessions.updateOne({ conversationId }, { $set: marks });
  }

  /** One page of the chats a transcript download holds, newest first. */
  transcriptSessions(since: Date | null, favoritesOnly: boolean, page: Page) {
    const filter: Filter = {
      messageCount: { $gt: 0 },
      ...(since ? { startTime: { $gte: since } } : {}),
      ...(favoritesOnly ? { favorite: true } : {}),
    };
    return this.sessions.find(filter, newestFirst('startTime', page));
  }
}
