import type { AuditTrail } from '../audit/service';
import type { Config } from '../config';
import type { Logger } from '../platform/logger';
import type { Storage } from '../storage/port';
import { SecretBox } from './admin-config-crypto';
import { SwitchingAssistant } from './admin-config-live';
import { AssistantConfigRepository } from './admin-config-repository';
import { adminAssistantRoutes } from './admin-config-routes';
import { AssistantConfigService } from './admin-config-service';
import { StoredAssistantSettings } from './admin-config-settings';
import type { AssistantProvider } from './provider';
import { PromptRepository } from './prompts/repository';
import { PromptService } from './prompts/service';

export interface AssistantModuleDependencies {
  config: Pick<Config, 'assistant' | 'publicUrl' | 'configEncryptionKey' | 'tokenSecret'>;
  logger: Logger;
  storage: Storage;
  /** A provider chosen by the caller (tests drive the openai one against a local stub). */
  provider?: AssistantProvider;
  audit: Pick<AuditTrail, 'record'>;
}

/**
 * The live assistant (openai with the admin's saved key or OPENAI_API_KEY, offline otherwise; switched on each call),
 * the settings it reads (the admin's config and active system prompts), and the admin's routes for both.
 */
export function createAssistantModule({ config, logger, storage, provider, audit }: AssistantModuleDependencies) {
  const configs = new AssistantConfigService(
    new AssistantConfigRepository(storage),
    new SecretBox(config.configEncryptionKey ?? config.tokenSecret),
    logger,
  );
  const prompts = new PromptService(new PromptRepository(storage));
  const settings = new StoredAssistantSettings({ config, configs, prompts });
  const service = new SwitchingAssistant({ config, logger, settings, fixed: provider });
  return {
    service,
    settings,
    /** Seeds the built-in prompts at start (server.ts). */
    prompts,
    routes: { admin: adminAssistantRoutes({ configs, prompts, live: service, audit }) },
  };
}
