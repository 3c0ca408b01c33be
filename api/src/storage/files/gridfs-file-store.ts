import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose from 'mongoose';
import { newId } from '../ids';
import type { FileStore, StoredFileInfo } from '../port';
import { removeAbandonedUploads, type ChunkLedger } from './unfinished-uploads';

type Bucket = InstanceType<typeof mongoose.mongo.GridFSBucket>;

/** Files in GridFS through mongoose's own driver (one driver in the process). */
export class GridFsFileStore implements FileStore {
  private readonly bucket: Bucket;
  private readonly ledger: ChunkLedger;

  constructor(connection: mongoose.Connection) {
    const db = connection.db!;
    this.bucket = new mongoose.mongo.GridFSBucket(db, { bucketName: 'files' });
    const chunks = db.collection<{ files_id: string; n: number }>('files.chunks');
    const files = db.collection<{ _id: string }>('files.files');
    this.ledger = {
      // The driver gives each chunk an ObjectId, whose first bytes are the time it was written.
      async uploadsStartedBefore(cutoff) {
        const before = mongoose.mongo.ObjectId.createFromTime(Math.floor(cutoff.getTime() / 1000));
        const first = chunks.find({ n: 0, _id: { $lt: before } } as never, { projection: { files_id: 1 } });
        return (await first.toArray()).map((chunk) => chunk.files_id);
      },
      async finished(ids) {
        const found = await files.find({ _id: { $in: ids } }, { projection: { _id: 1 } }).toArray();
        return found.map((file) => file._id);
      },
      async removeChunksOf(ids) {
        return (await chunks.deleteMany({ files_id: { $in: ids } })).deletedCount;
      },
    };
  }

  async save(source: Readable, meta: { filename: string; contentType: string }): Promise<StoredFileInfo> {
    const id = newId();
    const upload = this.bucket.openUploadStreamWithId(id as never, meta.filename, {
      metadata: { contentType: meta.contentType },
    });
    await pipeline(source, upload);
    return { id, size: upload.length };
  }

  async open(id: string): Promise<Readable | null> {
    const [file] = await this.bucket
      .find({ _id: id as never })
      .limit(1)
      .toArray();
    return file ? this.bucket.openDownloadStream(id as never) : null;
  }

  /** The chunks of uploads a crash cut short, once past the safety age; run on start. */
  removeUnfinished(now = new Date()): Promise<number> {
    return removeAbandonedUploads(this.ledger, now);
  }

  async remove(id: string): Promise<void> {
    const [file] = await this.bucket
      .find({ _id: id as never })
      .limit(1)
      .toArray();
    if (file) await this.bucket.delete(id as never);
  }
}
