import { newestFirstAfter, type Keyset } from '../platform/paging';
import type { Storage } from '../storage/port';
import type { AuditEntryRecord } from './audit-entry.schema';

export type NewAuditEntry = Omit<AuditEntryRecord, 'id' | 'createdAt' | 'updatedAt'>;

/** Whose trail is read: one request's, or one user's (actions about them and actions by them). */
export type AuditSubject = { requestId: string } | { userId: string };

/** Append-only by construction: an insert and paged reads, nothing that changes or removes an entry. */
export class AuditRepository {
  constructor(private readonly storage: Storage) {}

  private get entries() {
    return this.storage.collection('auditEntries');
  }

  append(entry: NewAuditEntry) {
    return this.entries.insert(entry);
  }

  /** Newest first from `after` on (keyset paging: `limit + 1` rows, see `newestFirstAfter`). */
  page(subject: AuditSubject, limit: number, after?: Keyset) {
    const { filter, options } = newestFirstAfter('at', limit, after);
    const whose =
      'requestId' in subject
        ? { requestId: subject.requestId }
        : { $or: [{ subjectUserId: subject.userId }, { actorId: subject.userId }] };
    return this.entries.find({ $and: [whose, filter] }, options);
  }
}
