import type { Readable } from 'node:stream';
import type { AdminFile, ClientFile, FilePage, FileSource, FileView } from '@lexa/common';
import type { AttorneyRepository } from '../attorney/repository';
import type { Caller } from '../auth/guards';
import { extractDocumentText } from '../documents/extract-text';
import { HttpError, notFound } from '../http/errors';
import { UnsafeFileError, type ArchiveLimits } from '../platform/files/archive-check';
import { kindOfMimeType } from '../platform/files/file-kinds';
import type { FileLinks } from '../platform/files/links';
import { quotaExceeded, type ReceivedFile } from '../platform/files/uploads';
import { KeyedLock } from '../platform/keyed-lock';
import type { Logger } from '../platform/logger';
import { toPage, type Paging } from '../platform/paging';
import type { Audience } from '../requests/access';
import type { LegalRequestRepository } from '../requests/repository';
import type { FileStore } from '../storage/port';
import type { UserRepository } from '../users/repository';
import { downloadPath, toFileView } from './file-view';
import type { StoredFileRecord } from './file.schema';
import type { FileRepository } from './repository';

/** Whose files these are: the context a route knows when it registers an upload. */
export interface FileOwnership {
  source: FileSource;
  ownerId: string | null;
  sessionId?: string | null;
  requestId?: string | null;
  uploadedBy: string | null;
  /** Staff's uploads to a request stay staff-only until shared (see `share`). */
  internal?: boolean;
}

/** What deciding access and describing files needs from other modules. */
export interface FileAccessDependencies {
  attorneys: Pick<AttorneyRepository, 'isAssigned'>;
  users: Pick<UserRepository, 'findById'>;
  requests: Pick<LegalRequestRepository, 'findByIds'>;
  links: FileLinks;
  /** The product's address: direct links are absolute. */
  publicUrl: string;
}

/** The uploads we accept are at most 10 MB; reading a file for its text never holds more than this. */
const MAX_READ_BYTES = 12 * 1024 * 1024;

export class FileService {
  /** One registration at a time per uploading account: its quota check and its records are one step. */
  private readonly accountUploads = new KeyedLock();

  constructor(
    private readonly files: FileRepository,
    private readonly store: FileStore,
    private readonly logger: Logger,
    private readonly access: FileAccessDependencies,
    private readonly archiveLimits: ArchiveLimits,
    /** What one account may store in all (UPLOAD_QUOTA_MB). */
    private readonly quotaBytes: number,
  ) {}

  /**
   * Who may download a file: admins any file; chat uploads (a visitor's, possibly anonymous) only admins; the
   * attorney assigned to the file's request; its owner, unless it is staff-only. Never the id alone.
   */
  private async mayDownload(file: StoredFileRecord, caller: Caller): Promise<boolean> {
    if (caller.role === 'admin') return true;
    if (file.source === 'chat') return false;
    if (caller.role === 'attorney')
      return file.requestId !== null && this.access.attorneys.isAssigned(caller.user.id, file.requestId);
    return file.ownerId !== null && file.ownerId === caller.user.id && file.internal !== true;
  }

  /**
   * Records the received files, all or none, refusing them (413) when they would take the uploader past their quota.
   * Parallel uploads each passed the quota check at their start; here they are counted again, one at a time per
   * account, so together they never pass it. The lock holds in this process: several API processes on one MongoDB
   * would need an account's uploads routed to one of them (or a conditional counter in the store) to keep that.
   */
  register(received: readonly ReceivedFile[], ownership: FileOwnership): Promise<StoredFileRecord[]> {
    const account = ownership.uploadedBy;
    if (!account) return this.insert(received, ownership);
    return this.accountUploads.run(account, async () => {
      const adding = received.reduce((total, file) => total + file.size, 0);
      if ((await this.storedBytes(account)) + adding > this.quotaBytes) throw quotaExceeded();
      return this.insert(received, ownership);
    });
  }

  private insert(received: readonly ReceivedFile[], ownership: FileOwnership): Promise<StoredFileRecord[]> {
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
        internal: ownership.internal ?? false,
      })),
    );
  }

  /** What an account has uploaded, all its stored files together: what its quota counts. */
  storedBytes(accountId: string): Promise<number> {
    return this.files.sizeUploadedBy(accountId);
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
    return this.open(file && (await this.mayDownload(file, caller)) ? file : null);
  }

  /** A file opened with a signed direct link, valid while unexpired and while its issuer is still an active admin. */
  async openByLink(id: string, token: string): Promise<{ file: StoredFileRecord; content: Readable }> {
    const issuerId = this.access.links.verify(id, token);
    const issuer = issuerId ? await this.access.users.findById(issuerId) : null;
    if (!issuer?.isActive || !issuer.isAdmin)
      throw new HttpError(403, 'FORBIDDEN', 'This download link is invalid or has expired.');
    return this.open(await this.files.findById(id));
  }

  private async open(file: StoredFileRecord | null): Promise<{ file: StoredFileRecord; content: Readable }> {
    const content = file ? await this.store.open(file.storageId) : null;
    if (!file || !content) throw notFound('File');
    return { file, content };
  }

  /** The admin's "copy download link": an absolute URL that opens this one file for 10 minutes, no sign-in needed. */
  async createLink(id: string, admin: Caller): Promise<{ url: string; expiresAt: string }> {
    if (!(await this.files.findById(id))) throw notFound('File');
    return this.directLink(id, admin.user.id);
  }

  private directLink(id: string, issuerId: string): { url: string; expiresAt: string } {
    const { token, expiresAt } = this.access.links.sign(id, issuerId);
    return {
      url: `${this.access.publicUrl}${downloadPath(id)}?token=${encodeURIComponent(token)}`,
      expiresAt: expiresAt.toISOString(),
    };
  }

  findByIds(ids: readonly string[]) {
    return this.files.findByIds(ids);
  }

  /** A request's files as its client or its staff see them. */
  async listForRequest(requestId: string, audience: Audience): Promise<FileView[]> {
    return (await this.files.listForRequest(requestId, audience === 'staff')).map(toFileView);
  }

  /** The client's My Files, with the request each belongs to. */
  async listForOwner(ownerId: string, paging: Paging): Promise<FilePage<ClientFile>> {
    const [records, total] = await this.files.listForOwner(ownerId, toPage(paging));
    return { files: await this.withRequests(records), total, ...paging };
  }

  /** The admin Files tab: every file, each with a fresh direct link. */
  async listAll(admin: Caller, paging: Paging): Promise<FilePage<AdminFile>> {
    const [records, total] = await this.files.listAll(toPage(paging));
    const views = await this.withRequests(records);
    const files = records.map((record, index) => ({
      ...views[index]!,
      ownerId: record.ownerId,
      internal: record.internal === true,
      directLink: this.directLink(record.id, admin.user.id).url,
    }));
    return { files, total, ...paging };
  }

  private async withRequests(records: StoredFileRecord[]): Promise<ClientFile[]> {
    const ids = [...new Set(records.flatMap((record) => (record.requestId ? [record.requestId] : [])))];
    const requests = new Map((await this.access.requests.findByIds(ids)).map((request) => [request.id, request]));
    return records.map((record) => {
      const request = record.requestId ? requests.get(record.requestId) : undefined;
      return {
        ...toFileView(record),
        requestTitle: request?.title ?? null,
        requestNumber: request?.requestNumber ?? null,
      };
    });
  }

  /** Shares staff-only files with the client (they were attached to a message the client sees). */
  share(ids: readonly string[]) {
    return this.files.share(ids);
  }

  /**
   * A deleted request's files go with it, their bytes first: a record is removed only once its bytes are, so an
   * interrupted deletion leaves no bytes without a record. Chat uploads stay with their chat.
   */
  async deleteForRequest(requestId: string): Promise<void> {
    const records = await this.files.forRequest(requestId);
    for (const record of records) await this.store.remove(record.storageId);
    await this.files.deleteByIds(records.map((record) => record.id));
    await this.files.unlinkChatFiles(requestId);
  }

  /** Links a message upload of the caller's to one of their requests (the request composer's two-step upload). */
  async attachToRequest(id: string, uploadedBy: string, requestId: string): Promise<FileView> {
    const file = await this.files.attachToRequest(id, uploadedBy, requestId);
    if (!file) throw notFound('File');
    return toFileView(file);
  }

  /**
   * The text of a PDF, DOCX or TXT file, or undefined when it has none we can read (images, DOC, scans). Rejects
   * with UnsafeFileError when the file could not be read safely, which callers tell their user.
   */
  async readText(file: StoredFileRecord): Promise<string | undefined> {
    const kind = kindOfMimeType(file.mimeType);
    if (kind !== 'pdf' && kind !== 'docx' && kind !== 'txt') return undefined;
    try {
      const bytes = await this.readBytes(file);
      return kind === 'txt' ? bytes.toString('utf8') : await extractDocumentText(bytes, kind, this.archiveLimits);
    } catch (error) {
      if (error instanceof UnsafeFileError) {
        this.logger.warn({ fileId: file.id, reason: error.reason }, 'refused to read an unsafe file');
        throw error;
      }
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
