import {
  adminChatSessionSchema,
  type AdminChatMessages,
  type AdminChatSession,
  type AdminChatSessionPage,
  type AdminChatStats,
  type AdminSessionsQuery,
  type MarkFavoriteBody,
  type MarkReadBody,
  type TranscriptFilter,
} from '@lexa/common';
import type { FileService } from '../files/service';
import { notFound } from '../http/errors';
import { toPage } from '../platform/paging';
import type { ChatSessionRecord } from './chat.schema';
import { STANDALONE, type ChatAdminRepository } from './admin-repository';
import { formatTranscript } from './transcript';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Messages Today counts each session up to this many (signed-in spec §9), so one runaway chat cannot dominate it. */
export const MESSAGES_TODAY_CAP = 1000;
/** How many days the activity chart shows. */
export const ACTIVITY_DAYS = 14;
/** Transcript downloads read this many chats at a time, so "all chats" never sits whole in memory. */
const TRANSCRIPT_BATCH = 50;

const TRANSCRIPT_WINDOWS: Record<TranscriptFilter, number | null> = {
  '24hours': DAY,
  '7days': 7 * DAY,
  '30days': 30 * DAY,
  all: null,
  favorites: null,
};

const startOfUtcDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

const toView = ({ conversationId, ...session }: ChatSessionRecord): AdminChatSession =>
  adminChatSessionSchema.parse({ ...session, threadId: conversationId });

/** Between two transcripts in one download. */
const SEPARATOR = `\n\n${'='.repeat(72)}\n\n`;

export interface ChatAdminDependencies {
  chats: ChatAdminRepository;
  files: Pick<FileService, 'listForSession'>;
}

/** The admin's Chats and Visitors tabs: session lists, counts, message history, read and favourite marks, transcripts. */
export class ChatAdminService {
  constructor(private readonly deps: ChatAdminDependencies) {}

  async listSessions(
    { timeframe, page, pageSize, ...criteria }: AdminSessionsQuery,
    now = new Date(),
  ): Promise<AdminChatSessionPage> {
    const since = timeframe === 'all' ? null : new Date(now.getTime() - DAY);
    const [sessions, total] = await this.deps.chats.listSessions({ ...criteria, since }, toPage({ page, pageSize }));
    return { sessions: sessions.map(toView), total, page, pageSize };
  }

  async stats(now = new Date()): Promise<AdminChatStats> {
    const { chats } = this.deps;
    const today = startOfUtcDay(now);
    const dayStarts = Array.from(
      { length: ACTIVITY_DAYS },
      (_, index) => new Date(today.getTime() - (ACTIVITY_DAYS - 1 - index) * DAY),
    );
    const [totals, perSessionToday, days] = await Promise.all([
      Promise.all([
        chats.countSessions({}),
        chats.countSessions({ status: 'active' }),
        chats.countSessions({ readStatus: 'unread', messageCount: { $gt: 0 } }),
        chats.countSessions({ messageCount: 0 }),
        chats.countSessions({ requestId: { $ne: null } }),
        chats.countSessions(STANDALONE),
        chats.countSessions({ ...STANDALONE, readStatus: 'unread' }),
        chats.countSessions({ ...STANDALONE, favorite: true }),
      ]),
      chats.messagesPerSessionSince(today),
      Promise.all(
        dayStarts.map(async (start) => {
          const end = new Date(start.getTime() + DAY);
          const [sessions, messages] = await Promise.all([
            chats.countSessions({ startTime: { $gte: start, $lt: end } }),
            chats.countMessages(start, end),
          ]);
          return { day: isoDay(start), sessions, messages };
        }),
      ),
    ]);
    const [total, active, unread, widgetOpens, linked, standalone, standaloneUnread, favorites] = totals;
    return {
      totalSessions: total,
      activeSessions: active,
      messagesToday: Object.values(perSessionToday).reduce(
        (sum, count) => sum + Math.min(count, MESSAGES_TODAY_CAP),
        0,
      ),
      unreadSessions: unread,
      widgetOpens,
      withMessages: total - widgetOpens,
      linkedToRequests: linked,
      standalone: { total: standalone, unread: standaloneUnread, favorites },
      days,
    };
  }

  async messages(sessionId: string): Promise<AdminChatMessages> {
    const { chats } = this.deps;
    if (!(await chats.findSession(sessionId))) throw notFound('Chat session');
    const messages = await chats.messagesOf(sessionId);
    return {
      messages: messages.map(({ id, role, content, createdAt }) => ({
        id,
        role,
        content,
        timestamp: createdAt.toISOString(),
      })),
    };
  }

  markRead({ threadId, readStatus }: MarkReadBody) {
    return this.mark(threadId, { readStatus });
  }

  markFavorite({ threadId, favorite }: MarkFavoriteBody) {
    return this.mark(threadId, { favorite });
  }

  /** One chat's transcript as a text file. */
  async sessionTranscript(sessionId: string, now = new Date()): Promise<{ filename: string; text: string }> {
    const session = await this.deps.chats.findSession(sessionId);
    if (!session) throw notFound('Chat session');
    return { filename: `chat-${sessionId.slice(-8)}-${isoDay(now)}.txt`, text: await this.transcriptOf(session) };
  }

  /** The file name of a transcript download: the filter and the day it was taken. */
  transcriptsFilename(filter: TranscriptFilter, now = new Date()): string {
    return `chat-transcripts-${filter}-${isoDay(now)}.txt`;
  }

  /**
   * Every matching chat's transcript, newest first, a batch at a time. A filter that matches no chat yields nothing:
   * an empty file, not an error.
   */
  async *transcripts(filter: TranscriptFilter, now = new Date()): AsyncGenerator<string> {
    const window = TRANSCRIPT_WINDOWS[filter];
    const since = window === null ? null : new Date(now.getTime() - window);
    let first = true;
    for (let page = 1; ; page += 1) {
      const batch = await this.deps.chats.transcriptSessions(
        since,
        filter === 'favorites',
        toPage({ page, pageSize: TRANSCRIPT_BATCH }),
      );
      for (const session of batch) {
        yield `${first ? '' : SEPARATOR}${await this.transcriptOf(session)}`;
        first = false;
      }
      if (batch.length < TRANSCRIPT_BATCH) return;
    }
  }

  private async transcriptOf(session: ChatSessionRecord): Promise<string> {
    const [messages, files] = await Promise.all([
      this.deps.chats.messagesOf(session.sessionId),
      this.deps.files.listForSession(session.sessionId, 'chat'),
    ]);
    return formatTranscript(session, messages, files);
  }

  private async mark(threadId: string, marks: Parameters<ChatAdminRepository['mark']>[1]) {
    const session = await this.deps.chats.mark(threadId, marks);
    if (!session) throw notFound('Chat session');
    return { session: toView(session) };
  }
}
