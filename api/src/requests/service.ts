import { legalRequestSchema, STATUS_FILTERS, type LegalRequest, type StatusFilter } from '@lexa/common';
import { notFound } from '../http/errors';
import { toPage, type Paging } from '../platform/paging';
import type { LegalRequestRepository, NewLegalRequest } from './repository';
import type { LegalRequestRecord } from './request.schema';

/** The request as any party may see it: internal bookkeeping (assignment, session) stays on the server. */
export const toLegalRequest = (record: LegalRequestRecord): LegalRequest => legalRequestSchema.parse(record);

export class LegalRequestService {
  constructor(private readonly requests: LegalRequestRepository) {}

  create(request: NewLegalRequest) {
    return this.requests.create(request);
  }

  async listForClient(clientId: string, paging: Paging) {
    const [records, total] = await this.requests.listForClient(clientId, toPage(paging));
    return { requests: records.map(toLegalRequest), total, ...paging };
  }

  /** A client's own request; someone else's is reported as missing, not as forbidden, to reveal nothing. */
  async getForClient(clientId: string, id: string) {
    const record = await this.requests.findById(id);
    if (!record || record.clientId !== clientId) throw notFound('Request');
    return toLegalRequest(record);
  }

  /** A page of the staff list; the total and every filter button's count come from one grouped count. */
  async listForAdmin(filter: StatusFilter, paging: Paging, search?: string) {
    const statuses = filter === 'all' ? undefined : STATUS_FILTERS[filter];
    const [records, perStatus] = await Promise.all([
      this.requests.listAll(statuses, search, toPage(paging)),
      this.requests.countPerStatus(search),
    ]);
    const counts = Object.fromEntries(
      Object.entries(STATUS_FILTERS).map(([name, group]) => [
        name,
        group.reduce((sum, status) => sum + (perStatus[status] ?? 0), 0),
      ]),
    ) as Record<StatusFilter, number>;
    return { requests: records.map(toLegalRequest), total: counts[filter], ...paging, counts };
  }
}
