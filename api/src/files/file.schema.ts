import { FILE_SOURCES } from '@lexa/common';
import { entitySchema, typed, type RecordOf } from '../storage/entity';

/**
 * A stored file's record; the bytes live in the file store under `storageId`. Shared by chat uploads, request
 * attachments, message attachments and users' own files, so access rules live in one place (FileService).
 */
export const storedFileSchema = entitySchema({
  /** The client the file belongs to; null for an anonymous visitor's chat upload. */
  ownerId: { type: String, default: null },
  sessionId: { type: String, default: null },
  requestId: { type: String, default: null },
  source: { type: String, enum: FILE_SOURCES, required: true },
  storageId: { type: String, required: true },
  originalName: { type: String, required: true, maxlength: 255 },
  mimeType: { type: String, required: true },
  size: { type: Number, required: true, min: 0 },
  category: { type: String, enum: ['image', 'other'], required: true },
  /** Who uploaded it (a user id); null for an anonymous visitor. */
  uploadedBy: { type: String, default: null },
  /**
   * Staff's upload to a request: staff-only until shared with the client in a non-internal update. Absent on records
   * stored before the field existed: query with `{ $ne: true }`.
   */
  internal: typed<boolean | undefined>({ type: Boolean, default: false }),
});
storedFileSchema.index({ storageId: 1 }, { unique: true });
storedFileSchema.index({ sessionId: 1, createdAt: 1 });
storedFileSchema.index({ ownerId: 1, createdAt: -1 });
storedFileSchema.index({ uploadedBy: 1 });
storedFileSchema.index({ requestId: 1 });
/** A request's files in upload order. */
storedFileSchema.index({ requestId: 1, createdAt: 1 });
storedFileSchema.index({ createdAt: -1 });

export type StoredFileRecord = RecordOf<typeof storedFileSchema>;
