import type { LegalRequestRepository } from '../requests/repository';
import type { Storage } from '../storage/port';
import { AttorneyRepository } from './repository';
import { attorneyRoutes } from './routes';
import { AttorneyService } from './service';

export interface AttorneyModuleDependencies {
  storage: Storage;
  requests: Pick<LegalRequestRepository, 'findByIds'>;
}

/** The attorney portal (assigned requests only) and attorneys' public profiles. */
export function createAttorneyModule({ storage, requests }: AttorneyModuleDependencies) {
  const attorneys = new AttorneyRepository(storage);
  const service = new AttorneyService(attorneys, requests);
  return {
    service,
    /** Which requests an attorney works: what decides their access to a request and its files. */
    assignments: attorneys as Pick<
      AttorneyRepository,
      'isAssigned' | 'deleteForRequest' | 'servingAttorneys' | 'assignmentsFor' | 'attorneysOn'
    >,
    /** Mounted in the /api/attorney tree. */
    routes: attorneyRoutes(service),
  };
}
