import { USAGE_CONTEXTS, type InstructionSource, type UsageContext } from '@lexa/common';
import type { Config } from '../config';
import type { AssistantConfigService, AssistantConfigValues } from './admin-config-service';
import type { SystemPromptRecord } from './prompts/prompt.schema';
import type { PromptService } from './prompts/service';
import {
  DEFAULT_INITIAL_MESSAGE,
  DEFAULT_SYSTEM_PROMPT,
  type AssistantSettings,
  type AssistantSettingsSource,
  type TaskContext,
} from './settings';

/** Everything the running assistant depends on, read together. */
export interface AssistantSnapshot {
  settings: AssistantSettings;
  /** The key the live provider uses: the admin's saved one, else OPENAI_API_KEY; null runs the offline assistant. */
  apiKey: string | null;
  keySource: 'config' | 'environment' | null;
  values: AssistantConfigValues;
  active: Partial<Record<UsageContext, SystemPromptRecord>>;
}

export interface StoredAssistantSettingsDependencies {
  config: Pick<Config, 'assistant'>;
  configs: Pick<AssistantConfigService, 'values'>;
  prompts: Pick<PromptService, 'active'>;
}

/**
 * The admin's settings as the providers read them on every call. Chat instructions: the active chat prompt, else the
 * config's systemPrompt, else the built-in prompt. Each structured task: its context's active prompt, if any.
 */
export class StoredAssistantSettings implements AssistantSettingsSource {
  constructor(private readonly deps: StoredAssistantSettingsDependencies) {}

  async read(): Promise<AssistantSettings> {
    return (await this.snapshot()).settings;
  }

  async snapshot(): Promise<AssistantSnapshot> {
    const [values, active] = await Promise.all([this.deps.configs.values(), this.deps.prompts.active()]);
    const taskPrompts: Partial<Record<TaskContext, string>> = {};
    for (const context of USAGE_CONTEXTS)
      if (context !== 'chat' && active[context]) taskPrompts[context] = active[context].promptContent;
    const environmentKey = this.deps.config.assistant.openaiApiKey;
    return {
      settings: {
        systemPrompt: active.chat?.promptContent || values.systemPrompt || DEFAULT_SYSTEM_PROMPT,
        initialMessage: values.initialMessage || DEFAULT_INITIAL_MESSAGE,
        model: values.assistantId || undefined,
        taskPrompts,
      },
      apiKey: values.apiKey || environmentKey,
      keySource: values.apiKey ? 'config' : environmentKey ? 'environment' : null,
      values,
      active,
    };
  }
}

/** Which text the assistant uses for one usage context, as the admin's Live panel names it. */
export function instructionSource(snapshot: AssistantSnapshot, context: UsageContext): InstructionSource {
  const prompt = snapshot.active[context];
  if (prompt) return { source: 'prompt', promptId: prompt.id, promptName: prompt.promptName, version: prompt.version };
  const configured = context === 'chat' && snapshot.values.systemPrompt;
  return { source: configured ? 'config' : 'default', promptId: null, promptName: null, version: null };
}
