import type { Storage } from '../storage/port';
import type { FileSource, StoredFileRecord } from './file.schema';

export type NewStoredFile = Omit<StoredFileRecord, 'id' | 'createdAt' | 'updatedAt'>;

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

  countBySession(sessionId: string, source: FileSource) {
    return this.files.count({ sessionId, source });
  }
}
