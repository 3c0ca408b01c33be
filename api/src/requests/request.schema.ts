import { CATEGORIES, PRIORITIES, REQUEST_STATUSES } from '@lexa/common';
import { entitySchema, typed, type RecordOf } from '../storage/entity';

export const legalRequestSchema = entitySchema({
  requestNumber: { type: String, required: true },
  clientId: { type: String, required: true },
  title: { type: String, required: true, trim: true, maxlength: 200 },
  description: { type: String, required: true, maxlength: 5000 },
  // Stored as text: categories are renamed over time, and older records keep theirs.
  category: typed<string>({ type: String, enum: CATEGORIES, default: 'Other' }),
  status: { type: String, enum: REQUEST_STATUSES, default: 'submitted' },
  priority: { type: String, enum: PRIORITIES, default: 'medium' },
  jurisdiction: { type: String, default: '', maxlength: 200 },
  timeline: { type: String, default: 'this_month' },
  scope: { type: String, default: 'one_time' },
  budget: { type: String, default: '' },
  contactName: { type: String, default: '', maxlength: 200 },
  contactEmail: { type: String, default: '', maxlength: 254 },
  contactPhone: { type: String, default: '' },
  sessionId: { type: String, default: '' },
  threadId: { type: String, default: '' },
  autoReminderEnabled: { type: Boolean, default: false },
  assignedAdminId: { type: String, default: null },
  // The auto-reminder schedule (api/src/reminders), kept here so a restart resumes it: who enabled it and when, how
  // many of its reminders went or were given up, the failed attempts at the current one, and when it is next due
  // (null when none is; while a sweep sends it, the end of that sweep's lease).
  autoReminderBy: { type: String, default: null },
  autoReminderStartedAt: { type: Date, default: null },
  autoRemindersSent: { type: Number, default: 0 },
  autoRemindersSkipped: { type: Number, default: 0 },
  autoReminderAttempts: { type: Number, default: 0 },
  nextReminderAt: { type: Date, default: null },
  /** The last reminder e-mailed, by hand or automatically. */
  lastReminderAt: { type: Date, default: null },
});
legalRequestSchema.index({ requestNumber: 1 }, { unique: true });
legalRequestSchema.index({ clientId: 1, createdAt: -1 });
legalRequestSchema.index({ status: 1, createdAt: -1 });
legalRequestSchema.index({ createdAt: -1 });
/** The reminder sweep's due query. */
legalRequestSchema.index({ nextReminderAt: 1 });
/** Staff search: MongoDB's text index; the embedded store builds an FTS5 table from the same declaration. */
legalRequestSchema.index({ title: 'text', description: 'text', contactName: 'text', contactEmail: 'text' });

export type LegalRequestRecord = RecordOf<typeof legalRequestSchema>;
