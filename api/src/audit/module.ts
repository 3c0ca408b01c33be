import type { Clock } from '../platform/clock';
import type { Storage } from '../storage/port';
import { AuditRepository } from './repository';
import { adminAuditRoutes } from './routes';
import { AuditTrail } from './service';

export interface AuditModuleDependencies {
  storage: Storage;
  clock: Clock;
}

/** The staff audit trail: built first, since every module with staff actions records into it. */
export function createAuditModule({ storage, clock }: AuditModuleDependencies) {
  const trail = new AuditTrail(new AuditRepository(storage), clock);
  return {
    service: trail,
    routes: {
      /** Mounted in the guarded /api/admin tree. */
      admin: adminAuditRoutes(trail),
    },
  };
}
