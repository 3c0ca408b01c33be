import type { Config } from '../config';
import type { Logger } from '../platform/logger';
import { OfflineAssistant } from './offline/offline-provider';
import { OpenAIAssistant } from './openai/openai-provider';
import type { AssistantProvider } from './provider';
import { defaultAssistantSettings, type AssistantSettingsSource } from './settings';

/** OpenAI when a key is configured, the offline assistant otherwise (ARCHITECTURE §5). */
export function createAssistant(
  config: Pick<Config, 'assistant' | 'publicUrl'>,
  logger: Logger,
  settings: AssistantSettingsSource = defaultAssistantSettings,
): AssistantProvider {
  return config.assistant.openaiApiKey
    ? new OpenAIAssistant({ config, settings, logger })
    : new OfflineAssistant(config.publicUrl);
}
