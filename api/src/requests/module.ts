import type { Storage } from '../storage/port';
import { LegalRequestRepository } from './repository';
import { adminRequestRoutes, clientRequestRoutes } from './routes';
import { LegalRequestService } from './service';

export interface RequestsModuleDependencies {
  storage: Storage;
}

/**
 * Legal requests: the client's list and detail, the admin's list with its status counts. The wizard's submission is
 * a module of its own (submission-module.ts): it runs after files, chat, messages and notifications, which all read
 * requests, so it is composed after them.
 */
export function createRequestsModule({ storage }: RequestsModuleDependencies) {
  const records = new LegalRequestRepository(storage);
  const service = new LegalRequestService(records);
  return {
    service,
    /** The stored requests, for the modules that work on them (each takes only the reads and writes it needs). */
    records,
    routes: {
      /** Mounted under /api/dashboard. */
      client: clientRequestRoutes(service),
      /** Mounted in the guarded /api/admin tree. */
      admin: adminRequestRoutes(service),
    },
  };
}
