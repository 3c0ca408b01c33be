import type { Readable } from 'node:stream';
import type { Caller } from '../auth/guards';
import { extractDocumentText } from '../documents/extract-text';
import { notFound } from '../http/errors';
import type { Logger } from '../logging/logger';
import type { FileStore } from '../storage/port';
import type { FileSource, StoredFileRecord } from './file.schema';
import { kindOfMimeType } from './file-kinds';
import type { FileRepository } from './repository';
import type { ReceivedFile } from './uploads';

/** Whose files these are: the context a route knows when it registers an upload. */
export interface FileOwnership {
  source: FileSource;
  ownerId: string | null;
  sessionId?: string | null;
  requestId?: string | null;
  uploadedBy: string | null;
}

/** The uploads we accept are at most 10 MB; reading a file for its text never holds more than this. */
const MAX_READ_BYTES = 12 * 1024 * 1024;

/**
 * Who may download a file: admins any file; otherwise only its owner, and chat uploads (a visitor's, possibly
 * anonymous) only admins. Never the id alone.
 */
function mayDownload(file: StoredFileRecord, caller: Caller): boolean {
  if (caller.role === 'admin') return true;
  if (file.source === 'chat') return false;
  return file.ownerId !== null && file.ownerId === caller.user.id;
}

export class FileService {
  constructor(
    private readonly files: FileRepository,
    private readonly store: FileStore,
    private readonly logger: Logger,
  ) {}

  /** Records the received files, all or none. */
  register(received: readonly ReceivedFile[], ownership: FileOwnership): Promise<StoredFileRecord[]> {
    return this.files.insertAll(
      received.map((file) => ({
        ownerId: ownership.ownerId,
        sessionId: ownership.sessionId ?? null,
        requestId: ownership.requestId ?? null,
        source: ownership.source,
        storageId: file.storageId,
        originalName: file.originalName,
        mimeType: file.mimeType,
        size: file.size,
        category: file.category,
        uploadedBy: ownership.uploadedBy,
      })),
    );
  }

  countForSession(sessionId: string, source: FileSource) {
    return this.files.countBySession(sessionId, source);
  }

  listForSession(sessionId: string, source: FileSource) {
    return this.files.listBySession(sessionId, source);
  }

  /** A file the caller may download, with its content; anything else is "not found", revealing nothing. */
  async openForDownload(id: string, caller: Caller): Promise<{ file: StoredFileRecord; content: Readable }> {
    const file = await this.files.findById(id);
    const content = file && mayDownload(file, caller) ? await this.store.open(file.storageId) : null;
    if (!file || !content) throw notFound('File');
    return { file, content };
  }

  /** The text of a PDF, DOCX or TXT file, or undefined when it has none we can read (images, DOC, scans). */
  async readText(file: StoredFileRecord): Promise<string | undefined> {
    const kind = kindOfMimeType(file.mimeType);
    if (kind !== 'pdf' && kind !== 'docx' && kind !== 'txt') return undefined;
    try {
      const bytes = await this.readBytes(file);
      return kind === 'txt' ? bytes.toString('utf8') : await extractDocumentText(bytes, kind);
    } catch (error) {
      this.logger.warn({ err: error, fileId: file.id }, 'could not read the text of a file');
      return undefined;
    }
  }

  private async readBytes(file: StoredFileRecord): Promise<Buffer> {
    const content = await this.store.open(file.storageId);
    if (!content) throw new Error('The stored content is missing');
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of content as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > MAX_READ_BYTES) {
        content.destroy();
        throw new Error('The file is larger than any accepted upload');
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }
}
