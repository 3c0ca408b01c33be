import { NOTIFICATION_TYPES } from '@lexa/common';
import { entitySchema, type RecordOf } from '../storage/entity';

export const notificationSchema = entitySchema({
  userId: { type: String, required: true },
  type: { type: String, enum: NOTIFICATION_TYPES, required: true },
  title: { type: String, required: true, trim: true, maxlength: 200 },
  message: { type: String, default: '', maxlength: 2000 },
  isRead: { type: Boolean, default: false },
  requestId: { type: String, default: null },
});
notificationSchema.index({ userId: 1, createdAt: -1 });
/** The unread badge's count. */
notificationSchema.index({ userId: 1, isRead: 1 });

export type NotificationRecord = RecordOf<typeof notificationSchema>;
