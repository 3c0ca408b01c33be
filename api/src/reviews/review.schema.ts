import { entitySchema, type RecordOf } from '../storage/entity';

/**
 * A client's rating of the attorneys who worked one of their requests: one per request, kept against every attorney
 * actively assigned when it was left, so each of their profiles counts it. Staff may hide one.
 */
export const reviewSchema = entitySchema({
  requestId: { type: String, required: true },
  clientId: { type: String, required: true },
  attorneyIds: { type: [String], default: [] },
  rating: { type: Number, required: true, min: 1, max: 5 },
  comment: { type: String, default: '', maxlength: 2000 },
  hidden: { type: Boolean, default: false },
});
reviewSchema.index({ requestId: 1 }, { unique: true });
reviewSchema.index({ attorneyIds: 1, hidden: 1 });

export type ReviewRecord = RecordOf<typeof reviewSchema>;
