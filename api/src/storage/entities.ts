import type { Schema } from 'mongoose';
import { authTokenSchema, type AuthTokenRecord } from '../auth/recovery/auth-token.schema';
import { chatMessageSchema, chatSessionSchema, type ChatMessageRecord, type ChatSessionRecord } from '../chat/chat.schema';
import { storedFileSchema, type StoredFileRecord } from '../files/file.schema';
import { assignmentSchema, attorneyProfileSchema, type AssignmentRecord, type AttorneyProfileRecord } from '../attorney/attorney.schema';
import { notificationSchema, type NotificationRecord } from '../notifications/notification.schema';
import { legalRequestSchema, type LegalRequestRecord } from '../requests/request.schema';
import { settingSchema, type SettingRecord } from '../settings/setting.schema';
import { userSchema, type User } from '../users/user.schema';

/** Every collection, its mongoose schema (shape, defaults, validation, indexes) and its record type. */
export const ENTITY_SCHEMAS = {
  users: userSchema,
  legalRequests: legalRequestSchema,
  attorneyProfiles: attorneyProfileSchema,
  assignments: assignmentSchema,
  authTokens: authTokenSchema,
  notifications: notificationSchema,
  files: storedFileSchema,
  chatSessions: chatSessionSchema,
  chatMessages: chatMessageSchema,
  settings: settingSchema,
} satisfies Record<string, Schema>;

export interface EntityTypes {
  users: User;
  legalRequests: LegalRequestRecord;
  attorneyProfiles: AttorneyProfileRecord;
  assignments: AssignmentRecord;
  authTokens: AuthTokenRecord;
  notifications: NotificationRecord;
  files: StoredFileRecord;
  chatSessions: ChatSessionRecord;
  chatMessages: ChatMessageRecord;
  settings: SettingRecord;
}

export type EntityName = keyof typeof ENTITY_SCHEMAS;
