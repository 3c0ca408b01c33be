import type { Config } from '../config';
import type { Storage } from '../storage/port';
import { SettingsRepository } from './repository';
import { SettingsService } from './service';

export interface SettingsModuleDependencies {
  config: Pick<Config, 'adminNotifyEmail' | 'admin'>;
  storage: Storage;
}

/** Admin settings with their fallbacks (where chat notifications go). */
export function createSettingsModule({ config, storage }: SettingsModuleDependencies) {
  return { service: new SettingsService(new SettingsRepository(storage), config) };
}
