/** The admin's Chats and Visitors tabs: widget chat sessions, their messages and transcripts (signed-in spec §3, §7.2). */
import { z } from './zod';
import { fields, isoDate, pageFields } from './fields';

export const CHAT_TIMEFRAMES = ['24hours', 'all'] as const;
export type ChatTimeframe = (typeof CHAT_TIMEFRAMES)[number];

/** Which sessions a list holds: every widget session (Visitors tab), or only chats not linked to a request (Chats tab). */
export const CHAT_SCOPES = ['all', 'standalone'] as const;
export type ChatScope = (typeof CHAT_SCOPES)[number];

export const READ_FILTERS = ['all', 'unread', 'read'] as const;
export type ReadFilter = (typeof READ_FILTERS)[number];

export const FAVORITE_FILTERS = ['all', 'favorites', 'non-favorites'] as const;
export type FavoriteFilter = (typeof FAVORITE_FILTERS)[number];

export const CHAT_STATUS_FILTERS = ['all', 'active', 'ended'] as const;
export type ChatStatusFilter = (typeof CHAT_STATUS_FILTERS)[number];

/** Signed-in spec §9 "Transcript filters". */
export const TRANSCRIPT_FILTERS = ['24hours', '7days', '30days', 'all', 'favorites'] as const;
export type TranscriptFilter = (typeof TRANSCRIPT_FILTERS)[number];

/** GET /api/admin/sessions: newest first by start time, the past 24 hours unless `timeframe=all`. */
export const adminSessionsQuery = z.strictObject({
  timeframe: z._default(z.enum(CHAT_TIMEFRAMES), '24hours'),
  scope: z._default(z.enum(CHAT_SCOPES), 'all'),
  readStatus: z._default(z.enum(READ_FILTERS), 'all'),
  favorite: z._default(z.enum(FAVORITE_FILTERS), 'all'),
  status: z._default(z.enum(CHAT_STATUS_FILTERS), 'all'),
  page: fields.page,
  pageSize: fields.pageSize,
});
export type AdminSessionsQuery = z.infer<typeof adminSessionsQuery>;

/** Signed-in spec §3 "Chat session"; `threadId` is our conversation id. */
export const adminChatSessionSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  threadId: z.string(),
  status: z.enum(['active', 'ended']),
  startTime: isoDate,
  endTime: z.nullable(isoDate),
  messageCount: z.number(),
  readStatus: z.enum(['unread', 'read']),
  favorite: z.boolean(),
  requestId: z.nullable(z.string()),
  city: z.string(),
  country: z.string(),
  countryCode: z.string(),
  flagEmoji: z.string(),
  ipAddress: z.string(),
});
export type AdminChatSession = z.infer<typeof adminChatSessionSchema>;

export const adminChatSessionPageSchema = z.object({ sessions: z.array(adminChatSessionSchema), ...pageFields });
export type AdminChatSessionPage = z.infer<typeof adminChatSessionPageSchema>;

/** One day of chat activity (UTC day, 'YYYY-MM-DD'). */
export const chatDaySchema = z.object({ day: z.string(), sessions: z.number(), messages: z.number() });
export type ChatDay = z.infer<typeof chatDaySchema>;

/** GET /api/admin/sessions/stats: every card of the Chats and Visitors tabs and the charts, counted on the server. */
export const adminChatStatsSchema = z.object({
  totalSessions: z.number(),
  activeSessions: z.number(),
  /** Messages sent today, each session counted up to 1000 (signed-in spec §9). */
  messagesToday: z.number(),
  unreadSessions: z.number(),
  /** Sessions with no message: the widget was opened and nothing was said. */
  widgetOpens: z.number(),
  withMessages: z.number(),
  linkedToRequests: z.number(),
  /** Chats with messages and no linked request (the Chats tab's list). */
  standalone: z.object({ total: z.number(), unread: z.number(), favorites: z.number() }),
  /** The last `days.length` UTC days, oldest first; the last is today. */
  days: z.array(chatDaySchema),
});
export type AdminChatStats = z.infer<typeof adminChatStatsSchema>;

export const chatSessionParams = z.strictObject({ sessionId: z.string().check(z.minLength(1), z.maxLength(200)) });

/** Signed-in spec §3 "Chat message". */
export const adminChatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: isoDate,
});
export type AdminChatMessage = z.infer<typeof adminChatMessageSchema>;

/** GET /api/admin/sessions/{sessionId}/messages. */
export const adminChatMessagesSchema = z.object({ messages: z.array(adminChatMessageSchema) });
export type AdminChatMessages = z.infer<typeof adminChatMessagesSchema>;

const threadId = z.string().check(z.minLength(1), z.maxLength(200));

/** POST /api/admin/mark-read. */
export const markReadBody = z.strictObject({ threadId, readStatus: z.enum(['unread', 'read']) });
export type MarkReadBody = z.infer<typeof markReadBody>;

/** POST /api/admin/mark-favorite. */
export const markFavoriteBody = z.strictObject({ threadId, favorite: z.boolean() });
export type MarkFavoriteBody = z.infer<typeof markFavoriteBody>;

/** POST /api/admin/download-chats: a text file of every matching chat's transcript. */
export const downloadChatsBody = z.strictObject({ filter: z.enum(TRANSCRIPT_FILTERS) });
export type DownloadChatsBody = z.infer<typeof downloadChatsBody>;
