/** Message threads and their messages (signed-in spec §3, §5). */
import { z } from './zod';
import { fields, isoDate, pageFields } from './fields';
import { fileViewSchema } from './files';

export const THREAD_TYPES = ['request_linked', 'direct'] as const;
export type ThreadType = (typeof THREAD_TYPES)[number];
export const MESSAGE_MAX = 5000;

export const messageThreadSchema = z.object({
  threadId: z.string(),
  subject: z.string(),
  requestId: z.nullable(z.string()),
  type: z.enum(THREAD_TYPES),
  /** At most 60 characters; null before the first message. */
  lastMessage: z.nullable(z.object({ content: z.string() })),
  lastMessageAt: isoDate,
  /** Messages from the other side the caller has not read. */
  unreadCount: z.number(),
  /** Staff only: who the thread is with. */
  client: z.optional(z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() })),
});
export type MessageThread = z.infer<typeof messageThreadSchema>;

export const threadPageSchema = z.object({ threads: z.array(messageThreadSchema), ...pageFields });
export type ThreadPage = z.infer<typeof threadPageSchema>;

export const threadMessageSchema = z.object({
  id: z.string(),
  threadId: z.string(),
  senderId: z.string(),
  content: z.string(),
  createdAt: isoDate,
  aliasUsed: z.string(),
  /** Read by the other side. */
  isRead: z.boolean(),
  /** Staff's internal note: only staff ever receive it (a request's conversation is one list with the updates). */
  isInternal: z.boolean(),
  files: z.array(fileViewSchema),
  /** For a client, staff who used an alias appear under it (`username` is never staff's e-mail). */
  sender: z.object({
    isAdmin: z.boolean(),
    isAttorney: z.boolean(),
    firstName: z.string(),
    lastName: z.string(),
    username: z.string(),
  }),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** Page 1 holds the newest messages; each page is in chronological order. */
export const threadMessagesSchema = z.object({
  thread: messageThreadSchema,
  messages: z.array(threadMessageSchema),
  ...pageFields,
});
export type ThreadMessages = z.infer<typeof threadMessagesSchema>;

/** One day of the admin Messages tab's statistics; the last entry is today. */
export const messageStatSchema = z.object({ period: z.string(), count: z.number(), threadCount: z.number() });
export type MessageStat = z.infer<typeof messageStatSchema>;

/**
 * GET /api/admin/messages/summary: the Messages tab's four cards. `averageResponseMinutes` is the mean delay between
 * a client's message and the first staff reply after it (last 30 days; null when there was nothing to answer).
 */
export const messageSummarySchema = z.object({
  totalThreads: z.number(),
  totalMessages: z.number(),
  todayMessages: z.number(),
  averageResponseMinutes: z.nullable(z.number()),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;

const content = z.string().check(z.trim(), z.maxLength(MESSAGE_MAX, `Messages are at most ${MESSAGE_MAX} characters`));
const requiredContent = content.check(z.minLength(1, 'Message is required'));
const aliasUsed = z._default(fields.alias, '');

export const threadParams = z.strictObject({ threadId: fields.id });
export const threadListQuery = z.strictObject({
  page: fields.page,
  pageSize: fields.pageSize,
  filter: z._default(z.enum(['all', 'unread']), 'all'),
  search: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
});
export type ThreadListParams = z.input<typeof threadListQuery>;
/** A thread's messages come 50 to a page unless asked otherwise. */
export const threadMessagesQuery = z.strictObject({ page: fields.page, pageSize: z._default(fields.pageSize, 50) });

/**
 * The composer's multipart fields. `recipientId` is what the browser believes the recipient is; the thread decides,
 * so it is accepted and ignored. A client's `aliasUsed` can only be empty.
 */
export const messageSendFields = z.strictObject({
  threadId: z._default(z.union([z.literal(''), fields.id]), ''),
  content: z._default(content, ''),
  aliasUsed,
  recipientId: z.optional(z.string().check(z.maxLength(64))),
});
/** Staff reply in an existing thread. */
export const staffMessageBody = z.strictObject({ threadId: fields.id, content: requiredContent, aliasUsed });
/** Staff open a thread with a client. */
export const newThreadBody = z.strictObject({
  type: z.enum(THREAD_TYPES),
  subject: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  recipientId: fields.id,
  requestId: z.nullish(fields.id),
  content: requiredContent,
  aliasUsed,
});
export type NewThreadBody = z.output<typeof newThreadBody>;
export const messageStatsQuery = z.strictObject({
  days: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(90)), 7),
});
