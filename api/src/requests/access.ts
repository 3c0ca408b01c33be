import type { AttorneyRepository } from '../attorney/repository';
import type { Caller } from '../auth/guards';
import { notFound } from '../http/errors';
import type { LegalRequestRepository } from './repository';
import type { LegalRequestRecord } from './request.schema';

/**
 * Which door a call came through. `client`: the client dashboard, the caller's own requests only, seen as a client
 * (never internal notes). `staff`: admins any request, attorneys only those assigned to them, internal notes included.
 */
export type Audience = 'client' | 'staff';

/** Who may open a request; anyone else is told it does not exist, revealing nothing. */
export class RequestAccess {
  constructor(
    private readonly requests: Pick<LegalRequestRepository, 'findById'>,
    private readonly attorneys: Pick<AttorneyRepository, 'isAssigned'>,
  ) {}

  async open(caller: Caller, requestId: string, audience: Audience): Promise<LegalRequestRecord> {
    const request = await this.requests.findById(requestId);
    if (!request || !(await this.allowed(caller, request, audience))) throw notFound('Request');
    return request;
  }

  /** Whether the request exists and the caller may open it. */
  async mayOpen(caller: Caller, requestId: string, audience: Audience): Promise<boolean> {
    const request = await this.requests.findById(requestId);
    return request !== null && (await this.allowed(caller, request, audience));
  }

  private async allowed(caller: Caller, request: LegalRequestRecord, audience: Audience): Promise<boolean> {
    if (audience === 'client') return request.clientId === caller.user.id;
    if (caller.role === 'admin') return true;
    return caller.role === 'attorney' && this.attorneys.isAssigned(caller.user.id, request.id);
  }
}
