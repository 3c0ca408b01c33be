/** Document review and drafting vocabulary shared by the client dashboard and the API (signed-in spec §3-5, §9). */

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

export interface ReviewChecklistItem {
  /** Stable id of the check (`parties`, `liability-cap`, `auto-renewal`, …). */
  key: string;
  /** What was checked, as a reader sees it ("Limitation of liability"). */
  clause: string;
  status: ChecklistStatus;
  /** The words of the document this finding rests on, quoted; null when nothing was found. */
  snippet: string | null;
  finding: string;
  recommendation: string;
}

/** The structured review (`fullReview`): what the report dialog and the PDF report show. */
export interface DocumentReviewReport {
  documentType: string;
  summary: string;
  riskLevel: RiskLevel;
  items: ReviewChecklistItem[];
  /** The most important actions, highest priority first. */
  recommendations: string[];
  /** Which assistant produced it. */
  reviewer: 'offline' | 'openai';
}

export interface DocumentReview {
  id: string;
  status: ReviewStatus;
  /** 0-100, set by the server as it extracts, analyses and renders. */
  progress: number;
  originalFilename: string;
  fileId: string;
  reviewInstructions: string;
  reviewSummary: string | null;
  riskLevel: RiskLevel | null;
  fullReview: DocumentReviewReport | null;
  /** Why a failed review failed, in words for the client. */
  error: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DocumentReviewPage {
  reviews: DocumentReview[];
  total: number;
  page: number;
  pageSize: number;
}

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

export interface DraftSection {
  heading: string;
  body: string;
}

export interface DocumentDraft {
  id: string;
  title: string;
  description: string;
  /** Plain text: numbered section headings ("1. Parties"), each followed by notes; the client may edit it. */
  outline: string;
  /** The drafted document as plain text; null until the draft is ready. */
  finalDraft: string | null;
  /** The same draft by section, in the outline's order and with its headings. */
  sections: DraftSection[];
  status: DocumentDraftStatus;
  error: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DocumentDraftPage {
  drafts: DocumentDraft[];
  total: number;
  page: number;
  pageSize: number;
}
