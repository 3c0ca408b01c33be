import { assignedAttorneySchema, caseAssignmentSchema, type AssignedAttorney, type CaseAssignment } from '@lexa/common';
import { aboutRequest, type AuditTrail } from '../audit/service';
import type { Caller } from '../auth/guards';
import { HttpError, notFound } from '../http/errors';
import type { Announcer } from '../notifications/announcer';
import type { RequestConversation } from '../request-updates/conversation';
import type { RequestAccess } from '../requests/access';
import { fullName } from '../users/public-user';
import type { UserRepository } from '../users/repository';
import type { AttorneyRepository } from './repository';

export interface CaseAssignmentDependencies {
  access: Pick<RequestAccess, 'open'>;
  users: Pick<UserRepository, 'findById' | 'findByIds'>;
  attorneys: Pick<AttorneyRepository, 'assign' | 'isAssigned' | 'assignmentsOn' | 'withdraw'>;
  conversation: Pick<RequestConversation, 'recordInternalNote'>;
  announcer: Announcer;
  /** The live hub: a withdrawn attorney's sockets stop hearing the request at once. */
  rooms: { evict(userId: string, room: string): void };
  audit: Pick<AuditTrail, 'record'>;
}

const notAnAttorney = () =>
  new HttpError(400, 'VALIDATION_FAILED', 'Please choose an attorney', [
    { path: 'attorneyId', message: 'Please choose an attorney' },
  ]);

/**
 * Staff assign attorneys to a request and withdraw them. Both stay in the request's history as internal notes; the
 * attorney hears of a new assignment, and a withdrawn one loses the request at once (API and live room).
 */
export class CaseAssignmentService {
  constructor(private readonly deps: CaseAssignmentDependencies) {}

  async assign(caller: Caller, requestId: string, attorneyId: string): Promise<CaseAssignment> {
    const request = await this.deps.access.open(caller, requestId, 'staff');
    const attorney = await this.deps.users.findById(attorneyId);
    if (!attorney?.isActive || !attorney.isAttorney || attorney.isAdmin) throw notAnAttorney();
    if (await this.deps.attorneys.isAssigned(attorney.id, request.id))
      throw new HttpError(409, 'CONFLICT', 'This attorney is already assigned to this request');
    const assignment = await this.deps.attorneys.assign(attorney.id, request.id);
    await this.deps.conversation.recordInternalNote(request.id, caller.user.id, `Assigned to ${fullName(attorney)}`);
    await this.deps.audit.record(caller, {
      ...aboutRequest(request),
      action: 'request.attorney_assigned',
      changes: { attorney: { to: attorney.email } },
    });
    await this.deps.announcer.announce(
      'attorney-assignments',
      { requestId: request.id, attorneyId: attorney.id },
      {
        notify: [
          {
            userId: attorney.id,
            content: {
              type: 'system',
              title: 'New assignment',
              message: `${request.requestNumber}: ${request.title}`,
              requestId: request.id,
            },
          },
        ],
      },
    );
    return caseAssignmentSchema.parse(assignment);
  }

  async withdraw(caller: Caller, requestId: string, attorneyId: string): Promise<void> {
    const request = await this.deps.access.open(caller, requestId, 'staff');
    if (!(await this.deps.attorneys.withdraw(attorneyId, request.id))) throw notFound('Assignment');
    this.deps.rooms.evict(attorneyId, `request-${request.id}`);
    const attorney = await this.deps.users.findById(attorneyId);
    await this.deps.conversation.recordInternalNote(
      request.id,
      caller.user.id,
      `Withdrew ${attorney ? fullName(attorney) : 'a former attorney'}`,
    );
    await this.deps.audit.record(caller, {
      ...aboutRequest(request),
      action: 'request.attorney_withdrawn',
      changes: { attorney: { from: attorney?.email ?? attorneyId } },
    });
  }

  /** The attorneys working the request, for the request dialog. */
  async assignedTo(caller: Caller, requestId: string): Promise<AssignedAttorney[]> {
    const request = await this.deps.access.open(caller, requestId, 'staff');
    const assignments = await this.deps.attorneys.assignmentsOn(request.id);
    const users = new Map(
      (await this.deps.users.findByIds(assignments.map((assignment) => assignment.attorneyId))).map((user) => [
        user.id,
        user,
      ]),
    );
    return assignments.map((assignment) => {
      const user = users.get(assignment.attorneyId);
      return assignedAttorneySchema.parse({
        ...assignment,
        name: user ? fullName(user) : 'Former user',
        email: user?.email ?? '',
      });
    });
  }
}
