/** The intake wizard's visit log, autosaved drafts and AI analysis (public spec §3, §5; signed-in spec §3). */
import { z } from 'zod';
import { BUDGETS, CATEGORIES, PRIORITIES, SCOPES, TIMELINES } from '../domain/requests';
import { geoDataField } from './chat';
import { fields, pagingQuery } from './fields';

export const DRAFT_STATUSES = ['active', 'submitted', 'failed'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];
export const REPORT_TYPES = ['error', 'warning', 'info'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** A choice not made yet is an empty string in the wizard's form state. */
const choice = <const T extends readonly string[]>(values: T) => z.union([z.literal(''), z.enum(values)]);
const text = (max: number) => z.string().max(max);

/**
 * The wizard's form state as autosaved (public spec §3 "Wizard form data"; signed-in spec §3 "Request draft"): every
 * field optional and possibly empty while the visitor types, but typed and bounded. The passwords are accepted so the
 * browser may send its whole form state, and dropped by the API before anything is stored.
 */
export const draftFormSchema = z.strictObject({
  initialInput: text(5000).optional(),
  title: text(200).optional(),
  category: choice(CATEGORIES).optional(),
  description: text(5000).optional(),
  jurisdiction: text(200).optional(),
  jurisdictionNotApplicable: z.boolean().optional(),
  timeline: choice(TIMELINES.map(({ value }) => value)).optional(),
  scope: choice(SCOPES.map(({ value }) => value)).optional(),
  budget: choice(BUDGETS).optional(),
  priority: z.enum(PRIORITIES).optional(),
  contactMethod: text(50).optional(),
  submitName: text(200).optional(),
  submitEmail: text(254).optional(),
  accountName: text(200).optional(),
  accountEmail: text(254).optional(),
  hasExistingAccount: z.boolean().optional(),
  loginEmail: text(254).optional(),
  /** What was picked, for the record; file contents are only ever sent with the submission. */
  files: z
    .array(z.strictObject({ name: text(255), size: z.number().int().min(0).max(1e12), type: text(100) }))
    .max(10)
    .optional(),
  password: text(200).optional(),
  confirmPassword: text(200).optional(),
  loginPassword: text(200).optional(),
});
export type DraftFormInput = z.infer<typeof draftFormSchema>;
/** The form as stored and shown back: the passwords never reach the store. */
export const storedDraftFormSchema = draftFormSchema.omit({
  password: true,
  confirmPassword: true,
  loginPassword: true,
});
export type StoredDraftForm = z.infer<typeof storedDraftFormSchema>;

const currentStep = z.number().int().min(1).max(6);

/** POST /api/autosave/log-visit. */
export const visitLogBody = z.strictObject({
  sessionId: fields.sessionId,
  referrer: z.string().max(2000).default(''),
  landingUrl: z.string().max(2000).default(''),
  geoData: geoDataField,
});
export type VisitLogBody = z.input<typeof visitLogBody>;
export type VisitInput = z.output<typeof visitLogBody>;

/** GET /api/autosave/get-active-draft. */
export const draftSessionQuery = z.strictObject({ sessionId: fields.sessionId });

export const createDraftBody = z.strictObject({
  sessionId: fields.sessionId,
  correlationId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid correlation id'),
  currentStep,
  formData: draftFormSchema,
});
export type NewDraft = z.output<typeof createDraftBody>;
export const updateDraftBody = z.strictObject({ sessionId: fields.sessionId, currentStep, formData: draftFormSchema });
export type DraftSave = z.output<typeof updateDraftBody>;

const submitted = { success: z.literal(true), requestId: fields.id };
const failed = { success: z.literal(false), error: z.string().trim().min(1, 'Error is required').max(2000) };
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
export const draftListQuery = pagingQuery.extend({ status: z.enum(['all', ...DRAFT_STATUSES]).default('all') });
export const reportListQuery = pagingQuery.extend({ type: z.enum(['all', ...REPORT_TYPES]).default('all') });

/** POST /api/ai/analyze-legal-need. */
export const legalNeedBody = z.strictObject({
  input: z.string().trim().min(1, 'Please describe your legal need').max(5000, 'Please keep it under 5000 characters'),
});

/** The intake wizard's AI analysis result (public spec §3). */
export const legalNeedAnalysisSchema = z.object({
  suggestedTitle: z.string(),
  suggestedCategory: z.enum(CATEGORIES),
  enhancedDescription: z.string(),
  /** From urgency words, deadlines and court dates; `urgent` when the text suggests danger to life. */
  suggestedPriority: z.enum(PRIORITIES).optional(),
  suggestedTimeline: z.enum(TIMELINES.map(({ value }) => value)).optional(),
  /** 0-1: how clearly the text points to the category. */
  confidence: z.number().min(0).max(1).optional(),
  /** Emergency help (911, 988, hotlines) when the text suggests danger to life, for the visitor and staff. */
  safetyAlert: z.string().optional(),
  /** One question to ask when the category is unclear. */
  clarifyingQuestion: z.string().optional(),
});
export type LegalNeedAnalysis = z.infer<typeof legalNeedAnalysisSchema>;
