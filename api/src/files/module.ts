import type { Config } from '../config';
import type { Clock } from '../platform/clock';
import { archiveLimits } from '../platform/files/archive-check';
import { FileLinks } from '../platform/files/links';
import type { UploadContext } from '../platform/files/uploads';
import type { Logger } from '../platform/logger';
import type { Storage } from '../storage/port';
import { FileRepository } from './repository';
import { adminFileRoutes, fileRoutes } from './routes';
import { FileService, type FileAccessDependencies } from './service';

export interface FilesModuleDependencies extends Pick<FileAccessDependencies, 'attorneys' | 'users' | 'requests'> {
  config: Pick<Config, 'tokenSecret' | 'publicUrl' | 'maxUnzippedMb' | 'uploadQuotaMb'>;
  storage: Storage;
  clock: Clock;
  logger: Logger;
}

/** Every stored file's record: who may download it, My Files, the admin Files tab and its direct links. */
export function createFilesModule({
  config,
  storage,
  clock,
  logger,
  attorneys,
  users,
  requests,
}: FilesModuleDependencies) {
  const quotaBytes = config.uploadQuotaMb * 1024 * 1024;
  const service = new FileService(
    new FileRepository(storage),
    storage.files,
    logger,
    {
      attorneys,
      users,
      requests,
      links: new FileLinks(config.tokenSecret, clock),
      publicUrl: config.publicUrl,
    },
    archiveLimits(config),
    quotaBytes,
  );
  const uploads: UploadContext = {
    store: storage.files,
    logger,
    archive: archiveLimits(config),
    quota: { bytes: quotaBytes, storedBytes: (accountId) => service.storedBytes(accountId) },
  };
  return {
    service,
    /** What every upload route is given: the store, the archive limits and the per-account quota. */
    uploads,
    routes: {
      /** Mounted under /api/files: downloads, by the caller's rights or a signed direct link. */
      downloads: fileRoutes(service),
      /** Mounted in the guarded /api/admin tree. */
      admin: adminFileRoutes(service),
    },
  };
}
