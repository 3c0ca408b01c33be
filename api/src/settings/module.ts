import type { AuditTrail } from '../audit/service';
import type { Config } from '../config';
import type { UploadContext } from '../platform/files/uploads';
import type { Storage } from '../storage/port';
import { SettingsRepository } from './repository';
import { adminSettingsRoutes, publicSettingsRoutes } from './routes';
import { SettingsService } from './service';

export interface SettingsModuleDependencies {
  config: Pick<Config, 'adminNotifyEmail' | 'admin'>;
  storage: Storage;
  audit: Pick<AuditTrail, 'record'>;
  /** The avatar upload counts against the admin's quota. */
  uploads: Pick<UploadContext, 'quota'>;
}

/** Admin settings with their fallbacks (where chat notifications go) and the staff avatar. */
export function createSettingsModule({ config, storage, audit, uploads }: SettingsModuleDependencies) {
  const service = new SettingsService(new SettingsRepository(storage), storage.files, config);
  return {
    service,
    routes: {
      /** Mounted in the guarded /api/admin tree. */
      admin: adminSettingsRoutes(service, audit, uploads.quota),
      /** Mounted under /api/settings: the staff avatar image. */
      public: publicSettingsRoutes(service),
    },
  };
}
