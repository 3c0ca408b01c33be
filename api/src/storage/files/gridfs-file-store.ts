import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose from 'mongoose';
import { newId } from '../ids';
import type { FileStore, StoredFileInfo } from '../port';

type Bucket = InstanceType<typeof mongoose.mongo.GridFSBucket>;

/** Files in GridFS through mongoose's own driver (one driver in the process). */
export class GridFsFileStore implements FileStore {
  private readonly bucket: Bucket;

  constructor(connection: mongoose.Connection) {
    this.bucket = new mongoose.mongo.GridFSBucket(connection.db!, { bucketName: 'files' });
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

  async remove(id: string): Promise<void> {
    const [file] = await this.bucket
      .find({ _id: id as never })
      .limit(1)
      .toArray();
    if (file) await this.bucket.delete(id as never);
  }
}
