import type { AttorneyRepository } from '../attorney/repository';
import type { FileService } from '../files/service';
import type { Logger } from '../platform/logger';
import { RequestAccess } from '../requests/access';
import type { LegalRequestRepository } from '../requests/repository';
import type { Storage } from '../storage/port';
import { RequestUpdateRepository } from './repository';
import { clientRequestUpdateRoutes, composerUploadRoutes, staffRequestUpdateRoutes } from './routes';
import { RequestUpdateService, type RequestUpdateDependencies } from './service';

type Shared = Omit<RequestUpdateDependencies, 'access' | 'updates' | 'requests' | 'files'>;

export interface RequestUpdatesModuleDependencies extends Shared {
  storage: Storage;
  logger: Logger;
  requests: RequestUpdateDependencies['requests'] & Pick<LegalRequestRepository, 'findById'>;
  assignments: Pick<AttorneyRepository, 'isAssigned'>;
  /** The whole file service: the client's My Files list is served beside the request conversation. */
  files: FileService;
}

/** Each request's conversation (updates, internal notes), its files, status and assignment. */
export function createRequestUpdatesModule({
  storage,
  logger,
  assignments,
  ...dependencies
}: RequestUpdatesModuleDependencies) {
  const access = new RequestAccess(dependencies.requests, assignments);
  const service = new RequestUpdateService({ ...dependencies, access, updates: new RequestUpdateRepository(storage) });
  const options = { updates: service, files: dependencies.files, store: storage.files, logger };
  return {
    service,
    /** Who may open a request: the parties that also hear its live updates. */
    access,
    routes: {
      /** Mounted under /api/dashboard. */
      client: clientRequestUpdateRoutes(options),
      /** Mounted in the guarded /api/admin and /api/attorney trees. */
      staff: (role: 'admin' | 'attorney') => staffRequestUpdateRoutes(options, role),
      /** Mounted under /api/files. */
      composer: composerUploadRoutes(options),
    },
  };
}
