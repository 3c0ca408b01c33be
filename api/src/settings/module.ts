import type { Config } from '../config';
import type { Storage } from '../storage/port';
import { SettingsRepository } from './repository';
import { adminSettingsRoutes, publicSettingsRoutes } from './routes';
import { SettingsService } from './service';

export interface SettingsModuleDependencies {
  config: Pick<Config, 'adminNotifyEmail' | 'admin'>;
  storage: Storage;
}

/** Admin settings with their fallbacks (where chat notifications go) and the staff avatar. */
export function createSettingsModule({ config, storage }: SettingsModuleDependencies) {
  const service = new SettingsService(new SettingsRepository(storage), storage.files, config);
  return {
    service,
    routes: {
      /** Mounted in the guarded /api/admin tree. */
      admin: adminSettingsRoutes(service),
      /** Mounted under /api/settings: the staff avatar image. */
      public: publicSettingsRoutes(service),
    },
  };
}
