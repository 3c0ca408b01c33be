import type { Storage } from '../storage/port';
import type { EmailChangeRecordRow } from './email-change.schema';

export type NewEmailChange = Omit<EmailChangeRecordRow, 'id' | 'createdAt' | 'updatedAt'>;

/** A user's e-mail history, appended only. */
export class EmailHistoryRepository {
  constructor(private readonly storage: Storage) {}

  private get changes() {
    return this.storage.collection('emailChanges');
  }

  append(change: NewEmailChange) {
    return this.changes.insert(change);
  }

  /** Newest first; a user's history is short (one row per admin action), so it is not paged. */
  forUser(userId: string) {
    return this.changes.find({ userId }, { sort: { changedAt: -1 } });
  }
}
