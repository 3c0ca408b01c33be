import { legalRequestSchema, STATUS_FILTERS, type LegalRequest, type StatusFilter } from '@lexa/common';
import { notFound } from '../http/errors';
import type { LegalRequestRecord } from './request.schema';
import type { LegalRequestRepository, NewLegalRequest } from './repository';

export interface Paging {
  page: number;
  pageSize: number;
}

export const toPage = ({ page, pageSize }: Paging) => ({ skip: (page - 1) * pageSize, limit: pageSize });

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
