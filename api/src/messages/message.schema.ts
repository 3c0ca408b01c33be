import { MESSAGE_MAX, THREAD_TYPES, type AuthorRole } from '@lexa/common';
import { entitySchema, typed, type RecordOf } from '../storage/entity';

export const AUTHOR_ROLES = ['client', 'admin', 'attorney'] as const satisfies readonly AuthorRole[];

export const PREVIEW_MAX = 60;

/**
 * A conversation between one client and the legal team: one per request (created with it, or on first use) and
 * direct ones staff open. Unread counters are kept per side, moved by the same writes that send and read messages.
 */
export const threadSchema = entitySchema({
  clientId: { type: String, required: true },
  subject: { type: String, default: '', trim: true, maxlength: 200 },
  /** Absent on direct threads (a unique sparse index: one thread per request). */
  requestId: typed<string | undefined>({ type: String }),
  type: { type: String, enum: THREAD_TYPES, required: true },
  lastMessageAt: { type: Date, default: () => new Date() },
  /** '' before the first message. */
  lastMessagePreview: { type: String, default: '', maxlength: PREVIEW_MAX },
  unreadByClient: { type: Number, default: 0, min: 0 },
  unreadByStaff: { type: Number, default: 0, min: 0 },
});
threadSchema.index({ requestId: 1 }, { unique: true, sparse: true });
threadSchema.index({ clientId: 1, lastMessageAt: -1 });
threadSchema.index({ lastMessageAt: -1 });

export type ThreadRecord = RecordOf<typeof threadSchema>;

/**
 * One message of a conversation. A request's conversation is its thread's messages: the client's and staff's
 * messages and staff's internal notes (`isInternal`), which no client ever receives.
 */
export const messageSchema = entitySchema({
  threadId: { type: String, required: true },
  senderId: { type: String, required: true },
  senderRole: { type: String, enum: AUTHOR_ROLES, required: true },
  content: { type: String, default: '', maxlength: MESSAGE_MAX },
  /** The name staff sent under; '' for none. */
  aliasUsed: { type: String, default: '', maxlength: 60 },
  /** Read by the other side. */
  isRead: { type: Boolean, default: false },
  /** Staff only: never listed, counted, mailed, notified or sent live to a client. */
  isInternal: { type: Boolean, default: false },
  fileIds: { type: [String], default: [] },
});
messageSchema.index({ threadId: 1, createdAt: -1 });
messageSchema.index({ threadId: 1, isInternal: 1, createdAt: -1 });
messageSchema.index({ createdAt: -1 });
messageSchema.index({ content: 'text' });

export type MessageRecord = RecordOf<typeof messageSchema>;
