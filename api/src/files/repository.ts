import type { Page } from '../platform/paging';
import type { Filter, Storage } from '../storage/port';
import type { FileSource } from '@lexa/common';
import type { StoredFileRecord } from './file.schema';

export type NewStoredFile = Omit<StoredFileRecord, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * What a client may download and list: never staff-only files (records from before `internal` existed have no such
 * field) and never chat uploads, which are the legal team's.
 */
const CLIENT_VISIBLE: Filter = { internal: { $ne: true }, source: { $ne: 'chat' } };
/** A request's files are bounded in practice; this keeps one response bounded anyway. */
const MAX_REQUEST_FILES = 500;

export class FileRepository {
  constructor(private readonly storage: Storage) {}

  private get files() {
    return this.storage.collection('files');
  }

  /** Inserts every record or none: the store has no transactions, so a failure removes the ones inserted. */
  async insertAll(records: NewStoredFile[]): Promise<StoredFileRecord[]> {
    const inserted: StoredFileRecord[] = [];
    try {
      for (const record of records) inserted.push(await this.files.insert(record));
      return inserted;
    } catch (error) {
      await this.files.deleteMany({ id: { $in: inserted.map((record) => record.id) } });
      throw error;
    }
  }

  findById(id: string) {
    return this.files.findById(id);
  }

  listBySession(sessionId: string, source: FileSource) {
    return this.files.find({ sessionId, source }, { sort: { createdAt: 1 } });
  }

  /** The size of every file an account uploaded, summed. */
  async sizeUploadedBy(accountId: string): Promise<number> {
    const files = await this.files.find({ uploadedBy: accountId });
    return files.reduce((total, file) => total + file.size, 0);
  }

  countBySession(sessionId: string, source: FileSource) {
    return this.files.count({ sessionId, source });
  }

  findByIds(ids: readonly string[]) {
    return ids.length ? this.files.find({ id: { $in: [...ids] } }) : Promise.resolve([]);
  }

  /** A request's files, oldest first; staff-only ones only when `includeInternal`. */
  listForRequest(requestId: string, includeInternal: boolean) {
    const filter = includeInternal ? { requestId } : { requestId, ...CLIENT_VISIBLE };
    return this.files.find(filter, { sort: { createdAt: 1 }, limit: MAX_REQUEST_FILES });
  }

  /** A client's My Files, newest first. */
  listForOwner(ownerId: string, page: Page) {
    const filter = { ownerId, ...CLIENT_VISIBLE };
    return Promise.all([this.files.find(filter, { sort: { createdAt: -1 }, ...page }), this.files.count(filter)]);
  }

  listAll(page: Page) {
    return Promise.all([this.files.find({}, { sort: { createdAt: -1 }, ...page }), this.files.count({})]);
  }

  /** Shares staff-only files with the client. */
  share(ids: readonly string[]) {
    return ids.length
      ? this.files.updateMany({ id: { $in: [...ids] }, internal: true }, { $set: { internal: false } })
      : Promise.resolve(0);
  }

  /** Every file of a request (the assistant chat's uploads stay with their chat). */
  forRequest(requestId: string) {
    return this.files.find({ requestId, source: { $ne: 'chat' } });
  }

  deleteByIds(ids: readonly string[]) {
    return ids.length ? this.files.deleteMany({ id: { $in: [...ids] } }) : Promise.resolve(0);
  }

  /** The chat uploads that were handed on with a request stay with their chat when the request goes. */
  unlinkChatFiles(requestId: string) {
    return this.files.updateMany({ requestId, source: 'chat' }, { $set: { requestId: null } });
  }

  /** Links a file the caller uploaded without a request to one; null when it is not such a file. */
  attachToRequest(id: string, uploadedBy: string, requestId: string) {
    return this.files.updateOne({ id, uploadedBy, requestId: null, source: 'message' }, { $set: { requestId } });
  }
}
