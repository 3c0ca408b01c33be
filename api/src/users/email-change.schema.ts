import { USER_HISTORY_KINDS } from '@lexa/common';
import { entitySchema, type RecordOf } from '../storage/entity';

/**
 * A user's e-mail history (signed-in spec §3 "Email change record"): each admin e-mail change, and each magic link an
 * admin had sent to sign in as the user. Appended only; removed with the account.
 */
export const emailChangeSchema = entitySchema({
  userId: { type: String, required: true },
  kind: { type: String, enum: USER_HISTORY_KINDS, required: true },
  oldEmail: { type: String, required: true, maxlength: 254 },
  newEmail: { type: String, required: true, maxlength: 254 },
  adminId: { type: String, required: true },
  adminName: { type: String, default: '', maxlength: 201 },
  changedAt: { type: Date, required: true },
  ipAddress: { type: String, default: '', maxlength: 100 },
  userAgent: { type: String, default: '', maxlength: 500 },
  sentTo: { type: String, default: null, maxlength: 254 },
});
emailChangeSchema.index({ userId: 1, changedAt: -1 });

export type EmailChangeRecordRow = RecordOf<typeof emailChangeSchema>;
