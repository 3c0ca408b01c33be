import { Schema } from 'mongoose';
import { REVIEW_INSTRUCTIONS_MAX, REVIEW_STATUSES, RISK_LEVELS, type DocumentReviewReport } from '@lexa/common';
import { entitySchema, typed, type RecordOf } from '../../storage/entity';

/**
 * A client's document review (signed-in spec §3 "Document review"). The state lives here, not in memory: a restart
 * re-queues what was pending or processing (see DocumentReviewService.resume).
 */
export const documentReviewSchema = entitySchema({
  clientId: { type: String, required: true },
  /** The uploaded document: a `files` record owned by the client. */
  fileId: { type: String, required: true },
  originalFilename: { type: String, required: true, maxlength: 255 },
  status: { type: String, enum: REVIEW_STATUSES, default: 'pending' },
  progress: { type: Number, default: 0, min: 0, max: 100 },
  reviewInstructions: { type: String, default: '', maxlength: REVIEW_INSTRUCTIONS_MAX },
  reviewSummary: { type: String, default: null },
  riskLevel: { type: String, enum: RISK_LEVELS, default: null },
  /** The structured review, written only by our code (an assistant's answer validated against the contract). */
  fullReview: typed<DocumentReviewReport | null>({ type: Schema.Types.Mixed, default: null }),
  /** The rendered PDF report in the file store. */
  reportStorageId: { type: String, default: null },
  error: { type: String, default: null, maxlength: 1000 },
  /** Processing runs started since the last (re)queue by the client; a review that keeps failing a run gives up. */
  attempts: { type: Number, default: 0, min: 0 },
});
documentReviewSchema.index({ clientId: 1, createdAt: -1 });
documentReviewSchema.index({ status: 1, createdAt: 1 });

export type DocumentReviewRecord = RecordOf<typeof documentReviewSchema>;
