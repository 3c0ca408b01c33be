/** The assistant chat: widget sessions, messages, uploads and history (public spec §3, §7). */
import { z } from './zod';
import { fields } from './fields';

const optionalText = (max: number) => z.nullish(z.string().check(z.maxLength(max)));

/** The browser's own geo lookup: recorded as reported, never trusted for anything. */
export const geoDataField = z.nullish(
  z.strictObject({
    ip: optionalText(64),
    city: optionalText(100),
    country: optionalText(100),
    country_code: optionalText(8),
    flag_emoji: optionalText(16),
  }),
);
export type GeoData = NonNullable<z.infer<typeof geoDataField>>;

/** POST /api/chat/init (idempotent per session id). */
export const chatInitBody = z.strictObject({
  sessionId: fields.sessionId,
  geoData: geoDataField,
  userAgent: z.optional(z.string().check(z.maxLength(1000))),
});
export type ChatInitBody = z.input<typeof chatInitBody>;

/** The longest chat message, checked after trimming by the API and by the widget before sending. */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
export const CHAT_MESSAGE_TOO_LONG = `Message is too long (${CHAT_MESSAGE_MAX_LENGTH} characters at most)`;

/** POST /api/chat/message. */
export const chatMessageBody = z.strictObject({
  sessionId: fields.sessionId,
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Message is required'),
      z.maxLength(CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGE_TOO_LONG),
    ),
});
export type ChatMessageBody = z.input<typeof chatMessageBody>;
export const chatReplySchema = z.object({ message: z.string(), timestamp: z.string() });
export type ChatReply = z.infer<typeof chatReplySchema>;

/** Ending a chat and reading its history name only the session. */
export const chatSessionBody = z.strictObject({ sessionId: fields.sessionId });

/** The multipart fields of POST /api/chat/upload. */
export const chatUploadFields = z.strictObject({
  sessionId: fields.sessionId,
  threadId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid thread id')),
});
export type ChatUploadFields = z.input<typeof chatUploadFields>;

/** One file of a chat upload, as the server describes it. */
export const uploadedChatFileSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  filename: z.string(),
  fileSize: z.number(),
  mimeType: z.string(),
  category: z.enum(['image', 'other']),
});
export type UploadedChatFile = z.infer<typeof uploadedChatFileSchema>;

const chatHistoryFileSchema = z.pick(uploadedChatFileSchema, {
  id: true,
  originalName: true,
  mimeType: true,
  fileSize: true,
});

export const chatHistoryMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
  files: z.optional(z.array(chatHistoryFileSchema)),
});
export type ChatHistoryMessage = z.infer<typeof chatHistoryMessageSchema>;

/** GET /api/chat/history: the stored conversation of a session, oldest first. */
export const chatHistorySchema = z.object({ threadId: z.string(), messages: z.array(chatHistoryMessageSchema) });
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/**
 * The answer of POST /api/chat/init: the session's thread, the welcome text and the conversation so far, so a
 * reload shows it again (empty for a new session, or one linked to another account than the caller's). And the
 * staff avatar's versioned address (null while none was uploaded), so the widget shows it with no call of its own.
 */
export const chatInitAnswerSchema = z.object({
  threadId: z.string(),
  initialMessage: z.string(),
  messages: z.array(chatHistoryMessageSchema),
  staffAvatarUrl: z.nullable(z.string()),
});
export type ChatInitAnswer = z.infer<typeof chatInitAnswerSchema>;
