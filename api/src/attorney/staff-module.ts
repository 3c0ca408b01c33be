import type { AuditTrail } from '../audit/service';
import type { RecoveryService } from '../auth/recovery/service';
import type { AuthService } from '../auth/service';
import type { Announcer } from '../notifications/announcer';
import type { RequestConversation } from '../request-updates/conversation';
import type { RequestAccess } from '../requests/access';
import type { Storage } from '../storage/port';
import { UserRepository } from '../users/repository';
import { AttorneyAccountService } from './account-service';
import { CaseAssignmentService } from './assignment-service';
import { AttorneyRepository } from './repository';
import { attorneyStaffRoutes } from './staff-routes';

export interface AttorneyStaffModuleDependencies {
  storage: Storage;
  accounts: Pick<AuthService, 'createInvitedAccount'>;
  links: Pick<RecoveryService, 'mailSetPasswordLink'>;
  access: Pick<RequestAccess, 'open'>;
  conversation: Pick<RequestConversation, 'recordInternalNote'>;
  announcer: Announcer;
  rooms: { evict(userId: string, room: string): void };
  audit: Pick<AuditTrail, 'record'>;
}

/**
 * Staff manage attorneys: accounts (created with a mailed set-password link, verified by staff) and their
 * assignments to requests. Built after the request conversation, whose history records each assignment.
 */
export function createAttorneyStaffModule({ storage, accounts, links, ...rest }: AttorneyStaffModuleDependencies) {
  const users = new UserRepository(storage);
  const attorneys = new AttorneyRepository(storage);
  const service = new CaseAssignmentService({ ...rest, users, attorneys });
  const accountService = new AttorneyAccountService({ users, attorneys, accounts, links });
  return {
    /** Assignments of attorneys to requests. */
    service,
    accounts: accountService,
    routes: {
      /** Mounted in the guarded /api/admin tree. */
      admin: attorneyStaffRoutes(accountService, service),
    },
  };
}
