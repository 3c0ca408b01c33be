import { clientApi } from '@lexa/common';

/** Query keys of the client's assistant chat. */
export const assistantKeys = {
  all: ['client', 'assistant'] as const,
  chat: (userId: string) => [...assistantKeys.all, 'chat', userId] as const,
};

export interface AssistantInit {
  threadId: string;
  initialMessage: string;
}

export interface AssistantFile {
  id: string;
  originalName: string;
  mimeType: string;
  fileSize: number;
}

export interface AssistantMessage {
  /** Set on messages the server has stored; absent on those shown before it answers. */
  id?: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  files?: AssistantFile[];
}

/** The client's latest chat session on any device, or null when they have none yet. */
export async function findMyAssistantSession(): Promise<string | null> {
  const { data } = await clientApi.get<{ sessionId: string | null }>('/api/chat/my-session');
  return data.sessionId;
}

/** Opens (or reopens: init is idempotent per session id) the chat; the bearer token links it to the client. */
export async function initAssistant(sessionId: string): Promise<AssistantInit> {
  const { data } = await clientApi.post<AssistantInit>('/api/chat/init', { sessionId, userAgent: navigator.userAgent });
  return data;
}

/** The stored conversation of the client's own session, oldest first. */
export async function loadAssistantHistory(sessionId: string): Promise<AssistantMessage[]> {
  const { data } = await clientApi.get<{ threadId: string; messages: AssistantMessage[] }>('/api/chat/history', { params: { sessionId } });
  return data.messages;
}

export async function sendAssistantMessage(sessionId: string, message: string): Promise<{ message: string; timestamp: string }> {
  const { data } = await clientApi.post<{ message: string; timestamp: string }>('/api/chat/message', { sessionId, message });
  return data;
}
