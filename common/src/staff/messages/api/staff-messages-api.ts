import type { HttpClient } from '../../../http/http-client';
import type { SessionUser } from '../../../contracts/auth';
import type {
  MessageStat,
  MessageSummary,
  ThreadListParams,
  ThreadMessage,
  ThreadMessages,
  ThreadPage,
  ThreadType,
} from '../../../contracts/messages';
import type { AdminRequestPage, LegalRequest } from '../../../contracts/requests';
import type { AdminUser, AdminUserListParams, AdminUserPage } from '../../../contracts/users';

export type ThreadFilter = NonNullable<ThreadListParams['filter']>;
export interface ThreadListQuery {
  filter: ThreadFilter;
  search: string;
  page: number;
}

export const THREAD_PAGE_SIZE = 20;
export const THREAD_MESSAGES_PAGE_SIZE = 50;
export const STATS_DAYS = 14;
const RECIPIENT_PAGE_SIZE = 20;
/** More requests than one client has in practice: the New Message request picker lists them all. */
const CLIENT_REQUESTS_PAGE_SIZE = 100;

const area = ['staff', 'messages'] as const;

/** Query keys of the staff Messages tab, all under ['staff', 'messages'] (thread events invalidate that prefix). */
export const staffMessageKeys = {
  all: area,
  summary: [...area, 'summary'] as const,
  stats: (days: number) => [...area, 'stats', days] as const,
  threadLists: [...area, 'threads'] as const,
  threads: (query: ThreadListQuery) => [...area, 'threads', query] as const,
  thread: (threadId: string) => [...area, 'thread', threadId] as const,
  recipients: (search: string) => [...area, 'recipients', search] as const,
  clientRequests: (clientId: string) => [...area, 'client-requests', clientId] as const,
};

/** Who the staff token belongs to (keyed by the token's storage key: the two doors may hold different accounts). */
export const staffMeKey = (tokenKey: string) => ['staff', 'me', tokenKey] as const;

const threadPath = (threadId: string) => `/api/messages/threads/${encodeURIComponent(threadId)}`;

export async function fetchMe(http: HttpClient, signal?: AbortSignal): Promise<SessionUser> {
  const { data } = await http.get<{ user: SessionUser }>('/api/auth/me', { signal });
  return data.user;
}

export async function fetchMessageSummary(http: HttpClient, signal?: AbortSignal): Promise<MessageSummary> {
  const { data } = await http.get<MessageSummary>('/api/admin/messages/summary', { signal });
  return data;
}

export async function fetchMessageStats(http: HttpClient, days: number, signal?: AbortSignal) {
  const { data } = await http.get<MessageStat[]>('/api/admin/messages/stats', { params: { days }, signal });
  return data;
}

export async function fetchStaffThreads(
  http: HttpClient,
  { filter, search, page }: ThreadListQuery,
  signal?: AbortSignal,
): Promise<ThreadPage> {
  const params: ThreadListParams = { page, pageSize: THREAD_PAGE_SIZE, filter, search };
  const { data } = await http.get<ThreadPage>('/api/admin/messages/threads', { params, signal });
  return data;
}

export async function fetchThreadMessages(
  http: HttpClient,
  threadId: string,
  page: number,
  signal?: AbortSignal,
): Promise<ThreadMessages> {
  const { data } = await http.get<ThreadMessages>(threadPath(threadId), {
    params: { page, pageSize: THREAD_MESSAGES_PAGE_SIZE },
    signal,
  });
  return data;
}

export async function markThreadRead(http: HttpClient, threadId: string): Promise<void> {
  await http.patch(`${threadPath(threadId)}/read`, {});
}

export interface StaffMessageInput {
  threadId: string;
  content: string;
  aliasUsed: string;
}

export async function sendStaffMessage(http: HttpClient, input: StaffMessageInput): Promise<ThreadMessage> {
  const { data } = await http.post<{ message: ThreadMessage }>('/api/admin/messages', input);
  return data.message;
}

export interface NewThreadInput {
  type: ThreadType;
  subject: string;
  recipientId: string;
  requestId: string | null;
  content: string;
  aliasUsed: string;
}

export async function startThread(http: HttpClient, input: NewThreadInput): Promise<string> {
  const { data } = await http.post<{ threadId: string }>('/api/admin/messages/threads', input);
  return data.threadId;
}

/** Clients matching `search` (only clients can receive a staff message). */
export async function fetchRecipients(http: HttpClient, search: string, signal?: AbortSignal): Promise<AdminUser[]> {
  const params: AdminUserListParams = { role: 'client', search, pageSize: RECIPIENT_PAGE_SIZE };
  const { data } = await http.get<AdminUserPage>('/api/admin/users', { params, signal });
  return data.users;
}

/**
 * One client's requests: the staff list searched by the client's e-mail, kept to that client's own (a request's
 * contact e-mail may name someone else).
 */
export async function fetchClientRequests(
  http: HttpClient,
  client: Pick<AdminUser, 'id' | 'email'>,
  signal?: AbortSignal,
): Promise<LegalRequest[]> {
  const { data } = await http.get<AdminRequestPage>('/api/admin/requests', {
    params: { search: client.email, pageSize: CLIENT_REQUESTS_PAGE_SIZE },
    signal,
  });
  return data.requests.filter((request) => request.clientId === client.id);
}
