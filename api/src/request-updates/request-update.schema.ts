import { ALIAS_MAX, UPDATE_MESSAGE_MAX } from '@lexa/common';
import { AUTHOR_ROLES } from '../messages/message.schema';
import { entitySchema, type RecordOf } from '../storage/entity';

/**
 * Legacy: request updates were once stored apart from the request's thread. They are moved into the thread's
 * messages on start (migrate-legacy-updates.ts); nothing writes here any more.
 */
export const requestUpdateSchema = entitySchema({
  requestId: { type: String, required: true },
  authorId: { type: String, required: true },
  authorRole: { type: String, enum: AUTHOR_ROLES, required: true },
  message: { type: String, default: '', maxlength: UPDATE_MESSAGE_MAX },
  /** Staff only, never shown to the client. */
  isInternal: { type: Boolean, default: false },
  /** The name staff posted under; '' unless staff chose an alias. */
  adminAlias: { type: String, default: '', maxlength: ALIAS_MAX },
  fileIds: { type: [String], default: [] },
});
requestUpdateSchema.index({ requestId: 1, createdAt: -1 });

export type RequestUpdateRecord = RecordOf<typeof requestUpdateSchema>;
