import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { newId } from '../ids';
import type { FileStore, StoredFileInfo } from '../port';

const SAFE_ID = /^[a-f0-9]{24}$/;
const PARTIAL = '.partial';

/** Files on local disk, written to a temporary name and renamed, so a crash never leaves half a file. */
export class DiskFileStore implements FileStore {
  constructor(private readonly directory: string) {}

  async save(source: Readable): Promise<StoredFileInfo> {
    await mkdir(this.directory, { recursive: true });
    const id = newId();
    const target = join(this.directory, id);
    const partial = `${target}${PARTIAL}`;
    try {
      await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { id, size: (await stat(target)).size };
  }

  /**
   * Removes half-written files: a save removes its own when it fails, but a process killed mid-upload (kill -9)
   * leaves one. Run on start, before anything saves.
   */
  async removeUnfinished(): Promise<number> {
    const names = await readdir(this.directory).catch(() => [] as string[]);
    const partials = names.filter((name) => name.endsWith(PARTIAL));
    await Promise.all(partials.map((name) => rm(join(this.directory, name), { force: true })));
    return partials.length;
  }

  async open(id: string): Promise<Readable | null> {
    if (!SAFE_ID.test(id)) return null;
    const path = join(this.directory, id);
    try {
      await stat(path);
    } catch {
      return null;
    }
    return createReadStream(path);
  }

  async remove(id: string): Promise<void> {
    if (SAFE_ID.test(id)) await rm(join(this.directory, id), { force: true });
  }
}
