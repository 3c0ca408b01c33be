import { STATUS_FILTERS, type LegalRequest, type StatusFilter } from '@lexa/common';
import { notFound } from '../http/errors';
import { toPage, type Paging } from '../platform/paging';
import type { LegalRequestRepository, NewLegalRequest } from './repository';
import type { LegalRequestRecord } from './request.schema';

/** The request as any party may see it: internal bookkeeping (assignment, session) stays on the server. */
export function toLegalRequest(record: LegalRequestRecord): LegalRequest {
  return {
    id: record.id,
    requestNumber: record.requestNumber,
    title: record.title,
    description: record.description,
    category: record.category,
    status: record.status,
    priority: record.priority,
    jurisdiction: record.jurisdiction,
    timeline: record.timeline,
    scope: record.scope,
    budget: record.budget,
    contactName: record.contactName,
    contactEmail: record.contactEmail,
    contactPhone: record.contactPhone,
    clientId: record.clientId,
    threadId: record.threadId,
    autoReminderEnabled: record.autoReminderEnabled,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

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

  async listForAdmin(filter: StatusFilter, paging: Paging) {
    const statuses = filter === 'all' ? undefined : STATUS_FILTERS[filter];
    const [[records, total], counts] = await Promise.all([this.requests.listAll(statuses, toPage(paging)), this.counts()]);
    return { requests: records.map(toLegalRequest), total, ...paging, counts };
  }

  private async counts(): Promise<Record<StatusFilter, number>> {
    const [all, pending, inProgress, completed] = await Promise.all([
      this.requests.countByStatuses(),
      this.requests.countByStatuses(STATUS_FILTERS.pending),
      this.requests.countByStatuses(STATUS_FILTERS.in_progress),
      this.requests.countByStatuses(STATUS_FILTERS.completed),
    ]);
    return { all, pending, in_progress: inProgress, completed };
  }

  async delete(id: string) {
    if (!(await this.requests.delete(id))) throw notFound('Request');
  }
}
