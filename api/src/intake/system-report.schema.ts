import { Schema } from 'mongoose';
import { REPORT_TYPES } from '@lexa/common';
import { entitySchema, typed, type RecordOf } from '../storage/entity';

/**
 * Something the server noticed that an admin should see (signed-in spec §3 "System report"). Written only by our
 * code, never from a request body, so `details` may be any plain object we build.
 */
export const systemReportSchema = entitySchema({
  type: { type: String, enum: REPORT_TYPES, required: true },
  component: { type: String, required: true, maxlength: 100 },
  message: { type: String, required: true, maxlength: 500 },
  details: typed<Record<string, unknown>>({ type: Schema.Types.Mixed, default: {} }),
});
systemReportSchema.index({ createdAt: -1 });
systemReportSchema.index({ type: 1, createdAt: -1 });

export type SystemReportRecord = RecordOf<typeof systemReportSchema>;
