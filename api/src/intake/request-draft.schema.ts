import { Schema } from 'mongoose';
import { BUDGETS, CATEGORIES, DRAFT_STATUSES, PRIORITIES, SCOPES, TIMELINES, type DraftStatus } from '@lexa/common';
import { entitySchema, typed, type RecordOf } from '../storage/entity';
import type { DraftFormData } from './draft-form';

/** Drafts the wizard may still restore, save and submit: a failed submission can be tried again. */
export const OPEN_DRAFT_STATUSES: readonly DraftStatus[] = ['active', 'failed'];

const optionalChoice = (values: readonly string[]) => ({ type: String, enum: ['', ...values] });

/**
 * The stored form: the same fields the edge accepts, minus the passwords. Strict, so a password that slipped past the
 * service would be refused (insert) or dropped (update) by the store, never written.
 */
const formDataSchema = new Schema(
  {
    initialInput: { type: String, maxlength: 5000 },
    title: { type: String, maxlength: 200 },
    category: optionalChoice(CATEGORIES),
    description: { type: String, maxlength: 5000 },
    jurisdiction: { type: String, maxlength: 200 },
    jurisdictionNotApplicable: Boolean,
    timeline: optionalChoice(TIMELINES.map(({ value }) => value)),
    scope: optionalChoice(SCOPES.map(({ value }) => value)),
    budget: optionalChoice(BUDGETS),
    priority: { type: String, enum: [...PRIORITIES] },
    contactMethod: { type: String, maxlength: 50 },
    submitName: { type: String, maxlength: 200 },
    submitEmail: { type: String, maxlength: 254 },
    accountName: { type: String, maxlength: 200 },
    accountEmail: { type: String, maxlength: 254 },
    hasExistingAccount: Boolean,
    loginEmail: { type: String, maxlength: 254 },
    files: {
      type: [new Schema({ name: String, size: Number, type: { type: String } }, { _id: false, strict: 'throw' })],
      default: undefined,
    },
  },
  { _id: false, strict: 'throw', minimize: false },
);

/** The wizard's autosave record (signed-in spec §3 "Request draft"); `id` is the spec's draftId. */
export const requestDraftSchema = entitySchema({
  sessionId: { type: String, required: true },
  /** The owner once a signed-in caller created or claimed it; null while it belongs to an anonymous session. */
  userId: { type: String, default: null },
  correlationId: { type: String, required: true },
  status: { type: String, enum: DRAFT_STATUSES, default: 'active' },
  currentStep: { type: Number, required: true, min: 1, max: 6 },
  formData: typed<DraftFormData>({ type: formDataSchema, default: () => ({}) }),
  ipAddress: { type: String, default: '' },
  lastUpdateIp: { type: String, default: '' },
  lastSavedAt: { type: Date, default: () => new Date() },
  finalRequestId: { type: String, default: null },
  submissionError: { type: String, default: null, maxlength: 2000 },
});
requestDraftSchema.index({ sessionId: 1, lastSavedAt: -1 });
requestDraftSchema.index({ userId: 1, lastSavedAt: -1 });
requestDraftSchema.index({ lastSavedAt: -1 });
requestDraftSchema.index({ status: 1, lastSavedAt: -1 });

export type RequestDraftRecord = RecordOf<typeof requestDraftSchema>;
