import { randomInt } from 'node:crypto';
import type { RequestStatus } from '@lexa/common';
import { newestFirst, type Page } from '../platform/paging';
import { DuplicateKeyError, type Filter, type Storage } from '../storage/port';
import type { LegalRequestRecord } from './request.schema';

export type NewLegalRequest = Omit<Partial<LegalRequestRecord>, 'requestNumber'> &
  Pick<LegalRequestRecord, 'clientId' | 'title' | 'description'>;

/** More requests than any one client has; keeps the per-client lists bounded. */
const MAX_CLIENT_REQUESTS = 500;

const NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** Human-readable and unguessable enough to read out on the phone: LR-261122-7KQ4. */
function requestNumber(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  const suffix = Array.from({ length: 4 }, () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)]).join('');
  return `LR-${date}-${suffix}`;
}

export class LegalRequestRepository {
  constructor(private readonly storage: Storage) {}

  private get requests() {
    return this.storage.collection('legalRequests');
  }

  async create(request: NewLegalRequest): Promise<LegalRequestRecord> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.requests.insert({ ...request, requestNumber: requestNumber() });
      } catch (error) {
        if (!(error instanceof DuplicateKeyError) || attempt >= 5) throw error;
      }
    }
  }

  findById(id: string) {
    return this.requests.findById(id);
  }

  findByIds(ids: string[]) {
    return this.requests.find({ id: { $in: ids } });
  }

  /** Staff's list filter: a status group and the words of a search over title, description, contact name and e-mail. */
  private static adminFilter(statuses: readonly RequestStatus[] | undefined, search: string | undefined): Filter {
    return { ...(statuses ? { status: { $in: [...statuses] } } : {}), ...(search ? { $text: search } : {}) };
  }

  listForClient(clientId: string, page: Page) {
    return Promise.all([
      this.requests.find({ clientId }, newestFirst('createdAt', page)),
      this.requests.count({ clientId }),
    ]);
  }

  /** One page, newest first, served by the (status, createdAt) or createdAt index. */
  listAll(statuses: readonly RequestStatus[] | undefined, search: string | undefined, page: Page) {
    const filter = LegalRequestRepository.adminFilter(statuses, search);
    return this.requests.find(filter, newestFirst('createdAt', page));
  }

  /** How many requests (matching the search, if any) each status has, in one grouped count. */
  countPerStatus(search: string | undefined): Promise<Partial<Record<RequestStatus, number>>> {
    return this.requests.countBy('status', LegalRequestRepository.adminFilter(undefined, search));
  }

  /** How many requests each of these clients posted, in one grouped count (absent: none). */
  countPerClient(clientIds: readonly string[]): Promise<Record<string, number>> {
    return clientIds.length
      ? this.requests.countBy('clientId', { clientId: { $in: [...clientIds] } })
      : Promise.resolve({});
  }

  /** How many requests every client posted, in one grouped count over the client index (the Users tab's sort). */
  countForEveryClient(): Promise<Record<string, number>> {
    return this.requests.countBy('clientId', {});
  }

  /** The ids of a client's requests (deleting the account deletes each). */
  async idsOfClient(clientId: string): Promise<string[]> {
    return (await this.requests.find({ clientId })).map((request) => request.id);
  }

  delete(id: string) {
    return this.requests.deleteOne({ id });
  }

  /** A client's requests, newest first, bounded (for per-request counts and message threads). */
  allForClient(clientId: string) {
    return this.requests.find({ clientId }, { sort: { createdAt: -1 }, limit: MAX_CLIENT_REQUESTS });
  }

  /** A client's requests that have no message thread yet. */
  withoutThreadForClient(clientId: string) {
    return this.requests.find({ clientId, threadId: '' }, { limit: MAX_CLIENT_REQUESTS });
  }

  latestForClient(clientId: string) {
    return this.requests.find({ clientId }, { sort: { createdAt: -1 }, limit: 1 }).then(([latest]) => latest ?? null);
  }

  setThread(id: string, threadId: string) {
    return this.requests.updateOne({ id }, { $set: { threadId } });
  }

  setStatus(id: string, status: RequestStatus) {
    return this.requests.updateOne({ id }, { $set: { status } });
  }

  assignAdmin(id: string, adminId: string) {
    return this.requests.updateOne({ id }, { $set: { assignedAdminId: adminId } });
  }
}
