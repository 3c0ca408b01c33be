import type { HttpClient } from '../../../http/http-client';
import type {
  AdminChatMessage,
  AdminChatMessages,
  AdminChatSessionPage,
  AdminChatStats,
  AdminSessionsQuery,
  TranscriptFilter,
} from '../../../contracts/admin-chat';
import { dispositionFilename } from '../../../ui/download-file';

export const CHAT_SESSIONS_PAGE_SIZE = 20;

export type ChatSessionListParams = Omit<AdminSessionsQuery, 'pageSize'>;

const area = ['staff', 'chats'] as const;

/** Query keys of the Chats and Visitors tabs; a mark invalidates `all` (lists and counts move together). */
export const staffChatKeys = {
  all: area,
  stats: [...area, 'stats'] as const,
  lists: [...area, 'list'] as const,
  list: (params: ChatSessionListParams) => [...staffChatKeys.lists, params] as const,
  messages: (sessionId: string) => [...area, 'messages', sessionId] as const,
};

export async function fetchChatSessions(
  http: HttpClient,
  params: ChatSessionListParams,
  signal: AbortSignal,
): Promise<AdminChatSessionPage> {
  const { data } = await http.get<AdminChatSessionPage>('/api/admin/sessions', {
    params: { ...params, pageSize: CHAT_SESSIONS_PAGE_SIZE },
    signal,
  });
  return data;
}

export async function fetchChatStats(http: HttpClient, signal: AbortSignal): Promise<AdminChatStats> {
  const { data } = await http.get<AdminChatStats>('/api/admin/sessions/stats', { signal });
  return data;
}

export async function fetchChatMessages(
  http: HttpClient,
  sessionId: string,
  signal: AbortSignal,
): Promise<AdminChatMessage[]> {
  const { data } = await http.get<AdminChatMessages>(`/api/admin/sessions/${encodeURIComponent(sessionId)}/messages`, {
    signal,
  });
  return data.messages;
}

export async function markChatRead(http: HttpClient, threadId: string, read: boolean): Promise<void> {
  await http.post('/api/admin/mark-read', { threadId, readStatus: read ? 'read' : 'unread' });
}

export async function markChatFavorite(http: HttpClient, threadId: string, favorite: boolean): Promise<void> {
  await http.post('/api/admin/mark-favorite', { threadId, favorite });
}

/** A text file the server named (Content-Disposition), or `fallback`. */
export interface TextFile {
  name: string;
  blob: Blob;
}

export async function downloadTranscripts(http: HttpClient, filter: TranscriptFilter): Promise<TextFile> {
  const response = await http.post<Blob>('/api/admin/download-chats', { filter }, { responseType: 'blob' });
  return {
    name: dispositionFilename(response.headers['content-disposition'], `chat-transcripts-${filter}.txt`),
    blob: response.data,
  };
}

export async function downloadSessionTranscript(http: HttpClient, sessionId: string): Promise<TextFile> {
  const response = await http.get<Blob>(`/api/admin/sessions/${encodeURIComponent(sessionId)}/transcript`, {
    responseType: 'blob',
  });
  return {
    name: dispositionFilename(response.headers['content-disposition'], `chat-${sessionId.slice(-8)}.txt`),
    blob: response.data,
  };
}
