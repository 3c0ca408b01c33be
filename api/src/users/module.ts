import type { Caller } from '../auth/guards';
import type { Storage } from '../storage/port';
import { AccountErasureRepository } from './account-erasure';
import { adminUserRoutes } from './admin-routes';
import { EmailHistoryRepository } from './email-history-repository';
import { UserRepository } from './repository';
import { AdminUserService, type AdminUserDependencies } from './service';

export interface UsersModuleDependencies extends Pick<
  AdminUserDependencies,
  'requests' | 'recovery' | 'accounts' | 'settings' | 'clock' | 'audit'
> {
  storage: Storage;
  requestUpdates: { deleteRequest(admin: Caller, requestId: string): Promise<void> };
}

/** Accounts as admins see and manage them (sign-in and the own profile are the auth module's). */
export function createUsersModule({
  storage,
  requests,
  recovery,
  accounts,
  settings,
  clock,
  requestUpdates,
  audit,
}: UsersModuleDependencies) {
  const service = new AdminUserService({
    users: new UserRepository(storage),
    history: new EmailHistoryRepository(storage),
    erasure: new AccountErasureRepository(storage),
    requests,
    deleteRequest: (admin, requestId) => requestUpdates.deleteRequest(admin, requestId),
    recovery,
    accounts,
    settings,
    clock,
    audit,
  });
  return {
    service,
    routes: {
      /** Mounted in the guarded /api/admin tree. */
      admin: adminUserRoutes(service),
    },
  };
}
