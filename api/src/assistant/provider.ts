import type { Category } from '@lexa/common';

export interface TranscriptMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** A file the visitor shared with this message; `text` is present when it could be read (PDF, DOCX, TXT). */
export interface SharedFile {
  name: string;
  mimeType: string;
  text?: string;
}

export interface ReplyInput {
  /** Earlier messages of this conversation, oldest first, from our store (never from the browser). */
  history: TranscriptMessage[];
  message: string;
  files?: SharedFile[];
}

/** The intake wizard's AI analysis result (public spec §3). */
export interface LegalNeedAnalysis {
  suggestedTitle: string;
  suggestedCategory: Category;
  enhancedDescription: string;
}

export type AssistantProviderName = 'offline' | 'openai';

/** The assistant port (ARCHITECTURE §5): the chat widget's replies and the wizard's analysis. */
export interface AssistantProvider {
  readonly name: AssistantProviderName;
  reply(input: ReplyInput): Promise<string>;
  analyzeLegalNeed(input: string): Promise<LegalNeedAnalysis>;
}

/** The provider could not answer (network, timeout, HTTP error, empty output); callers map it to a 502. */
export class AssistantUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AssistantUnavailableError';
  }
}
