import type { DocumentReviewReport, DraftSection, LegalNeedAnalysis } from '@lexa/common';

export interface TranscriptMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** A file the visitor shared with this message; `text` is present when it could be read (PDF, DOCX, TXT). */
export interface SharedFile {
  name: string;
  mimeType: string;
  text?: string;
  /** Set when reading it was refused to protect the server (a zip bomb): the reply says it could not be read. */
  unsafe?: boolean;
}

export interface ReplyInput {
  /** Earlier messages of this conversation, oldest first, from our store (never from the browser). */
  history: TranscriptMessage[];
  message: string;
  files?: SharedFile[];
}

export type { LegalNeedAnalysis };

export type AssistantProviderName = 'offline' | 'openai';

/** What a client asked to have drafted (signed-in spec §2.2, Draft a Document). */
export interface DraftBrief {
  title: string;
  description: string;
}

/** One section of an outline: its heading and the notes under it (see `assistant/outline.ts`). */
export interface OutlineSection {
  heading: string;
  notes: string[];
}

export interface OutlineRequest extends DraftBrief {
  /** 0 for a new draft; each regeneration asks for the next variant. */
  variant: number;
  /** The outline the client has now; a regenerated one must differ from it. */
  previous?: string;
}

export interface DraftRequest extends DraftBrief {
  /** The client's (possibly edited) outline: the draft keeps these headings, in this order. */
  sections: OutlineSection[];
}

/**
 * The assistant port (ARCHITECTURE §5): the chat widget's replies, the wizard's analysis, document reviews
 * (a clause checklist) and drafting (an outline, then the document section by section).
 */
export interface AssistantProvider {
  readonly name: AssistantProviderName;
  reply(input: ReplyInput): Promise<string>;
  analyzeLegalNeed(input: string): Promise<LegalNeedAnalysis>;
  reviewDocument(text: string, instructions: string): Promise<DocumentReviewReport>;
  /** The outline as plain text: numbered section headings, each followed by "- " notes. */
  outlineDocument(request: OutlineRequest): Promise<string>;
  /** One drafted section per outline section, same headings, same order. */
  draftDocument(request: DraftRequest): Promise<DraftSection[]>;
}

/** The provider could not answer (network, timeout, HTTP error, empty output); callers map it to a 502. */
export class AssistantUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AssistantUnavailableError';
  }
}
