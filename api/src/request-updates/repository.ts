import type { Storage } from '../storage/port';
import type { RequestUpdateRecord } from './request-update.schema';

export type NewRequestUpdate = Pick<
  RequestUpdateRecord,
  'requestId' | 'authorId' | 'authorRole' | 'message' | 'isInternal' | 'adminAlias' | 'fileIds'
>;

/** A conversation longer than this shows its latest entries. */
const MAX_UPDATES = 500;

export class RequestUpdateRepository {
  constructor(private readonly storage: Storage) {}

  private get updates() {
    return this.storage.collection('requestUpdates');
  }

  create(update: NewRequestUpdate) {
    return this.updates.insert(update);
  }

  /**
   * A request's conversation, oldest first. Internal notes are left out by the query itself when the reader is the
   * client, so no later step can leak them.
   */
  async listForRequest(requestId: string, includeInternal: boolean): Promise<RequestUpdateRecord[]> {
    const filter = includeInternal ? { requestId } : { requestId, isInternal: false };
    return (await this.updates.find(filter, { sort: { createdAt: -1 }, limit: MAX_UPDATES })).reverse();
  }

  /** The newest update the client can see (from staff only, when `fromStaff`), as a conversation entry. */
  async latestPublic(requestId: string, fromStaff: boolean) {
    const filter = fromStaff
      ? { requestId, isInternal: false, authorRole: { $ne: 'client' } }
      : { requestId, isInternal: false };
    const [latest] = await this.updates.find(filter, { sort: { createdAt: -1 }, limit: 1 });
    return latest ? { authorRole: latest.authorRole, message: latest.message, createdAt: latest.createdAt } : null;
  }

  /** Updates the client can see. */
  countVisible(requestId: string) {
    return this.updates.count({ requestId, isInternal: false });
  }
}
