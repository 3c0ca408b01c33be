import type { Config } from '../config';
import type { Logger } from '../platform/logger';
import { createAssistant } from './create-assistant';
import type { AssistantProvider } from './provider';
import { defaultAssistantSettings } from './settings';

export interface AssistantModuleDependencies {
  config: Pick<Config, 'assistant' | 'publicUrl'>;
  logger: Logger;
  /** A provider chosen by the caller (tests drive the openai one against a local stub). */
  provider?: AssistantProvider;
}

/** The live assistant provider (openai with OPENAI_API_KEY, offline otherwise) and the settings it reads. */
export function createAssistantModule({ config, logger, provider }: AssistantModuleDependencies) {
  const settings = defaultAssistantSettings;
  return { service: provider ?? createAssistant(config, logger, settings), settings };
}
