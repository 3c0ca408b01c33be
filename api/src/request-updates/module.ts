import type { AttorneyRepository } from '../attorney/repository';
import type { FileService } from '../files/service';
import type { UploadContext } from '../platform/files/uploads';
import { RequestAccess } from '../requests/access';
import type { Storage } from '../storage/port';
import { migrateLegacyUpdates } from './migrate-legacy-updates';
import { clientRequestUpdateRoutes, composerUploadRoutes, staffRequestUpdateRoutes } from './routes';
import { RequestUpdateService, type RequestUpdateDependencies } from './service';

type Shared = Omit<RequestUpdateDependencies, 'access' | 'requests' | 'files' | 'belongings'>;

export interface RequestUpdatesModuleDependencies extends Shared {
  storage: Storage;
  uploads: UploadContext;
  requests: RequestUpdateDependencies['requests'];
  assignments: Pick<AttorneyRepository, 'isAssigned' | 'deleteForRequest'>;
  notifications: RequestUpdateDependencies['belongings'][number];
  /** The whole file service: the client's My Files list is served beside the request conversation. */
  files: FileService;
}

/** Each request's case: its one conversation (messages, internal notes), files, status, assignment and deletion. */
export function createRequestUpdatesModule({
  storage,
  uploads,
  assignments,
  notifications,
  ...dependencies
}: RequestUpdatesModuleDependencies) {
  const access = new RequestAccess(dependencies.requests, assignments);
  const service = new RequestUpdateService({ ...dependencies, access, belongings: [notifications, assignments] });
  const options = { updates: service, files: dependencies.files, uploads };
  return {
    service,
    /** Who may open a request: the parties that also hear its live updates. */
    access,
    /** Moves updates stored before conversations were one list into their request's thread (run on start). */
    migrate: () => migrateLegacyUpdates(storage, dependencies.requests, dependencies.conversations),
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
