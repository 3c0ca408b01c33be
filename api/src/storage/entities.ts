import type { Schema } from 'mongoose';
import { assistantConfigSchema, type AssistantConfigRecord } from '../assistant/admin-config.schema';
import {
  systemPromptSchema,
  systemPromptVersionSchema,
  type SystemPromptRecord,
  type SystemPromptVersionRecord,
} from '../assistant/prompts/prompt.schema';
import { auditEntrySchema, type AuditEntryRecord } from '../audit/audit-entry.schema';
import { authTokenSchema, type AuthTokenRecord } from '../auth/recovery/auth-token.schema';
import { signInSessionSchema, type SignInSession } from '../auth/sessions/sign-in-session.schema';
import { requestDraftSchema, type RequestDraftRecord } from '../intake/request-draft.schema';
import { systemReportSchema, type SystemReportRecord } from '../intake/system-report.schema';
import { visitorLogSchema, type VisitorLogRecord } from '../intake/visitor-log.schema';
import {
  chatMessageSchema,
  chatSessionSchema,
  type ChatMessageRecord,
  type ChatSessionRecord,
} from '../chat/chat.schema';
import { documentDraftSchema, type DocumentDraftRecord } from '../documents/drafting/document-draft.schema';
import { documentReviewSchema, type DocumentReviewRecord } from '../documents/review/document-review.schema';
import { storedFileSchema, type StoredFileRecord } from '../files/file.schema';
import {
  assignmentSchema,
  attorneyProfileSchema,
  type AssignmentRecord,
  type AttorneyProfileRecord,
} from '../attorney/attorney.schema';
import { notificationSchema, type NotificationRecord } from '../notifications/notification.schema';
import { messageSchema, threadSchema, type MessageRecord, type ThreadRecord } from '../messages/message.schema';
import { reviewSchema, type ReviewRecord } from '../reviews/review.schema';
import { requestUpdateSchema, type RequestUpdateRecord } from '../request-updates/request-update.schema';
import { legalRequestSchema, type LegalRequestRecord } from '../requests/request.schema';
import { settingSchema, type SettingRecord } from '../settings/setting.schema';
import { emailChangeSchema, type EmailChangeRecordRow } from '../users/email-change.schema';
import { userSchema, type User } from '../users/user.schema';

/** Every collection, its mongoose schema (shape, defaults, validation, indexes) and its record type. */
export const ENTITY_SCHEMAS = {
  users: userSchema,
  legalRequests: legalRequestSchema,
  attorneyProfiles: attorneyProfileSchema,
  assignments: assignmentSchema,
  authTokens: authTokenSchema,
  signInSessions: signInSessionSchema,
  notifications: notificationSchema,
  files: storedFileSchema,
  chatSessions: chatSessionSchema,
  chatMessages: chatMessageSchema,
  settings: settingSchema,
  visitorLogs: visitorLogSchema,
  requestDrafts: requestDraftSchema,
  systemReports: systemReportSchema,
  requestUpdates: requestUpdateSchema,
  messageThreads: threadSchema,
  messages: messageSchema,
  documentReviews: documentReviewSchema,
  documentDrafts: documentDraftSchema,
  assistantConfig: assistantConfigSchema,
  systemPrompts: systemPromptSchema,
  systemPromptVersions: systemPromptVersionSchema,
  reviews: reviewSchema,
  emailChanges: emailChangeSchema,
  auditEntries: auditEntrySchema,
} satisfies Record<string, Schema>;

export interface EntityTypes {
  users: User;
  legalRequests: LegalRequestRecord;
  attorneyProfiles: AttorneyProfileRecord;
  assignments: AssignmentRecord;
  authTokens: AuthTokenRecord;
  signInSessions: SignInSession;
  notifications: NotificationRecord;
  files: StoredFileRecord;
  chatSessions: ChatSessionRecord;
  chatMessages: ChatMessageRecord;
  settings: SettingRecord;
  visitorLogs: VisitorLogRecord;
  requestDrafts: RequestDraftRecord;
  systemReports: SystemReportRecord;
  requestUpdates: RequestUpdateRecord;
  messageThreads: ThreadRecord;
  messages: MessageRecord;
  documentReviews: DocumentReviewRecord;
  documentDrafts: DocumentDraftRecord;
  assistantConfig: AssistantConfigRecord;
  systemPrompts: SystemPromptRecord;
  systemPromptVersions: SystemPromptVersionRecord;
  reviews: ReviewRecord;
  emailChanges: EmailChangeRecordRow;
  auditEntries: AuditEntryRecord;
}

export type EntityName = keyof typeof ENTITY_SCHEMAS;
