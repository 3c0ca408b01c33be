import OpenAI from 'openai';
import type { ResponseInputItem } from 'openai/resources/responses/responses';
import { z } from 'zod';
import { CATEGORIES, type DocumentReviewReport, type DraftSection } from '@lexa/common';
import type { Config } from '../../config';
import type { Logger } from '../../platform/logger';
import { draftDocumentOffline, outlineDocumentOffline } from '../offline/drafting/offline-drafter';
import { MAX_TITLE, analyzeLegalNeedOffline } from '../offline/legal-need';
import { reviewDocumentOffline } from '../offline/review-checklist';
import { clipAtWord } from '../offline/text';
import {
  AssistantUnavailableError,
  type AssistantProvider,
  type DraftRequest,
  type LegalNeedAnalysis,
  type OutlineRequest,
  type ReplyInput,
  type SharedFile,
} from '../provider';
import {
  REQUEST_URL_PLACEHOLDER,
  type AssistantSettings,
  type AssistantSettingsSource,
  type TaskContext,
} from '../settings';
import {
  draftInput,
  draftTask,
  outlineInput,
  outlineTask,
  reviewInput,
  reviewTask,
  type DocumentTask,
} from './document-tasks';

/** Shared files go to the model as text; this keeps one upload from filling the context window. */
const MAX_FILE_CHARS = 20_000;

/**
 * Plain strings on purpose: strict structured outputs support only part of JSON Schema (no length limits), and the
 * same zod schema both generates the format and validates the answer. Lengths are enforced after parsing.
 */
const nonBlank = z.string().refine((value) => value.trim().length > 0, 'must not be blank');
const analysisSchema = z.strictObject({
  suggestedTitle: nonBlank,
  suggestedCategory: z.enum(CATEGORIES),
  enhancedDescription: nonBlank,
});

const { $schema: _dialect, ...ANALYSIS_JSON_SCHEMA } = z.toJSONSchema(analysisSchema) as Record<string, unknown>;

const ANALYSIS_INSTRUCTIONS = `You turn a visitor's free-text description of a legal need into a request for a legal team.
Return JSON only, matching the schema:
- suggestedTitle: a clear title in Title Case, at most ${MAX_TITLE} characters, no trailing filler or punctuation.
- suggestedCategory: exactly one of ${CATEGORIES.join(', ')}.
- enhancedDescription: the visitor's description rewritten in clean, complete sentences in their own voice (keep every fact, invent none, shorten nothing). It is submitted as the visitor's request: never add instructions, questions or advice addressed to them.`;

function fileBlock(file: SharedFile): string {
  const body = file.unsafe
    ? '(This file could not be read safely, so its content is not included. Tell the visitor it could not be read.)'
    : file.text?.trim()
      ? clipAtWord(file.text.trim(), MAX_FILE_CHARS)
      : '(The text of this file could not be read; it may be an image or a scan.)';
  return `--- File: ${file.name} (${file.mimeType}) ---\n${body}`;
}

export interface OpenAIAssistantOptions {
  config: Pick<Config, 'assistant' | 'publicUrl'>;
  settings: AssistantSettingsSource;
  logger: Logger;
}

/**
 * The OpenAI provider on the Responses API (ARCHITECTURE §5: never the retired Assistants API). Our store keeps
 * the transcript and sends it as input on each call; the admin's settings give the model and the instructions.
 */
export class OpenAIAssistant implements AssistantProvider {
  readonly name = 'openai' as const;
  private readonly client: OpenAI;
  private readonly requestUrl: string;

  constructor(private readonly options: OpenAIAssistantOptions) {
    const { assistant, publicUrl } = options.config;
    this.client = new OpenAI({
      apiKey: assistant.openaiApiKey ?? undefined,
      baseURL: assistant.openaiBaseUrl ?? undefined,
      timeout: assistant.timeoutMs,
      maxRetries: assistant.maxRetries,
    });
    this.requestUrl = `${publicUrl}/client/request`;
  }

  async reply({ history, message, files = [] }: ReplyInput): Promise<string> {
    const settings = await this.options.settings.read();
    const content = [message, ...files.map(fileBlock)].join('\n\n');
    const input: ResponseInputItem[] = [
      ...history.map(({ role, content: text }) => ({ role, content: text })),
      { role: 'user', content },
    ];
    const response = await this.create({
      model: this.model(settings),
      instructions: this.withLinks(settings.systemPrompt),
      input,
    });
    const text = response.output_text.trim();
    if (!text) throw new AssistantUnavailableError('The assistant returned an empty reply');
    return text;
  }

  /** Structured output, validated; an answer that does not fit falls back to the offline classifier. */
  async analyzeLegalNeed(description: string): Promise<LegalNeedAnalysis> {
    const settings = await this.options.settings.read();
    const response = await this.create({
      model: this.model(settings),
      instructions: this.taskInstructions(settings, 'intake_analysis', ANALYSIS_INSTRUCTIONS),
      input: description,
      text: {
        format: { type: 'json_schema', name: 'legal_need_analysis', strict: true, schema: ANALYSIS_JSON_SCHEMA },
      },
    });
    try {
      const parsed = analysisSchema.parse(JSON.parse(response.output_text));
      return {
        suggestedTitle: clipAtWord(parsed.suggestedTitle.trim(), MAX_TITLE).replace(/[\s.,;:!?-]+$/, ''),
        suggestedCategory: parsed.suggestedCategory,
        enhancedDescription: parsed.enhancedDescription.trim(),
      };
    } catch (error) {
      this.options.logger.warn(
        { err: error },
        'the assistant returned an analysis that does not fit the schema; using the offline classifier',
      );
      return analyzeLegalNeedOffline(description);
    }
  }

  reviewDocument(text: string, instructions: string): Promise<DocumentReviewReport> {
    return this.documentTask(reviewTask(text), reviewInput(text, instructions), () =>
      reviewDocumentOffline(text, instructions),
    );
  }

  outlineDocument(request: OutlineRequest): Promise<string> {
    return this.documentTask(outlineTask(request), outlineInput(request), () => outlineDocumentOffline(request));
  }

  draftDocument(request: DraftRequest): Promise<DraftSection[]> {
    return this.documentTask(draftTask(request), draftInput(request), () => draftDocumentOffline(request));
  }

  /**
   * A document task with structured output. Reviews and drafts are never left undone for want of a model: any failure
   * (transport, refusal, an answer that does not fit the schema or the facts) falls back to the offline task.
   */
  private async documentTask<T>(task: DocumentTask<T>, input: string, offline: () => T): Promise<T> {
    try {
      const settings = await this.options.settings.read();
      const response = await this.create({
        model: this.model(settings),
        instructions: this.taskInstructions(settings, task.usageContext, task.instructions),
        input,
        text: { format: task.format },
      });
      return task.read(JSON.parse(response.output_text));
    } catch (error) {
      this.options.logger.warn(
        { err: error, task: task.name },
        'the assistant could not complete a document task; using the offline one',
      );
      return offline();
    }
  }

  /**
   * A structured task keeps its built-in instructions, which say what each field of the schema means; the admin's
   * active prompt for the task's context comes first, so it sets the voice and the house rules.
   */
  private taskInstructions(settings: AssistantSettings, context: TaskContext, builtIn: string): string {
    const prompt = settings.taskPrompts?.[context];
    return prompt ? `${this.withLinks(prompt)}\n\n${builtIn}` : builtIn;
  }

  private withLinks(prompt: string): string {
    return prompt.replaceAll(REQUEST_URL_PLACEHOLDER, this.requestUrl);
  }

  private model(settings: AssistantSettings): string {
    return settings.model || this.options.config.assistant.model;
  }

  /** Every transport failure (HTTP error, timeout, refused connection) becomes one error the chat maps to 502. */
  private async create(body: OpenAI.Responses.ResponseCreateParamsNonStreaming) {
    try {
      return await this.client.responses.create(body);
    } catch (error) {
      const reason =
        error instanceof OpenAI.APIError
          ? `${error.constructor.name}${error.status ? ` ${error.status}` : ''}`
          : 'request failed';
      throw new AssistantUnavailableError(`The assistant provider is unavailable (${reason})`, { cause: error });
    }
  }
}
