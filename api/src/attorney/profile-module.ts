import type { UploadContext } from '../platform/files/uploads';
import type { Storage } from '../storage/port';
import { AttorneyProfileRepository } from './profile-repository';
import { attorneyProfileRoutes } from './profile-routes';
import { AttorneyProfileService, type AttorneyProfileDependencies } from './profile-service';
import { ResponseTimes } from './response-time';

export interface AttorneyProfileModuleDependencies extends Pick<
  AttorneyProfileDependencies,
  'users' | 'assignments' | 'ratings'
> {
  storage: Storage;
  uploads: UploadContext;
}

/** Attorneys' own profiles and photos, the public profile pages and the directory. */
export function createAttorneyProfileModule({ storage, uploads, ...dependencies }: AttorneyProfileModuleDependencies) {
  const service = new AttorneyProfileService({
    ...dependencies,
    profiles: new AttorneyProfileRepository(storage),
    store: storage.files,
    responseTimes: new ResponseTimes(storage),
  });
  return {
    service,
    /** Mounted in the /api/attorney tree (its public/ paths are let through by the guard). */
    routes: attorneyProfileRoutes(service, { uploads }),
  };
}
