import {
  ASSISTANT_CONFIG_KEYS,
  maskApiKey,
  type AssistantConfig,
  type AssistantConfigEntry,
  type AssistantConfigKey,
  type SaveAssistantConfigInput,
} from '@lexa/common';
import { HttpError } from '../http/errors';
import type { Logger } from '../platform/logger';
import type { AssistantConfigRecord } from './admin-config.schema';
import type { SecretBox } from './admin-config-crypto';
import type { AssistantConfigRepository } from './admin-config-repository';

const DESCRIPTIONS: Record<AssistantConfigKey, string> = {
  apiKey: 'The OpenAI (or compatible) API key. Set: the live provider answers; empty: the offline assistant.',
  assistantId: 'The model the live provider uses (empty: OPENAI_MODEL).',
  systemPrompt: 'The chat instructions, used when no System Prompt for chat is active (empty: the built-in prompt).',
  initialMessage: "The chat widget's greeting (empty: the built-in greeting).",
};

/** A model name as providers spell them ("gpt-4.1-mini", "org/model:tag"). */
const MODEL_PATTERN = /^[A-Za-z0-9._:/-]{1,200}$/;

/** The stored values in plain text; '' where the admin saved none. */
export type AssistantConfigValues = Record<AssistantConfigKey, string>;

const invalid = (message: string) => new HttpError(400, 'VALIDATION_FAILED', message);

/** The admin's four assistant settings; the API key is sealed at rest and leaves only masked. */
export class AssistantConfigService {
  constructor(
    private readonly entries: AssistantConfigRepository,
    private readonly box: SecretBox,
    private readonly logger: Logger,
  ) {}

  async list(): Promise<AssistantConfig> {
    const records = new Map((await this.entries.all()).map((record) => [record.configKey, record]));
    return {
      entries: ASSISTANT_CONFIG_KEYS.map((key) => {
        const record = records.get(key);
        return this.toEntry(key, record, record ? this.plain(record) : '');
      }),
    };
  }

  async save(input: SaveAssistantConfigInput, updatedBy: string): Promise<AssistantConfigEntry> {
    const value = this.checked(input.configKey, input.configValue);
    const record = await this.entries.save(input.configKey, {
      configValue: input.configKey === 'apiKey' && value ? this.box.seal(value) : value,
      encrypted: input.configKey === 'apiKey' && value !== '',
      description: input.description ?? DESCRIPTIONS[input.configKey],
      updatedBy,
    });
    return this.toEntry(input.configKey, record, value);
  }

  /** Every value in plain text, for the assistant itself (never for an HTTP answer). */
  async values(): Promise<AssistantConfigValues> {
    const values: AssistantConfigValues = { apiKey: '', assistantId: '', systemPrompt: '', initialMessage: '' };
    for (const record of await this.entries.all()) values[record.configKey] = this.plain(record);
    return values;
  }

  private checked(key: AssistantConfigKey, raw: string): string {
    if (key === 'apiKey' || key === 'assistantId') {
      const value = raw.trim();
      if (key === 'apiKey' && /\s/.test(value)) throw invalid('The API key may not contain spaces');
      if (key === 'assistantId' && value && !MODEL_PATTERN.test(value))
        throw invalid('The assistant id must be a model name such as gpt-4.1-mini');
      return value;
    }
    // Blank text means "use the built-in one", stored as ''.
    return raw.trim() ? raw : '';
  }

  /** A sealed key that no longer opens (the encryption secret changed) counts as none; the admin enters it again. */
  private plain(record: AssistantConfigRecord): string {
    if (!record.encrypted) return record.configValue;
    try {
      return this.box.open(record.configValue);
    } catch (error) {
      this.logger.warn({ err: error }, 'the saved assistant API key cannot be decrypted; it counts as unset');
      return '';
    }
  }

  private toEntry(key: AssistantConfigKey, record: AssistantConfigRecord | undefined, value: string) {
    return {
      configKey: key,
      configValue: key === 'apiKey' ? maskApiKey(value) : value,
      description: record?.description || DESCRIPTIONS[key],
      updatedAt: record ? record.updatedAt.toISOString() : null,
    };
  }
}
