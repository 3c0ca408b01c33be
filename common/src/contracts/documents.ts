/** Document review and drafting: vocabulary and shapes the client dashboard and the API share (signed-in §3-5, §9). */
import { z } from './zod';
import { isoDate, pageFields } from './fields';

export const REVIEW_STATUSES = ['pending', 'processing', 'reviewed', 'failed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** `reviewed` is displayed as Completed (signed-in spec §4). */
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  reviewed: 'Completed',
  failed: 'Failed',
};

export const REVIEW_MAX_FILE_SIZE = 10 * 1024 * 1024;
export const REVIEW_INSTRUCTIONS_MAX = 2000;
export const REVIEW_MESSAGES = {
  invalidType: 'Please upload only PDF or DOCX files',
  tooLarge: 'Please upload files smaller than 10MB',
} as const;

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** found: the clause is there; missing: an expected clause is absent; risk: a clause that needs attention. */
export const CHECKLIST_STATUSES = ['found', 'missing', 'risk'] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];

export const reviewChecklistItemSchema = z.object({
  /** Stable id of the check (`parties`, `liability-cap`, `auto-renewal`, …). */
  key: z.string(),
  /** What was checked, as a reader sees it ("Limitation of liability"). */
  clause: z.string(),
  status: z.enum(CHECKLIST_STATUSES),
  /** The words of the document this finding rests on, quoted; null when nothing was found. */
  snippet: z.nullable(z.string()),
  finding: z.string(),
  recommendation: z.string(),
  /** How much attention this item needs, from what the clause says (or what its absence exposes). */
  riskLevel: z.optional(z.enum(RISK_LEVELS)),
});
export type ReviewChecklistItem = z.infer<typeof reviewChecklistItemSchema>;

/** The structured review (`fullReview`): what the report dialog and the PDF report show. */
export const documentReviewReportSchema = z.object({
  documentType: z.string(),
  summary: z.string(),
  riskLevel: z.enum(RISK_LEVELS),
  items: z.array(reviewChecklistItemSchema),
  /** The most important actions, highest priority first. */
  recommendations: z.array(z.string()),
  /** Which assistant produced it. */
  reviewer: z.enum(['offline', 'openai']),
});
export type DocumentReviewReport = z.infer<typeof documentReviewReportSchema>;

export const documentReviewSchema = z.object({
  id: z.string(),
  status: z.enum(REVIEW_STATUSES),
  /** 0-100, set by the server as it extracts, analyses and renders. */
  progress: z.number(),
  originalFilename: z.string(),
  fileId: z.string(),
  reviewInstructions: z.string(),
  reviewSummary: z.nullable(z.string()),
  riskLevel: z.nullable(z.enum(RISK_LEVELS)),
  fullReview: z.nullable(documentReviewReportSchema),
  /** Why a failed review failed, in words for the client. */
  error: z.nullable(z.string()),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type DocumentReview = z.infer<typeof documentReviewSchema>;

export const documentReviewPageSchema = z.object({ reviews: z.array(documentReviewSchema), ...pageFields });
export type DocumentReviewPage = z.infer<typeof documentReviewPageSchema>;

/** The multipart fields of a review upload. */
export const reviewFields = z.strictObject({
  reviewInstructions: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          REVIEW_INSTRUCTIONS_MAX,
          `Review instructions must be at most ${REVIEW_INSTRUCTIONS_MAX} characters`,
        ),
      ),
    '',
  ),
});

export const DOCUMENT_DRAFT_STATUSES = ['generating', 'outline_ready', 'drafting', 'draft_ready'] as const;
export type DocumentDraftStatus = (typeof DOCUMENT_DRAFT_STATUSES)[number];

export const DOCUMENT_DRAFT_STATUS_LABELS: Record<DocumentDraftStatus, string> = {
  generating: 'Creating Outline',
  outline_ready: 'Outline Ready',
  drafting: 'Creating Draft',
  draft_ready: 'Draft Complete',
};

export const DRAFT_MESSAGES = {
  titleAndDescription: 'Please fill in both title and description',
} as const;
export const DRAFT_TITLE_MAX = 200;
export const DRAFT_DESCRIPTION_MAX = 5000;
export const DRAFT_OUTLINE_MAX = 20000;

export const draftSectionSchema = z.object({ heading: z.string(), body: z.string() });
export type DraftSection = z.infer<typeof draftSectionSchema>;

export const documentDraftSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Plain text: numbered section headings ("1. Parties"), each followed by notes; the client may edit it. */
  outline: z.string(),
  /** The drafted document as plain text; null until the draft is ready. */
  finalDraft: z.nullable(z.string()),
  /** The same draft by section, in the outline's order and with its headings. */
  sections: z.array(draftSectionSchema),
  status: z.enum(DOCUMENT_DRAFT_STATUSES),
  error: z.nullable(z.string()),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type DocumentDraft = z.infer<typeof documentDraftSchema>;

export const documentDraftPageSchema = z.object({ drafts: z.array(documentDraftSchema), ...pageFields });
export type DocumentDraftPage = z.infer<typeof documentDraftPageSchema>;

const briefText = (max: number, name: string) =>
  z
    .string({ error: DRAFT_MESSAGES.titleAndDescription })
    .check(
      z.trim(),
      z.minLength(1, DRAFT_MESSAGES.titleAndDescription),
      z.maxLength(max, `The ${name} must be at most ${max} characters`),
    );
/** A new draft's brief: both fields required and non-blank, with the one message the dialog shows (signed-in §5). */
export const documentDraftBody = z.strictObject({
  title: briefText(DRAFT_TITLE_MAX, 'title'),
  description: briefText(DRAFT_DESCRIPTION_MAX, 'description'),
});
export type DocumentDraftBody = z.input<typeof documentDraftBody>;
/** The client's edited outline. */
export const draftOutlineBody = z.strictObject({
  outline: z
    .string({ error: 'The outline cannot be empty' })
    .check(
      z.trim(),
      z.minLength(1, 'The outline cannot be empty'),
      z.maxLength(DRAFT_OUTLINE_MAX, `The outline must be at most ${DRAFT_OUTLINE_MAX} characters`),
    ),
});
