/** Request updates, files and message threads as the API answers them (signed-in spec §3). Dates are ISO strings. */
import type { LegalRequest } from './contract';

export type AuthorRole = 'client' | 'admin' | 'attorney';
export type FileSource = 'request' | 'message' | 'chat' | 'user';

export interface FileView {
  id: string;
  originalName: string;
  /** Our store's name for it (the admin Files tab's "server name"). */
  filename: string;
  mimeType: string;
  /** Bytes. */
  size: number;
  source: FileSource;
  requestId: string | null;
  uploadedBy: string | null;
  createdAt: string;
  /** The authorised download path (`/api/files/download/{id}`); needs the bearer token. */
  filePath: string;
}

/** A file in the client's My Files, with the request it belongs to. */
export interface ClientFile extends FileView {
  requestTitle: string | null;
  requestNumber: string | null;
}

/** A file in the admin Files tab: every file, with a signed direct link valid for 10 minutes. */
export interface AdminFile extends ClientFile {
  ownerId: string | null;
  /** Staff-only until shared with the client in a non-internal update. */
  internal: boolean;
  directLink: string;
}

export interface FilePage<T extends FileView = FileView> {
  files: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface RequestUpdate {
  id: string;
  message: string;
  /** Staff only: a client never receives an internal update. */
  isInternal: boolean;
  /** The name staff posted under ('' when none). */
  adminAlias: string;
  createdAt: string;
  files: FileView[];
  /** `name` is the alias a client sees, or the author's real name for staff. */
  author: { role: AuthorRole; name: string };
}

export interface RequestUpdateList {
  updates: RequestUpdate[];
}

/** `GET /api/dashboard/message-counts`: request id to number of updates the client can see. */
export type MessageCounts = Record<string, number>;

export type ThreadType = 'request_linked' | 'direct';

export interface MessageThread {
  threadId: string;
  subject: string;
  requestId: string | null;
  type: ThreadType;
  /** At most 60 characters; null before the first message. */
  lastMessage: { content: string } | null;
  lastMessageAt: string;
  /** Messages from the other side the caller has not read. */
  unreadCount: number;
  /** Staff only: who the thread is with. */
  client?: { id: string; firstName: string; lastName: string; email: string };
}

export interface ThreadPage {
  threads: MessageThread[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ThreadMessage {
  id: string;
  threadId: string;
  senderId: string;
  content: string;
  createdAt: string;
  aliasUsed: string;
  /** Read by the other side. */
  isRead: boolean;
  files: FileView[];
  /** For a client, staff who used an alias appear under it (`username` is never staff's e-mail). */
  sender: { isAdmin: boolean; isAttorney: boolean; firstName: string; lastName: string; username: string };
}

/** Page 1 holds the newest messages; each page is in chronological order. */
export interface ThreadMessages {
  thread: MessageThread;
  messages: ThreadMessage[];
  total: number;
  page: number;
  pageSize: number;
}

/** One day of the admin Messages tab's statistics; the last entry is today. */
export interface MessageStat {
  period: string;
  count: number;
  threadCount: number;
}

export interface StatusChangeResult {
  request: LegalRequest;
  update: RequestUpdate | null;
}
