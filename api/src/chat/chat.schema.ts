import { SESSION_ID_PATTERN } from '@lexa/common';
import { entitySchema, type RecordOf } from '../storage/entity';

/** One visitor's chat (signed-in spec §3 "Chat session"); `conversationId` is the spec's `threadId`. */
export const chatSessionSchema = entitySchema({
  sessionId: { type: String, required: true, match: SESSION_ID_PATTERN },
  conversationId: { type: String, required: true },
  status: { type: String, enum: ['active', 'ended'], default: 'active' },
  startTime: { type: Date, default: () => new Date() },
  endTime: { type: Date, default: null },
  messageCount: { type: Number, default: 0, min: 0 },
  readStatus: { type: String, enum: ['unread', 'read'], default: 'unread' },
  favorite: { type: Boolean, default: false },
  requestId: { type: String, default: null },
  userId: { type: String, default: null },
  /** The address our server saw (behind TRUST_PROXY, the forwarded one). */
  ipAddress: { type: String, default: '' },
  /** The address the browser's geo lookup reported: kept for the record, never trusted on its own. */
  reportedIp: { type: String, default: '' },
  city: { type: String, default: 'Unknown', maxlength: 100 },
  country: { type: String, default: 'Unknown', maxlength: 100 },
  countryCode: { type: String, default: '', maxlength: 2 },
  flagEmoji: { type: String, default: '🌐', maxlength: 16 },
  userAgent: { type: String, default: '', maxlength: 500 },
});
chatSessionSchema.index({ sessionId: 1 }, { unique: true });
chatSessionSchema.index({ conversationId: 1 }, { unique: true });
chatSessionSchema.index({ startTime: -1 });
chatSessionSchema.index({ userId: 1, startTime: -1 });
/** The admin's standalone chat list (messages, no request) newest first. */
chatSessionSchema.index({ requestId: 1, startTime: -1 });

export type ChatSessionRecord = RecordOf<typeof chatSessionSchema>;

export const chatMessageSchema = entitySchema({
  sessionId: { type: String, required: true },
  role: { type: String, enum: ['user', 'assistant'], required: true },
  content: { type: String, required: true, maxlength: 20_000 },
  fileIds: { type: [String], default: [] },
  /** 1-based order within the session (see ChatRepository.appendMessage). */
  position: { type: Number, required: true, min: 1 },
});
chatMessageSchema.index({ sessionId: 1, createdAt: 1 });
/** The admin's per-day and today counts. */
chatMessageSchema.index({ createdAt: 1 });
/** A conversation in order: the sort the history reads by. */
chatMessageSchema.index({ sessionId: 1, createdAt: 1, position: 1 });

export type ChatMessageRecord = RecordOf<typeof chatMessageSchema>;
