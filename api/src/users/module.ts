import type { LegalRequestRepository } from '../requests/repository';
import type { Storage } from '../storage/port';
import { adminUserRoutes } from './admin-routes';
import { UserRepository } from './repository';
import { AdminUserService } from './service';

export interface UsersModuleDependencies {
  storage: Storage;
  requests: Pick<LegalRequestRepository, 'countPerClient'>;
}

/** Accounts as admins see and manage them (sign-in and the own profile are the auth module's). */
export function createUsersModule({ storage, requests }: UsersModuleDependencies) {
  const service = new AdminUserService({ users: new UserRepository(storage), requests });
  return {
    service,
    routes: {
      /** Mounted in the guarded /api/admin tree. */
      admin: adminUserRoutes(service),
    },
  };
}
