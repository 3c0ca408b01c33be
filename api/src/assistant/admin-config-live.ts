import { USAGE_CONTEXTS, maskApiKey, type AssistantTestResult, type LiveAssistant } from '@lexa/common';
import type { Config } from '../config';
import type { Logger } from '../platform/logger';
import { instructionSource, type StoredAssistantSettings } from './admin-config-settings';
import { OfflineAssistant } from './offline/offline-provider';
import { OpenAIAssistant } from './openai/openai-provider';
import type { AssistantProvider, DraftRequest, OutlineRequest, ReplyInput } from './provider';
import { analyzeSafely, replySafely } from './safety-first';

/** What "Test connection" asks the live provider. */
export const TEST_MESSAGE =
  'This is a connection test from the Lexa admin console. Please reply with one short sentence.';

export interface SwitchingAssistantOptions {
  config: Pick<Config, 'assistant' | 'publicUrl'>;
  logger: Logger;
  settings: StoredAssistantSettings;
  /** A provider that always answers, whatever the config says (tests that drive one provider directly). */
  fixed?: AssistantProvider;
}

/**
 * The assistant every module holds: on each call it picks the provider from the stored config (openai with the saved
 * key, else OPENAI_API_KEY, else offline), so saving or clearing a key switches it with no restart. `name` is the
 * provider of the latest pick, made at start and after every config save too.
 */
export class SwitchingAssistant implements AssistantProvider {
  private readonly offline: OfflineAssistant;
  private openai: { key: string; provider: OpenAIAssistant } | null = null;
  private current: AssistantProvider;

  constructor(private readonly options: SwitchingAssistantOptions) {
    this.offline = new OfflineAssistant(options.config.publicUrl);
    this.current = this.offline;
    this.pick().catch((error) => options.logger.warn({ err: error }, 'the assistant config could not be read'));
  }

  get name() {
    return this.current.name;
  }

  /** Chooses the provider for the stored config now (after a save, the next call would anyway). */
  async pick(): Promise<AssistantProvider> {
    const { apiKey } = await this.options.settings.snapshot();
    this.current = this.choose(apiKey);
    return this.current;
  }

  /** Whichever provider answers, danger to life gets emergency help first (safety-first.ts). */
  async reply(input: ReplyInput) {
    const provider = await this.pick();
    return replySafely(input.message, () => provider.reply(input));
  }

  async analyzeLegalNeed(input: string) {
    const provider = await this.pick();
    return analyzeSafely(input, () => provider.analyzeLegalNeed(input));
  }

  async reviewDocument(text: string, instructions: string) {
    return (await this.pick()).reviewDocument(text, instructions);
  }

  async outlineDocument(request: OutlineRequest) {
    return (await this.pick()).outlineDocument(request);
  }

  async draftDocument(request: DraftRequest) {
    return (await this.pick()).draftDocument(request);
  }

  /** GET /api/admin/config/live. */
  async describe(): Promise<LiveAssistant> {
    const snapshot = await this.options.settings.snapshot();
    const provider = this.choose(snapshot.apiKey).name;
    return {
      provider,
      model: provider === 'openai' ? (snapshot.settings.model ?? this.options.config.assistant.model) : null,
      keySet: snapshot.apiKey !== null,
      keySource: snapshot.keySource,
      maskedKey: maskApiKey(snapshot.apiKey ?? ''),
      instructions: Object.fromEntries(
        USAGE_CONTEXTS.map((context) => [context, instructionSource(snapshot, context)]),
      ) as LiveAssistant['instructions'],
      initialMessageSource: snapshot.values.initialMessage ? 'config' : 'default',
    };
  }

  /** POST /api/admin/config/test: one chat reply from the live provider, with the chat's instructions. */
  async test(): Promise<AssistantTestResult> {
    const started = Date.now();
    const { model } = await this.describe();
    const provider = await this.pick();
    const result = { provider: provider.name, model, latencyMs: 0 };
    if (provider.name === 'offline')
      return { ...result, ok: false, reply: null, error: 'No API key is set: the offline assistant is answering.' };
    try {
      const reply = await provider.reply({ history: [], message: TEST_MESSAGE });
      return { ...result, ok: true, reply, error: null, latencyMs: Date.now() - started };
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause;
      const detail = cause instanceof Error && cause.message ? `: ${cause.message}` : '';
      return {
        ...result,
        ok: false,
        reply: null,
        error: `${(error as Error).message}${detail}`,
        latencyMs: Date.now() - started,
      };
    }
  }

  private choose(apiKey: string | null): AssistantProvider {
    return this.options.fixed ?? (apiKey ? this.openaiWith(apiKey) : this.offline);
  }

  /** One client per key: the SDK client keeps its connections between calls. */
  private openaiWith(key: string): OpenAIAssistant {
    if (this.openai?.key !== key) {
      const { config, settings, logger } = this.options;
      const provider = new OpenAIAssistant({
        config: { ...config, assistant: { ...config.assistant, openaiApiKey: key } },
        settings,
        logger,
      });
      this.openai = { key, provider };
    }
    return this.openai.provider;
  }
}
