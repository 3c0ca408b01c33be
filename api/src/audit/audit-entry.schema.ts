import { Schema } from 'mongoose';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditChanges } from '@lexa/common';
import { entitySchema, typed, type RecordOf } from '../storage/entity';

/**
 * One staff action (issue 13 item 8): who, when, from which address, on what, and what changed. Appended only, never
 * updated or removed, not even with the account it is about: it is the firm's record of what its staff did.
 */
export const auditEntrySchema = entitySchema({
  at: { type: Date, required: true },
  actorId: { type: String, required: true },
  actorEmail: { type: String, default: '', maxlength: 254 },
  actorRole: { type: String, required: true, maxlength: 20 },
  ip: { type: String, default: '', maxlength: 100 },
  userAgent: { type: String, default: '', maxlength: 500 },
  action: { type: String, enum: AUDIT_ACTIONS, required: true },
  targetType: { type: String, enum: AUDIT_TARGET_TYPES, required: true },
  targetId: { type: String, required: true, maxlength: 200 },
  requestId: { type: String, default: null },
  subjectUserId: { type: String, default: null },
  changes: typed<AuditChanges>({ type: Schema.Types.Mixed, default: {} }),
});
/** The request dialog's Activity. */
auditEntrySchema.index({ requestId: 1, at: -1 });
/** The user View dialog's Activity: what was done to the user, and what the user (staff) did. */
auditEntrySchema.index({ subjectUserId: 1, at: -1 });
auditEntrySchema.index({ actorId: 1, at: -1 });

export type AuditEntryRecord = RecordOf<typeof auditEntrySchema>;
