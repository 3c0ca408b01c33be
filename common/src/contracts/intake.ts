/** The intake wizard's visit log, autosaved drafts and AI analysis (public spec §3, §5; signed-in spec §3). */
import { z } from './zod';
import { BUDGETS, CATEGORIES, PRIORITIES, SCOPES, TIMELINES } from '../domain/requests';
import { geoDataField } from './chat';
import { fields, pagingQuery } from './fields';

export const DRAFT_STATUSES = ['active', 'submitted', 'failed'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];
export const REPORT_TYPES = ['error', 'warning', 'info'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** A choice not made yet is an empty string in the wizard's form state. */
const choice = <const T extends readonly string[]>(values: T) => z.union([z.literal(''), z.enum(values)]);
const text = (max: number) => z.string().check(z.maxLength(max));

/**
 * The wizard's form state as autosaved (public spec §3 "Wizard form data"; signed-in spec §3 "Request draft"): every
 * field optional and possibly empty while the visitor types, but typed and bounded. The passwords are accepted so the
 * browser may send its whole form state, and dropped by the API before anything is stored.
 */
export const draftFormSchema = z.strictObject({
  initialInput: z.optional(text(5000)),
  title: z.optional(text(200)),
  category: z.optional(choice(CATEGORIES)),
  description: z.optional(text(5000)),
  jurisdiction: z.optional(text(200)),
  jurisdictionNotApplicable: z.optional(z.boolean()),
  timeline: z.optional(choice(TIMELINES.map(({ value }) => value))),
  scope: z.optional(choice(SCOPES.map(({ value }) => value))),
  budget: z.optional(choice(BUDGETS)),
  priority: z.optional(z.enum(PRIORITIES)),
  contactMethod: z.optional(text(50)),
  submitName: z.optional(text(200)),
  submitEmail: z.optional(text(254)),
  accountName: z.optional(text(200)),
  accountEmail: z.optional(text(254)),
  hasExistingAccount: z.optional(z.boolean()),
  loginEmail: z.optional(text(254)),
  /** What was picked, for the record; file contents are only ever sent with the submission. */
  files: z.optional(
    z
      .array(
        z.strictObject({
          name: text(255),
          size: z.number().check(z.int(), z.gte(0), z.lte(1e12)),
          type: text(100),
        }),
      )
      .check(z.maxLength(10)),
  ),
  password: z.optional(text(200)),
  confirmPassword: z.optional(text(200)),
  loginPassword: z.optional(text(200)),
});
export type DraftFormInput = z.infer<typeof draftFormSchema>;
/** The form as stored and shown back: the passwords never reach the store. */
export const storedDraftFormSchema = z.omit(draftFormSchema, {
  password: true,
  confirmPassword: true,
  loginPassword: true,
});
export type StoredDraftForm = z.infer<typeof storedDraftFormSchema>;

const currentStep = z.number().check(z.int(), z.gte(1), z.lte(6));

/** POST /api/autosave/log-visit. */
export const visitLogBody = z.strictObject({
  sessionId: fields.sessionId,
  referrer: z._default(z.string().check(z.maxLength(2000)), ''),
  landingUrl: z._default(z.string().check(z.maxLength(2000)), ''),
  geoData: geoDataField,
});
export type VisitLogBody = z.input<typeof visitLogBody>;
export type VisitInput = z.output<typeof visitLogBody>;

/** GET /api/autosave/get-active-draft. */
export const draftSessionQuery = z.strictObject({ sessionId: fields.sessionId });

export const createDraftBody = z.strictObject({
  sessionId: fields.sessionId,
  correlationId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid correlation id')),
  currentStep,
  formData: draftFormSchema,
});
export type NewDraft = z.output<typeof createDraftBody>;
export const updateDraftBody = z.strictObject({ sessionId: fields.sessionId, currentStep, formData: draftFormSchema });
export type DraftSave = z.output<typeof updateDraftBody>;

const submitted = { success: z.literal(true), requestId: fields.id };
const failed = {
  success: z.literal(false),
  error: z.string().check(z.trim(), z.minLength(1, 'Error is required'), z.maxLength(2000)),
};
/** How a draft's submission ended: the request it became, or the error the visitor saw. */
export const draftOutcomeSchema = z.discriminatedUnion('success', [z.strictObject(submitted), z.strictObject(failed)]);
export type DraftOutcome = z.output<typeof draftOutcomeSchema>;
/** The outcome as recorded, with the draft's session. */
export const draftOutcomeBody = z.discriminatedUnion('success', [
  z.strictObject({ sessionId: fields.sessionId, ...submitted }),
  z.strictObject({ sessionId: fields.sessionId, ...failed }),
]);
export type DraftOutcomeBody = z.output<typeof draftOutcomeBody>;

export const draftParams = z.strictObject({ draftId: fields.id });
export const draftListQuery = z.extend(pagingQuery, { status: z._default(z.enum(['all', ...DRAFT_STATUSES]), 'all') });
export const reportListQuery = z.extend(pagingQuery, { type: z._default(z.enum(['all', ...REPORT_TYPES]), 'all') });

/** POST /api/ai/analyze-legal-need. */
export const legalNeedBody = z.strictObject({
  input: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please describe your legal need'),
      z.maxLength(5000, 'Please keep it under 5000 characters'),
    ),
});

/** The intake wizard's AI analysis result (public spec §3). */
export const legalNeedAnalysisSchema = z.object({
  suggestedTitle: z.string(),
  suggestedCategory: z.enum(CATEGORIES),
  enhancedDescription: z.string(),
  /** From urgency words, deadlines and court dates; `urgent` when the text suggests danger to life. */
  suggestedPriority: z.optional(z.enum(PRIORITIES)),
  suggestedTimeline: z.optional(z.enum(TIMELINES.map(({ value }) => value))),
  /** 0-1: how clearly the text points to the category. */
  confidence: z.optional(z.number().check(z.gte(0), z.lte(1))),
  /** Emergency help (911, 988, hotlines) when the text suggests danger to life, for the visitor and staff. */
  safetyAlert: z.optional(z.string()),
  /** One question to ask when the category is unclear. */
  clarifyingQuestion: z.optional(z.string()),
});
export type LegalNeedAnalysis = z.infer<typeof legalNeedAnalysisSchema>;
